/**
 * What a hiring manager finds on every role, team and service page, in both
 * languages, read from the static HTML (JavaScript off): example profiles of
 * that very role whose Spanish title agrees with each person, the skills, the
 * terms row, the price anchor, a FAQ that opens without JavaScript, and
 * related pages. The expectations come from the content files, so a new page
 * is checked the same way.
 */
import path from 'node:path';
import {type Browser, type Page, expect, test} from '@playwright/test';
import {SERVICE_ROLES} from '../../src/data/serviceRoles';
import {readCategoryLists, readContentFiles} from '../../src/plugins/roles/content';
import {LIMITS} from '../../src/plugins/roles/limits';
import {type ContentPage, type RolePage, validateContent} from '../../src/plugins/roles/schema';
import {hydrated} from './quality';
import {inLocale, LOCALES, type Locale, ROLE_SLUGS, TEAM_SLUGS} from './support';

const {pages} = validateContent(readContentFiles(path.resolve(__dirname, '../..')), readCategoryLists(path.resolve(__dirname, '../..')));
/** A page as a language's build shows it (an untranslated English page falls back to Spanish). */
const contentOf = (locale: Locale, slug: string): ContentPage => pages[locale].get(slug) ?? pages.es.get(slug)!;

const TEXT = {
  es: {
    profiles: 'Ejemplos de perfiles verificados',
    terms: 'Condiciones de contratación',
    skills: 'Habilidades y herramientas que evaluamos',
    teamSkills: 'Habilidades y herramientas del equipo',
    prices: 'Tarifas de referencia',
    faq: 'Preguntas frecuentes',
    related: 'Roles relacionados',
    teams: 'Otros equipos que armamos',
    serviceRoles: /^Roles que cubrimos con /,
  },
  en: {
    profiles: 'Examples of vetted profiles',
    terms: 'Engagement terms',
    skills: 'Skills and tools we vet',
    teamSkills: 'The team’s skills and tools',
    prices: 'Reference rates',
    faq: 'Frequently asked questions',
    related: 'Related roles',
    teams: 'Other teams we build',
    serviceRoles: /^Roles we fill with /,
  },
} as const;

const TERMS = 6;
const SHARED_QUESTIONS = 5;

/** A page with scripts off. The checks read the markup only: the pages below are opened without waiting for images. */
async function staticPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({javaScriptEnabled: false});
  return context.newPage();
}

/** The example profile cards of the hero: each person's name and the title the card gives them. */
async function cards(page: Page, locale: Locale): Promise<{name: string; title: string}[]> {
  // The cards are the row's own items (each card lists its skills in a list of its own).
  const items = page.getByRole('list', {name: TEXT[locale].profiles}).locator(':scope > li');
  return items.evaluateAll((elements) =>
    elements.map((element) => {
      const lines = [...element.querySelectorAll('p')].map((p) => p.firstChild?.textContent?.trim() ?? '');
      return {name: lines[0], title: lines[1]};
    }),
  );
}

/**
 * The checks every role, team and service page shares: terms row, price anchor (`tiles` price tiles when given), FAQ
 * of at least `questions`. Returns the FAQ's questions.
 */
async function expectCommonBlocks(page: Page, locale: Locale, where: string, questions: number, price: RegExp = /USD\u00a0\d+/, tiles?: number): Promise<string[]> {
  await expect(page.getByRole('list', {name: TEXT[locale].terms}).getByRole('listitem'), where).toHaveCount(TERMS);
  const prices = page.getByRole('region', {name: TEXT[locale].prices});
  await expect(prices, where).toContainText(price);
  if (tiles !== undefined) await expect(prices.getByRole('listitem'), where).toHaveCount(tiles);
  const faq = page.getByRole('region', {name: TEXT[locale].faq});
  const shown = (await faq.locator('details > summary').allTextContents()).map((text) => text.trim());
  expect(shown.length, where).toBeGreaterThanOrEqual(questions);
  return shown;
}

