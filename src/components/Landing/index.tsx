import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import headingFont from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';
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
      <Head>
        {/* The hero's large headline reflows when the web font swaps in: fetch it with the CSS, not after it. */}
        <link rel="preload" href={headingFont} as="font" type="font/woff2" crossOrigin="anonymous" />
      </Head>
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
