import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
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
