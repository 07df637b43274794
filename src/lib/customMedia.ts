/**
 * Named media queries, so CSS can use the widths of src/config/site.ts
 * instead of repeating them. A stylesheet writes `@media (--prefooter-card)`
 * (the CSS custom media syntax); the build replaces it with the query.
 */
import {site} from '../config/site';

export const SITE_MEDIA: Readonly<Record<string, string>> = {
  /** Wide enough for the pre-footer's rotating card (below it, a swipe carousel). */
  '--prefooter-card': `(min-width: ${site.prefooterCardMinWidthPx}px)`,
};

/** `params` of an @media rule with every `(--name)` replaced; an unknown name is an error, not a query that never matches. */
export function expandCustomMedia(params: string, media: Readonly<Record<string, string>> = SITE_MEDIA): string {
  return params.replace(/\((--[\w-]+)\)/g, (_, name: string) => {
    const query = media[name];
    if (!query) {
      throw new Error(`Unknown custom media ${name}; known: ${Object.keys(media).join(', ')}`);
    }
    return query;
  });
}
