import React, {type ChangeEvent, lazy, type ReactNode, Suspense, useId, useState} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate from '@docusaurus/Translate';
import {countryName} from '@site/src/components/CountryLabel/name';
import {GuideBand} from '@site/src/components/GuidePage/Band';
import {guideRoles, text} from './text';
import {SOURCES_ID, sourceId} from './ids';
import {From, levelName, useMoney} from '@site/src/components/RateCard/money';
import Static from '@site/src/components/Static';
import {HOURS, inHouseMonthly, readyMonthly} from '@site/src/data/costs';
import {terms} from '@site/src/data/engagement';
import {COUNTRY_CODES, type CountryCode} from '@site/src/data/people';
import {pricing} from '@site/src/data/pricing';
import type {Seniority} from '@site/src/data/profiles';
import type {CategoryId} from '@site/src/data/categories';
import {useRoles} from '@site/src/hooks/useRoles';
import {DEFAULT_ESTIMATE, type Estimate, estimateQuery, HOURS_OPTIONS, readEstimate, workOut} from '@site/src/lib/estimator';
import {findings, fullTimeCases, SPAN, totalCost, type TotalCost} from '@site/src/lib/totalCost';
import Totals from './Totals';
import {fillMessage} from '@site/src/lib/messages';
import {formatNumber} from '@site/src/lib/numberFormat';
import styles from './styles.module.css';

const LEVELS: readonly Seniority[] = ['semiSenior', 'senior', 'lead'];

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

/** The months of the engagement the estimator and its chart count. */
const SPAN_OPTIONS = Array.from({length: SPAN.max - SPAN.min + 1}, (_, index) => SPAN.min + index);

/** The sentence that says from which month hiring directly costs less in total, for one case. */
function verdict(total: TotalCost, months: number): string {
  if (total.breakEven === undefined) return '';
  const base = total.breakEven === null ? fillMessage(text['totals.never'], {months}) : total.breakEven === 1 ? text['totals.first'] : fillMessage(text['totals.from'], {month: total.breakEven});
  return total.crossings > 1 ? `${base} ${fillMessage(text['totals.crossBack'], {crossings: total.crossings})}` : base;
}

/** What one estimate comes to: a month each way, the whole engagement, and its running totals as a chart and a table. */
function EstimateResult({estimate, title}: {estimate: Estimate; title: string}): ReactNode {
  const {currentLocale} = useDocusaurusContext().i18n;
  const money = useMoney();
  const number = useNumber();
  const {ready, inHouse, total} = workOut(estimate);
  const last = total.months[total.months.length - 1]!;
  const country = countryName(estimate.country);
  return (
    <div className={styles.result} role="status">
      <p className={styles.summary}>{fillMessage(text['estimator.summary'], {role: title, level: levelName(estimate.level), hours: estimate.hours, country, months: estimate.months})}</p>
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
              <span className={styles.detail}>{fillMessage(text['estimator.readyTotal'], {amount: money(last.ready!), months: estimate.months})}</span>
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
            <span className={styles.detail}>
              {fillMessage(text['estimator.directTotal'], {amount: money(last.direct), months: estimate.months, recruiting: money(total.recruiting), exit: money(last.exit)})}
            </span>
          </dd>
        </div>
      </dl>
      {ready && <p className={styles.verdict}>{verdict(total, estimate.months)}</p>}
      <Totals result={total} money={money} number={number} />
    </div>
  );
}

/** The estimator's inputs and result, once the page runs in the browser: its state starts from, and stays in, the address. */
function EstimatorForm(): ReactNode {
  const {categories} = useRoles();
  const [estimate, setEstimate] = useState<Estimate>(() => readEstimate(window.location.search, guideRoles));
  const change = (next: Estimate) => {
    setEstimate(next);
    // The address keeps the estimate (no new history entry), so reloading or sharing it gives the same result.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${estimateQuery(next)}${window.location.hash}`);
  };
  const role = guideRoles.find(({slug}) => slug === estimate.role);
  const category = categories.find(({id}) => id === estimate.category)!;
  const choice = role ? `role:${role.slug}` : `category:${estimate.category}`;
  const onChoice = (value: string) => {
    const [kind, id] = value.split(':');
    const picked = kind === 'role' ? guideRoles.find(({slug}) => slug === id) : undefined;
    change({...estimate, role: picked?.slug, category: picked?.category ?? (id as CategoryId)});
  };
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
        <Select label={text['estimator.months']} value={String(estimate.months)} onChange={(months) => change({...estimate, months: Number(months)})}>
          {SPAN_OPTIONS.map((months) => (
            <option key={months} value={months}>
              {fillMessage(text[months === 1 ? 'estimator.monthOption' : 'estimator.monthsOption'], {months})}
            </option>
          ))}
        </Select>
      </fieldset>
      <EstimateResult estimate={estimate} title={role?.title ?? category.title} />
    </div>
  );
}

