/**
 * The named places outside the site a redirect may send to (`to: signIn` in
 * src/data/redirects.yml): one typed list, read by the redirect pages, the
 * host rules and the check of the redirects file. Safe for the browser.
 */
import {site} from './site';

export const EXTERNAL_TARGETS = {
  /** The talent platform's sign-in page. */
  signIn: site.signInUrl,
} as const;
export type ExternalTarget = keyof typeof EXTERNAL_TARGETS;

export function isExternalTarget(to: string): to is ExternalTarget {
  return Object.hasOwn(EXTERNAL_TARGETS, to);
}
