/**
 * Interaction latencies in Chromium (Playwright) with the CPU slowed 4× over
 * CDP, as Lighthouse's mobile profile does, and no network throttling (the
 * pages are served locally). Each figure comes from a fresh load, in a fresh
 * browser context (the language switch stores the choice, and a stored
 * language redirects the next load).
 * - Input to next paint: the Event Timing API, the entries of one interaction
 *   (same interactionId: pointerdown, pointerup, click…), the longest duration.
 *   The API reports nothing under 16 ms: such an interaction is `null` ("<16 ms").
 * - Time to hydrated: from navigation start (performance.now()'s origin) until
 *   Docusaurus sets `data-has-hydrated="true"` on <html> (its App does so once
 *   React has hydrated and rendered again in the browser; the e2e tests wait
 *   for the same attribute, tests/e2e/quality.ts). Every interaction waits for
 *   it first: an input before hydration measures nothing.
 */
import {chromium} from '@playwright/test';

export const CPU_SLOWDOWN = 4;
/** Interaction to Next Paint's "good" limit: slower latencies are marked. */
export const SLOW_MS = 200;
const PHONE = {width: 390, height: 844};
const DESKTOP = {width: 1440, height: 900};
/** How long to wait for an interaction's Event Timing entries once the input is done. */
const ENTRY_WAIT_MS = 1500;

/** Runs in every document before its scripts: records event timings and the moment of hydration. */
function instrument() {
  const bench = {events: [], hydratedAt: undefined};
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      bench.events.push({name: entry.name, startTime: entry.startTime, duration: entry.duration, interactionId: entry.interactionId});
    }
  }).observe({type: 'event', durationThreshold: 16, buffered: true});
  // Observing the document (not <html>, which may not exist yet) with its subtree catches the attribute on <html>.
  const hydrated = new MutationObserver(() => {
    if (document.documentElement.dataset.hasHydrated === 'true') {
      bench.hydratedAt = performance.now();
      hydrated.disconnect();
    }
  });
  hydrated.observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
}

/**
 * Opens `url` in a fresh context at `viewport` (a phone one with touch), CPU slowed, and waits for hydration.
 * Returns the page and the time to hydrated in ms.
 */
async function load(browser, url, viewport) {
  const context = await browser.newContext({viewport, hasTouch: viewport.width < 800, deviceScaleFactor: viewport.width < 800 ? 2 : 1});
  // Nothing from other origins (analytics, embeds): the figures are the site's own and need no network.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForFunction(() => window.__bench?.hydratedAt !== undefined, null, {timeout: 60_000});
  const hydratedMs = Math.round(await page.evaluate(() => window.__bench.hydratedAt));
  return {page, context, hydratedMs};
}

/**
 * Input to next paint of what `act` does: the longest Event Timing entry of the interactions that started after the
 * call, or null when none reached 16 ms. Waits for the click's entry (they arrive after the paint), or ENTRY_WAIT_MS.
 */
async function latency(page, act) {
  const since = await page.evaluate(() => performance.now());
  await act();
  return page.evaluate(
    ({since, wait}) =>
      new Promise((resolve) => {
        const start = performance.now();
        const ours = () => window.__bench.events.filter((entry) => entry.interactionId > 0 && entry.startTime >= since);
        const check = () => {
          const done = ours().some((entry) => entry.name === 'click');
          if (!done && performance.now() - start < wait) {
            setTimeout(check, 50);
            return;
          }
          // A little longer for the interaction's other entries, delivered with or just after the click's.
          setTimeout(() => {
            const durations = ours().map((entry) => entry.duration);
            resolve(durations.length > 0 ? Math.max(...durations) : null);
          }, 200);
        };
        check();
      }),
    {since, wait: ENTRY_WAIT_MS},
  );
}

/**
 * A fresh load of `url` at `viewport` (load above), `act(page)` on it, then the context closed: the latency `act`
 * returns (ms) and the page's time to hydrated.
 */
async function onFreshLoad(browser, url, viewport, act) {
  const {page, context, hydratedMs} = await load(browser, url, viewport);
  try {
    return {ms: act ? await act(page) : undefined, hydratedMs};
  } finally {
    await context.close();
  }
}

/** Opens the header's mobile menu with a tap (390 px). */
const menu = (browser, urls) =>
  onFreshLoad(browser, urls.landing, PHONE, (page) =>
    // The hydrated header's button (src/theme/Navbar: MOBILE_MENU_ID); the static page has a <details> instead.
    latency(page, () => page.locator('header button[aria-controls="mobile-menu"]').tap()),
  );

/** One step of the landing's first carousel: a tap on its "next" button (390 px), once swiper runs. */
const carousel = (browser, urls) =>
  onFreshLoad(browser, urls.landing, PHONE, async (page) => {
    // Carousel buttons point at their slide list (aria-controls, ids `…-carousel`); "next" is the second of the pair.
    const id = await page.locator('button[aria-controls$="-carousel"]').first().getAttribute('aria-controls');
    const next = page.locator(`button[aria-controls="${id}"]`).last();
    // Swiper's code loads when the carousel nears the screen (src/components/Carousel): a step before that only queues.
    await next.scrollIntoViewIfNeeded();
    await page.waitForFunction((list) => document.getElementById(list)?.closest('.swiper')?.classList.contains('swiper-initialized'), id, {timeout: 30_000});
    await page.waitForFunction((button) => !button.disabled, await next.elementHandle(), {timeout: 10_000});
    // Let the swap to the live track settle (its render, the slides' images), so the tap measures a step only.
    await page.waitForTimeout(500);
    return latency(page, () => next.tap());
  });

