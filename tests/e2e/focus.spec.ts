import {expect, type Page, test} from '@playwright/test';
import {hydrated} from './quality';
import {FULL, inLocale, type Locale, LOCALES, TEXT} from './support';

/**
 * One page of each layout with something fixed or sticky over the content (WCAG 2.4.11 and 2.4.7), and the skip link
 * (2.4.1). What covers focus is layout, which the languages share: a run walks each page in one language, the
 * languages taking turns; FULL=1 walks every page in every language.
 */
const PAGES = ['/', '/empresas/data-engineer', '/empresas/equipo-desarrollo-web', '/politica-de-privacidad'];
const WALKS: {locale: Locale; path: string}[] = FULL
  ? LOCALES.flatMap((locale) => PAGES.map((path) => ({locale, path})))
  : PAGES.map((path, index) => ({locale: LOCALES[index % LOCALES.length], path}));

/** Far more than any page has: the walk stops once focus leaves the page or comes back to the start. */
const MAX_STOPS = 400;

type Stop = {
  /** Tag, accessible text and position: enough to find the element in a failure message. */
  label: string;
  /** What covers the element at a sampled point, when something does. */
  coveredBy: string | null;
  /** Whether an outline or a box shadow is drawn around it. */
  indicator: boolean;
  /** The element the walk started from, seen again: it has gone round once. */
  first: boolean;
};

/**
 * Describes the focused element once the browser has scrolled it into view:
 * samples points inside the visible part of its box and reports the first
 * point whose topmost element is neither it nor inside it.
 */
async function inspectFocus(page: Page): Promise<Stop | null> {
  return page.evaluate(async () => {
    // Focus scrolls the page; measure once it has been laid out again.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const describe = (node: Element) =>
      `<${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}> "${(
        node.getAttribute('aria-label') ??
        (node as HTMLElement).innerText ??
        ''
      )
        .trim()
        .slice(0, 40)}"`;
    const first = (window as unknown as {focusWalkStart?: Element}).focusWalkStart === element;

    // A link that wraps has one box per line: each is sampled (the space between them is the paragraph's).
    const boxes = [...element.getClientRects()].map((box) => ({
      left: Math.max(box.left, 0),
      right: Math.min(box.right, window.innerWidth),
      top: Math.max(box.top, 0),
      bottom: Math.min(box.bottom, window.innerHeight),
    }));
    const visible = boxes.filter((box) => box.right - box.left >= 1 && box.bottom - box.top >= 1);
    let coveredBy: string | null = visible.length === 0 ? 'nothing: it is outside the viewport' : null;
    for (const {left, right, top, bottom} of visible) {
      // Inset from the edges, so rounded corners (hit-tested as round) do not count as covered.
      for (const [fx, fy] of [
        [0.5, 0.5],
        [0.2, 0.2],
        [0.8, 0.2],
        [0.2, 0.8],
        [0.8, 0.8],
      ]) {
        const hit = document.elementFromPoint(left + (right - left) * fx, top + (bottom - top) * fy);
        if (hit && !element.contains(hit)) {
          coveredBy ??= describe(hit);
        }
      }
    }
    // The ring may be drawn by a pseudo-element (a card-sized ::after that makes the whole card the target).
    const outlined = (style: CSSStyleDeclaration) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const indicator =
      outlined(getComputedStyle(element)) ||
      getComputedStyle(element).boxShadow !== 'none' ||
      outlined(getComputedStyle(element, '::before')) ||
      outlined(getComputedStyle(element, '::after'));
    const {x, y} = element.getBoundingClientRect();
    return {label: `${describe(element)} at ${Math.round(x)},${Math.round(y)}`, coveredBy, indicator, first};
  });
}

/** Presses Tab until focus has visited every focusable element of the page once. */
async function walkWithTab(page: Page): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < MAX_STOPS; i += 1) {
    await page.keyboard.press('Tab');
    let stop: Stop | null = await inspectFocus(page);
    // A carousel reached before its code has loaded brings the focused slide in once it starts: a covered stop is
    // read again until it clears (inspectFocus waits two frames each time), and reported if it never does.
    if (stop?.coveredBy) {
      await expect
        .poll(async () => (stop = await inspectFocus(page))?.coveredBy ?? null, {timeout: 2_000})
        .toBeNull()
        .catch(() => undefined);
    }
    if (!stop || stop.first) return stops;
    if (stops.length === 0) {
      await page.evaluate(() => ((window as unknown as {focusWalkStart?: Element}).focusWalkStart = document.activeElement ?? undefined));
    }
    stops.push(stop);
  }
  throw new Error(`more than ${MAX_STOPS} focus stops: the walk did not end`);
}

test.describe('keyboard focus is never hidden and always drawn', () => {
  for (const {locale, path} of WALKS) {
    test(inLocale(locale, path), async ({page}) => {
      // Instant scrolling, so each measure sees where focus scrolling ends (not a frame of a smooth scroll).
      await page.emulateMedia({reducedMotion: 'reduce'});
      await page.goto(inLocale(locale, path));
      await hydrated(page);
      const stops = await walkWithTab(page);
      expect(stops.length).toBeGreaterThan(10);
      expect(stops.filter((stop) => stop.coveredBy).map((stop) => `${stop.label} covered by ${stop.coveredBy}`)).toEqual([]);
      expect(stops.filter((stop) => !stop.indicator).map((stop) => `${stop.label} has no outline or shadow`)).toEqual([]);

      // The skip link, one component in every page's layout: the first Tab shows it (the first stop, drawn and
      // uncovered, above), at a readable size, and Enter moves into the main content, whose own content is the next
      // stop, past the header.
      expect(stops[0].label).toContain(TEXT[locale].skip);
      const skip = page.getByRole('link', {name: TEXT[locale].skip});
      await skip.focus();
      await expect(skip).toBeInViewport({ratio: 1});
      const box = (await skip.boundingBox())!;
      expect(box.width * box.height, 'drawn at a readable size, not clipped to a pixel').toBeGreaterThan(24 * 24);
      await page.keyboard.press('Enter');
      const main = page.getByRole('main');
      const inside = (container: typeof main) => container.evaluate((element) => element.contains(document.activeElement));
      await expect.poll(() => inside(main)).toBe(true);
      await page.keyboard.press('Tab');
      expect(await inside(main)).toBe(true);
      expect(await inside(page.getByRole('banner'))).toBe(false);
    });
  }
});

test.describe('the focus walk itself', {tag: '@desktop'}, () => {
  // Desktop project only: once is enough.

  test('reports a link under a fixed banner and a link without an outline', async ({page}) => {
    await page.goto('/aviso-legal');
    await hydrated(page);
    await page.evaluate(() => {
      document.body.insertAdjacentHTML(
        'afterbegin',
        '<a href="#x" id="hidden-link" style="position:fixed;top:300px;left:10px">hidden</a>' +
          '<div style="position:fixed;top:280px;left:0;width:300px;height:80px;background:#fff;z-index:999"></div>' +
          '<a href="#y" id="plain-link" style="outline:none;box-shadow:none">plain</a>',
      );
    });
    const stops = await walkWithTab(page);
    expect(stops.find((stop) => stop.label.includes('#hidden-link'))?.coveredBy).toMatch(/<div>/);
    expect(stops.find((stop) => stop.label.includes('#plain-link'))?.indicator).toBe(false);
  });
});
