/**
 * Audience measurement, privacy first: what is measured, and when nothing is.
 * The rules are pure (the browser's signals and storage are passed in), so
 * they are tested without a browser; browserSignals and browserStorage read
 * the real ones, in the browser only. The build adds the measuring client module only
 * when a provider is configured (src/plugins/analytics); with none, no page
 * carries any of this but the visitor's own switch (MeasurementChoice).
 */

import type {AnalyticsConfig} from '../config/site';

/** What the measuring client module knows, written by the build (src/plugins/analytics). */
export type MeasurementSettings = AnalyticsConfig & {
  /** The site's base path, without a locale. */
  baseUrl: string;
  locales: string[];
  calendarUrl: string;
  signInUrl: string;
};

/** The visitor's own choice, kept in the browser only when they make it (the cookie page's switch). */
export const OPT_OUT_KEY = 'measurement';
export const OPT_OUT_VALUE = 'off';

/** The browser signals that ask not to be measured. */
export type PrivacySignals = {
  /** `navigator.globalPrivacyControl` */
  globalPrivacyControl?: unknown;
  /** `navigator.doNotTrack` (or the old `window.doNotTrack`) */
  doNotTrack?: unknown;
};

/** Whether this visit may be measured: not under Global Privacy Control, Do Not Track, or the visitor's own switch. */
export function measurementAllowed(signals: PrivacySignals, optedOut: boolean): boolean {
  if (signals.globalPrivacyControl === true) return false;
  if (signals.doNotTrack === '1' || signals.doNotTrack === 'yes') return false;
  return !optedOut;
}

/** This browser's privacy signals. */
export function browserSignals(): PrivacySignals {
  const nav = navigator as Navigator & {globalPrivacyControl?: unknown};
  return {globalPrivacyControl: nav.globalPrivacyControl, doNotTrack: nav.doNotTrack ?? (window as Window & {doNotTrack?: unknown}).doNotTrack};
}

/** This browser's local storage, or undefined when it refuses access to it. */
export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Whether the visitor switched measurement off; a storage the browser refuses reads as "not switched off". */
export function readOptOut(storage: StorageLike | undefined): boolean {
  try {
    return storage?.getItem(OPT_OUT_KEY) === OPT_OUT_VALUE;
  } catch {
    return false;
  }
}

/** Records the visitor's choice: `off` stores the one key, `on` removes it. False when the browser refuses to store it. */
export function writeOptOut(storage: StorageLike | undefined, optOut: boolean): boolean {
  try {
    if (!storage) return false;
    if (optOut) storage.setItem(OPT_OUT_KEY, OPT_OUT_VALUE);
    else storage.removeItem(OPT_OUT_KEY);
    return true;
  } catch {
    return false;
  }
}

/** The calls to action that are measured, by what they do. */
export type Action = 'quote' | 'whatsapp' | 'signIn' | 'ai';

/** The event each action sends: the names to set as goals in Plausible or to read in Umami (docs/measurement.md). */
export const EVENT_NAMES: Record<Action, string> = {
  quote: 'Calendar quote',
  whatsapp: 'WhatsApp',
  signIn: 'Sign in',
  ai: 'AI entry',
};

/** What a link does, from where it goes: the calendar, WhatsApp, the talent platform, or the AI entry (marked `data-cta="ai"`). */
export function actionOf(link: {href: string; cta?: string | null}, urls: {calendarUrl: string; signInUrl: string}): Action | null {
  if (link.cta === 'ai') return 'ai';
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return null;
  }
  const same = (target: string) => {
    const other = new URL(target);
    return url.origin === other.origin && url.pathname === other.pathname;
  };
  if (same(urls.calendarUrl)) return 'quote';
  if (url.hostname === 'wa.me' || url.hostname === 'api.whatsapp.com') return 'whatsapp';
  if (same(urls.signInUrl)) return 'signIn';
  return null;
}

/** Where a call to action sits: the nearest `data-place` around it (header, hero, prices, footer…), or `page`. */
export const PLACE_ATTRIBUTE = 'data-place';

/**
 * The page a visitor is on, the same in every language and under any base path, so the owner can rank
 * pages by quotes: `/talento/en/empresas/data-engineer` → `/empresas/data-engineer`.
 */
export function pageKey(pathname: string, baseUrl: string, locales: readonly string[]): string {
  let path = pathname.startsWith(baseUrl) ? `/${pathname.slice(baseUrl.length)}` : pathname;
  for (const locale of locales) {
    if (path === `/${locale}` || path.startsWith(`/${locale}/`)) path = path.slice(locale.length + 1) || '/';
  }
  return path.length > 1 ? path.replace(/\/$/, '') : '/';
}

/** What every event carries besides its name: the page and its language, and for a click where it was. */
export type EventProps = {page: string; language: string; position?: string};

/** Umami's event API body (https://umami.is/docs/api/sending-stats): a page view, or an event with its data. */
export function umamiBody(
  website: string,
  view: {hostname: string; url: string; referrer: string; title: string; language: string; screen: string},
  event?: {name: string; data: EventProps},
) {
  return {type: 'event', payload: {website, ...view, ...(event ? {name: event.name, data: event.data} : {})}};
}
