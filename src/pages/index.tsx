import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Landing from '@site/src/components/Landing';
import StructuredData from '@site/src/components/StructuredData';
import {site} from '@site/src/config/site';
import {organization} from '@site/src/lib/structuredData';

export default function Home(): ReactNode {
  const description = translate({id: 'landing.meta.description'});
  const url = useBaseUrl('/', {absolute: true});
  const logo = useBaseUrl('/img/favicon.svg', {absolute: true});
  return (
    <Layout title={translate({id: 'landing.meta.title'})} description={description}>
      <Head>
        {/*
         * The first frame waits until the parser has passed the hero and the client strip (it has reached the band
         * after them): on a busy processor Chromium painted the page while the parser was still inside the header or
         * the hero's card, and each later chunk moved what was drawn (a loaded run at 6x CPU: the header's actions
         * 112 -> 464 px wide, the card 292 -> 469 px tall, CLS 0.016). Browsers without `rel=expect` paint as before.
         */}
        <link rel="expect" href="#atributos" {...{blocking: 'render'}} />
      </Head>
      <StructuredData
        data={[
          organization({
            name: site.brand,
            url,
            logo,
            description,
            email: site.privacy.contactEmail,
            sameAs: [site.linkedinUrl, site.instagramUrl],
          }),
        ]}
      />
      <Landing />
    </Layout>
  );
}
