import {expect, test} from '@playwright/test';
import {axeViolations, horizontalOverflow, hydrated} from './quality';
import {inLocale, LOCALES, stubOtherOrigins, TEMPLATES} from './support';

test.describe('axe-core finds no WCAG 2.2 AA violation', () => {
  for (const locale of LOCALES) {
    for (const path of TEMPLATES) {
      test(`${inLocale(locale, path)}`, async ({page}, info) => {
        await stubOtherOrigins(page);
        // The desktop pass runs at 1280 px, the width the quality gate names.
        if (info.project.name === 'desktop') await page.setViewportSize({width: 1280, height: 900});
        await page.goto(inLocale(locale, path));
        await page.waitForLoadState('networkidle');
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }
});

test.describe('no horizontal scrolling from 320 to 2560 px', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'the widths are set by the test');
  for (const path of TEMPLATES) {
    test(path, async ({page}) => {
      await stubOtherOrigins(page);
      for (const width of [320, 390, 768, 1080, 1440, 2560]) {
        await page.setViewportSize({width, height: 900});
        await page.goto(inLocale(width % 2 === 0 ? 'es' : 'en', path));
        await page.waitForLoadState('networkidle');
        expect(await horizontalOverflow(page), `${path} at ${width} px`).toBe(0);
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
});
