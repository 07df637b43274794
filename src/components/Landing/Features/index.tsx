import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {IconCalendarEvent} from '@tabler/icons-react';
import ExternalLink from '@site/src/components/ExternalLink';
import IconGrid from '@site/src/components/IconGrid';
import Section, {SectionTitle} from '@site/src/components/Section';
import {site} from '@site/src/config/site';
import {features} from '@site/src/data/features';
import styles from './styles.module.css';

/** Compliance, local payment, spend control and direct hire, with a call to ask for a quote. */
export default function Features(): ReactNode {
  return (
    <Section id="caracteristicas" labelledBy="caracteristicas-title" tone="muted">
      <div className={styles.layout}>
        <div className={styles.intro}>
          <SectionTitle
            id="caracteristicas-title"
            align="start"
            eyebrow={<Translate id="landing.features.eyebrow">Características</Translate>}
            lead={
              <Translate id="landing.features.lead">
                Nosotros contratamos, facturamos y pagamos. Tú diriges el trabajo y ves en todo momento en qué se invierte cada hora.
              </Translate>
            }>
            <Translate id="landing.features.title">Pagos locales, control del gasto y cumplimiento</Translate>
          </SectionTitle>
          <ExternalLink href={site.calendarUrl} className={clsx('button button--primary button--lg', styles.cta)}>
            <IconCalendarEvent size={20} aria-hidden="true" focusable="false" />
            <Translate id="landing.features.cta" description="Call to action that opens the calendar">
              Quiero una cotización
            </Translate>
          </ExternalLink>
        </div>
        <IconGrid items={features()} variant="cards" />
      </div>
    </Section>
  );
}
