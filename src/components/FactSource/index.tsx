import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ExternalLink from '@site/src/components/ExternalLink';
import type {Fact} from '@site/src/lib/facts';
import {fillMessage} from '@site/src/lib/messages';
import styles from './styles.module.css';

/** A day as the page's language writes it ("28 de noviembre de 2026"). */
export function useDay(): (day: string) => string {
  const {currentLocale} = useDocusaurusContext().i18n;
  return (day) => new Intl.DateTimeFormat(currentLocale, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(new Date(day));
}

/** Its page's words for a fact's status: `checked` holds `{date}`. */
export type FactLabels = {checked: string; counsel: string};

/**
 * A fact's rule, linked to the rule's own text (Spanish in every language, and marked so), then its status: the day it
 * was checked there, or that it waits for counsel (no "checked on" for a fact nobody could confirm).
 */
export default function FactSource({fact, labels}: {fact: Fact; labels: FactLabels}): ReactNode {
  return (
    <span className={styles.fact}>
      <ExternalLink href={fact.source.url} className={styles.rule}>
        <span lang="es">{fact.rule}</span>
      </ExternalLink>
      <FactStatus fact={fact} labels={labels} />
    </span>
  );
}

/** A fact's status alone: the day it was checked at its source, or that it waits for counsel. */
export function FactStatus({fact, labels}: {fact: Fact; labels: FactLabels}): ReactNode {
  const day = useDay();
  return <span className={styles.status}>{fact.status === 'checked' ? fillMessage(labels.checked, {date: day(fact.checked)}) : labels.counsel}</span>;
}
