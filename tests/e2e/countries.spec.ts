/**
 * The country pages as a company there uses them: from the countries page to its country, where it sits (the
 * breadcrumbs), what it signs and pays (each legal or tax fact with its source), and the people who live there, each
 * leading to their role page. The page's checks of every template (axe, the WhatsApp sweep, no JavaScript, the
 * baseline) run on /paises/colombia in templates.spec and visual.spec.
 */
import {expect, test} from '@playwright/test';
import {COUNTRY_FACTS} from '../../src/data/countries';
import {COUNTRIES_PATH, COUNTRY_PATHS} from '../../src/config/routes';
import {site} from '../../src/config/site';
import {whatsAppSweep} from './checks';
import {axeViolations, hydrated} from './quality';
import {CONTENT_PAGES, FULL, inLocale, type Locale, LOCALES} from './support';

const TEXT = {
  es: {colombia: 'Colombia', countries: 'Países', home: 'Inicio', breadcrumb: 'Ruta de navegación', people: 'Perfiles de ejemplo de personas que viven en Colombia', facts: 'Lo que firmas y lo que pagas'},
  en: {colombia: 'Colombia', countries: 'Countries', home: 'Home', breadcrumb: 'Breadcrumb', people: 'Example profiles of people based in Colombia', facts: 'What you sign and what you pay'},
  'pt-BR': {
    colombia: 'Colômbia',
    countries: 'Países',
    home: 'Início',
    breadcrumb: 'Trilha de navegação',
    people: 'Colômbia: perfis de exemplo de pessoas que moram no país',
    facts: 'O que você assina e o que você paga',
  },
} as const satisfies Record<Locale, {colombia: string; countries: string; home: string; breadcrumb: string; people: string; facts: string}>;

test.describe('country pages', {tag: '@desktop'}, () => {
  for (const locale of LOCALES) {
    test(`from the countries page to Colombia: breadcrumbs, facts with sources, people leading to their roles (${locale})`, async ({page}) => {
      const text = TEXT[locale];
      await page.goto(inLocale(locale, COUNTRIES_PATH));
      // One link per country, each to its page.
      const list = page.getByRole('main').getByRole('list').filter({has: page.getByRole('link', {name: text.colombia})}).last();
      const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
      expect(hrefs).toEqual(Object.values(COUNTRY_PATHS).map((path) => inLocale(locale, path)));
      // The countries page is a template of its own, checked here (the country pages: templates.spec).
      expect(await axeViolations(page)).toEqual([]);
      await list.getByRole('link', {name: text.colombia}).click();
      await expect(page).toHaveURL(new RegExp(`${inLocale(locale, COUNTRY_PATHS.co)}$`));
      await expect(page.getByRole('heading', {level: 1})).toContainText(text.colombia);

      // Where the page sits: home, the countries page, then the page itself (not a link).
      const trail = page.getByRole('navigation', {name: text.breadcrumb});
      await expect(trail.getByRole('link')).toHaveText([text.home, text.countries]);
      await expect(trail.getByRole('link', {name: text.countries})).toHaveAttribute('href', inLocale(locale, COUNTRIES_PATH));
      await expect(trail.locator('[aria-current="page"]')).toHaveText(text.colombia);

      // Every legal or tax fact with its rule and a link to its source (src/data/countries.ts).
      const facts = COUNTRY_FACTS.co;
      const card = page.locator('div').filter({has: page.getByRole('heading', {name: text.facts, exact: true})}).last();
      await expect(card.getByRole('definition').filter({hasText: `${facts.vat.name} ${facts.vat.rate}`})).toBeVisible();
      // Who signs: a stand-in of the site's configuration until the owner names its company there.
      await expect(card.getByRole('definition').filter({hasText: site.entities.co.name})).toBeVisible();
      for (const citation of [facts.contract, facts.employment, facts.staffing, facts.withholding, facts.invoice, facts.vat]) {
        // Its link beside it (two rules may share a publisher).
        const fact = card.getByRole('definition').filter({has: page.getByText(citation.rule, {exact: true})});
        await expect(fact.getByText(citation.rule, {exact: true})).toBeVisible();
        await expect(fact.getByRole('link', {name: citation.source.publisher})).toHaveAttribute('href', citation.source.url);
      }

      // The people of the role pages who live in Colombia, each title leading to its role page.
      const people = page.getByRole('region', {name: text.people});
      const expected = CONTENT_PAGES.flatMap((role) =>
        role.kind === 'role' ? role.profiles.filter((profile) => profile.country === 'co').map((profile) => ({name: profile.name, href: inLocale(locale, `/empresas/${role.slug}`)})) : [],
      );
      expect(expected.length).toBeGreaterThan(0);
      await expect(people.getByRole('listitem').filter({has: page.getByRole('article')})).toHaveCount(expected.length);
      for (const {name, href} of expected) {
        await expect(people.getByRole('article').filter({hasText: name}).getByRole('link'), name).toHaveAttribute('href', href);
      }
      // The verified mark follows each name on its last line, also where a name wraps (four cards a row, long names).
      const marks = await people.getByRole('article').evaluateAll(async (cards) => {
        const measured = [];
        for (const card of cards) {
          // Brought on screen first, as a visitor would.
          card.scrollIntoView({block: 'center', behavior: 'instant'});
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          const name = card.querySelector('p')!;
          const mark = name.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
          // The name's last line: the last client rect of the last visible text node (not the screen-reader word).
          const walker = document.createTreeWalker(name, NodeFilter.SHOW_TEXT);
          let lastText: Node | null = null;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.parentElement!.checkVisibility() && !node.parentElement!.closest('.visually-hidden')) lastText = node;
          const range = document.createRange();
          range.selectNodeContents(lastText!);
          const last = [...range.getClientRects()].at(-1)!;
          const lines = Math.round(name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight));
          measured.push({text: name.textContent, lines, sameLine: mark.top < last.bottom && mark.bottom > last.top, after: mark.left - last.right});
        }
        return measured;
      });
      expect(marks.some(({lines}) => lines > 1), 'a name that wraps, to check').toBe(true);
      for (const {text, sameLine, after} of marks) {
        expect(sameLine, `${text}: the mark on the name's last line`).toBe(true);
        expect(after, `${text}: the mark right after the name`).toBeGreaterThanOrEqual(0);
        expect(after, `${text}: the mark right after the name`).toBeLessThanOrEqual(8);
      }
      const first = people.getByRole('article').filter({hasText: expected[0].name}).getByRole('link');
      // A document load of the role page (the card is static markup: its link is the browser's own).
      await Promise.all([page.waitForURL(new RegExp(`${expected[0].href}$`), {waitUntil: 'commit', timeout: 20_000}), first.click()]);
      await expect(page.getByRole('heading', {level: 1})).toBeVisible();
    });
  }
});

// The countries page on a phone: the template checks the country pages get in templates.spec, for this one template.
test.describe('the countries page on a phone', {tag: '@mobile'}, () => {
  for (const locale of LOCALES) {
    // The narrowest phone in Spanish and a large one in each translation (FULL=1: both in all).
    const widths = FULL ? [320, 430] : [locale === 'es' ? 320 : 430];
    test(`passes axe, and the floating WhatsApp button stays in view at ${widths.join(' and ')} px (${locale})`, async ({page}) => {
      await page.goto(inLocale(locale, COUNTRIES_PATH));
      await hydrated(page);
      expect(await axeViolations(page)).toEqual([]);
      for (const width of widths) {
        await page.setViewportSize({width, height: 844});
        expect(await whatsAppSweep(page), `${width} px`).toEqual([]);
      }
    });
  }
});
