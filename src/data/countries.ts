import type {ComponentType, SVGProps} from 'react';
import {translate} from '@docusaurus/Translate';
import FlagAr from 'flag-icons/flags/4x3/ar.svg';
import FlagCl from 'flag-icons/flags/4x3/cl.svg';
import FlagCo from 'flag-icons/flags/4x3/co.svg';
import FlagCr from 'flag-icons/flags/4x3/cr.svg';
import FlagMx from 'flag-icons/flags/4x3/mx.svg';
import FlagPe from 'flag-icons/flags/4x3/pe.svg';
import FlagUy from 'flag-icons/flags/4x3/uy.svg';

/** The countries the site's people come from (flags with light artwork: they ship in the page's JavaScript). */
export type CountryCode = 'ar' | 'cl' | 'co' | 'cr' | 'mx' | 'pe' | 'uy';

export type Country = {name: string; Flag: ComponentType<SVGProps<SVGSVGElement>>};

export function country(code: CountryCode): Country {
  switch (code) {
    case 'ar':
      return {name: translate({id: 'country.ar', message: 'Argentina'}), Flag: FlagAr};
    case 'cl':
      return {name: translate({id: 'country.cl', message: 'Chile'}), Flag: FlagCl};
    case 'co':
      return {name: translate({id: 'country.co', message: 'Colombia'}), Flag: FlagCo};
    case 'cr':
      return {name: translate({id: 'country.cr', message: 'Costa Rica'}), Flag: FlagCr};
    case 'mx':
      return {name: translate({id: 'country.mx', message: 'México'}), Flag: FlagMx};
    case 'pe':
      return {name: translate({id: 'country.pe', message: 'Perú'}), Flag: FlagPe};
    case 'uy':
      return {name: translate({id: 'country.uy', message: 'Uruguay'}), Flag: FlagUy};
  }
}
