/** Where the sources of the in-house figures are, on the page. */
export const SOURCES_ID = 'fuentes';

/** Where a country's sources are, on the page: the tables link each country to its card. */
export const sourceId = (code: string): string => `${SOURCES_ID}-${code}`;
