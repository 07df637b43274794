import React, {type ChangeEvent, type ReactNode, useId, useState} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate from '@docusaurus/Translate';
import {countryName} from '@site/src/components/CountryLabel/name';
import ExternalLink from '@site/src/components/ExternalLink';
import {GuideBand} from '@site/src/components/GuidePage/Band';
import {guideRoles, text} from './text';
import {From, levelName, useMoney} from '@site/src/components/RateCard/money';
import Static from '@site/src/components/Static';
import {COSTS_REVIEWED, HOURS, IN_HOUSE, inHouseMonthly, onCostShare, readyMonthly} from '@site/src/data/costs';
import {terms} from '@site/src/data/engagement';
import {COUNTRY_CODES, type CountryCode} from '@site/src/data/people';
import {pricing} from '@site/src/data/pricing';
import type {Seniority} from '@site/src/data/profiles';
import type {CategoryId} from '@site/src/data/categories';
import {useRoles} from '@site/src/hooks/useRoles';
import {type Estimate, estimateQuery, HOURS_OPTIONS, readEstimate, workOut} from '@site/src/lib/estimator';
import {DEFERRED_CLASS} from '@site/src/lib/deferredRendering';
import {fillMessage, fillParts} from '@site/src/lib/messages';
import {formatNumber} from '@site/src/lib/numberFormat';
import styles from './styles.module.css';

const LEVELS: readonly Seniority[] = ['semiSenior', 'senior', 'lead'];

/** Where the sources of the in-house figures are, on the page. */
const SOURCES_ID = 'fuentes';

/** A share as a percentage in the page's language: "52 %" (Spanish, a no-break space), "52%". */
function usePercent(): (share: number) => string {
  const {currentLocale} = useDocusaurusContext().i18n;
  return (share) => `${formatNumber(share * 100, currentLocale, {maximumFractionDigits: 1})}${currentLocale === 'es' ? '\u00a0%' : '%'}`;
}

/** The day the in-house figures were checked, in the page's language ("20 de noviembre de 2026"). */
function useReviewed(): string {
  const {currentLocale} = useDocusaurusContext().i18n;
  return new Intl.DateTimeFormat(currentLocale, {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}).format(new Date(COSTS_REVIEWED));
}

/** Where a country's sources are, on the page. */
const sourceId = (code: CountryCode) => `${SOURCES_ID}-${code}`;

/** A whole number in the page's language. */
function useNumber(): (value: number) => string {
  const {currentLocale} = useDocusaurusContext().i18n;
  return (value) => formatNumber(value, currentLocale, {maximumFractionDigits: 0});
}

