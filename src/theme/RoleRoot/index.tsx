// The docs plugin's root for role pages, without the docs sidebar layout (role pages draw their own bar).
import React, {type ReactNode} from 'react';
import {DocsSidebarProvider, useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocRoot';
import NotFoundContent from '@theme/NotFound/Content';

export default function RoleRoot(props: Props): ReactNode {
  const metadata = useDocRootMetadata(props);
  if (!metadata) {
    return <NotFoundContent />;
  }
  return (
    <DocsSidebarProvider name={metadata.sidebarName} items={metadata.sidebarItems}>
      {metadata.docElement}
    </DocsSidebarProvider>
  );
}
