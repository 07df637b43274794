/**
 * The country pages' data, one file per language (`@generated/ready-countries/default/country-pages.json`): their
 * texts (src/lib/countryMessages.ts, English in i18n/en/ready-countries/messages.json) and, from the role pages, the
 * example people who live in each country and the roles most asked for there (src/data/countries.ts). Only the
 * country pages and the countries page load it.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {COUNTRY_MESSAGES, type CountryMessages, type CountryPagesData} from '../../lib/countryMessages';
import {countryPages} from '../roles/derive';
import {pageMessages} from '../pageMessages';
import {loadedPages} from '../roles/index';

export const COUNTRIES_PLUGIN_NAME = 'ready-countries';
export const COUNTRY_PAGES_DATA = 'country-pages.json';

export default function countriesPlugin(context: LoadContext): Plugin {
  const plugin: Plugin<CountryMessages> = {
    name: COUNTRIES_PLUGIN_NAME,
    ...pageMessages(COUNTRY_MESSAGES),
    async allContentLoaded({allContent, actions}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as DocsContent;
      const data: CountryPagesData = {
        messages: allContent[COUNTRIES_PLUGIN_NAME]!.default as CountryMessages,
        countries: countryPages(loadedPages(content), context.i18n.currentLocale),
      };
      await actions.createData(COUNTRY_PAGES_DATA, JSON.stringify(data));
    },
  };
  // Docusaurus types a site's plugins with unknown content.
  return plugin as unknown as Plugin;
}
