import {expect, test} from '@playwright/test';
import {axeViolations, headerClashes, horizontalOverflow, hydrated} from './quality';
import {inLocale, LOCALES, stubOtherOrigins, TEMPLATES, watchProblems} from './support';

/**
 * Every page template, at both widths: no script error, console error or
 * warning, or Content-Security-Policy violation while loading and scrolling;
 * no sideways scrolling; and no axe-core violation.
 */
test.describe('every template renders cleanly and axe-core finds no WCAG 2.2 AA violation', () => {
  for (const locale of LOCALES) {
    for (const path of TEMPLATES) {
      test(`${inLocale(locale, path)}`, async ({page}, info) => {
        await stubOtherOrigins(page);
        const watch = await watchProblems(page);
        // The desktop pass runs at 1280 px, the width the quality gate names.
        if (info.project.name === 'desktop') await page.setViewportSize({width: 1280, height: 900});
        await page.goto(inLocale(locale, path));
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        await page.mouse.wheel(0, 4000);
        await page.waitForTimeout(100);
        expect(await watch.problems()).toEqual([]);
        expect(await horizontalOverflow(page)).toBe(0);
      });
    }
  }
});

test.describe('no horizontal scrolling from 320 to 2560 px, and nothing on the header', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'the widths are set by the test');
  // Both languages at the extremes; the widths between alternate (English words are shorter, Spanish longer).
  const RUNS = [
    [320, 'es'],
    [320, 'en'],
    [390, 'en'],
    [768, 'es'],
    [1080, 'en'],
    [1440, 'es'],
    [2560, 'es'],
    [2560, 'en'],
  ] as const;
  for (const path of TEMPLATES) {
    test(path, async ({page}) => {
      test.setTimeout(120_000);
      await stubOtherOrigins(page);
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

test.describe('the checkers themselves', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'once is enough');

  test('axe reports an image without alt text and a low-contrast paragraph', async ({page}) => {
    await page.goto('/aviso-legal');
    await hydrated(page);
    await page.evaluate(() => {
      const main = document.querySelector('main')!;
      main.insertAdjacentHTML('afterbegin', '<img src="/img/favicon.svg" width="10" height="10"><p style="color:#ddd;background:#fff">faint</p>');
    });
    const violations = await axeViolations(page);
    expect(violations.join('\n')).toMatch(/^image-alt /m);
    expect(violations.join('\n')).toMatch(/^color-contrast /m);
  });

  test('the overflow check sees an element wider than the screen', async ({page}) => {
    await page.setViewportSize({width: 320, height: 800});
    await page.goto('/aviso-legal');
    await hydrated(page);
    expect(await horizontalOverflow(page)).toBe(0);
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('afterbegin', '<div style="width:900px;height:4px"></div>'));
    expect(await horizontalOverflow(page)).toBeGreaterThan(0);
  });

  test('the header check sees a box drawn over the header', async ({page}) => {
    await page.setViewportSize({width: 320, height: 800});
    await page.goto('/aviso-legal');
    await hydrated(page);
    expect(await headerClashes(page)).toEqual([]);
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div style="position:fixed;top:0;left:0;width:60px;height:60px;z-index:9999;background:red"></div>'));
    expect((await headerClashes(page)).join('\n')).toMatch(/covers the header/);
  });
});
