/** Shared checks of the quality gates: axe-core and horizontal overflow. */
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

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
