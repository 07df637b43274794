import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import ClientLogos from '@site/src/components/ClientLogos';
import ContactCta from '@site/src/components/ContactCta';
import Section, {SectionTitle} from '@site/src/components/Section';
import styles from './styles.module.css';

/** The landing page: its nine sections, in order. */
export default function Landing(): ReactNode {
  return (
    <main>
      <section className={styles.hero}>
        <div className="container">
          <h1 className={styles.heroTitle}>
            <Translate id="landing.hero.title">Talento tech verificado, listo para sumarse a tu equipo</Translate>
          </h1>
          <p className={styles.heroLead}>
            <Translate id="landing.hero.lead">
              Más de 25.000 profesionales certificados. Evaluamos a más de 1.500 freelancers cada mes y solo el 5 % mejor queda verificado.
            </Translate>
          </p>
          <ContactCta tone="light" />
        </div>
      </section>
      <ClientLogos />
      <Section id="atributos" labelledBy="atributos-title">
        <SectionTitle id="atributos-title" eyebrow={<Translate id="landing.attributes.eyebrow">Atributos</Translate>}>
          <Translate id="landing.attributes.title">Calidad, garantía y flexibilidad en cada contratación</Translate>
        </SectionTitle>
      </Section>
      <Section id="proceso" labelledBy="proceso-title" tone="muted">
        <SectionTitle id="proceso-title" eyebrow={<Translate id="landing.process.eyebrow">Nuestro proceso</Translate>}>
          <Translate id="landing.process.title">Ready, Set, Go!: cuatro pasos hasta tu próximo talento</Translate>
        </SectionTitle>
      </Section>
      <Section id="servicios" labelledBy="servicios-title">
        <SectionTitle id="servicios-title" eyebrow={<Translate id="landing.services.eyebrow">Nuestros servicios</Translate>}>
          <Translate id="landing.services.title">Freelancing, payroll y headhunting</Translate>
        </SectionTitle>
      </Section>
      <Section id="perfiles" labelledBy="perfiles-title" tone="muted">
        <SectionTitle id="perfiles-title" eyebrow={<Translate id="landing.profiles.eyebrow">Perfiles</Translate>}>
          <Translate id="landing.profiles.title">Los perfiles que tu empresa necesita</Translate>
        </SectionTitle>
      </Section>
      <Section id="testimonios" labelledBy="testimonios-title">
        <SectionTitle id="testimonios-title" eyebrow={<Translate id="landing.testimonials.eyebrow">Testimonios de clientes</Translate>}>
          <Translate id="landing.testimonials.title">Lo que dicen las empresas que trabajan con nosotros</Translate>
        </SectionTitle>
      </Section>
      <Section id="caracteristicas" labelledBy="caracteristicas-title" tone="muted">
        <SectionTitle id="caracteristicas-title" eyebrow={<Translate id="landing.features.eyebrow">Características</Translate>}>
          <Translate id="landing.features.title">Pagos locales, control del gasto y cumplimiento</Translate>
        </SectionTitle>
      </Section>
    </main>
  );
}
