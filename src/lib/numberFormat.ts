/**
 * Numbers in the page's language without `Intl` in the browser. A page's first `Intl.NumberFormat` loads the
 * browser's locale data: 24 ms of main thread on this machine before anything is formatted, about 100 ms on the
 * bench's 4× slower phone, for a rating and a price. The site's languages' separators are in src/config/languages.json (a
 * unit test compares them with `Intl` over many numbers); another language falls back to `Intl`.
 */

import {LANGUAGES, language} from '../config/locales';

/** Each language's separators (`numbers` in src/config/languages.json; `minimumGroupingDigits`: digits before the first group for grouping to start). */
const SEPARATORS = Object.fromEntries(LANGUAGES.map(({locale, numbers}) => [locale, numbers]));

/** A percentage in `locale`'s form: "5 %" in Spanish (a no-break space), "5%" in English and Portuguese. */
export function formatPercent(value: number, locale: string, options: NumberOptions = {}): string {
  return `${formatNumber(value, locale, options)}${language(locale).percentSpace}%`;
}

export type NumberOptions = {minimumFractionDigits?: number; maximumFractionDigits?: number};

/**
 * `digits` (a number's shortest decimal form, as Intl rounds it: 1.005 is "1.005", not 1.00499…) rounded half away
 * from zero to at most `places` decimals: the whole part and the decimals.
 */
function roundHalfUp(digits: string, places: number): [string, string] {
  const [whole, fraction = ''] = digits.split('.');
  if (fraction.length <= places) {
    return [whole, fraction];
  }
  const up = fraction[places] >= '5' ? BigInt(1) : BigInt(0);
  // Padded back to a whole digit and the decimals: 0.05 to one place is 00 + 1 = 1, read as "01", 0.1.
  const rounded = String(BigInt(whole + fraction.slice(0, places)) + up).padStart(places + 1, '0');
  return [rounded.slice(0, rounded.length - places), rounded.slice(rounded.length - places)];
}

/** `new Intl.NumberFormat(locale, options).format(value)`, for the site's languages without `Intl`. */
export function formatNumber(value: number, locale: string, options: NumberOptions = {}): string {
  const separators = SEPARATORS[locale];
  const minimumFractionDigits = options.minimumFractionDigits ?? 0;
  const maximumFractionDigits = options.maximumFractionDigits ?? Math.max(minimumFractionDigits, 3);
  const digits = String(Math.abs(value));
  if (!separators || !/^\d+(\.\d+)?$/.test(digits)) {
    return new Intl.NumberFormat(LANGUAGES.find((entry) => entry.locale === locale)?.intl ?? locale, {minimumFractionDigits, maximumFractionDigits}).format(value);
  }
  const [whole, fraction] = roundHalfUp(digits, maximumFractionDigits);
  const shownFraction = fraction.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const grouped =
    whole.length >= 3 + separators.minimumGroupingDigits ? whole.replace(/\B(?=(\d{3})+$)/g, separators.group) : whole;
  // As Intl does: a negative number keeps its sign when it rounds to zero, and so does -0.
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${shownFraction ? separators.decimal + shownFraction : ''}`;
}
