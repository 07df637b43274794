/**
 * The countries of the example profiles, by code, as the editor's choice list names them: the names the site shows,
 * read from the UI strings (`country.<code>` in i18n/es/code.json and i18n/en/code.json), one source.
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

const es = countryNames('es');
const en = countryNames('en');

export const COUNTRY_NAMES_ES = Object.fromEntries(COUNTRY_CODES.map((code) => [code, {es: es(code), en: en(code)}])) as Record<CountryCode, Localized>;
