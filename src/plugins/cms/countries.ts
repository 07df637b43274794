/**
 * The countries of the example profiles, by code, as the editor's choice list names them: the names the site shows,
 * read from the UI strings (`country.<code>` in i18n/es/code.json and i18n/en/code.json), one source. Read when the
 * editor's configuration is generated, not when the site's configuration is loaded: `docusaurus write-translations`
 * (scripts/check-i18n.mjs runs it in a copy of the site without i18n/) loads this module too.
 */
import fs from 'node:fs';
import path from 'node:path';
import {COUNTRY_CODES, type CountryCode} from '../../data/people';
import type {Localized} from './fromZod';

function countryNames(locale: 'es' | 'en'): (code: CountryCode) => string {
  const file = path.resolve(__dirname, '../../../i18n', locale, 'code.json');
  const messages = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return (code) => {
    const name = messages[`country.${code}`]?.message;
    if (!name) throw new Error(`${path.relative(process.cwd(), file)}: "country.${code}" is missing (the editor's country list reads it)`);
    return name;
  };
}

let names: Record<CountryCode, Localized> | undefined;

/** Each country's name in both languages, by code. */
export function countryOptions(): Record<CountryCode, Localized> {
  if (!names) {
    const es = countryNames('es');
    const en = countryNames('en');
    names = Object.fromEntries(COUNTRY_CODES.map((code) => [code, {es: es(code), en: en(code)}])) as Record<CountryCode, Localized>;
  }
  return names;
}
