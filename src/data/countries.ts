import {translate} from '@docusaurus/Translate';
import flagAr from 'flag-icons/flags/4x3/ar.svg?width=60&lossless&raster';
import flagCl from 'flag-icons/flags/4x3/cl.svg?width=60&lossless&raster';
import flagCo from 'flag-icons/flags/4x3/co.svg?width=60&lossless&raster';
import flagCr from 'flag-icons/flags/4x3/cr.svg?width=60&lossless&raster';
import flagMx from 'flag-icons/flags/4x3/mx.svg?width=60&lossless&raster';
import flagPe from 'flag-icons/flags/4x3/pe.svg?width=60&lossless&raster';
import flagUy from 'flag-icons/flags/4x3/uy.svg?width=60&lossless&raster';

import type {CountryCode} from './people';

export type {CountryCode};

export type Country = {name: string; /** URL of the flag image. */ flag: string};

export function country(code: CountryCode): Country {
  switch (code) {
    case 'ar':
      return {name: translate({id: 'country.ar'}), flag: flagAr};
    case 'cl':
      return {name: translate({id: 'country.cl'}), flag: flagCl};
    case 'co':
      return {name: translate({id: 'country.co'}), flag: flagCo};
    case 'cr':
      return {name: translate({id: 'country.cr'}), flag: flagCr};
    case 'mx':
      return {name: translate({id: 'country.mx'}), flag: flagMx};
    case 'pe':
      return {name: translate({id: 'country.pe'}), flag: flagPe};
    case 'uy':
      return {name: translate({id: 'country.uy'}), flag: flagUy};
  }
}
