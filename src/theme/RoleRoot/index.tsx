// The docs plugin's root for role pages, without the docs sidebar layout (role pages draw their own bar).
import React, {type ReactNode, Suspense, lazy} from 'react';
import {DocsSidebarProvider, useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocRoot';

// A path under /empresas/ that is no page: rare, so its content is fetched only then, not with every role page.
const NotFoundContent = lazy(() => import('@theme/NotFound/Content'));

export default function RoleRoot(props: Props): ReactNode {
  const metadata = useDocRootMetadata(props);
  if (!metadata) {
    return (
      <Suspense fallback={null}>
        <NotFoundContent />
      </Suspense>
    );
  }
  return (
    <DocsSidebarProvider name={metadata.sidebarName} items={metadata.sidebarItems}>
      {metadata.docElement}
    </DocsSidebarProvider>
  );
}
