import React, {type ReactNode, useId} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import comparisonText from '@generated/ready-guides/default/comparison.json';
import monthly from '@generated/ready-guides/default/comparison-figures.json';
import ExternalLink from '@site/src/components/ExternalLink';
import {GuideBand} from '@site/src/components/GuidePage/Band';
import {useMoney, usePercent} from '@site/src/components/RateCard/money';
import Static from '@site/src/components/Static';
import {GUIDE_PATHS} from '@site/src/config/routes';
import {site} from '@site/src/config/site';
import {ASPECTS, CELL_SOURCES, type CellId, cellValues, type ComputedValues, type MonthlyFigures, OPTIONS} from '@site/src/data/comparison';
import {terms} from '@site/src/data/engagement';
import type {ComparisonData} from '@site/src/lib/guideMessages';
import {fillMessage, fillParts} from '@site/src/lib/messages';
import styles from './styles.module.css';

/**
 * Ready, in-house, a marketplace and an agency, aspect by aspect (src/data/comparison.ts), on the comparison page
 * (src/pages/comparativa.mdx). Its texts are the guide messages `compare.*`, which load with this page only. The
 * monthly-cost row's figures are worked out at build time from the rates and the cost guide's figures
 * (src/data/comparisonFigures.ts), the fee for hiring the person directly comes from the site's configuration
 * (src/config/site.ts `hireDirectFee`): none is typed in a text.
 */
export default function Comparison(): ReactNode {
  const captionId = useId();
  const text = comparisonText;
  const money = useMoney();
  const percent = usePercent();
  const fee = site.hireDirectFee;
  const computed: ComputedValues = {
    ready: monthly.ready === undefined ? '' : money(monthly.ready),
    vat: text[site.pricesIncludeVat ? 'compare.vat.included' : 'compare.vat.added'],
    min: money(monthly.min),
    max: money(monthly.max),
    share: percent(fee.salaryShare),
    months: fee.freeAfterMonths,
  };
  return (
    <GuideBand id="tabla" title={text['compare.title']}>
      <Static>
        <p className={styles.lead}>{text['compare.lead']}</p>
        {/* Wider than a phone: the table scrolls sideways in its frame, which takes focus so a keyboard can scroll it. */}
        <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table}>
            <caption id={captionId}>{text['compare.caption']}</caption>
            <thead>
              <tr>
                <th scope="col">{text['compare.corner']}</th>
                {OPTIONS.map((option) => (
                  <th key={option} scope="col" className={clsx(option === 'ready' && styles.ours)}>
                    {text[`compare.option.${option}`]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ASPECTS.map((aspect) => (
                <tr key={aspect}>
                  <th scope="row">{text[`compare.aspect.${aspect}`]}</th>
                  {OPTIONS.map((option) => {
                    const id: CellId = `compare.cell.${aspect}.${option}`;
                    const source = CELL_SOURCES[id];
                    return (
                      <td key={option} className={clsx(option === 'ready' && styles.ours)}>
                        {cellText(text, id, monthly) ?? fillMessage(text[id], cellValues(id, option, terms, computed))}
                        {id === 'compare.cell.monthlyCost.inHouse' && <MonthlyVerdict text={text} monthly={monthly} />}
                        {source && (
                          <ExternalLink href={source.url} className={styles.source}>
                            {fillParts(text['compare.source'], {publisher: <span lang="es">{source.publisher}</span>})}
                          </ExternalLink>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Static>
    </GuideBand>
  );
}

/**
 * A cell whose text depends on a switch rather than on its message alone: Ready's monthly price, a quote while
 * prices are hidden (src/data/pricing.ts `showPrices`); hiring the person directly, free when the configuration
 * charges nothing. Undefined for every other cell.
 */
function cellText(text: ComparisonData, id: CellId, monthly: MonthlyFigures): ReactNode {
  if (id === 'compare.cell.monthlyCost.ready' && monthly.ready === undefined) {
    return <Translate id="prices.quote.text" values={{hours: terms.quoteHours}} />;
  }
  if (id === 'compare.cell.hireDirect.ready' && (site.hireDirectFee.salaryShare === 0 || site.hireDirectFee.freeAfterMonths === 0)) {
    return text['compare.hireDirect.free'];
  }
  return undefined;
}

/**
 * Under the in-house monthly cost: in how many countries hiring directly costs less a month than Ready (said only while
 * the page shows Ready's price), and the cost guide, where the totals over a whole engagement add recruiting and exit.
 */
function MonthlyVerdict({text, monthly: {cheaper, countries}}: {text: ComparisonData; monthly: MonthlyFigures}): ReactNode {
  const verdict =
    cheaper === undefined
      ? undefined
      : cheaper === countries
        ? fillMessage(text['compare.monthlyCost.less'], {countries})
        : cheaper === 0
          ? fillMessage(text['compare.monthlyCost.notLess'], {countries})
          : fillMessage(text['compare.monthlyCost.lessSome'], {count: cheaper, countries});
  return (
    <>
      {verdict && <strong className={styles.verdict}>{verdict}</strong>}
      <Link to={GUIDE_PATHS.costs} className={styles.source}>
        {text['compare.monthlyCost.totals']}
      </Link>
    </>
  );
}
