/** Shared checks of the quality gates: axe-core and horizontal overflow. */
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One line per axe violation: rule, impact and the first offending elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  const {violations} = await new AxeBuilder({page}).withTags(AXE_TAGS).analyze();
  return violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.nodes
      .slice(0, 3)
      .map((node) => node.target.join(' '))
      .join(' | ')}`,
  );
}

/**
 * How many pixels the page would scroll sideways (0 when it would not). The
 * site clips the body horizontally as a safety net; it is lifted while measuring
 * so content that would be cut off still counts.
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const {body, documentElement: root} = document;
    const previous = body.style.overflowX;
    body.style.overflowX = 'visible';
    const overflow = Math.max(0, root.scrollWidth - root.clientWidth);
    body.style.overflowX = previous;
    return overflow;
  });
}

/** Resolves once React has hydrated the page (so changes made to the DOM are not undone). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * What covers or crowds the header: points of the header where something else
 * is drawn on top, and visible header controls that overlap one another or
 * leave the screen. Empty when the header is clear.
 */
export async function headerClashes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const header = document.querySelector('header');
    if (!header) return ['no header'];
    const describe = (element: Element) => `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} "${(element.textContent ?? '').trim().slice(0, 20)}"`;
    const found: string[] = [];
    const box = header.getBoundingClientRect();
    for (let x = box.left + 2; x < box.right; x += Math.max(8, box.width / 40)) {
      for (const y of [box.top + 4, box.top + box.height / 2, box.bottom - 4]) {
        const top = document.elementFromPoint(x, y);
        if (top && !header.contains(top)) found.push(`${describe(top)} covers the header at ${Math.round(x)},${Math.round(y)}`);
      }
    }
    const controls = [...header.querySelectorAll('a, button')]
      .map((element) => ({element, rect: element.getBoundingClientRect()}))
      // Drawn controls only: the content of a closed <details> (the static page's menu panel) is laid out but not drawn.
      .filter(({element, rect}) => rect.width > 0 && rect.height > 0 && element.checkVisibility({visibilityProperty: true}))
      // Only the outermost control counts (a link inside a list item inside a link would repeat it).
      .filter(({element}, _, all) => !all.some((other) => other.element !== element && other.element.contains(element)));
    for (const [i, a] of controls.entries()) {
      if (a.rect.left < 0 || a.rect.right > document.documentElement.clientWidth) found.push(`${describe(a.element)} leaves the screen`);
      for (const b of controls.slice(i + 1)) {
        const overlapX = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const overlapY = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (overlapX > 1 && overlapY > 1) found.push(`${describe(a.element)} overlaps ${describe(b.element)}`);
      }
    }
    return [...new Set(found)];
  });
}

/**
 * Waits until what a scroll or resize set off has been drawn: a frame (intersection observers report),
 * a task (React renders the state they set), and two more frames (laid out and painted). Frames, not
 * milliseconds: a busy machine only makes them later.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), 0));
      }),
  );
}

/** The CSS animations and transitions inside `region` and their state ('running', 'paused'…); empty when none. */
export async function animationsIn(region: Locator): Promise<string[]> {
  return region.evaluate((element) => element.getAnimations({subtree: true}).map((animation) => animation.playState));
}
