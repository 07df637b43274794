/**
 * Swizzled (ejected) from the theme's MDX page, which the legal and service
 * pages use, without its banners for unlisted and draft pages and its "edit
 * this page / last updated" row: they brought the theme's six admonitions,
 * their icons and the edit row into each of those pages' scripts (22 KB raw),
 * and this site sets none of them. A page that asks for one stops the build,
 * naming the page and the field. The table of contents stays. A page that draws
 * its own full-width bands (FULL_WIDTH below) gets no container around them:
 * Infima's `margin-vert--lg` sits in a cascade layer, where its `!important`
 * beats any unlayered override.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import MDXContent from '@theme/MDXContent';
import TOC from '@theme/TOC';
import type {Props} from '@theme/MDXPage';
import styles from './styles.module.css';
import {unsupportedFields} from './unsupported';

/**
 * `wrapperClassName: service-page` in a page's frontmatter: the page draws its own full-width bands from the header
 * down (src/components/ServicePage, GuidePage, CountryPage), so it gets no padded container, column or margin.
 */
const FULL_WIDTH = 'service-page';

export default function MDXPage({content: MDXPageContent}: Props): ReactNode {
  const {metadata, assets} = MDXPageContent;
  const {title, description, frontMatter} = metadata;
  const unsupported = unsupportedFields(metadata);
  if (unsupported.length > 0) {
    throw new Error(`${metadata.source}: this site's MDX pages (src/theme/MDXPage) do not show ${unsupported.join(', ')}: remove it from the page's frontmatter or the pages plugin's options.`);
  }
  const {keywords, wrapperClassName, hide_table_of_contents: hideTableOfContents} = frontMatter;
  const showTOC = !hideTableOfContents && MDXPageContent.toc.length > 0;
  const page = (
    <MDXContent>
      <MDXPageContent />
    </MDXContent>
  );
  return (
    <HtmlClassNameProvider className={clsx(wrapperClassName ?? ThemeClassNames.wrapper.mdxPages, ThemeClassNames.page.mdxPage)}>
      <Layout>
        <PageMetadata title={title} description={description} keywords={keywords} image={assets.image ?? frontMatter.image} />
        {wrapperClassName === FULL_WIDTH ? (
          <main>
            <article>{page}</article>
          </main>
        ) : (
          <main className="container container--fluid margin-vert--lg">
            <div className={clsx('row', styles.mdxPageWrapper)}>
              <div className={clsx('col', !hideTableOfContents && 'col--8')}>
                <article>{page}</article>
              </div>
              {showTOC && (
                <div className="col col--2">
                  <TOC toc={MDXPageContent.toc} minHeadingLevel={frontMatter.toc_min_heading_level} maxHeadingLevel={frontMatter.toc_max_heading_level} />
                </div>
              )}
            </div>
          </main>
        )}
      </Layout>
    </HtmlClassNameProvider>
  );
}
