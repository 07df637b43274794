/** Each country's flag, drawn at build time from the flag-icons package as a small lossless picture (src/plugins/raster). */
import flagAr from 'flag-icons/flags/4x3/ar.svg?width=60&lossless&raster';
import flagBr from 'flag-icons/flags/4x3/br.svg?width=60&lossless&raster';
import flagCl from 'flag-icons/flags/4x3/cl.svg?width=60&lossless&raster';
import flagCo from 'flag-icons/flags/4x3/co.svg?width=60&lossless&raster';
import flagCr from 'flag-icons/flags/4x3/cr.svg?width=60&lossless&raster';
import flagMx from 'flag-icons/flags/4x3/mx.svg?width=60&lossless&raster';
import flagPe from 'flag-icons/flags/4x3/pe.svg?width=60&lossless&raster';
import flagUy from 'flag-icons/flags/4x3/uy.svg?width=60&lossless&raster';
import type {CountryCode} from '@site/src/data/countries';

/** URL of each country's flag picture. */
export const FLAGS: Record<CountryCode, string> = {ar: flagAr, br: flagBr, cl: flagCl, co: flagCo, cr: flagCr, mx: flagMx, pe: flagPe, uy: flagUy};
