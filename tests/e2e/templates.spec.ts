/**
 * The template pass: one page load per template, language and viewport (mobile 390 px, desktop
 * 1280 px, the width the quality gate names) runs every page-level check, in this order:
 * 1. the page: its h1; no uncaught error, console error or warning, or CSP violation, and no request to another
 *    origin, while loading and scrolling (checked at the end);
 * 2. the primary hiring action: in the header, in view, the one filled button, to the calendar; the hero, where the
 *    page has one, right below the header;
 * 3. every link leaving the site opens with rel="noopener noreferrer" (desktop);
 * 4. one font family in two faces (src/plugins/fonts): the first preloaded and loaded, the second fetched only for a
 *    character outside the first, every character shown covered (desktop);
 * 5. axe-core: no WCAG 2.2 AA violation (Spanish on the phone, each translation in its turn; FULL=1: all in both);
 * 6. no sideways scrolling and nothing drawn over or crowding the header, at the project's width and
 *    at the extremes (320 px on the mobile pass, 2560 px on the desktop pass);
 * 7. the floating WhatsApp button is shown at rest but beside the page's own (checks.ts), swept at 320 px (Spanish)
 *    and 430 px (English), first screen and bottom at 390 px (mobile pass);
 * 8. without JavaScript the same links, headings and text are there (desktop; on the mobile pass the
 *    landing page, the one page whose components differ by width).
 * A redirect page sends the visitor on at once: it is checked as the static page it first shows (1, 2,
 * 5 and 6), held on screen (support.ts, showRedirectPage).
 * RUN_TEMPLATES is one page of each kind; FULL=1 adds every legal and redirect page, the WhatsApp sweep at 390 px
 * and the overflow sweep at eight widths (below).
 */
import {type Browser, expect, type Page, test} from '@playwright/test';
import {expectWorkingPage, fontPreloads, FONT_FILE, FAMILY, FALLBACK, fontReport, snapshot, whatsAppSweep} from './checks';
import {axeViolations, headerClashes, horizontalOverflow, hydrated, nextFrames} from './quality';
import {FULL, inLocale, isRedirectPage, type Locale, LOCALES, RUN_TEMPLATES, showRedirectPage, site, uiString, watchOtherOrigins, watchProblems, widthTurn} from './support';
import {COUNTRY_PATHS, GUIDE_PATHS} from '../../src/config/routes';


/** The brand blue of the one filled button (src/css/custom.css). */
const PRIMARY_FILL = 'rgb(29, 78, 216)';

