/**
 * What a hiring manager does on role, team and service pages that needs a browser: a FAQ question opens and closes
 * without JavaScript and with the keyboard, the terms row is in view beside the call to action on wide screens, and
 * on phones the example profiles scroll sideways. What every such page shows in its HTML (people, skills, terms,
 * price, FAQ, related pages, in both languages) is read from the build: tests/built/pages.test.ts.
 */
import {type Browser, type Page, expect, test} from '@playwright/test';
import type {RolePage} from '../../src/plugins/roles/schema';
import {hydrated} from './quality';
import {CONTENT} from '../site';

const TEXT = {
  es: {profiles: 'Ejemplos de perfiles verificados', terms: 'Condiciones de contratación'},
  en: {terms: 'Engagement terms'},
} as const;

/** A page with scripts off. */
async function staticPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({javaScriptEnabled: false});
  return context.newPage();
}

test('a question opens and closes without JavaScript, and with the keyboard', async ({browser, page}) => {
  const question = (CONTENT.pages.es.get('desarrollador-android') as RolePage).faq[0];
  const noScript = await staticPage(browser);
  await noScript.goto('/empresas/desarrollador-android');
  const summary = noScript.getByText(question.question, {exact: true});
  const answer = noScript.getByText(question.answer, {exact: true});
  await expect(answer).toBeHidden();
  await summary.click();
  await expect(answer).toBeVisible();
  await summary.click();
  await expect(answer).toBeHidden();

  await page.goto('/empresas/desarrollador-android');
  await hydrated(page);
  await page.getByText(question.question, {exact: true}).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(question.answer, {exact: true})).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByText(question.answer, {exact: true})).toBeHidden();
});

test('the terms row is in view without scrolling beside the call to action', {tag: '@desktop'}, async ({page}) => {
  // Desktop project only: the wide-screen promise (phones scroll to it).
  for (const path of ['/empresas/data-engineer', '/en/empresas/equipo-desarrollo-web', '/service-freelancing']) {
    await page.goto(path);
    const locale = path.startsWith('/en/') ? 'en' : 'es';
    await expect(page.getByRole('list', {name: TEXT[locale].terms}), path).toBeInViewport({ratio: 1});
  }
});

test('on phones the example profiles sit in one row that scrolls sideways, keeping the hero short', {tag: '@mobile'}, async ({page}) => {
  // Mobile project only: phones.
  await page.goto('/empresas/desarrollador-android');
  const row = page.getByRole('list', {name: TEXT.es.profiles});
  const boxes = await row.locator(':scope > li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  expect(new Set(boxes).size).toBe(1);
  const {scrollWidth, clientWidth} = await row.evaluate((element) => ({scrollWidth: element.scrollWidth, clientWidth: element.clientWidth}));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // The row takes keyboard focus, so a keyboard can scroll it.
  await expect(row).toHaveAttribute('tabindex', '0');
});
