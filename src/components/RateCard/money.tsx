import React, {type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Translate, {translate} from '@docusaurus/Translate';
import {pricing} from '@site/src/data/pricing';
import type {Seniority} from '@site/src/data/profiles';
import {formatNumber, formatPercent} from '@site/src/lib/numberFormat';

/*
 * How prices are written, apart from the price block that shows them (src/components/RateCard): the country pages and
 * the cost guide write prices too, without loading the block.
 */

/** "USD 40" in the page's number format. */
export function useMoney(): (amount: number) => string {
  const {currentLocale} = useDocusaurusContext().i18n;
  return (amount) => `${pricing.currency} ${formatNumber(amount, currentLocale, {maximumFractionDigits: 0})}`;
}

/** A share as a percentage in the page's number format: "15 %" in Spanish (a no-break space before the sign), "15%" in English. */
export function usePercent(): (share: number) => string {
  const {currentLocale} = useDocusaurusContext().i18n;
  return (share) => formatPercent(share * 100, currentLocale, {maximumFractionDigits: 1});
}

/** "desde / from", before a price. */
export function From(): ReactNode {
  return (
    <small>
      <Translate id="prices.from" description="Before a price: the lowest it starts at" />
    </small>
  );
}

/** A seniority as the rates name it (gender-neutral). */
export function levelName(level: Seniority): string {
  switch (level) {
    case 'semiSenior':
      return translate({id: 'prices.level.semiSenior', description: 'Seniority level of a rate'});
    case 'senior':
      return translate({id: 'prices.level.senior', description: 'Seniority level of a rate'});
    case 'lead':
      return translate({id: 'prices.level.lead', description: 'Seniority level of a rate: someone who leads a team (gender-neutral in Spanish)'});
  }
}
