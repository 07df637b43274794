import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {countryName} from '@site/src/components/CountryLabel/name';
import ExternalLink from '@site/src/components/ExternalLink';
import FactSource from '@site/src/components/FactSource';
import {useMoney, usePercent} from '@site/src/components/RateCard/money';
import {SERVICE_PATHS} from '@site/src/config/routes';
import {EXIT_FACTS, ON_COST_FACTS, type OnCostFact, SALARY_SOURCES} from '@site/src/data/costFacts';
import {EXIT, IN_HOUSE, onCostShare, RECRUITING, type Steps} from '@site/src/data/costs';
import {COUNTRY_CODES} from '@site/src/data/people';
import {fillMessage, fillParts} from '@site/src/lib/messages';
import {sourceId} from './ids';
import {text} from './text';
import styles from './styles.module.css';

/** The labels of a fact's status on this page. */
const FACT_LABELS = {checked: text['sources.checked'], counsel: text['sources.counsel']};

/** A step table in words: "30 days of salary from month 7; 60 from month 16". */
function stepsText(steps: Steps): string {
  const owed = steps.filter(({days}) => days > 0);
  if (owed.length === 0) return text['sources.none'];
  // A rule that grows month by month (a share of a year for each month worked) reads as its first and last step.
  const shown = owed.length > 3 ? [owed[0]!, owed[owed.length - 1]!] : owed;
  return shown.map(({fromMonth, days}) => fillMessage(text['sources.step'], {days: Math.round(days), month: fromMonth})).join(owed.length > 3 ? ' … ' : '; ');
}

/** Where the same charge has other rates in the country (Mexico's payroll tax by state), each with its own source. */
function Elsewhere({places}: {places: NonNullable<OnCostFact['elsewhere']>}): ReactNode {
  const percent = usePercent();
  return (
    <>
      <span className={styles.steps}>{text['sources.elsewhere']}</span>
      <ul className={styles.onCosts}>
        {places.map((place) => (
          <li key={place.place}>
            <span lang="es" className={styles.onCostName}>
              {place.place}
            </span>{' '}
            {percent(place.share)}
            <FactSource fact={place} labels={FACT_LABELS} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Where each country's in-house figures come from: the salaries (Ready's own estimate until the owner supplies data
 * with a source), each on-cost and each exit payment with its rule, linked to the rule's text, and its status. Its own
 * chunk: the page it loads with keeps the server's markup of it (`Static`), so a visitor's browser fetches these
 * facts only when it draws the section itself (after a move inside the site).
 */
export default function SourceCards(): ReactNode {
  const percent = usePercent();
  const money = useMoney();
  return (
    <>
      <p className={styles.lead}>{text['sources.lead']}</p>
      <p className={styles.lead}>
        {fillParts(text['sources.recruiting'], {
          share: percent(RECRUITING.share),
          service: <Link to={SERVICE_PATHS.headhunting}>{text['sources.recruitingService']}</Link>,
        })}
      </p>
      <ul className={styles.sources}>
        {COUNTRY_CODES.map((code) => {
          const salarySource = SALARY_SOURCES[code];
          const onCosts: Record<string, number> = IN_HOUSE[code].onCosts;
          const facts: Record<string, OnCostFact> = ON_COST_FACTS[code];
          return (
            <li key={code} id={sourceId(code)} className={styles.sourceCard}>
              <h3 className={styles.sourceTitle}>{countryName(code)}</h3>
              <p className={styles.sourceLine}>
                <span className={styles.sourceLabel}>{text['sources.salary']}</span>
                {salarySource ? (
                  <ExternalLink href={salarySource.url} className={styles.source}>
                    {fillParts(text['sources.link'], {publisher: <span lang="es">{salarySource.publisher}</span>})}
                  </ExternalLink>
                ) : (
                  <span>{text['sources.estimate']}</span>
                )}
              </p>
              <h4 className={styles.onCostTitle}>{fillMessage(text['sources.onCosts'], {share: percent(onCostShare(code))})}</h4>
              <ul className={styles.onCosts}>
                {Object.entries(facts).map(([key, fact]) => (
                  <li key={key}>
                    <span lang="es" className={styles.onCostName}>
                      {fact.name}
                    </span>{' '}
                    {percent(onCosts[key]!)}
                    <FactSource fact={fact} labels={FACT_LABELS} />
                    {fact.elsewhere && <Elsewhere places={fact.elsewhere} />}
                  </li>
                ))}
              </ul>
              <h4 className={styles.onCostTitle}>{text['sources.exit']}</h4>
              <ul className={styles.onCosts}>
                {(['notice', 'severance'] as const).map((kind) => {
                  const {steps, capMonthlyUsd} = EXIT[code][kind];
                  const fact = EXIT_FACTS[code][kind];
                  return (
                    <li key={kind}>
                      <span lang="es" className={styles.onCostName}>
                        {fact.name}
                      </span>{' '}
                      <span className={styles.steps}>
                        {stepsText(steps)}
                        {capMonthlyUsd !== undefined && ` ${fillMessage(text['sources.cap'], {amount: money(capMonthlyUsd)})}`}
                      </span>
                      <FactSource fact={fact} labels={FACT_LABELS} />
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </>
  );
}
