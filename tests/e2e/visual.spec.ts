/**
 * Visual regression: every template, full page, at 390 px (mobile) and 1440 px (desktop), in Spanish
 * and English, against the baselines in tests/e2e/__screenshots__/. A change that moves a block, or a
 * colour, fails with a diff image in test-results/. Baselines change on purpose only:
 *   npm run test:visual:update   (after `npm run build`; review the new PNGs in the diff before committing)
 *
 * Deterministic pictures: reduced motion (nothing autoplays, no smooth scroll), the page's clock frozen
 * at a fixed date, every image loaded and the self-hosted font ready, CSS animations and transitions
 * finished (toHaveScreenshot's `animations: 'disabled'`, playwright.config.ts). Masked (pink boxes),
 * because they move or because they list the site's pages (a copywriter adding a role must not turn
 * the test red): the client logo marquee, the rotating cards and carousels (hero, videos, pre-footer,
 * profile categories), the category cards' buttons that count each category's roles, the video posters,
 * and the links of a role page's sibling bar. What they show is checked by the behaviour tests.
 */
import {expect, type Page, test} from '@playwright/test';
import {hydrated} from './quality';
import {freezeClock, inLocale, inTurn, isRedirectPage, LOCALES, showRedirectPage, TEMPLATES, uiPattern, uiText} from './support';
import {ALL_RENDERED_ATTRIBUTE} from '../../src/lib/deferredRendering';
import {FULL_BROWSER} from '../../playwright.config';

// Pictures of the browser a visitor runs, not of the headless shell the other tests use.
test.use({launchOptions: FULL_BROWSER});

/** A fixed moment for the page's clock (Date, timers): whatever a page computes from the date stays the same. */
const FROZEN_AT = new Date('2026-11-24T12:00:00Z');

/** A UI string in any language, whole (i18n/<locale>/code.json; a placeholder stands for any text). */
const inAnyLanguage = (id: string) => new RegExp(LOCALES.map((locale) => uiPattern(locale, id).source).join('|'));
/** The play control of any video, in any language: its text up to the title. */
const PLAY = new RegExp(LOCALES.map((locale) => `^${uiText(locale, 'video.play', {title: ''}).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).join('|'));

/** What moves or lists the site's pages, by accessible name (every language). */
function masks(page: Page) {
  const region = (name: RegExp) => page.getByRole('region', {name});
  return [
    region(inAnyLanguage('clients.label')),
    region(inAnyLanguage('landing.hero.candidates.label')),
    region(inAnyLanguage('landing.attributes.videos.label')),
    region(inAnyLanguage('landing.prefooter.candidates.label')),
    region(inAnyLanguage('landing.profiles.carousel.label')),
    // Each category card counts its roles ("Ver 9 perfiles"), also before the carousel above takes over the static row.
    page.locator('#perfiles').getByRole('button', {name: inAnyLanguage('landing.profiles.showRoles')}),
    page.locator('figure').filter({has: page.getByRole('button', {name: PLAY})}),
    page.getByRole('navigation', {name: inAnyLanguage('role.bar.label')}).getByRole('list'),
  ];
}

/**
 * Loads every image now (lazy ones too: a full-page picture does not scroll) and waits for them and the font; lays
 * out the bands a visitor's scroll would (content-visibility, src/lib/deferredRendering.ts), as a scroll would.
 * Bands that hydrate as they near the screen (the landing's profiles and closing bands, src/components/LateHydration)
 * are scrolled to, as a visitor would, and the picture waits until React has adopted every band.
 */
async function everythingLoaded(page: Page): Promise<void> {
  const bands = page.locator('main > section');
  const adopted = (index: number) => bands.nth(index).evaluate((band) => Object.keys(band).some((key) => key.startsWith('__reactFiber')));
  for (let index = 0; index < (await bands.count()); index += 1) {
    if (await adopted(index)) continue;
    await bands.nth(index).scrollIntoViewIfNeeded();
    await expect.poll(() => adopted(index), {message: `band ${index + 1} hydrated once scrolled to`}).toBe(true);
  }
  await page.evaluate(() => window.scrollTo({top: 0, behavior: 'instant'}));
  await page.evaluate(async (allRendered) => {
    document.documentElement.setAttribute(allRendered, '');
    document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager'));
    const pending = [...document.images].filter((img) => !img.complete).map((img) => new Promise((resolve) => ['load', 'error'].forEach((type) => img.addEventListener(type, resolve, {once: true}))));
    await Promise.all([document.fonts.ready, ...pending]);
  }, ALL_RENDERED_ATTRIBUTE);
  const broken = await page.evaluate(() => [...document.images].filter((img) => img.naturalWidth === 0).map((img) => img.src));
  expect(broken, 'images that did not load').toEqual([]);
}

// The baselines are pictures of the site with the speed wall's tricks on (its icons' joined paths anti-alias
// differently): @lean, not compared on a LEAN=0 build.
test.describe('every template looks as its baseline', {tag: '@lean'}, () => {
  // Pictures of Spanish and English: a Portuguese page's layout is held by the template pass's checks (no sideways
  // scroll, nothing over the header, the same text without JavaScript) rather than by twenty more baselines.
  for (const locale of LOCALES.filter((language) => language === 'es' || language === 'en')) {
    for (const path of TEMPLATES) {
      const url = inLocale(locale, path);
      // Each template at both widths on every run, Spanish on the phone and English on the desktop (FULL=1: all four).
      test(url, {tag: inTurn(locale)}, async ({page}, info) => {
        test.setTimeout(60_000);
        await page.emulateMedia({reducedMotion: 'reduce'});
        await page.clock.install({time: FROZEN_AT});
        if (isRedirectPage(path)) await showRedirectPage(page, url);
        await page.goto(url);
        // A hydrated page requests nothing more until it is scrolled or used: the images and the font are all it awaits.
        if (!isRedirectPage(path)) await hydrated(page);
        await everythingLoaded(page);
        await freezeClock(page);
        const name = `${locale}${path === '/' ? '-landing' : path.replace(/[^a-z0-9]+/gi, '-')}`;
        // A full-page picture of the landing page at 1440 px takes seconds on a busy machine; two in a row must match.
        await expect(page).toHaveScreenshot(`${name}-${info.project.name}.png`, {fullPage: true, mask: masks(page), timeout: 30_000});
      });
    }
  }
});
