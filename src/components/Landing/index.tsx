import React, {type ReactNode} from 'react';
import ClientLogos from '@site/src/components/ClientLogos';
import LateHydration from '@site/src/components/LateHydration';
import Attributes from './Attributes';
import Features from './Features';
import Hero from './Hero';
import Prefooter from './Prefooter';
import Process from './Process';
import Profiles from './Profiles';
import Services from './Services';
import Testimonials from './Testimonials';

/** The landing page: its nine sections, in order. */
export default function Landing(): ReactNode {
  return (
    <main>
      <Hero />
      <LateHydration anchor="clientes">
        <ClientLogos />
      </LateHydration>
      <LateHydration anchor="atributos">
        <Attributes />
      </LateHydration>
      <Process />
      <Services />
      <LateHydration anchor="perfiles">
        <Profiles />
      </LateHydration>
      <Testimonials />
      <Features />
      <LateHydration anchor="prefooter-title">
        <Prefooter />
      </LateHydration>
    </main>
  );
}
