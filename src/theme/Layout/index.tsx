// Wraps the theme layout to give every page its own share image (drawn at build time by src/plugins/ogImages)
// and the preload of the font file every page uses.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
// The same file the core face's @font-face points at (src/plugins/fonts): the bundler gives both the same hashed URL.
import bodyFont from '@ready-fonts/plus-jakarta-sans-core.woff2';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {PageMetadata} from '@docusaurus/theme-common';
import {ogImagePath} from '@site/src/lib/ogImage';

type Props = WrapperProps<typeof LayoutType>;

export default function LayoutWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const localeBaseUrl = useBaseUrl('/');
  return (
    <>
      <PageMetadata image={ogImagePath(pathname, localeBaseUrl)} />
      <Head>
        {/* Text reflows when the web font swaps in: fetch it with the stylesheet, not after the page is laid out. */}
        <link rel="preload" href={bodyFont} as="font" type="font/woff2" crossOrigin="anonymous" />
      </Head>
      <Layout {...props} />
    </>
  );
}
