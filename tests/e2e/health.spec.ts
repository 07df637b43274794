import {expect, test} from '@playwright/test';
import {inLocale, LOCALES, stubOtherOrigins, TEMPLATES, watchProblems} from './support';

/**
 * Every page template renders without a script error, a console error or
 * warning, a Content-Security-Policy violation or sideways scrolling.
 */
for (const locale of LOCALES) {
  for (const path of TEMPLATES) {
    test(`${inLocale(locale, path)} renders cleanly`, async ({page}) => {
      await stubOtherOrigins(page);
      const watch = await watchProblems(page);
      await page.goto(inLocale(locale, path));
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(100);
      expect(await watch.problems()).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}