/** Records the font files the page requests. */
function recordFonts(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font' || FONT_FILE.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

/** The same page without JavaScript shows every link, heading and text the hydrated page shows. */
async function expectSameWithoutJavaScript(browser: Browser, page: Page, url: string, withScripts: Awaited<ReturnType<typeof snapshot>>): Promise<void> {
  const context = await browser.newContext({javaScriptEnabled: false, viewport: page.viewportSize()!});
  try {
    const bare = await context.newPage();
    // Without scripts nothing is requested after the load event (lazy images below the fold wait for a scroll).
    await bare.goto(url);
    const stat = await snapshot(bare);
    await expectWorkingPage(bare, false);
    expect(withScripts.hrefs.filter((href) => !stat.hrefs.includes(href)), 'links only the script adds').toEqual([]);
    expect(withScripts.headings.filter((heading) => !stat.headings.includes(heading)), 'headings only the script adds').toEqual([]);
    expect(withScripts.text.filter((text) => !stat.all.includes(text)), 'text only the script adds').toEqual([]);
  } finally {
    await context.close();
  }
}

test.describe('every template, one load per language and viewport', () => {
  for (const locale of LOCALES) {
    RUN_TEMPLATES.forEach((path, index) => {
      const url = inLocale(locale, path);
      const redirectPage = isRedirectPage(path);
      test(`${url}${widthTurn(locale, index).map((tag) => ` ${tag}`).join('')}`, async ({browser, baseURL, viewport, hasTouch, isMobile, userAgent}, info) => {
        const desktop = info.project.name === 'desktop';
        // The desktop pass runs at 1280 px, the width the quality gate names.
        const context = await browser.newContext({
          baseURL,
          hasTouch,
          isMobile,
          userAgent,
          viewport: desktop ? {width: 1280, height: 900} : viewport,
        });
        try {
          const page = await context.newPage();
          await checkTemplate(page, browser, {url, path, locale, desktop, redirectPage});
        } finally {
          await context.close();
        }
      });
    });
  }
});

async function checkTemplate(
  page: Page,
  browser: Browser,
  {url, path, locale, desktop, redirectPage}: {url: string; path: string; locale: Locale; desktop: boolean; redirectPage: boolean},
): Promise<void> {
  const otherOrigins = watchOtherOrigins(page);
  if (redirectPage) await showRedirectPage(page, url);
  const watch = await watchProblems(page);
  const fonts = recordFonts(page);
  const response = await page.goto(url);
  // `goto` waits for the load event; a hydrated page requests nothing more until it is scrolled or used (what it
  // loads then is checked by the scroll below); the font may still be on its way.
  if (!redirectPage) await hydrated(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));

  // 1. The page.
  await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
  const withScripts = await snapshot(page);

  // 2. The primary hiring action (drawn elements only: the no-JavaScript menu's closed panel repeats it).
  const banner = page.getByRole('banner');
  const quote = banner.getByRole('link', {name: uiString(locale, 'cta.quote')});
  await expect(quote).toBeInViewport();
  await expect(quote).toHaveAttribute('href', site.calendarUrl);
  const filled = await banner.locator('a, button').evaluateAll(
    (elements, fill) =>
      elements
        .filter((element) => element.checkVisibility())
        .filter((element) => getComputedStyle(element).backgroundColor === fill)
        .map((element) => element.textContent?.trim()),
    PRIMARY_FILL,
  );
  expect(filled, 'the one filled button of the header').toEqual([uiString(locale, 'cta.quote')]);
  // A page with a hero starts it right below the header: no strip of the page's background between them.
  const gap = await page.evaluate(() => {
    const hero = document.querySelector('[data-place="hero"]');
    return hero && hero.getBoundingClientRect().top - document.querySelector('header')!.getBoundingClientRect().bottom;
  });
  if (gap !== null) expect(Math.abs(gap), 'between the header and the hero').toBeLessThan(1);

  if (desktop && !redirectPage) {
    // 3. Links leaving the site.
    const external = await page.locator('a[href^="http"], a[href^="mailto:"]').evaluateAll((links) =>
      links
        .map((a) => a as HTMLAnchorElement)
        .filter((a) => a.origin !== window.location.origin && a.protocol.startsWith('http'))
        .map((a) => ({href: a.href, rel: a.rel})),
    );
    expect(external.length).toBeGreaterThan(0);
    for (const {href, rel} of external) {
      expect(rel.split(' '), href).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }

    // 4. One font file preloaded, and the second face's only for a character outside the first's.
    const preloads = fontPreloads(await response!.text());
    expect(preloads, 'exactly one font preload').toHaveLength(1);
    const [preload] = preloads;
    expect(preload).toMatch(/\btype="?font\/woff2\b/);
    expect(preload).toMatch(/\bcrossorigin\b/);
    const href = new URL(preload.match(/\bhref="?([^"\s>]+)/)![1], page.url()).href;
    expect(href).toMatch(/\.woff2$/);
    const {faces, bodyFamily, loaded, outside, outsideFirst} = await fontReport(page);
    // One family in two faces (src/plugins/fonts): the first, the copy's, is the preloaded file, used for the body
    // text and loaded.
    expect(faces.map((face) => face.family)).toEqual([FAMILY, FAMILY]);
    expect(faces[0].src).toBe(href);
    expect(bodyFamily.replace(/["']/g, '')).toMatch(new RegExp(`^${FAMILY}, ${FALLBACK},`));
    expect(loaded[0]).toBe('loaded');
    expect(outside, 'characters of the copy outside the font subset').toEqual([]);
    // The first load fetches that file, and the other face's only for a character outside the first's.
    expect([...new Set(fonts)]).toEqual(outsideFirst.length > 0 ? [href, faces[1].src] : [href]);
  }

  // 5. axe-core, at each width in one language (Spanish on the phone, English on the desktop; FULL=1: both in both):
  // what it checks is markup, names, contrast and targets, which the languages share.
  // Spanish on the phone; a translation in its turn, whichever width it is.
  if (FULL || locale !== 'es' || !desktop) expect(await axeViolations(page)).toEqual([]);

  // 1 (end). Scrolled through: nothing went wrong on the way.
  await page.mouse.wheel(0, 4000);
  if (!redirectPage) await nextFrames(page);
  expect(await watch.problems()).toEqual([]);
  // Nothing was asked of another origin (no third party) while loading and scrolling.
  expect(otherOrigins, 'requests to another origin').toEqual([]);

  // 6. Overflow and the header, here and at the extreme width of this pass.
  const width = page.viewportSize()!.width;
  for (const at of [width, desktop ? 2560 : 320]) {
    if (at !== width) {
      await page.setViewportSize({width: at, height: 900});
      if (!redirectPage) await nextFrames(page);
    }
    expect(await horizontalOverflow(page), `${url} at ${at} px`).toBe(0);
    expect(await headerClashes(page), `${url} at ${at} px`).toEqual([]);
  }

  if (!desktop && !redirectPage) {
    // 7. The WhatsApp button: first screen and bottom at 390 px; swept on the narrowest phone in Spanish and a large
    // one in English (FULL=1: 320, 390 and 430 px in both).
    expect(await whatsAppSweep(page, Number.POSITIVE_INFINITY), `${url} at ${page.viewportSize()!.width} px, top and bottom`).toEqual([]);
    for (const at of FULL ? [320, 390, 430] : [locale === 'es' ? 320 : 430]) {
      await page.setViewportSize({width: at, height: 844});
      expect(await whatsAppSweep(page), `${url} at ${at} px`).toEqual([]);
    }
  }

  // 8. Without JavaScript.
  if (!redirectPage && (desktop || path === '/')) {
    if (desktop) await page.setViewportSize({width: 1280, height: 900});
    else await page.setViewportSize({width: 390, height: 844});
    await expectSameWithoutJavaScript(browser, page, url, withScripts);
  }
}

// Release checks only (FULL=1): the template pass covers 320, 390, 1280 and 2560 px. Desktop project only: the widths
// are set by the test.
if (FULL) test.describe('FULL=1: no horizontal scrolling from 320 to 2560 px, and nothing on the header', {tag: '@desktop'}, () => {
  // Every language at the extremes; the widths between alternate (English words are shorter, Spanish and Portuguese longer).
  const RUNS = [
    [320, 'es'],
    [320, 'en'],
    [320, 'pt-BR'],
    [390, 'en'],
    [768, 'es'],
    [1080, 'pt-BR'],
    [1440, 'es'],
    [2560, 'es'],
    [2560, 'en'],
  ] as const;
  for (const path of RUN_TEMPLATES.filter((template) => !isRedirectPage(template))) {
    test(path, async ({page}) => {
      test.setTimeout(120_000);
      for (const [width, locale] of RUNS) {
        await page.setViewportSize({width, height: 900});
        await page.goto(inLocale(locale, path));
        await page.waitForLoadState('networkidle');
        expect(await horizontalOverflow(page), `${inLocale(locale, path)} at ${width} px`).toBe(0);
        expect(await headerClashes(page), `${inLocale(locale, path)} at ${width} px`).toEqual([]);
      }
    });
  }
});

// The floating WhatsApp button on the phones the site is built for, on the templates with the most bands: shown at
// every stop of a 400 px sweep but where a WhatsApp button of the page itself is at least half on screen (checks.ts).
test.describe('the floating WhatsApp button stays in view', {tag: '@mobile'}, () => {
  const PAGES = [
    ['en', '/'],
    ['es', '/empresas/data-engineer'],
    ['es', GUIDE_PATHS.costs],
    ['pt-BR', COUNTRY_PATHS.br],
  ] as const;
  for (const [locale, path] of PAGES) {
    test(`${inLocale(locale, path)} at 320, 390 and 430 px`, async ({page}) => {
      await page.goto(inLocale(locale, path));
      await hydrated(page);
      for (const width of [320, 390, 430]) {
        await page.setViewportSize({width, height: 844});
        expect(await whatsAppSweep(page), `${width} px`).toEqual([]);
      }
    });
  }
});
