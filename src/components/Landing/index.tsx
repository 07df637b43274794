import React, {type ReactNode} from 'react';
import ClientLogos from '@site/src/components/ClientLogos';
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
      <ClientLogos />
      <Attributes />
      <Process />
      <Services />
      <Profiles />
      <Testimonials />
      <Features />
      <Prefooter />
    </main>
  );
}
