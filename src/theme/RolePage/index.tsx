// The docs plugin's item component for role and team pages: our layout instead of the docs look.
import React, {type ReactNode, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import DocItemMetadata from '@theme/DocItem/Metadata';
import NotFoundContent from '@theme/NotFound/Content';
import type {Props as DocItemProps} from '@theme/DocItem';
import RoleLayout, {type Props as LayoutProps} from '@site/src/components/RoleLayout';
import {rolePageOf} from '@site/src/lib/rolePage';
import {isLeaving, ROLE_DATA_ID, roleContentFromDocument, roleContentJson} from '@site/src/lib/rolePageData';

/**
 * Server rendering passes the page's content module; the browser has none (one route for every role page,
 * src/plugins/lean/roleRoutes.cjs) and reads the same content from the page's HTML (src/lib/rolePageData.ts).
 */
export default function RolePage({content}: Partial<DocItemProps>): ReactNode {
  const {pathname} = useLocation();
  const [page] = useState(() => (content ? {content, json: roleContentJson(content), bodyHtml: undefined} : roleContentFromDocument(pathname)));
  // Moved here through the history: the page's document is on its way (src/plugins/lean/rolePages.ts).
  // Otherwise a path under /empresas/ that is no page: the static 404.html the server sends for it has this content.
  if (!page) return isLeaving() ? null : <NotFoundContent />;
  const MDXContent = page.content;
  // From the page's metadata, not the compiled MDX module: an English page's category and team roles come from
  // its Spanish twin, and the bundler's cache would keep a stale copy in the module when only the Spanish file changes.
  const {metadata} = page.content;
  const frontMatter = metadata.frontMatter as unknown as LayoutProps['frontMatter'];
  return (
    <DocProvider content={page.content}>
      <HtmlClassNameProvider className="role-page">
        <DocItemMetadata />
        <RoleLayout slug={metadata.id} frontMatter={frontMatter} data={rolePageOf(metadata)} bodyHtml={page.bodyHtml}>
          {page.bodyHtml === undefined && <MDXContent />}
        </RoleLayout>
        <script type="application/json" id={ROLE_DATA_ID} dangerouslySetInnerHTML={{__html: page.json}} />
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
