/** The countries of the example profiles, by code, as the editor's choice list names them. */
import type {CountryCode} from '../../data/people';
import type {Localized} from './fromZod';

export const COUNTRY_NAMES_ES: Record<CountryCode, Localized> = {
  ar: {es: 'Argentina', en: 'Argentina'},
  cl: {es: 'Chile', en: 'Chile'},
  co: {es: 'Colombia', en: 'Colombia'},
  cr: {es: 'Costa Rica', en: 'Costa Rica'},
  mx: {es: 'México', en: 'Mexico'},
  pe: {es: 'Perú', en: 'Peru'},
  uy: {es: 'Uruguay', en: 'Uruguay'},
};
