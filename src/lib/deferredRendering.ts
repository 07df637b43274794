/**
 * Bands below the first screen (the landing's, a role page's from its tasks on) carry `DEFERRED_CLASS`,
 * which gives them `content-visibility: auto` (src/css/custom.css): the browser lays each out only as it nears the
 * viewport, and counts the others at an estimated height. A scroll that computes where an element is (the
 * header's smooth scroll) first asks for every band to be laid out, so the distance it computes is the real one.
 * Set once, it stays: the page has then been laid out in full, which is what it cost before.
 */
export const DEFERRED_CLASS = 'ready-deferred';

/** On `<html>`: every deferred band is laid out. */
export const ALL_RENDERED_ATTRIBUTE = 'data-all-rendered';

export function renderAllDeferred(): void {
  document.documentElement.setAttribute(ALL_RENDERED_ATTRIBUTE, '');
}

/**
 * The inline <head> script that lays every band out for a page opened at a fragment (`/#perfiles`), before its first
 * layout. Not the stylesheet's `html:has(:target)`: Chrome checks a `:has()` on <html> again at each change of the
 * document, and restyles and lays out every deferred band under it again. Without JavaScript the bands stay deferred:
 * Chromium's and Firefox's scroll anchoring keep the section in place as the bands above it settle; WebKit, which has
 * none, may end a little off it.
 */
export function fragmentBootScript(): string {
  return `location.hash&&document.documentElement.setAttribute(${JSON.stringify(ALL_RENDERED_ATTRIBUTE)},"")`;
}
