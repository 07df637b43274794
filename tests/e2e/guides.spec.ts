/**
 * The guide pages as a buyer uses them: from a role page's price block to the cost guide with that role chosen, the
 * estimator worked by keyboard with its result kept in the address, the tables read without JavaScript on a phone,
 * the terms in writing reached from the terms row (and a shared answer's link to one of its sections), and the
 * comparison's table on a phone. Each language once (the languages take turns between the phone and the desktop); the three pages'
 * axe and overflow checks run here (they are not in TEMPLATES).
 */
import {expect, type Page, test} from '@playwright/test';
import {GUIDE_PATHS} from '../../src/config/routes';
import {CATEGORIES} from '../../src/data/categories';
import {COUNTRY_CODES} from '../../src/data/people';
import {ASPECTS} from '../../src/data/comparison';
import {HOW_WE_WORK_SECTIONS} from '../../src/data/howWeWork';
import {fontReport} from './checks';
import {axeViolations, horizontalOverflow, hydrated} from './quality';
import {inLocale, inTurn, type Locale, LOCALES, onlyIn, uiString} from './support';

/** The guides' own texts (src/lib/guideMessages.ts, i18n/<locale>/ready-guides) and the pages' (the MDX pages). */
const TEXT = {
  es: {
    inputs: ['Rol o categoría', 'Seniority', 'Horas por semana', 'País de la contratación directa'],
    question: '¿Puedo probar a la persona antes de comprometerme?',
    trial: 'La prueba',
    toTables: 'Las tablas de abajo muestran cada cifra por categoría, seniority y país.',
    sources: 'Fuentes y fecha de revisión',
    inHouse: 'Contratación directa, tiempo completo (salario + cargas)',
    comparison: 'Cuatro formas de sumar a una persona a tu equipo',
    options: ['Aspecto', 'Ready', 'Contratación directa', 'Plataforma abierta de freelancers', 'Agencia de reclutamiento'],
  },
  en: {
    inputs: ['Role or category', 'Seniority', 'Hours a week', 'Country to compare in-house'],
    question: 'Can I try someone out before committing?',
    trial: 'The trial',
    toTables: 'The tables below show every figure by category, seniority and country.',
    sources: 'Sources and review date',
    inHouse: 'Hiring in-house, full time (salary + employer costs)',
    comparison: 'Four ways to add a person to your team',
    options: ['Aspect', 'Ready', 'Hiring in-house', 'Open freelance marketplace', 'Recruiting agency'],
  },
  'pt-BR': {
    inputs: ['Função ou categoria', 'Senioridade', 'Horas por semana', 'País da contratação direta'],
    question: 'Posso testar a pessoa antes de me comprometer?',
    trial: 'O período de teste',
    toTables: 'As tabelas abaixo mostram cada valor por categoria, senioridade e país.',
    sources: 'Fontes e data de revisão',
    inHouse: 'Contratação direta, tempo integral (salário + encargos)',
    comparison: 'Quatro formas de trazer uma pessoa para a sua equipe',
    options: ['Aspecto', 'Ready', 'Contratação direta', 'Plataforma aberta de freelancers', 'Agência de recrutamento'],
  },
} as const satisfies Record<Locale, {inputs: readonly string[]; question: string; trial: string; toTables: string; sources: string; inHouse: string; comparison: string; options: readonly string[]}>;

/** The estimator's result, as read out when it changes. */
const result = (page: Page) => page.getByRole('status').filter({has: page.getByRole('definition')});

