/**
 * Checks the template pass (templates.spec.ts) and other specs share: the floating WhatsApp button,
 * the static page against the hydrated one, the web font, the working-page contract.
 */
import {expect, type Page} from '@playwright/test';

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
 * Scrolls the page from top to bottom in `step` px stops and reports each stop where the floating WhatsApp button
 * covers a visible link or button of the page (what it covers). The whole sweep runs inside the page: at each stop
 * it waits as `nextFrames` (quality.ts) does (a frame for the intersection observers, a task for React's render,
 * two frames to draw it), then reads the button and every control near it. Empty when the button never covers one.
 */
export async function whatsAppSweep(page: Page, step = 200): Promise<string[]> {
  return page.evaluate(async (stepPx) => {
    const settled = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), 0));
      });
    /** What scrolling containers and clipping ancestors leave visible of a box (clipping only shrinks it). */
    const clipped = (element: Element, box: {left: number; top: number; right: number; bottom: number}) => {
      let {left, top, right, bottom} = box;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const parentStyle = getComputedStyle(parent);
        if (parentStyle.overflowX !== 'visible' || parentStyle.overflowY !== 'visible') {
          const clip = parent.getBoundingClientRect();
          left = Math.max(left, clip.left);
          top = Math.max(top, clip.top);
          right = Math.min(right, clip.right);
          bottom = Math.min(bottom, clip.bottom);
        }
        if (parentStyle.position === 'fixed') break;
      }
      return {left, top, right, bottom};
    };
    const covered = (): string[] => {
      const floating = [...document.querySelectorAll<HTMLAnchorElement>('a[href*="wa.me"]')].find((link) => getComputedStyle(link).position === 'fixed');
      if (!floating) return ['no floating button'];
      const style = getComputedStyle(floating);
      // Stepped back: taps go through to the page.
      if (style.pointerEvents === 'none' || style.visibility === 'hidden') return [];
      const button = floating.getBoundingClientRect();
      const misses = (box: {left: number; top: number; right: number; bottom: number}) =>
        box.right - box.left < 1 || box.bottom - box.top < 1 || box.right <= button.left || box.left >= button.right || box.bottom <= button.top || box.top >= button.bottom;
      const found: string[] = [];
      for (const control of document.querySelectorAll<HTMLElement>('a[href], button, summary, [data-keep-clear]')) {
        if (control === floating) continue;
        const box = control.getBoundingClientRect();
        // Most controls are far from it: the styles below are read for the few near it, not for every control at every stop.
        if (misses(box)) continue;
        if (getComputedStyle(control).visibility === 'hidden') continue;
        if (misses(clipped(control, box))) continue;
        found.push(`${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 40)}"`);
      }
      // Text: every line of every text node the visitor can see.
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !node.textContent?.trim() || floating.contains(parent) || misses(parent.getBoundingClientRect())) continue;
        range.selectNodeContents(node);
        const lines = [...range.getClientRects()].filter((rect) => !misses(rect));
        if (lines.length === 0 || !parent.checkVisibility({opacityProperty: true, visibilityProperty: true})) continue;
        if (lines.every((rect) => misses(clipped(parent, rect)))) continue;
        found.push(`text "${node.textContent.trim().slice(0, 40)}"`);
      }
      return found;
    };
    /** What the button covers once it has answered: it steps back within a few frames of the page coming to rest. */
    const coveredAtRest = async (): Promise<string[]> => {
      let found = covered();
      for (let frame = 0; frame < 20 && found.length > 0; frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        found = covered();
      }
      return found;
    };
    const problems: string[] = [];
    // The page's height is read at every stop: bands laid out only near the viewport (content-visibility) take
    // their real height as they are reached, so the bottom moves while the sweep goes down.
    const bottom = () => document.documentElement.scrollHeight - window.innerHeight;
    for (let y = 0; ; y += stepPx) {
      const top = Math.min(y, bottom());
      window.scrollTo({top, behavior: 'instant'});
      await settled();
      problems.push(...(await coveredAtRest()).map((what) => `scrolled to ${top}: covers ${what}`));
      if (top >= bottom()) break;
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

