/**
 * Checks the template pass (templates.spec.ts) and other specs share: the floating WhatsApp button,
 * the static page against the hydrated one, the web font, the working-page contract, a carousel's pause button.
 */
import {expect, type Locator, type Page} from '@playwright/test';

/** The working-page contract: h1, header and footer links, hydration (with JavaScript). */
export async function expectWorkingPage(page: Page, javaScript = true): Promise<void> {
  await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
  await expect(page.locator('header a[href]').filter({visible: true}).first()).toBeVisible();
  expect(await page.locator('footer a[href]').count()).toBeGreaterThan(5);
  if (javaScript) await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

export const FAMILY = 'Plus Jakarta Sans Variable';
/** Local fonts scaled to the web font's metrics (src/css/custom.css), used until the file arrives. */
export const FALLBACK = 'Plus Jakarta Sans Fallback';
export const FONT_FILE = /\.(woff2?|ttf|otf)(\?|$)/;

/** `<link>` tags of the static HTML that preload a font, whatever the attribute quoting. */
export function fontPreloads(html: string): string[] {
  return (html.match(/<link\b[^>]*>/gi) ?? []).filter((tag) => /\brel="?preload\b/i.test(tag) && /\bas="?font\b/i.test(tag));
}

/**
 * The page's web fonts once loaded: the faces its stylesheets declare (a local-only face must be the
 * metric-matched fallback), the body's font stack, the web font faces' load status, any character of
 * the page's text outside every face's range (it would render in the fallback), and those outside the
 * first face's (they fetch another file).
 */
export async function fontReport(
  page: Page,
): Promise<{faces: {family: string; src: string; range: string}[]; bodyFamily: string; loaded: string[]; outside: string[]; outsideFirst: string[]}> {
  return page.evaluate(async ([family, fallback]) => {
    await document.fonts.ready;
    const allRules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]).filter((rule) => rule instanceof CSSFontFaceRule);
    // The metric-matched fallback faces name installed fonts only (`local()`): they download nothing.
    const fallbacks = allRules.filter((rule) => !/url\(/.test(rule.style.getPropertyValue('src')));
    if (fallbacks.some((rule) => rule.style.getPropertyValue('font-family').replace(/["']/g, '') !== fallback)) {
      throw new Error('a local-only @font-face that is not the fallback of the web font');
    }
    const rules = allRules.filter((rule) => !fallbacks.includes(rule));
    const faceList = rules.map((rule) => ({
      family: rule.style.getPropertyValue('font-family').replace(/["']/g, ''),
      src: new URL(rule.style.getPropertyValue('src').match(/url\("?([^")]+)/)![1], document.baseURI).href,
      range: rule.style.getPropertyValue('unicode-range'),
    }));
    // Characters the page shows that the font's subset does not cover (they would render in the fallback).
    const rangesOf = (face: {range: string}) =>
      face.range.split(',').map((part) => {
        const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
        if (from.includes('?')) return [parseInt(from.replace(/\?/g, '0'), 16), parseInt(from.replace(/\?/g, 'F'), 16)];
        return [parseInt(from, 16), parseInt(to ?? from, 16)];
      });
    const chars = [...new Set(document.body.innerText.replace(/\s/g, ''))];
    const outsideOf = (ranges: number[][]) => chars.filter((char) => !ranges.some(([low, high]) => char.codePointAt(0)! >= low && char.codePointAt(0)! <= high));
    const missing = outsideOf(faceList.flatMap(rangesOf));
    return {
      faces: faceList,
      bodyFamily: getComputedStyle(document.body).fontFamily,
      loaded: [...document.fonts].filter((font) => font.family.replace(/["']/g, '') === family).map((font) => font.status),
      outside: missing,
      outsideFirst: faceList.length > 0 ? outsideOf(rangesOf(faceList[0])) : chars,
    };
  }, [FAMILY, FALLBACK]);
}

/**
 * Scrolls the page from top to bottom in `step` px stops (default 400) and reports what is wrong with the floating
 * WhatsApp button at each stop, once it has come to rest (its transitions finished): it must be on screen and fully
 * drawn, except while one of the page's own WhatsApp buttons (in `main`: the hero's, a closing band's) is at least
 * half on screen, when it steps back (transparent, taps go through). At the last stop, the bottom of the page, it
 * covers no link or button. The sweep runs inside the page; empty when all holds.
 */
export async function whatsAppSweep(page: Page, step = 400): Promise<string[]> {
  return page.evaluate(async (stepPx) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const floating = document.querySelector<HTMLElement>('[data-place="floating"]');
    if (!floating) return ['no floating button'];
    const viewport = () => ({width: window.innerWidth, height: window.innerHeight});
    /** How much of an element's box is on screen, 0 to 1. */
    const onScreen = (element: Element) => {
      const box = element.getBoundingClientRect();
      const {width, height} = viewport();
      const seen = Math.max(0, Math.min(box.right, width) - Math.max(box.left, 0)) * Math.max(0, Math.min(box.bottom, height) - Math.max(box.top, 0));
      return box.width * box.height > 0 ? seen / (box.width * box.height) : 0;
    };
    const pageButtonShown = () => [...document.querySelectorAll('main a[href^="https://wa.me/"]')].some((button) => onScreen(button) >= 0.5);
    /** Waits until the button's state answers the page (an observer's callback, a React render) and its transition ends. */
    const atRest = async () => {
      for (let count = 0; count < 4; count += 1) await frame();
      await Promise.all(floating.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
    };
    const problems: string[] = [];
    const bottom = () => document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y += stepPx) {
      const top = Math.min(y, bottom());
      window.scrollTo({top, behavior: 'instant'});
      await atRest();
      const style = getComputedStyle(floating);
      const shown = style.opacity === '1' && style.pointerEvents !== 'none' && style.visibility !== 'hidden' && onScreen(floating) === 1;
      const aside = style.opacity === '0' && style.pointerEvents === 'none';
      const expectAside = pageButtonShown();
      if (expectAside && !aside) problems.push(`scrolled to ${top}: a WhatsApp button of the page is on screen, and the floating one stays`);
      if (!expectAside && !shown) problems.push(`scrolled to ${top}: the floating button is not shown (opacity ${style.opacity})`);
      if (top >= bottom()) {
        // The bottom of the page: the footer leaves room, nothing to tap lies under the button.
        const button = floating.getBoundingClientRect();
        for (const control of document.querySelectorAll('a[href], button, summary, input, select, textarea')) {
          if (control === floating || floating.contains(control)) continue;
          const box = control.getBoundingClientRect();
          if (box.width < 1 || box.height < 1 || box.right <= button.left || box.left >= button.right || box.bottom <= button.top || box.top >= button.bottom) continue;
          if (getComputedStyle(control).visibility === 'hidden' || !control.checkVisibility()) continue;
          problems.push(`at the bottom: covers ${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 40)}"`);
        }
        break;
      }
    }
    return problems;
  }, step);
}

/** Hrefs and h1/h2 texts of header, main and footer, and the visible text blocks of main. */
export async function snapshot(page: Page): Promise<{hrefs: string[]; headings: string[]; text: string[]; all: string}> {
  return page.evaluate(() => {
    const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
    const scopes = [...document.querySelectorAll('header, main, footer')];
    const pick = (selector: string) => scopes.flatMap((scope) => [...scope.querySelectorAll<HTMLElement>(selector)]);
    const visible = (element: HTMLElement) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    return {
      hrefs: [...new Set(pick('a[href]').map((a) => a.getAttribute('href')!))].sort(),
      headings: pick('h1, h2').map((h) => clean(h.textContent ?? '')),
      text: pick('p, li, h3, dt, dd, blockquote, figcaption')
        .filter(visible)
        .map((element) => clean(element.textContent ?? ''))
        .filter(Boolean),
      all: scopes.map((scope) => clean(scope.textContent ?? '')).join(' '),
    };
  });
}

/** A carousel's pause button: pressed, it holds the item shown however long the clock runs (`still`); pressed again, it lets go. */
export async function expectPauseHolds(page: Page, pause: Locator, still: () => Promise<void>, expectShown: () => Promise<void>): Promise<void> {
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(1, 1);
  // Focus leaves the button without scrolling the carousel out of view (a hidden one does not rotate).
  await pause.blur();
  await still();
  await expectShown();
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'false');
  await page.mouse.move(1, 1);
  await pause.blur();
}