for (const locale of LOCALES) {
  const text = {
    ...TEXT[locale],
    // The UI strings (i18n/<locale>/code.json).
    guideLink: uiString(locale, 'prices.guideLink'),
    allTerms: uiString(locale, 'terms.howWeWork'),
    details: uiString(locale, 'faq.details'),
  };

  test(`from a role page: a shared answer points to the terms in writing, the price block to the estimator with that role chosen (${locale})`, {tag: [inTurn(locale), ...onlyIn(locale, 'en')]}, async ({page}) => {
    await page.goto(inLocale(locale, '/empresas/data-engineer'));
    // The shared answer on the trial points to where the "how we work" page says more (the page: a test below).
    const question = page.getByRole('group').filter({has: page.getByText(text.question, {exact: true})});
    await question.getByText(text.question, {exact: true}).click();
    await expect(question.getByRole('link', {name: text.details})).toHaveAttribute('href', `${inLocale(locale, GUIDE_PATHS.howWeWork)}#prueba`);
    await page.getByRole('link', {name: text.guideLink}).click();
    await expect(page).toHaveURL(new RegExp(`${inLocale(locale, GUIDE_PATHS.costs)}\\?rol=data-engineer#estimador$`));
    await hydrated(page);
    await expect(page.getByRole('combobox', {name: text.inputs[0]})).toHaveValue('role:data-engineer');
  });

  test(`the estimator: each input by keyboard changes the result, the address keeps it, a reload gives it back (${locale})`, {tag: [inTurn(locale), ...onlyIn(locale, 'pt-BR')]}, async ({page}) => {
    // Two loads of the longest page and axe over all its tables: more than the default under a loaded machine.
    test.setTimeout(60_000);
    await page.goto(inLocale(locale, `${GUIDE_PATHS.costs}?rol=data-engineer#estimador`));
    await hydrated(page);
    const inputs = text.inputs.map((name) => page.getByRole('combobox', {name}));
    await expect(inputs[0]).toHaveValue('role:data-engineer');
    // The result names the chosen role as the list does.
    await expect(result(page)).toContainText((await inputs[0].locator('option:checked').textContent())!);

    // Each input, from the keyboard: a different result, and an address that says so. Hours start at the most.
    for (const [index, input] of inputs.entries()) {
      const before = {result: (await result(page).textContent())!, url: page.url()};
      await input.focus();
      await input.press(index === 2 ? 'ArrowUp' : 'ArrowDown');
      await expect(result(page), text.inputs[index]).not.toHaveText(before.result);
      expect(page.url(), text.inputs[index]).not.toBe(before.url);
    }
    // The address reproduces the result.
    const shown = (await result(page).textContent())!;
    const values = await Promise.all(inputs.map((input) => input.inputValue()));
    await page.reload();
    await hydrated(page);
    await expect(result(page)).toHaveText(shown);
    for (const [index, input] of inputs.entries()) await expect(input).toHaveValue(values[index]);
    // What the estimator writes once hydrated ("× 40 horas") is drawn from the preloaded face: no second font file.
    expect((await fontReport(page)).outsideFirst).toEqual([]);

    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test(`without JavaScript the cost guide shows every category's costs in every country, with sources, on a narrow phone (${locale})`, {tag: inTurn(locale)}, async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false, viewport: {width: 320, height: 720}});
    const page = await context.newPage();
    await page.goto(inLocale(locale, GUIDE_PATHS.costs));
    await expect(page.getByRole('link', {name: text.toTables})).toBeVisible();
    // One table per category (the estimator's example case has a table of its own, above them).
    const tables = page.locator('#tablas').getByRole('table');
    await expect(tables).toHaveCount(CATEGORIES.length);
    for (const table of await tables.all()) {
      await expect(table.getByRole('rowheader', {name: text.inHouse})).toBeVisible();
      // Two Ready rows, the in-house heading, then a row per country, each with a figure for each seniority.
      const rows = table.locator('tbody tr');
      await expect(rows).toHaveCount(2 + 1 + COUNTRY_CODES.length);
      for (const row of (await rows.all()).filter((_, index) => index !== 2)) await expect(row.getByRole('cell')).toHaveCount(3);
    }
    const sources = page.getByRole('region', {name: text.sources});
    await expect(sources.getByRole('listitem').filter({has: page.getByRole('heading', {level: 3})})).toHaveCount(COUNTRY_CODES.length);
    expect(await horizontalOverflow(page)).toBe(0);
    await context.close();
  });

  test(`the terms in writing: from the terms row to the "how we work" page and each section a shared answer may point to (${locale})`, {tag: [inTurn(locale), ...onlyIn(locale, 'es')]}, async ({page}) => {
    // The hero's terms row leads here from every page that has one.
    await page.goto(inLocale(locale, '/service-payroll'));
    await page.getByRole('link', {name: text.allTerms}).click();
    await expect(page).toHaveURL(new RegExp(`${inLocale(locale, GUIDE_PATHS.howWeWork)}$`));
    await expect(page.getByRole('region', {name: text.trial, exact: true})).toBeVisible();
    for (const id of HOW_WE_WORK_SECTIONS) await expect(page.locator(`#${id}`)).toHaveCount(1);
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
  });

  test(`the comparison: four columns, one row per aspect, a frame a keyboard scrolls on a phone (${locale})`, {tag: [inTurn(locale), ...onlyIn(locale, 'en')]}, async ({page}) => {
    await page.goto(inLocale(locale, GUIDE_PATHS.comparison));
    const frame = page.getByRole('region', {name: text.comparison});
    const table = frame.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([...text.options]);
    await expect(table.getByRole('rowheader')).toHaveCount(ASPECTS.length);
    await hydrated(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(await horizontalOverflow(page)).toBe(0);
    // Wider than a phone, the table scrolls inside its frame, from the keyboard too.
    await page.setViewportSize({width: 390, height: 844});
    expect(await horizontalOverflow(page)).toBe(0);
    // Once the new width is laid out, the frame is narrower than its table (a key pressed before that scrolls nothing).
    await expect.poll(() => frame.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await frame.focus();
    await frame.press('ArrowRight');
    await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
}
