/**
 * The illustrated portraits of the landing page's people (static/img/people/).
 * They are invented people drawn for this site, not photographs.
 */
export const PORTRAIT_SIZE = 240;

export function portrait(file: string): string {
  return `/img/people/${file}.svg`;
}
