// The theme's not-found page, with its content in a Suspense boundary. Under /empresas/ the role root (src/theme/RoleRoot)
// fetches this content only when a path is no page, inside a boundary of its own; the static 404.html served for that
// path must have the same boundary where the client has it, or React cannot hydrate it (errors #418 and #423).
import React, {type ReactNode, Suspense} from 'react';
import {translate} from '@docusaurus/Translate';
import {PageMetadata} from '@docusaurus/theme-common';
import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';

export default function NotFound(): ReactNode {
  const title = translate({id: 'theme.NotFound.title', message: 'Page Not Found'});
  return (
    <>
      <PageMetadata title={title} />
      <Layout>
        <Suspense fallback={null}>
          <NotFoundContent />
        </Suspense>
      </Layout>
    </>
  );
}
