import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import countryData from '@generated/ready-countries/default/country-pages.json';
import Breadcrumbs from '@site/src/components/Breadcrumbs';
import ContactCta from '@site/src/components/ContactCta';
import CountryLabel from '@site/src/components/CountryLabel';
import {text} from '@site/src/components/CountryPage/text';
import {vatLabel} from '@site/src/components/CountryPage/vat';
import PageHero from '@site/src/components/PageHero';
import Static from '@site/src/components/Static';
import TermsRow from '@site/src/components/TermsRow';
import {COUNTRIES_PATH, COUNTRY_PATHS} from '@site/src/config/routes';
import {COUNTRY_FACTS} from '@site/src/data/countries';
import {COUNTRY_CODES} from '@site/src/data/people';
import {fillMessage, fillParts} from '@site/src/lib/messages';
import {seasons, utcLabel} from '@site/src/lib/timeZones';
import styles from './styles.module.css';

/** The countries page: one card per country the site works in, each leading to its page. */
export default function Countries(): ReactNode {
  const {january} = seasons(new Date().getUTCFullYear());
  const {currentLocale} = useDocusaurusContext().i18n;
  return (
    <Layout title={text['hub.metaTitle']} description={text['hub.metaDescription']}>
      <main>
        <PageHero
          breadcrumbs={<Breadcrumbs path={COUNTRIES_PATH} crumbs={[{name: text.breadcrumb}]} />}
          eyebrow={text['hub.eyebrow']}
          title={text['hub.title']}
          lead={text['hub.lead']}
          actions={
            <>
              <ContactCta tone="light" />
              <TermsRow />
            </>
          }
        />
        <section aria-labelledby="countries-list">
          <Static className={clsx('container', styles.band)}>
            <h2 id="countries-list" className={styles.title}>
              {text['hub.listTitle']}
            </h2>
            <ul className={styles.list}>
              {COUNTRY_CODES.map((code) => {
                const facts = COUNTRY_FACTS[code];
                return (
                  <li key={code}>
                    <Link to={COUNTRY_PATHS[code]} className={styles.card}>
                      <CountryLabel code={code} className={styles.name} />
                      <span className={styles.detail}>
                        {fillParts(text['hub.invoice'], {invoice: <span lang="es">{facts.invoice.name}</span>, currency: facts.currency})}
                      </span>
                      <span className={styles.detail}>
                        {vatLabel(facts.vat, currentLocale)} · {utcLabel(facts.timeZone, january)}
                      </span>
                      <span className={styles.detail}>
                        {fillMessage(text['hub.people'], {count: countryData.peopleCount[code]})}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </Static>
        </section>
      </main>
    </Layout>
  );
}
