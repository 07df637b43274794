// The docs plugin's root for role pages, without the docs sidebar layout (role pages draw their own bar).
import React, {type ReactNode} from 'react';
import {DocsSidebarProvider, useDocRootMetadata} from '@docusaurus/plugin-content-docs/client';
import NotFoundContent from '@theme/NotFound/Content';
import type {Props} from '@theme/DocRoot';

export default function RoleRoot(props: Props): ReactNode {
  const metadata = useDocRootMetadata(props);
  // A path under /empresas/ that is no page: the static 404.html the server sends for it has this content, which the
  // client must render as it is to hydrate it (a lazily fetched one made React drop and redraw it, errors #418 to #423).
  if (!metadata) return <NotFoundContent />;
  return (
    <DocsSidebarProvider name={metadata.sidebarName} items={metadata.sidebarItems}>
      {metadata.docElement}
    </DocsSidebarProvider>
  );
}
