import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import Landing from '@site/src/components/Landing';

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({id: 'landing.meta.title', message: 'Talento tech verificado para tu empresa'})}
      description={translate({
        id: 'landing.meta.description',
        message: 'Contrata freelancers tech verificados en Latinoamérica: desarrollo, datos, diseño, marketing e IA. Pago local, contratos y cumplimiento incluidos.',
      })}>
      <Landing />
    </Layout>
  );
}
