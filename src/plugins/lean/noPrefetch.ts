/**
 * noPrefetch (a client module of src/plugins/lean): Docusaurus prefetches the scripts of every linked page that
 * scrolls into view; on a phone that is the landing page's scripts (the header logo links home) on every other
 * page, for visitors who mostly never go there. Pages still load on a link's hover or touch (`preload`), a moment
 * before the click. `onRouteDidUpdate` first runs in a layout effect of the first commit, before the links'
 * visibility callbacks, which are asynchronous; `window.docusaurus` itself is frozen, so it is replaced.
 */
let done = false;

export function onRouteDidUpdate(): void {
  if (done) return;
  done = true;
  window.docusaurus = {...window.docusaurus, prefetch: () => false};
}
