import {expect, test} from '@playwright/test';
import {inLocale, LOCALES, stubOtherOrigins, TEMPLATES} from './support';

/** Every page template renders without a script error, a console error or sideways scrolling. */
for (const locale of LOCALES) {
  for (const path of TEMPLATES) {
    test(`${inLocale(locale, path)} renders cleanly`, async ({page}) => {
      await stubOtherOrigins(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        // The not-found page's document is a 404 response by design.
        if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
      });
      await page.goto(inLocale(locale, path));
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible();
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(100);
      expect(errors).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
}