/**
 * The estimator: role or category, seniority, hours a week, country and months, and what that costs a month and in
 * all, through Ready and hired directly. It computes in the browser and asks no server; without JavaScript its place
 * shows the default case, chart and table included, and points to the tables.
 */
export function Estimator(): ReactNode {
  const isBrowser = useIsBrowser();
  const {categories} = useRoles();
  const title = categories.find(({id}) => id === DEFAULT_ESTIMATE.category)?.title ?? '';
  return (
    <GuideBand id="estimador" title={text['estimator.title']} muted>
      {isBrowser ? (
        <>
          <p className={styles.lead}>{text['estimator.lead']}</p>
          <EstimatorForm />
        </>
      ) : (
        <>
          <p className={styles.lead}>
            {text['estimator.default']} <a href="#tablas">{text['estimator.static']}</a>
          </p>
          <EstimateResult estimate={DEFAULT_ESTIMATE} title={title} />
        </>
      )}
    </GuideBand>
  );
}

/**
 * One category's monthly costs: Ready full and half time (when prices are shown), then in-house in each country, each
 * country's name leading to its sources, and the day the figures were checked.
 */
function CategoryTable({category, title}: {category: CategoryId; title: string}): ReactNode {
  const number = useNumber();
  // Each country's and seniority's whole engagement at full time, over the longest span: once per cell.
  const totals = new Map(COUNTRY_CODES.flatMap((country) => LEVELS.map((level) => [`${country}/${level}`, totalCost({country, category, level, hours: HOURS.fullTime}, SPAN.max)] as const)));
  const crossesBack = [...totals.values()].some(({crossings}) => crossings > 1);
  const band = pricing.byCategory[category];
  return (
    <div className={styles.tableBox}>
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
                const {breakEven, crossings} = totals.get(`${code}/${level}`)!;
                return (
                  <td key={level}>
                    <span className={styles.total}>{number(total)}</span>
                    <span className={styles.split}>{fillMessage(text['tables.split'], {salary: number(salary), onCosts: number(onCosts)})}</span>
                    {breakEven !== undefined && (
                      <span className={styles.breakEven}>
                        {breakEven === null ? fillMessage(text['tables.never'], {months: SPAN.max}) : fillMessage(text['tables.from'], {month: breakEven})}
                        {crossings > 1 && <sup>{text['tables.crossBack'].charAt(0)}</sup>}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={4}>{pricing.showPrices ? fillMessage(text['tables.note'], {months: SPAN.max}) : text['tables.noteQuote']}</td>
          </tr>
          {pricing.showPrices && crossesBack && (
            <tr>
              <td colSpan={4}>{text['tables.crossBack']}</td>
            </tr>
          )}
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

/** The source cards, in a chunk of their own (./Sources.tsx). */
const SourceCards = lazy(() => import('./Sources'));

/**
 * Where each country's in-house figures come from (./Sources.tsx). Static markup: the page the browser loads keeps
 * the server's, so the cards' facts are fetched only when the section is drawn in the browser (after a move inside
 * the site), where it shows once they arrive.
 */
export function CostSources(): ReactNode {
  return (
    <GuideBand id={SOURCES_ID} title={text['sources.title']} muted>
      <Static>
        <Suspense fallback={null}>
          <SourceCards />
        </Suspense>
      </Static>
    </GuideBand>
  );
}

/**
 * What the guide says about its own tables, worked out from them (src/lib/totalCost.ts, `findings`): how much less
 * hiring directly costs a month, and from which month it costs less in total. Nothing while prices are hidden.
 */
export function PriceFindings(): ReactNode {
  const {categories} = useRoles();
  const {currentLocale} = useDocusaurusContext().i18n;
  const found = findings(fullTimeCases(categories.map(({id}) => id), COUNTRY_CODES));
  if (!found) return null;
  const ratio = (value: number) => formatNumber(value, currentLocale, {minimumFractionDigits: 2, maximumFractionDigits: 2});
  const {cases, directCheaperMonthly, breakEven, crossBack} = found;
  const monthly = directCheaperMonthly === cases ? 'findings.monthly.all' : directCheaperMonthly === 0 ? 'findings.monthly.none' : 'findings.monthly.some';
  const total = breakEven.never === cases ? fillMessage(text['findings.total.none'], {months: SPAN.max}) : fillMessage(text['findings.total'], {min: breakEven.min, max: breakEven.max});
  const tail = [
    breakEven.never > 0 && breakEven.never < cases ? fillMessage(text['findings.never'], {count: breakEven.never, cases, months: SPAN.max}) : '',
    crossBack > 0 ? fillMessage(text['findings.crossBack'], {count: crossBack}) : '',
  ].filter(Boolean);
  return (
    <>
      <p>{fillMessage(text[monthly], {count: directCheaperMonthly, cases, min: ratio(found.ratio.min), max: ratio(found.ratio.max)})}</p>
      <p>{[total, ...tail].join(' ')}</p>
    </>
  );
}
