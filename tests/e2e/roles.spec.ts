/**
 * Role and team pages in the browser: the sticky bar marks the current role in bold and stays in view, and the
 * category dropdown leads to each category's first role (by keyboard: keyboard.spec.ts). What each page's HTML holds
 * (h1, tasks, bar, calls to action, the WhatsApp message, a team's roles) is read from the build: tests/built/pages.test.ts.
 */
import {expect, test} from '@playwright/test';
import {hydrated} from './quality';
import {CATEGORY_ROLES, inLocale, type Locale, LOCALES, uiPattern, uiString} from './support';

test('the current role is bold and marked in the sticky bar, which stays in view', async ({page}) => {
  await page.goto('/empresas/data-analyst');
  const bar = page.getByRole('navigation', {name: uiString('es', 'role.bar.label')});
  const current = bar.locator('a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('href', '/empresas/data-analyst');
  const weight = await current.evaluate((el) => Number(getComputedStyle(el).fontWeight));
  const other = await bar.getByRole('link', {name: /Data Engineer|Ingeniero de datos/}).evaluate((el) => Number(getComputedStyle(el).fontWeight));
  expect(weight).toBeGreaterThanOrEqual(700);
  expect(other).toBeLessThan(700);
  await page.mouse.wheel(0, 1500);
  await expect.poll(async () => (await bar.boundingBox())!.y).toBeLessThanOrEqual(71);
  await expect(bar).toBeInViewport();
});

test('the category dropdown leads to each category’s first role', async ({page}) => {
  for (const [category, slugs] of Object.entries(CATEGORY_ROLES)) {
    await page.goto(inLocale('en', '/empresas/animador'));
    // The bundles run after the first paint (src/plugins/lean/paintFirst.ts): the button opens once the page is hydrated.
    await hydrated(page);
    const toggle = page.getByRole('button', {name: uiPattern('en', 'role.categoryMenu.label')});
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = page.locator(`#${await toggle.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
    const links = list.getByRole('link');
    await expect(links).toHaveCount(Object.keys(CATEGORY_ROLES).length);
    const index = Object.keys(CATEGORY_ROLES).indexOf(category);
    await expect(links.nth(index)).toHaveAttribute('href', inLocale('en', `/empresas/${slugs[0]}`));
    await links.nth(index).click();
    await expect(page).toHaveURL(new RegExp(`${inLocale('en', `/empresas/${slugs[0]}`)}$`));
    await expect(page.getByRole('button', {name: uiPattern('en', 'role.categoryMenu.label')})).toHaveAttribute('aria-expanded', 'false');
  }
});

/** The Android developer page's title in each language (its content file): the copied description's first line. */
const ANDROID_TITLE = {es: 'Desarrollador Android', en: 'Android Developer', 'pt-BR': 'Desenvolvedor Android'} as const satisfies Record<Locale, string>;

/** The hiring kit's headings and button, as i18n/<locale>/code.json words them. */
const KIT = (locale: Locale) => ({
  title: uiString(locale, 'role.kit.title'),
  description: uiString(locale, 'role.kit.description'),
  parts: [uiString(locale, 'role.kit.responsibilities'), uiString(locale, 'role.kit.requirements'), uiString(locale, 'role.kit.niceToHave')],
  questions: uiString(locale, 'role.kit.questions'),
  copy: uiString(locale, 'role.kit.copy'),
  copied: uiString(locale, 'role.kit.copied'),
  role: ANDROID_TITLE[locale],
});

test.describe('the hiring kit of a role page', () => {
  for (const locale of LOCALES) {
    test(`a job description its button copies as plain text, and five or more interview questions (${locale})`, {tag: '@desktop-once'}, async ({page, context, baseURL}) => {
      const t = KIT(locale);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
      await page.goto(inLocale(locale, '/empresas/desarrollador-android'));
      await hydrated(page);
      const kit = page.getByRole('region', {name: t.title});
      await kit.scrollIntoViewIfNeeded();
      const description = kit.getByRole('article', {name: t.description});
      for (const part of t.parts) await expect(description.getByRole('heading', {name: part, exact: true})).toBeVisible();
      await expect(description.getByRole('listitem')).not.toHaveCount(0);
      const questions = kit.getByRole('heading', {name: t.questions}).locator('xpath=..').getByRole('listitem');
      expect(await questions.count()).toBeGreaterThanOrEqual(5);
      await description.getByRole('button', {name: t.copy}).click();
      await expect(description.getByRole('status')).toHaveText(t.copied);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      // Plain text a job board takes: the role first, the headings on their own lines, a dash before each line of a list.
      const lines = copied.split('\n');
      expect(lines[0]).toBe(t.role);
      for (const part of t.parts) expect(lines).toContain(part);
      expect(lines.filter((line) => line.startsWith('- ')).length).toBe(await description.getByRole('listitem').count());
      expect(copied).not.toMatch(/<|\n{3}/);
    });
  }

  test('without JavaScript the kit is there to read and select, with no dead copy button', {tag: '@desktop-once'}, async ({browser, baseURL}) => {
    const context = await browser.newContext({javaScriptEnabled: false, baseURL});
    try {
      const page = await context.newPage();
      await page.goto('/empresas/desarrollador-android');
      const kit = page.getByRole('region', {name: KIT('es').title});
      const description = kit.getByRole('article', {name: KIT('es').description});
      await expect(description.getByRole('heading', {name: KIT('es').parts[0], exact: true})).toBeAttached();
      await expect(description.getByRole('listitem').first()).toBeAttached();
      await expect(kit.getByRole('button')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
