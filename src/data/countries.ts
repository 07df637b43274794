import {translate} from '@docusaurus/Translate';
import flagAr from 'flag-icons/flags/4x3/ar.svg?url';
import flagCl from 'flag-icons/flags/4x3/cl.svg?url';
import flagCo from 'flag-icons/flags/4x3/co.svg?url';
import flagCr from 'flag-icons/flags/4x3/cr.svg?url';
import flagMx from 'flag-icons/flags/4x3/mx.svg?url';
import flagPe from 'flag-icons/flags/4x3/pe.svg?url';
import flagUy from 'flag-icons/flags/4x3/uy.svg?url';

import type {CountryCode} from './people';

export type {CountryCode};

export type Country = {name: string; /** URL of the flag image. */ flag: string};

export function country(code: CountryCode): Country {
  switch (code) {
    case 'ar':
      return {name: translate({id: 'country.ar', message: 'Argentina'}), flag: flagAr};
    case 'cl':
      return {name: translate({id: 'country.cl', message: 'Chile'}), flag: flagCl};
    case 'co':
      return {name: translate({id: 'country.co', message: 'Colombia'}), flag: flagCo};
    case 'cr':
      return {name: translate({id: 'country.cr', message: 'Costa Rica'}), flag: flagCr};
    case 'mx':
      return {name: translate({id: 'country.mx', message: 'México'}), flag: flagMx};
    case 'pe':
      return {name: translate({id: 'country.pe', message: 'Perú'}), flag: flagPe};
    case 'uy':
      return {name: translate({id: 'country.uy', message: 'Uruguay'}), flag: flagUy};
  }
}
