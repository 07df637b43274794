import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {QuoteButton} from '@site/src/components/ContactCta';
import IconGrid from '@site/src/components/IconGrid';
import Section, {SectionTitle} from '@site/src/components/Section';
import {features} from '@site/src/data/features';
import styles from './styles.module.css';

/** Compliance, local payment, spend control and direct hire, with a call to ask for a quote. */
export default function Features(): ReactNode {
  return (
    <Section static id="caracteristicas" labelledBy="caracteristicas-title" tone="muted">
      <div className={styles.layout}>
        <div className={styles.intro} data-place="features">
          <SectionTitle
            id="caracteristicas-title"
            align="start"
            eyebrow={<Translate id="landing.features.eyebrow" />}
            lead={<Translate id="landing.features.lead" />}>
            <Translate id="landing.features.title" />
          </SectionTitle>
          <QuoteButton className={styles.cta} />
        </div>
        <IconGrid items={features()} variant="cards" />
      </div>
    </Section>
  );
}
