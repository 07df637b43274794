import path from 'node:path';
import {bundleBootScript, type BootWindow, paintFirstTemplate, runBundlesAfterFirstPaint} from '@site/src/plugins/lean/paintFirst';

type FakeScript = {src: string; async: boolean};

/** A window with two bundle preloads, whose paint entries and visibility changes the test delivers by hand. */
function fakeWindow({visibility = 'visible', paint = true}: {visibility?: string; paint?: boolean} = {}) {
  const appended: FakeScript[] = [];
  const timers: (() => void)[] = [];
  let observerCallback: ((list: {getEntriesByName(name: string): unknown[]}) => void) | null = null;
  let observed: unknown = null;
  let disconnected = false;
  let onVisibilityChange: (() => void) | null = null;
  class Observer {
    static supportedEntryTypes = paint ? ['mark', 'paint', 'resource'] : ['mark', 'resource'];
    constructor(callback: typeof observerCallback) {
      observerCallback = callback;
    }
    observe(options: unknown) {
      observed = options;
    }
    disconnect() {
      disconnected = true;
    }
  }
  const win: BootWindow = {
    document: {
      visibilityState: visibility,
      head: {appendChild: (node) => appended.push(node as FakeScript)},
      querySelectorAll: (selector) => (selector === 'link[data-bundle]' ? [{href: 'http://x/assets/js/runtime~main.1.js'}, {href: 'http://x/assets/js/main.2.js'}] : []),
      createElement: () => ({src: '', async: true}),
      addEventListener: (_type, listener) => {
        onVisibilityChange = listener;
      },
    },
    PerformanceObserver: Observer,
    setTimeout: (callback) => timers.push(callback),
  };
  const paintEntry = (name: string) => observerCallback!({getEntriesByName: (wanted) => (wanted === name ? [{name}] : [])});
  return {
    win,
    appended,
    paintEntry,
    hide: () => onVisibilityChange!(),
    fireTimers: () => timers.forEach((timer) => timer()),
    observed: () => observed,
    disconnected: () => disconnected,
  };
}

const BUNDLES = [
  {src: 'http://x/assets/js/runtime~main.1.js', async: false},
  {src: 'http://x/assets/js/main.2.js', async: false},
];

describe('runBundlesAfterFirstPaint', () => {
  it('waits for the first contentful paint, then adds the bundles in order, once', () => {
    const page = fakeWindow();
    runBundlesAfterFirstPaint(page.win, 3000);
    expect(page.observed()).toEqual({type: 'paint', buffered: true});
    expect(page.appended).toEqual([]);
    page.paintEntry('first-paint');
    expect(page.appended).toEqual([]);
    page.paintEntry('first-contentful-paint');
    expect(page.appended).toEqual(BUNDLES);
    expect(page.disconnected()).toBe(true);
    page.hide();
    page.fireTimers();
    expect(page.appended).toHaveLength(2);
  });

  it('runs them at once when there is nothing to paint for or no way to know', () => {
    for (const page of [fakeWindow({visibility: 'hidden'}), fakeWindow({visibility: 'prerender'}), fakeWindow({paint: false})]) {
      runBundlesAfterFirstPaint(page.win, 3000);
      expect(page.appended).toEqual(BUNDLES);
    }
    const bare = fakeWindow();
    runBundlesAfterFirstPaint({...bare.win, PerformanceObserver: undefined}, 3000);
    expect(bare.appended).toEqual(BUNDLES);
  });

  it('does not wait for a paint that will not come: the tab hidden first, or the time limit', () => {
    const hidden = fakeWindow();
    runBundlesAfterFirstPaint(hidden.win, 3000);
    hidden.hide();
    expect(hidden.appended).toEqual(BUNDLES);

    const late = fakeWindow();
    runBundlesAfterFirstPaint(late.win, 3000);
    late.fireTimers();
    expect(late.appended).toEqual(BUNDLES);
    late.paintEntry('first-contentful-paint');
    expect(late.appended).toHaveLength(2);
  });

  it('serializes into a self-contained script', () => {
    const page = fakeWindow();
    const script = bundleBootScript(1234);
    expect(script).toContain('runBundlesAfterFirstPaint(window, 1234)');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script's own text, run as the browser would
    new Function('window', script)(page.win);
    page.paintEntry('first-contentful-paint');
    expect(page.appended).toEqual(BUNDLES);
  });
});

describe('paintFirstTemplate', () => {
  // The installed Docusaurus' own template: the test fails when an upgrade changes its shape.
  const stockFile = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/ssg/ssgTemplate.html.js');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module of Docusaurus
  const stock: string = require(stockFile).default;

  it('replaces the deferred bundle scripts by low-priority preloads and keeps the rest', () => {
    const template = paintFirstTemplate(stock);
    expect(template).not.toContain('<script');
    expect(template).toContain('<link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script" fetchpriority="low" data-bundle>');
    for (const part of ['it.htmlAttributes', 'it.metaAttributes', 'it.headTags', 'it.stylesheets', 'it.bodyAttributes', 'it.preBodyTags', 'it.appHtml', 'it.postBodyTags']) {
      expect(template).toContain(part);
    }
  });

  it('refuses a template it does not know', () => {
    expect(() => paintFirstTemplate(stock.replace(' defer>', ' async>'))).toThrow(/SSG template changed shape/);
  });
});
