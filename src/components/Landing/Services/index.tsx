import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {IconArrowRight, IconReceiptDollar, IconTargetArrow, IconUserBolt, type TablerIcon} from '@tabler/icons-react';
import EnglishTerms from '@site/src/components/EnglishTerms';
import Section, {SectionTitle} from '@site/src/components/Section';
import {type ServiceId, services} from '@site/src/data/services';
import styles from './styles.module.css';

const ICONS: Record<ServiceId, TablerIcon> = {freelancing: IconUserBolt, payroll: IconReceiptDollar, headhunting: IconTargetArrow};

/** Three cards, one per service, each leading to its page. */
export default function Services(): ReactNode {
  return (
    <Section static id="servicios" labelledBy="servicios-title">
      <SectionTitle
        id="servicios-title"
        eyebrow={<Translate id="landing.services.eyebrow" />}
        lead={<Translate id="landing.services.lead" />}>
        <EnglishTerms>{translate({id: 'landing.services.title'})}</EnglishTerms>
      </SectionTitle>
      <ul className={styles.cards}>
        {services().map(({id, path, title, summary}) => {
          const Icon = ICONS[id];
          return (
            <li key={id} className={clsx(styles.card, styles[id])}>
              <span className={styles.art} aria-hidden="true">
                <Icon size={26} stroke={1.8} focusable="false" />
              </span>
              <h3 className={styles.title}>
                <Link to={path} className={styles.link}>
                  <EnglishTerms>{title}</EnglishTerms>
                </Link>
              </h3>
              <p className={styles.summary}>{summary}</p>
              <span className={styles.more} aria-hidden="true">
                <Translate id="landing.services.explore" description="Visual cue on a service card; the card's title is the link" />
                <IconArrowRight size={18} focusable="false" />
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
