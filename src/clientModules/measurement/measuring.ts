/**
 * What both providers' client modules share: a page view when the page (not
 * its hash) changes, and one event per click on a call to action, with the
 * page, its language and where the action sits. Every send first asks the
 * browser's privacy signals and the visitor's own switch; sends never wait or
 * hold up the link (the providers post with `keepalive`).
 */
import settings from '@generated/ready-analytics/default/analytics.json';
import type {ClientModule} from '@docusaurus/types';
import {actionOf, browserSignals, browserStorage, EVENT_NAMES, type EventProps, measurementAllowed, pageKey, PLACE_ATTRIBUTE, readOptOut} from '@site/src/lib/measurement';

export {settings};

export type Sender = {pageview: (props: EventProps) => void; event: (name: string, props: EventProps) => void};

function allowed(): boolean {
  return measurementAllowed(browserSignals(), readOptOut(browserStorage()));
}

function props(): EventProps {
  return {page: pageKey(location.pathname, settings.baseUrl, settings.locales), language: document.documentElement.lang};
}

/** Starts measuring with `send` (in the browser only) and gives Docusaurus the module's route hook. */
export function measuring(start: () => Sender): ClientModule {
  if (typeof window === 'undefined') return {};
  const send = start();
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
      if (!link) return;
      const action = actionOf({href: link.href, cta: link.getAttribute('data-cta')}, settings);
      if (!action || !allowed()) return;
      const position = link.closest(`[${PLACE_ATTRIBUTE}]`)?.getAttribute(PLACE_ATTRIBUTE) ?? 'page';
      send.event(EVENT_NAMES[action], {...props(), position});
    },
    {capture: true},
  );
  return {
    onRouteDidUpdate({location, previousLocation}) {
      if (previousLocation?.pathname === location.pathname) return;
      if (allowed()) send.pageview(props());
    },
  };
}