/** Opens a role page's category dropdown with a click (1440 px). */
const category = (browser, urls) =>
  onFreshLoad(browser, urls.role, DESKTOP, (page) =>
    // src/components/CategoryMenu's button, named by role.categoryMenu.label in i18n/{es,en}/code.json.
    latency(page, () => page.getByRole('button', {name: /^(Categoría|Category): /}).click()),
  );

/**
 * The header's language switch (1440 px, where the header shows its flags): a click on the other language. The click
 * navigates; the navigation is cancelled as it starts (Navigation API) so the page stays to paint and report the
 * click's entry. The click's own work (its handler, the next paint) is the same; what the new page costs is not a
 * latency of this one.
 */
const language = (browser, urls) =>
  onFreshLoad(browser, urls.landing, DESKTOP, async (page) => {
    const other = page.locator('header [role="group"] a[hreflang]:not([aria-current])').first();
    await page.evaluate(() => navigation.addEventListener('navigate', (event) => event.preventDefault()));
    // noWaitAfter: the click must not wait for the navigation it starts (cancelled, it never comes).
    return latency(page, () => other.click({noWaitAfter: true}));
  });

/** The stock Docusaurus home's time to hydrated, at 390 px like the landing's. */
const stockHydration = (browser, urls) => onFreshLoad(browser, urls.stock, PHONE);

/** What the table shows, in order: key, label, what is measured, the template it needs. */
export const INTERACTIONS = [
  ['menu', 'menu 390', 'tap on the header menu button', 'landing'],
  ['carousel', 'carousel 390', 'tap on the landing carousel’s next button', 'landing'],
  ['category', 'category 1440', 'click on a role page’s category dropdown', 'role'],
  ['language', 'language 1440', 'click on the header’s other-language flag', 'landing'],
];
/** The times to hydrated: key, label, the interaction whose load gives it. */
export const HYDRATION = [
  ['landingHydratedMs', 'hydrated landing 390', 'menu'],
  ['roleHydratedMs', 'hydrated role 1440', 'category'],
];
const MEASURES = {menu, carousel, category, language};

/**
 * The median of the runs that measured (null, under 16 ms, counts as 0); 'error' when every run failed; undefined
 * when nothing was measured (the template was not asked for).
 */
function medianOf(values) {
  if (values.length === 0) return undefined;
  const numbers = values.filter((value) => value !== 'error').map((value) => value ?? 0);
  if (numbers.length === 0) return 'error';
  const sorted = numbers.sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)];
  return middle < 16 ? null : Math.round(middle);
}

/**
 * Measures the interactions of the asked `templates` (landing, role) `runs` times per locale, each on a fresh load,
 * and the stock home's time to hydrated when `urls(locale).stock` is set. `urls(locale)` gives {landing, role, stock};
 * `between()` is called before each load; `register(undo)` hands the browser to the caller's cleanup.
 * Returns {rows: [{locale, menu, carousel, category, language, landingHydratedMs, roleHydratedMs, each}], stock}:
 * a latency in ms, null under 16 ms, 'error' when every run failed, absent when not measured.
 */
export async function measureInteractions({executablePath, disabledFeatures, templates, locales, urls, runs, log, between, register}) {
  // Signals go through the caller's cleanup, which closes this browser too.
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    handleSIGINT: false,
    handleSIGTERM: false,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', `--disable-features=${disabledFeatures.join(',')}`],
  });
  register(() => browser.close());
  const asked = INTERACTIONS.filter(([, , , template]) => templates.includes(template));
  // One failed measurement (markup changed, a timeout on a busy machine) is reported, not fatal: the bench measures.
  const attempt = async (name, locale) => {
    between();
    try {
      return await (name === 'stock' ? stockHydration : MEASURES[name])(browser, urls(locale));
    } catch (error) {
      const message = error.message.split('\n')[0];
      log(`  ${name} (${locale}) failed: ${message}`);
      return {error: message};
    }
  };
  try {
    const each = Object.fromEntries(locales.map((locale) => [locale, []]));
    const stock = [];
    for (let run = 1; run <= runs; run += 1) {
      for (const locale of locales) {
        log(`Interactions (${locale}), run ${run} of ${runs}…`);
        const results = {};
        for (const [key] of asked) results[key] = await attempt(key, locale);
        const figures = {};
        for (const [key] of asked) figures[key] = results[key].error ? 'error' : results[key].ms;
        for (const [key, , from] of HYDRATION) if (results[from]) figures[key] = results[from].error ? 'error' : results[from].hydratedMs;
        figures.errors = Object.entries(results)
          .filter(([, result]) => result.error)
          .map(([key, result]) => `${key}: ${result.error}`);
        each[locale].push(figures);
      }
      if (urls(locales[0]).stock) {
        const result = await attempt('stock', locales[0]);
        stock.push(result.error ? 'error' : result.hydratedMs);
      }
    }
    const rows = locales.map((locale) => ({
      locale,
      ...Object.fromEntries([...INTERACTIONS, ...HYDRATION].map(([key]) => [key, medianOf(each[locale].filter((run) => key in run).map((run) => run[key]))])),
      each: each[locale],
    }));
    return {rows, stock: urls(locales[0]).stock ? {hydratedMs: medianOf(stock), each: stock} : undefined};
  } finally {
    await browser.close();
  }
}
