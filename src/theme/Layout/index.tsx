// Wraps the theme layout to give every page its own share image (drawn at build time by src/plugins/ogImages).
import React, {type ReactNode} from 'react';
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
      <Layout {...props} />
    </>
  );
}
