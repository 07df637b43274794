/**
 * A client module (src/plugins/lean): in the browser the role and team pages are one route that reads its
 * content from the page's own HTML (roleRoutes.cjs), so a visit from one page to a role page is a document load, not
 * a change of route: a click on a link to one goes to the browser (the router never sees it), and a move through
 * the history that lands on one loads it.
 */
import siteConfig from '@generated/docusaurus.config';
import type {Location} from 'history';
import {markLeaving, pagePath} from '../../lib/rolePageData';

const prefix = `${siteConfig.baseUrl}empresas/`;

/** Whether a path is a role or team page's (`…/empresas/<slug>`, with or without a final slash). */
export function isRolePath(pathname: string): boolean {
  if (!pathname.startsWith(prefix)) return false;
  const slug = pathname.slice(prefix.length).replace(/\/$/, '');
  return slug !== '' && !slug.includes('/');
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin || !isRolePath(url.pathname) || pagePath(url.pathname) === pagePath(window.location.pathname)) return;
  // Before the router's own listener (capture, on the window): the browser follows the link.
  event.stopPropagation();
}

if (typeof window !== 'undefined') window.addEventListener('click', onClick, true);

export function onRouteUpdate({location, previousLocation}: {location: Location; previousLocation: Location | null}): void {
  if (previousLocation && pagePath(previousLocation.pathname) !== pagePath(location.pathname) && isRolePath(location.pathname)) {
    markLeaving();
    window.location.reload();
  }
}
