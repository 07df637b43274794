/**
 * Paint first, then run the bundles.
 *
 * Docusaurus writes its bundles as `<script defer>` in <head>. When they are
 * already at hand as the parser finishes (a repeat visit with the bundles
 * cached, a fast connection), the browser runs them before it paints: the first
 * paint waits for the whole runtime (React DOM, the router, the theme) to
 * evaluate, about 30 ms on a desktop and four times that on a mid-range phone.
 * Lighthouse's simulation then counts the bundles' download and evaluation as
 * part of the largest paint (0.9 s → 2.1 s on this site's pages).
 *
 * Instead, each page fetches the bundles as early as before, at the same low
 * priority, with `<link rel="preload" fetchpriority="low" data-bundle>`, and
 * this inline script runs them, in order, once the first contentful paint is on
 * screen. A visitor on a slow connection sees no difference (the bundles arrive
 * after the first paint anyway); a fast one sees the page a little sooner, and
 * it becomes interactive one frame later than before.
 *
 * Like `languageRouting.ts`, the boot function is a self-contained declaration
 * whose source text becomes the inline script (its hash is in the CSP).
 */

type BootDocument = {
  readonly visibilityState: string;
  readonly head: {appendChild(node: unknown): unknown};
  querySelectorAll(selector: string): ArrayLike<{readonly href: string}>;
  createElement(tag: 'script'): {src: string; async: boolean};
  addEventListener(type: 'visibilitychange', listener: () => void): void;
};

type BootObserver = {observe(options: {type: string; buffered: boolean}): void; disconnect(): void};

export type BootWindow = {
  document: BootDocument;
  PerformanceObserver?: {
    readonly supportedEntryTypes?: readonly string[];
    new (callback: (list: {getEntriesByName(name: string): readonly unknown[]}) => void): BootObserver;
  };
  setTimeout(callback: () => void, ms: number): unknown;
};

/**
 * Adds one `<script>` per bundle preload, in document order (`async = false`
 * keeps the order, as `defer` did), after the first contentful paint: at once
 * when there is nothing to paint for (a hidden tab, a prerender) or the browser
 * does not report paints, when the tab is hidden before it paints, and after
 * `fallbackMs` at the latest.
 */
export function runBundlesAfterFirstPaint(win: BootWindow, fallbackMs: number): void {
  const doc = win.document;
  let started = false;
  const run = (): void => {
    if (started) return;
    started = true;
    const links = doc.querySelectorAll('link[data-bundle]');
    for (let i = 0; i < links.length; i += 1) {
      const script = doc.createElement('script');
      script.src = links[i].href;
      script.async = false;
      doc.head.appendChild(script);
    }
  };
  const Observer = win.PerformanceObserver;
  if (doc.visibilityState !== 'visible' || !Observer || !Observer.supportedEntryTypes || Observer.supportedEntryTypes.indexOf('paint') < 0) {
    run();
    return;
  }
  const observer = new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) {
      observer.disconnect();
      run();
    }
  });
  observer.observe({type: 'paint', buffered: true});
  doc.addEventListener('visibilitychange', run);
  win.setTimeout(run, fallbackMs);
}

/** The inline script at the end of <body> (src/plugins/lean, paintFirst): the function above, serialized, then called. */
export function bundleBootScript(fallbackMs = 3000): string {
  return `(function(){${runBundlesAfterFirstPaint.toString()}\nrunBundlesAfterFirstPaint(window, ${fallbackMs});})();`;
}

/** The stock template's bundle tags (Docusaurus 3.10 `ssgTemplate.html.js`), whitespace-insensitive. */
const STOCK_SCRIPTS = /<% it\.scripts\.forEach\(\(script\) => \{ %>\s*<script src="<%= it\.baseUrl %><%= script %>" defer><\/script>\s*<% \}\); %>/;

/**
 * The stock SSG template with its deferred bundle scripts replaced by
 * low-priority preloads (the boot script itself comes from the
 * wall plugin, src/plugins/lean). Compact, because the
 * site configuration, this string included, is part of the main bundle.
 * Throws when the stock template no longer has the expected shape (a
 * Docusaurus upgrade): the replacement must then be checked by hand.
 */
export function paintFirstTemplate(stock: string): string {
  if (!STOCK_SCRIPTS.test(stock)) {
    throw new Error("Docusaurus' SSG template changed shape: update paintFirstTemplate in src/plugins/lean/paintFirst.ts to the new template, or switch the trick off (LEAN_OFF=paintFirst).");
  }
  return stock
    .replace(STOCK_SCRIPTS, '<% it.scripts.forEach((script) => { %><link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" fetchpriority="low" data-bundle><% }); %>')
    .replace(/\n\s*/g, '')
    .trim();
}
