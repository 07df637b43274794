/**
 * The country pages' data, written for each language under `@generated/ready-countries/default/`:
 * - `country-pages.json`: their texts (src/lib/countryMessages.ts, English in i18n/en/ready-countries/messages.json)
 *   and how many example people live in each country; the country pages and the countries page load it;
 * - `country-<code>.json`, one per country: its facts (src/data/countries.ts), its own texts (`OWN_MESSAGE`) and, from the role pages, the example
 *   people who live there and the roles most asked for there. Only that country's page loads it (its MDX file
 *   imports it), so a page does not carry the six other countries' facts and people (the people grow with every role page).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {COUNTRY_MESSAGES, type CountryMessages, type CountryPagesData, OWN_MESSAGE, type OwnMessages, type SharedMessages} from '../../lib/countryMessages';
import {countryPages} from '../roles/derive';
import {pageMessages} from '../pageMessages';
import {loadedPages} from '../roles/index';

export const COUNTRIES_PLUGIN_NAME = 'ready-countries';
export const COUNTRY_PAGES_DATA = 'country-pages.json';
/** The file of one country's page. */
const countryDataFile = (code: string): string => `country-${code}.json`;

export default function countriesPlugin(context: LoadContext): Plugin {
  const plugin: Plugin<CountryMessages> = {
    name: COUNTRIES_PLUGIN_NAME,
    ...pageMessages(COUNTRY_MESSAGES),
    async allContentLoaded({allContent, actions}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as DocsContent;
      const countries = Object.values(countryPages(loadedPages(content), context.i18n.currentLocale));
      const messages = Object.entries(allContent[COUNTRIES_PLUGIN_NAME]!.default as CountryMessages);
      const byId = new Map(messages);
      const own = (code: string): OwnMessages => {
        const pick = (kind: keyof OwnMessages) => {
          const text = byId.get(`${kind}.${code}` as keyof CountryMessages);
          if (text === undefined) throw new Error(`src/lib/countryMessages.ts: the country "${code}" has no "${kind}.${code}" message`);
          return text;
        };
        return {staffing: pick('staffing'), withholding: pick('withholding')};
      };
      const data: CountryPagesData = {
        messages: Object.fromEntries(messages.filter(([id]) => !OWN_MESSAGE.test(id))) as SharedMessages,
        peopleCount: Object.fromEntries(countries.map(({code, people}) => [code, people.length])) as CountryPagesData['peopleCount'],
      };
      await actions.createData(COUNTRY_PAGES_DATA, JSON.stringify(data));
      await Promise.all(countries.map((country) => actions.createData(countryDataFile(country.code), JSON.stringify({...country, own: own(country.code)}))));
    },
  };
  // Docusaurus types a site's plugins with unknown content.
  return plugin as unknown as Plugin;
}