function Select({label, value, onChange, children}: {label: string; value: string; onChange: (value: string) => void; children: ReactNode}): ReactNode {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** The estimator's inputs and result, once the page runs in the browser: its state starts from, and stays in, the address. */
function EstimatorForm(): ReactNode {
  const {categories} = useRoles();
  const {currentLocale} = useDocusaurusContext().i18n;
  const money = useMoney();
  const [estimate, setEstimate] = useState<Estimate>(() => readEstimate(window.location.search, guideRoles));
  const change = (next: Estimate) => {
    setEstimate(next);
    // The address keeps the estimate (no new history entry), so reloading or sharing it gives the same result.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${estimateQuery(next)}${window.location.hash}`);
  };
  const {ready, inHouse} = workOut(estimate);
  const role = guideRoles.find(({slug}) => slug === estimate.role);
  const category = categories.find(({id}) => id === estimate.category)!;
  const choice = role ? `role:${role.slug}` : `category:${estimate.category}`;
  const onChoice = (value: string) => {
    const [kind, id] = value.split(':');
    const picked = kind === 'role' ? guideRoles.find(({slug}) => slug === id) : undefined;
    change({...estimate, role: picked?.slug, category: picked?.category ?? (id as CategoryId)});
  };
  const country = countryName(estimate.country);
  return (
    <div className={styles.estimator}>
      <fieldset className={styles.inputs}>
        <legend className={styles.legend}>{text['estimator.form']}</legend>
        <Select label={text['estimator.role']} value={choice} onChange={onChoice}>
          {categories.map(({id, title}) => (
            <optgroup key={id} label={title}>
              <option value={`category:${id}`}>{fillMessage(text['estimator.anyRole'], {category: title})}</option>
              {guideRoles
                .filter((option) => option.category === id)
                .map(({slug, title: roleTitle}) => (
                  <option key={slug} value={`role:${slug}`}>
                    {roleTitle}
                  </option>
                ))}
            </optgroup>
          ))}
        </Select>
        <Select label={text['estimator.level']} value={estimate.level} onChange={(level) => change({...estimate, level: level as Seniority})}>
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {levelName(level)}
            </option>
          ))}
        </Select>
        <Select label={text['estimator.hours']} value={String(estimate.hours)} onChange={(hours) => change({...estimate, hours: Number(hours)})}>
          {HOURS_OPTIONS.map((hours) => (
            <option key={hours} value={hours}>
              {fillMessage(text['estimator.hoursOption'], {hours})}
            </option>
          ))}
        </Select>
        <Select label={text['estimator.country']} value={estimate.country} onChange={(code) => change({...estimate, country: code as CountryCode})}>
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              {countryName(code)}
            </option>
          ))}
        </Select>
      </fieldset>
      <div className={styles.result} role="status">
        <p className={styles.summary}>
          {fillMessage(text['estimator.summary'], {role: role?.title ?? category.title, level: levelName(estimate.level), hours: estimate.hours})}
        </p>
        <dl className={styles.figures}>
          {ready ? (
            <div className={clsx(styles.figure, styles.ready)}>
              <dt>{text['estimator.ready']}</dt>
              <dd>
                <span className={styles.amount}>
                  <From /> {fillMessage(text['estimator.perMonth'], {amount: money(ready.monthly)})}
                </span>
                <span className={styles.detail}>
                  {fillMessage(text['estimator.readyDetail'], {rate: money(ready.rate), hours: estimate.hours, weeks: formatNumber(HOURS.weeksPerMonth, currentLocale, {maximumFractionDigits: 2})})}
                </span>
              </dd>
            </div>
          ) : (
            <div className={styles.figure}>
              <dt>{text['estimator.ready']}</dt>
              <dd className={styles.detail}>
                <Translate id="prices.quote.text" values={{hours: terms.quoteHours}} />
              </dd>
            </div>
          )}
          <div className={styles.figure}>
            <dt>{fillMessage(text['estimator.inHouse'], {country})}</dt>
            <dd>
              <span className={styles.amount}>{fillMessage(text['estimator.perMonth'], {amount: money(inHouse.total)})}</span>
              <span className={styles.detail}>{fillMessage(text['estimator.inHouseDetail'], {salary: money(inHouse.salary), onCosts: money(inHouse.onCosts)})}</span>
            </dd>
          </div>
        </dl>
      </div>
    </div>
  );
}

/**
 * The estimator: role or category, seniority, hours a week and country, and what that costs a month through Ready and
 * hired in-house. It computes in the browser and asks no server; without JavaScript its place points to the tables.
 */
export function Estimator(): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <GuideBand id="estimador" title={text['estimator.title']} muted>
      <p className={styles.lead}>{isBrowser ? text['estimator.lead'] : <a href="#tablas">{text['estimator.static']}</a>}</p>
      {isBrowser && <EstimatorForm />}
    </GuideBand>
  );
}

/**
 * One category's monthly costs: Ready full and half time (when prices are shown), then in-house in each country, each
 * country's name leading to its sources, and the day the figures were checked.
 */
