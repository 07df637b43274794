import countryData from '@generated/ready-countries/default/country-pages.json';

/** The texts of the country pages in the build's language (src/lib/countryMessages.ts), loaded with these pages only. */
export const text = countryData.messages;
