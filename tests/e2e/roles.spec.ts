import {expect, test} from '@playwright/test';
import {hydrated} from './quality';
import {CATEGORY_ROLES, inLocale, LOCALES} from './support';

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
    // The bundles run after the first paint (src/lib/paintFirst.ts): the button opens once the page is hydrated.
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

test('the WhatsApp call to action names the role, or the team, in the page’s language', async ({page}) => {
  const expected = {
    '/empresas/ux-researcher': {es: /^Hola, quiero contratar talento para el rol de UX Researcher\./, en: /^Hi, I’d like to hire for the UX Researcher role\./},
    '/empresas/equipo-desarrollo-mobile': {es: /^Hola, quiero armar un equipo de Desarrollo Mobile\./, en: /^Hi, I’d like to build our Mobile Development team with you\./},
  };
  for (const [path, messages] of Object.entries(expected)) {
    for (const locale of LOCALES) {
      await page.goto(inLocale(locale, path));
      const link = page.getByRole('main').getByRole('link', {name: locale === 'es' ? 'Escríbenos por WhatsApp' : 'Message us on WhatsApp'}).first();
      const text = new URL((await link.getAttribute('href'))!).searchParams.get('text')!;
      expect(text).toMatch(messages[locale]);
    }
  }
});

test('team pages list the roles the team draws on', async ({page}) => {
  await page.goto('/en/empresas/equipo-desarrollo-mobile');
  const roles = page.getByRole('heading', {name: 'Profiles that make up this team'}).locator('xpath=following-sibling::ul[1]').getByRole('link');
  await expect(roles.first()).toBeVisible();
  await expect(roles).toHaveText([/Android/, /iOS/, /QA/]);
});
