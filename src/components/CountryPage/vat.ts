import type {CountryFacts} from '@site/src/data/countries';
import {formatNumber, formatPercent} from '@site/src/lib/numberFormat';

/** A country's value-added tax as its page and the countries page read it: name and rate (or range), in the reader's numbers. */
export function vatLabel({name, rate, minRate}: CountryFacts['vat'], locale: string): string {
  return `${name} ${minRate === undefined ? '' : `${formatNumber(minRate, locale)}\u2013`}${formatPercent(rate, locale)}`;
}
