import {translate} from '@docusaurus/Translate';
import type {CountryCode} from '@site/src/data/countries';

/** A country's name in the page's language (`country.<code>` in i18n/<locale>/code.json). */
export function countryName(code: CountryCode): string {
  switch (code) {
    case 'ar':
      return translate({id: 'country.ar'});
    case 'br':
      return translate({id: 'country.br'});
    case 'cl':
      return translate({id: 'country.cl'});
    case 'co':
      return translate({id: 'country.co'});
    case 'cr':
      return translate({id: 'country.cr'});
    case 'mx':
      return translate({id: 'country.mx'});
    case 'pe':
      return translate({id: 'country.pe'});
    case 'uy':
      return translate({id: 'country.uy'});
  }
}
