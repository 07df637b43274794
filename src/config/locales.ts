/**
 * The site's languages (src/config/languages.json, the default first): everything that differs from one language to another
 * apart from its texts. A new language is an entry in languages.json and its folder i18n/<locale>/, with no code
 * (docs/writers.md, "Adding a language"). Each entry:
 * - `locale`: Docusaurus's locale and its folder's name under i18n/; `segment`: the first segment of its URLs after
 *   the base URL ('' for the default language); `htmlLang`: the pages' `lang`;
 * - `label`, `short`, `flag` (a flag-icons code): the language switch;
 * - `intl`, `numbers`, `percentSpace`: dates and numbers (src/lib/numberFormat.ts writes numbers without `Intl`);
 * - `gendered`: whether a person's title agrees with the person (a role page's `title_feminine`);
 * - `spelling`: cspell's language (cspell.config.cjs loads its dictionary);
 * - `search`: the words a query ignores and the endings folded to one form, after accents are removed (src/lib/search.ts).
 * JSON, so the spelling configuration and the scripts read the same file as the site.
 */
import data from './languages.json';

export type Language = {
  locale: string;
  segment: string;
  htmlLang: string;
  label: string;
  short: string;
  flag: string;
  intl: string;
  numbers: {decimal: string; group: string; minimumGroupingDigits: number};
  percentSpace: string;
  gendered: boolean;
  spelling: string;
  search: {stopWords: readonly string[]; endings: readonly (readonly [string, string])[]};
};

export type Locale = string;

export const LANGUAGES: readonly Language[] = data.languages as unknown as Language[];
export const DEFAULT_LOCALE: Locale = LANGUAGES[0]!.locale;
export const LOCALES: readonly Locale[] = LANGUAGES.map(({locale}) => locale);

/** The entry of `locale` (the default language's for an unknown one). */
export function language(locale: string): Language {
  return LANGUAGES.find((entry) => entry.locale === locale) ?? LANGUAGES[0]!;
}

/** Every language's URL segment, by locale. */
export const SEGMENTS: Readonly<Record<Locale, string>> = Object.fromEntries(LANGUAGES.map(({locale, segment}) => [locale, segment]));

/** `path` (locale-neutral, from the base URL: `/empresas/x`) in `locale`: `/pt/empresas/x`; the home page `/pt/`. */
export function localePath(locale: Locale, path: string): string {
  const {segment} = language(locale);
  if (!segment) return path;
  return path === '/' ? `/${segment}/` : `/${segment}${path}`;
}

/** The folder of a language's translation of a plugin's content: `i18n/pt-BR/docusaurus-plugin-content-docs/current`. */
export function translationDir(locale: Locale, plugin: string): string {
  return `i18n/${locale}/${plugin}`;
}
