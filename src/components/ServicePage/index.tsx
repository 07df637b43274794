import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import {IconCheck} from '@tabler/icons-react';
import ContactCta from '@site/src/components/ContactCta';
import EnglishTerms from '@site/src/components/EnglishTerms';
import {type ServiceId, serviceComparison, services} from '@site/src/data/services';
import styles from './styles.module.css';

export type Props = {id: ServiceId};

/** A service page: what it is, how it works, who it suits, how it compares, and how to start. */
export default function ServicePage({id}: Props): ReactNode {
  const all = services();
  const service = all.find((entry) => entry.id === id)!;
  const others = all.filter((entry) => entry.id !== id);
  const whatsappMessage = translate(
    {id: 'services.whatsappMessage', message: 'Hola, me interesa el servicio de {service}. ¿Podemos conversar?'},
    {service: service.title},
  );

  return (
    <Layout title={service.title} description={service.summary}>
      <main>
        <section className={styles.hero}>
          <div className="container">
            <p className={styles.eyebrow}>
              <Translate id="services.eyebrow">Nuestros servicios</Translate>
            </p>
            <h1 className={styles.title}>
              <EnglishTerms>{service.title}</EnglishTerms>
            </h1>
            <p className={styles.summary}>
              <EnglishTerms>{service.summary}</EnglishTerms>
            </p>
            <ContactCta whatsappMessage={whatsappMessage} tone="light" />
          </div>
        </section>

        <section className={clsx('container', styles.band)} aria-labelledby="service-what">
          <div className={styles.split}>
            <h2 id="service-what">
              <Translate id="services.what.title">¿En qué consiste?</Translate>
            </h2>
            <p className={styles.lead}>
              <EnglishTerms>{service.what}</EnglishTerms>
            </p>
          </div>
        </section>

        <section className={styles.muted} aria-labelledby="service-how">
          <div className={clsx('container', styles.band)}>
            <h2 id="service-how">
              <Translate id="services.how.title">¿Cómo funciona?</Translate>
            </h2>
            <ol className={styles.steps}>
              {service.steps.map((step, index) => (
                <li key={step.title} className={styles.step}>
                  <span className={styles.stepNumber} aria-hidden="true">
                    {index + 1}
                  </span>
                  <h3>{step.title}</h3>
                  <p>{step.description}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className={clsx('container', styles.band)} aria-labelledby="service-suits">
          <h2 id="service-suits">
            <Translate id="services.suits.title">¿Para quién es?</Translate>
          </h2>
          <ul className={styles.suits}>
            {service.suits.map((item) => (
              <li key={item}>
                <IconCheck size={22} aria-hidden="true" focusable="false" className={styles.check} />
                {item}
              </li>
            ))}
          </ul>
        </section>

        {/* Not a named landmark itself: the scrollable table region below carries the name. */}
        <section className={styles.muted}>
          <div className={clsx('container', styles.band)}>
            <h2 id="service-compare">
              <Translate id="services.compare.title">Compara los tres servicios</Translate>
            </h2>
            <div
              className={styles.tableWrap}
              role="region"
              aria-labelledby="service-compare"
              // Focusable so keyboard users can scroll the table on narrow screens.
              tabIndex={0}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <td />
                    {all.map((entry) => (
                      <th key={entry.id} scope="col" className={clsx(entry.id === id && styles.currentColumn)}>
                        {entry.id === id ? (
                          <EnglishTerms>{entry.title}</EnglishTerms>
                        ) : (
                          <Link to={entry.path}>
                            <EnglishTerms>{entry.title}</EnglishTerms>
                          </Link>
                        )}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {serviceComparison().map((row) => (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      {all.map((entry) => (
                        <td key={entry.id} className={clsx(entry.id === id && styles.currentColumn)}>
                          {row.answers[entry.id]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </section>

        <section className={clsx('container', styles.band, styles.closing)} aria-labelledby="service-start">
          <h2 id="service-start">
            <Translate id="services.start.title">¿Hablamos de tu equipo?</Translate>
          </h2>
          <p className={styles.lead}>
            <Translate id="services.start.text">Agenda una llamada o escríbenos: te ayudamos a elegir el servicio que le conviene a tu empresa.</Translate>
          </p>
          <ContactCta whatsappMessage={whatsappMessage} />
          <p className={styles.others}>
            <Translate id="services.others">También ofrecemos:</Translate>{' '}
            {others.map((entry, index) => (
              <React.Fragment key={entry.id}>
                {index > 0 && ' · '}
                <Link to={entry.path}>
                  <EnglishTerms>{entry.title}</EnglishTerms>
                </Link>
              </React.Fragment>
            ))}
          </p>
        </section>
      </main>
    </Layout>
  );
}