function CategoryTable({category, title}: {category: CategoryId; title: string}): ReactNode {
  const number = useNumber();
  const reviewed = useReviewed();
  const band = pricing.byCategory[category];
  return (
    <div className={clsx(styles.tableBox, DEFERRED_CLASS)}>
      <table className={styles.costTable}>
        <caption>{fillMessage(text['tables.caption'], {category: title})}</caption>
        <thead>
          <tr>
            <th scope="col">{text['tables.corner']}</th>
            {LEVELS.map((level) => (
              <th key={level} scope="col">
                {levelName(level)}
              </th>
            ))}
          </tr>
        </thead>
        {pricing.showPrices && (
          <tbody className={styles.readyRows}>
            {([['tables.readyFull', HOURS.fullTime], ['tables.readyHalf', HOURS.halfTime]] as const).map(([label, hours]) => (
              <tr key={label}>
                <th scope="row">{text[label]}</th>
                {LEVELS.map((level) => (
                  <td key={level}>
                    <From /> {number(readyMonthly(band[level], hours))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        )}
        <tbody>
          <tr>
            <th scope="rowgroup" colSpan={4} className={styles.group}>
              {text['tables.inHouse']}
            </th>
          </tr>
          {COUNTRY_CODES.map((code) => (
            <tr key={code}>
              <th scope="row">
                <a href={`#${sourceId(code)}`} className={styles.countryLink}>
                  {countryName(code)}
                </a>
              </th>
              {LEVELS.map((level) => {
                const {salary, onCosts, total} = inHouseMonthly(code, category, level);
                return (
                  <td key={level}>
                    <span className={styles.total}>{number(total)}</span>
                    <span className={styles.split}>{fillMessage(text['tables.split'], {salary: number(salary), onCosts: number(onCosts)})}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4}>{fillMessage(text['tables.reviewed'], {date: reviewed})}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Prose of a guide page about Ready's prices: shown while the site shows prices (src/data/pricing.ts, `showPrices`). */
export function WithPrices({children}: {children: ReactNode}): ReactNode {
  return pricing.showPrices ? children : null;
}

/** What a guide page says in its place while prices are hidden. */
export function WithoutPrices({children}: {children: ReactNode}): ReactNode {
  return pricing.showPrices ? null : children;
}

/** Every category's table: the figures the estimator works from, readable without JavaScript on a phone. */
export function CostTables(): ReactNode {
  const {categories} = useRoles();
  return (
    <GuideBand id="tablas" title={text['tables.title']}>
      <Static>
        <p className={styles.lead}>
          {pricing.showPrices ? fillMessage(text['tables.lead'], {full: HOURS.fullTime, half: HOURS.halfTime}) : text['tables.leadQuote']}
        </p>
        <div className={styles.tables}>
          {categories.map(({id, title}) => (
            <CategoryTable key={id} category={id} title={title} />
          ))}
        </div>
      </Static>
    </GuideBand>
  );
}

/** Where each country's in-house figures come from, and when they were checked: the salaries' survey and each on-cost's rule. */
export function CostSources(): ReactNode {
  const percent = usePercent();
  const reviewed = useReviewed();
  return (
    <GuideBand id={SOURCES_ID} title={text['sources.title']} muted>
      <Static>
        <p className={styles.lead}>{fillMessage(text['sources.lead'], {date: reviewed})}</p>
        <ul className={styles.sources}>
          {COUNTRY_CODES.map((code) => {
            const {onCosts, salarySource, onCostSource} = IN_HOUSE[code];
            return (
              <li key={code} id={sourceId(code)} className={clsx(styles.sourceCard, DEFERRED_CLASS)}>
                <h3 className={styles.sourceTitle}>{countryName(code)}</h3>
                <p className={styles.sourceLine}>
                  <span className={styles.sourceLabel}>{text['sources.salary']}</span>
                  <ExternalLink href={salarySource.url} className={styles.source}>
                    {fillParts(text['sources.link'], {publisher: <span lang="es">{salarySource.publisher}</span>})}
                  </ExternalLink>
                </p>
                <h4 className={styles.onCostTitle}>{fillMessage(text['sources.onCosts'], {share: percent(onCostShare(code))})}</h4>
                <ul className={styles.onCosts}>
                  {onCosts.map(({name, share, rule}) => (
                    <li key={name}>
                      <span lang="es" className={styles.onCostName}>
                        {name}
                      </span>{' '}
                      {percent(share)}
                      <span lang="es" className={styles.rule}>
                        {rule}
                      </span>
                    </li>
                  ))}
                </ul>
                <p className={styles.sourceLine}>
                  <span className={styles.sourceLabel}>{text['sources.onCostsSource']}</span>
                  <ExternalLink href={onCostSource.url} className={styles.source}>
                    {fillParts(text['sources.link'], {publisher: <span lang="es">{onCostSource.publisher}</span>})}
                  </ExternalLink>
                </p>
              </li>
            );
          })}
        </ul>
      </Static>
    </GuideBand>
  );
}
