/**
 * The checkers of the template pass (templates.spec.ts) catch what they are for: axe-core, the
 * overflow measure and the header check each report a planted fault.
 */
import {expect, test} from '@playwright/test';
import {axeViolations, headerClashes, horizontalOverflow, hydrated} from './quality';

test.describe('the checkers themselves', {tag: '@desktop'}, () => {
  // Desktop project only: once is enough. One page load serves the three checkers: each is read clean, then given its
  // planted fault (axe: an image without alt text and a low-contrast paragraph; overflow: an element wider than the
  // screen; the header: a box drawn over it).
  test('axe, the overflow measure and the header check each report a planted fault', async ({page}) => {
    await page.setViewportSize({width: 320, height: 800});
    await page.goto('/aviso-legal');
    await hydrated(page);
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await headerClashes(page)).toEqual([]);

    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML('afterbegin', '<img src="/img/favicon.svg" width="10" height="10"><p style="color:#ddd;background:#fff">faint</p>');
    });
    const violations = (await axeViolations(page)).join('\n');
    expect(violations).toMatch(/^image-alt /m);
    expect(violations).toMatch(/^color-contrast /m);

    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<div style="width:900px;height:4px"></div>'));
    expect(await horizontalOverflow(page)).toBeGreaterThan(0);

    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div style="position:fixed;top:0;left:0;width:60px;height:60px;z-index:9999;background:red"></div>'));
    expect((await headerClashes(page)).join('\n')).toMatch(/covers the header/);
  });
});
