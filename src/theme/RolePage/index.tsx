// The docs plugin's item component for role and team pages: our layout instead of the docs look.
import React, {type ReactNode} from 'react';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {DocProvider} from '@docusaurus/plugin-content-docs/client';
import DocItemMetadata from '@theme/DocItem/Metadata';
import type {Props as DocItemProps} from '@theme/DocItem';
import RoleLayout, {type Props as LayoutProps} from '@site/src/components/RoleLayout';
import {rolePageOf} from '@site/src/lib/rolePage';

export default function RolePage({content}: DocItemProps): ReactNode {
  const MDXContent = content;
  // From the page's metadata, not the compiled MDX module: an English page's category and team roles come from
  // its Spanish twin, and the bundler's cache would keep a stale copy in the module when only the Spanish file changes.
  const frontMatter = content.metadata.frontMatter as unknown as LayoutProps['frontMatter'];
  return (
    <DocProvider content={content}>
      <HtmlClassNameProvider className="role-page">
        <DocItemMetadata />
        <RoleLayout slug={content.metadata.id} frontMatter={frontMatter} data={rolePageOf(content.metadata)}>
          <MDXContent />
        </RoleLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
