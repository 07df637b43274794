/**
 * Role and team pages in the browser: the sticky bar marks the current role in bold and stays in view, and the
 * category dropdown leads to each category's first role by mouse and keyboard. What each page's HTML holds (h1,
 * tasks, bar, calls to action, the WhatsApp message, a team's roles) is read from the build: tests/built/pages.test.ts.
 */
import {expect, test} from '@playwright/test';
import {hydrated} from './quality';
import {CATEGORY_ROLES} from './support';

const BAR_LABEL = {es: 'Perfiles de la categoría', en: 'Profiles in this category'};

test('the current role is bold and marked in the sticky bar, which stays in view', async ({page}) => {
  await page.goto('/empresas/data-analyst');
  const bar = page.getByRole('navigation', {name: BAR_LABEL.es});
  const current = bar.locator('a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('href', '/empresas/data-analyst');
  const weight = await current.evaluate((el) => Number(getComputedStyle(el).fontWeight));
  const other = await bar.getByRole('link', {name: /Data Engineer|Ingeniero de Datos/}).evaluate((el) => Number(getComputedStyle(el).fontWeight));
  expect(weight).toBeGreaterThanOrEqual(700);
  expect(other).toBeLessThan(700);
  await page.mouse.wheel(0, 1500);
  await expect.poll(async () => (await bar.boundingBox())!.y).toBeLessThanOrEqual(71);
  await expect(bar).toBeInViewport();
});

test('the category dropdown leads to each category’s first role, by mouse and keyboard', async ({page}) => {
  for (const [category, slugs] of Object.entries(CATEGORY_ROLES)) {
    await page.goto('/en/empresas/animador');
    // The bundles run after the first paint (src/plugins/lean/paintFirst.ts): the button opens once the page is hydrated.
    await hydrated(page);
    const toggle = page.getByRole('button', {name: /Category:/});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    const links = list.getByRole('link');
    await expect(links).toHaveCount(Object.keys(CATEGORY_ROLES).length);
    const index = Object.keys(CATEGORY_ROLES).indexOf(category);
    await expect(links.nth(index)).toHaveAttribute('href', `/en/empresas/${slugs[0]}`);
    await links.nth(index).click();
    await expect(page).toHaveURL(new RegExp(`/en/empresas/${slugs[0]}$`));
    await expect(page.getByRole('button', {name: /Category:/})).toHaveAttribute('aria-expanded', 'false');
  }

  await page.goto('/empresas/animador');
  await hydrated(page);
  const toggle = page.getByRole('button', {name: /Categoría:/});
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Desarrollo');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/empresas\/desarrollador-front-end$/);
});