test.describe('role and team pages answer a buyer', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'the static HTML is the same at every width');

  for (const locale of LOCALES) {
    test(`every role page: its own people, skills, terms, price, FAQ and related roles (${locale})`, async ({browser}) => {
      test.setTimeout(120_000);
      const page = await staticPage(browser);
      for (const slug of ROLE_SLUGS) {
        const content = contentOf(locale, slug) as RolePage;
        const spanish = pages.es.get(slug) as RolePage;
        await page.goto(inLocale(locale, `/empresas/${slug}`), {waitUntil: 'domcontentloaded'});

        // Two or more people of this very role, each titled in the form that agrees with them.
        const shown = await cards(page, locale);
        expect(shown.length, slug).toBeGreaterThanOrEqual(2);
        for (const {name, title} of shown) {
          const person = spanish.profiles.find((profile) => profile.name === name);
          expect(person, `${slug}: ${name} is a profile of this role`).toBeDefined();
          const expected = locale === 'es' && person!.form === 'feminine' ? spanish.title_feminine : content.title;
          expect(title, `${slug}: ${name}`).toBe(expected);
        }

        const skills = page.getByRole('region', {name: TEXT[locale].skills}).getByRole('listitem');
        await expect(skills, slug).toHaveText(spanish.skills);

        const questions = await expectCommonBlocks(page, locale, slug, LIMITS.ownFaq.min + SHARED_QUESTIONS, undefined, 3);
        // The page's own questions, each once (read from the questions already found: a query per question costs).
        expect(content.faq.map(({question}) => questions.filter((shown) => shown === question).length), `${slug}: its own questions, once each`).toEqual(content.faq.map(() => 1));

        const related = page.getByRole('region', {name: TEXT[locale].related}).getByRole('link');
        expect(await related.count(), slug).toBeGreaterThanOrEqual(3);
        for (const href of await related.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
          expect(href, slug).toMatch(new RegExp(`^${inLocale(locale, '/empresas/')}(?!${slug}$)`));
        }
      }
    });

    test(`every team page: its roles' people and skills, terms, price, FAQ and other teams (${locale})`, async ({browser}) => {
      const page = await staticPage(browser);
      for (const slug of TEAM_SLUGS) {
        const team = pages.es.get(slug)!;
        if (team.kind !== 'team') throw new Error(`${slug} is not a team page`);
        await page.goto(inLocale(locale, `/empresas/${slug}`), {waitUntil: 'domcontentloaded'});
        const members = team.roles.map((role) => pages.es.get(role) as RolePage);
        const shown = await cards(page, locale);
        expect(shown.length, slug).toBeGreaterThanOrEqual(2);
        for (const {name} of shown) expect(members.some((role) => role.profiles.some((profile) => profile.name === name)), `${slug}: ${name}`).toBe(true);
        const skills = await page.getByRole('region', {name: TEXT[locale].teamSkills}).getByRole('listitem').allTextContents();
        expect(skills, slug).toEqual(expect.arrayContaining(members.flatMap((role) => role.skills.slice(0, 1))));
        await expectCommonBlocks(page, locale, slug, LIMITS.ownFaq.min + SHARED_QUESTIONS);
        expect(await page.getByRole('region', {name: TEXT[locale].teams}).getByRole('link').count(), slug).toBeGreaterThanOrEqual(3);
      }
    });

    test(`every service page: people of the roles it fills, terms, price, FAQ and those roles (${locale})`, async ({browser}) => {
      const page = await staticPage(browser);
      for (const [service, slugs] of Object.entries(SERVICE_ROLES)) {
        await page.goto(inLocale(locale, `/service-${service}`), {waitUntil: 'domcontentloaded'});
        const people = slugs.flatMap((slug) => (pages.es.get(slug) as RolePage).profiles.map(({name}) => name));
        const shown = await cards(page, locale);
        expect(shown.length, service).toBeGreaterThanOrEqual(2);
        for (const {name} of shown) expect(people, service).toContain(name);
        // Headhunting charges a share of the salary, not a rate.
        await expectCommonBlocks(page, locale, service, 4, service === 'headhunting' ? /\d+\u00a0?%/ : undefined);
        const roles = page.getByRole('region', {name: TEXT[locale].serviceRoles}).getByRole('link');
        await expect(roles, service).toHaveCount(slugs.length);
      }
    });
  }
});

test('a question opens and closes without JavaScript, and with the keyboard', async ({browser, page}) => {
  const question = (contentOf('es', 'desarrollador-android') as RolePage).faq[0];
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

test('the terms row is in view without scrolling beside the call to action', async ({page}) => {
  test.skip((page.viewportSize()?.width ?? 0) < 1000, 'the wide-screen promise (phones scroll to it)');
  for (const path of ['/empresas/data-engineer', '/en/empresas/equipo-desarrollo-web', '/service-freelancing']) {
    await page.goto(path);
    const locale = path.startsWith('/en/') ? 'en' : 'es';
    await expect(page.getByRole('list', {name: TEXT[locale].terms}), path).toBeInViewport({ratio: 1});
  }
});

test('on phones the example profiles sit in one row that scrolls sideways, keeping the hero short', async ({page}) => {
  test.skip((page.viewportSize()?.width ?? 0) > 500, 'phones');
  await page.goto('/empresas/desarrollador-android');
  const row = page.getByRole('list', {name: TEXT.es.profiles});
  const boxes = await row.locator(':scope > li').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
  expect(new Set(boxes).size).toBe(1);
  const {scrollWidth, clientWidth} = await row.evaluate((element) => ({scrollWidth: element.scrollWidth, clientWidth: element.clientWidth}));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // The row takes keyboard focus, so a keyboard can scroll it.
  await expect(row).toHaveAttribute('tabindex', '0');
});
