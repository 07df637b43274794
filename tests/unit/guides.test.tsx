/**
 * The guide pages: the cost guide's figures (src/data/costs.ts) and estimator (src/lib/estimator.ts), the comparison
 * (src/data/comparison.ts), what the guide shows with prices on and off, and the MDX files of both guide pages, whose
 * numbers all come from src/data/engagement.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import matter from 'gray-matter';
import {renderToStaticMarkup} from 'react-dom/server';
import {CATEGORY_IDS} from '@site/src/data/categories';
import {ASPECTS, CELL_SOURCES, COMPUTED_CELLS, OPTIONS} from '@site/src/data/comparison';
import {MONTHLY_CASE} from '@site/src/data/comparisonFigures';
import {EXIT, HOURS, IN_HOUSE, inHouseMonthly, onCostShare, readyMonthly} from '@site/src/data/costs';
import {EXIT_FACTS, ON_COST_FACTS, type OnCostFact, SALARY_SOURCES} from '@site/src/data/costFacts';
import type {Fact} from '@site/src/lib/facts';
import {termValues, terms} from '@site/src/data/engagement';
import {HOW_WE_WORK_SECTIONS} from '@site/src/data/howWeWork';
import {COUNTRY_CODES, type CountryCode} from '@site/src/data/people';
import {pricing, rateBand} from '@site/src/data/pricing';
import {costGuideHref, GUIDE_PATHS} from '@site/src/config/routes';
import {site} from '@site/src/config/site';
import {DEFAULT_ESTIMATE, estimateQuery, HOURS_OPTIONS, readEstimate, workOut} from '@site/src/lib/estimator';
import {GUIDE_MESSAGES, type GuideRole, guidePart} from '@site/src/lib/guideMessages';
import {findings, fullTimeCases} from '@site/src/lib/totalCost';
import {formatNumber} from '@site/src/lib/numberFormat';

jest.mock('@docusaurus/useDocusaurusContext', () => ({__esModule: true, default: () => ({i18n: {currentLocale: 'es'}})}), {virtual: true});
jest.mock('@docusaurus/useBrokenLinks', () => ({__esModule: true, default: () => ({collectAnchor: () => undefined, collectLink: () => undefined})}), {virtual: true});
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => false}), {virtual: true});
jest.mock('@docusaurus/Link', () => ({__esModule: true, default: ({to, ...rest}: {to: string}) => <a href={to} {...rest} />}), {virtual: true});
jest.mock(
  '@generated/ready-guides/default/cost-guide.json',
  () => {
    const {GUIDE_MESSAGES: messages} = jest.requireActual('@site/src/lib/guideMessages');
    return {messages: Object.fromEntries(Object.entries(messages as Record<string, {message: string}>).map(([id, {message}]) => [id, message])), roles: []};
  },
  {virtual: true},
);
jest.mock(
  '@generated/ready-guides/default/comparison.json',
  () => {
    const {GUIDE_MESSAGES: messages} = jest.requireActual('@site/src/lib/guideMessages');
    return Object.fromEntries(Object.entries(messages as Record<string, {message: string}>).filter(([id]) => id.startsWith('compare.')).map(([id, {message}]) => [id, message]));
  },
  {virtual: true},
);
// What src/plugins/guides writes, worked out when read: a test that hides prices sees what that build would write.
jest.mock(
  '@generated/ready-guides/default/comparison-figures.json',
  () => {
    const {monthlyFigures} = jest.requireActual('@site/src/data/comparisonFigures');
    return new Proxy({}, {get: (_, name) => (name === '__esModule' ? undefined : monthlyFigures()[name])});
  },
  {virtual: true},
);
jest.mock('@site/src/hooks/useRoles', () => {
  const {CATEGORIES} = jest.requireActual('@site/src/data/categories');
  return {useRoles: () => ({categories: (CATEGORIES as {id: string; title: string}[]).map(({id, title}) => ({id, title, roles: [], count: 0})), teams: []})};
});

const root = path.resolve(__dirname, '../..');
const english = JSON.parse(fs.readFileSync(path.join(root, 'i18n/en/ready-guides/messages.json'), 'utf8')) as Record<string, {message: string}>;

const rates = structuredClone(pricing.byCategory);
afterEach(() => {
  pricing.showPrices = true;
  Object.assign(pricing.byCategory, structuredClone(rates));
});

describe('the in-house figures', () => {
  it.each(COUNTRY_CODES.map((code) => [code]))('%s: a salary for every category and seniority, rising with seniority, and sourced on-costs', (code) => {
    const country = IN_HOUSE[code];
    for (const category of CATEGORY_IDS) {
      const salary = country.salary[category];
      expect(salary.semiSenior).toBeGreaterThan(0);
      expect(salary.senior).toBeGreaterThan(salary.semiSenior);
      expect(salary.lead).toBeGreaterThan(salary.senior);
    }
    // Each on-cost a share, and a fact under the same key (the type checker holds the keys together; this, the values).
    const shares: Record<string, number> = country.onCosts;
    expect(Object.keys(shares).length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(ON_COST_FACTS[code]).sort()).toEqual(Object.keys(shares).sort());
    for (const [key, share] of Object.entries(shares)) {
      expect((ON_COST_FACTS[code] as Record<string, {name: string}>)[key]!.name).not.toBe('');
      expect(share).toBeGreaterThan(0);
      expect(share).toBeLessThan(0.4);
    }
    expect(onCostShare(code)).toBeLessThan(1);
    // Notice and severance: step tables over months 1 to 24, from month 1, in order, never owing less with more tenure.
    for (const {steps} of Object.values(EXIT[code])) {
      expect(steps[0]!.fromMonth).toBe(1);
      for (const [index, step] of steps.entries()) {
        if (index === 0) continue;
        expect(step.fromMonth).toBeGreaterThan(steps[index - 1]!.fromMonth);
        expect(step.days).toBeGreaterThanOrEqual(steps[index - 1]!.days);
      }
    }
  });

  it('work out a month: Ready as rate × hours × 52/12 weeks, in-house as salary plus on-costs, prorated', () => {
    expect(readyMonthly(40, 40)).toBe(6933);
    expect(readyMonthly(40, 20)).toBe(3467);
    const full = inHouseMonthly('co', 'data', 'senior');
    expect(full.salary).toBe(IN_HOUSE.co.salary.data.senior);
    expect(full.onCosts).toBe(Math.round(full.salary * onCostShare('co')));
    expect(full.total).toBe(full.salary + full.onCosts);
    expect(inHouseMonthly('co', 'data', 'senior', 20).salary).toBe(Math.round(full.salary / 2));
  });
});

describe('the estimator', () => {
  const roles: GuideRole[] = [
    {slug: 'data-engineer', title: 'Data Engineer', category: 'data'},
    {slug: 'community-manager', title: 'Community Manager', category: 'marketing'},
  ];

  it('reads what the address asks for, and the default for anything it gets wrong', () => {
    expect(readEstimate('?rol=data-engineer&nivel=lider&horas=20&pais=uy&meses=18', roles)).toEqual({role: 'data-engineer', category: 'data', level: 'lead', hours: 20, country: 'uy', months: 18});
    expect(readEstimate('?categoria=design&nivel=semi-senior', roles)).toEqual({...DEFAULT_ESTIMATE, category: 'design', level: 'semiSenior'});
    expect(readEstimate('', roles)).toEqual(DEFAULT_ESTIMATE);
    expect(readEstimate('?rol=%3Cscript%3E&categoria=nope&nivel=9&horas=-4&pais=us&meses=25', roles)).toEqual(DEFAULT_ESTIMATE);
    for (const months of ['0', '1.5', '-3', '12abc', '']) expect(readEstimate(`?meses=${months}`, roles).months).toBe(DEFAULT_ESTIMATE.months);
  });

  it('writes an address that reads back to the same estimate, for every choice', () => {
    for (const role of [undefined, 'community-manager']) {
      for (const hours of HOURS_OPTIONS) {
        for (const country of COUNTRY_CODES) {
          for (const months of [1, 7, 24]) {
            const estimate = {...(role && {role}), category: role ? ('marketing' as const) : ('ia' as const), level: 'lead' as const, hours, country, months};
            expect(readEstimate(estimateQuery(estimate), roles)).toEqual(estimate);
          }
        }
      }
    }
  });

  it("works out Ready's month from the role's own band, and none while prices are hidden", () => {
    const estimate = {role: 'community-manager', category: 'marketing' as const, level: 'senior' as const, hours: 30, country: 'mx' as const, months: 9};
    const rate = rateBand('marketing', 'community-manager').senior;
    const worked = workOut(estimate);
    expect(worked.ready).toEqual({rate, monthly: readyMonthly(rate, 30)});
    expect(worked.inHouse).toEqual(inHouseMonthly('mx', 'marketing', 'senior', 30));
    expect(worked.total.months).toHaveLength(9);
    expect(worked.total.months[8]!.ready).toBe(readyMonthly(rate, 30) * 9);
    pricing.showPrices = false;
    expect(workOut(estimate).ready).toBeUndefined();
  });

  it("is linked from a role page with its role chosen, and from a team page with its category", () => {
    expect(costGuideHref({role: 'data-engineer'})).toBe(`${GUIDE_PATHS.costs}?rol=data-engineer#estimador`);
    expect(readEstimate(costGuideHref({category: 'design'}).split('#')[0].split('?')[1], roles).category).toBe('design');
  });
});

describe('the comparison', () => {
  it('travels in its own file, apart from the frame and the cost guide', () => {
    expect(Object.keys(GUIDE_MESSAGES).filter((id) => id.startsWith('compare.') !== (guidePart(id) === 'comparison'))).toEqual([]);
    expect(['eyebrow', 'closing.title', 'closing.text', 'estimator.title'].map(guidePart)).toEqual(['frame', 'frame', 'frame', 'costs']);
  });

  it('has a text for every aspect and option, in both languages', () => {
    const ids = [...OPTIONS.map((option) => `compare.option.${option}`), ...ASPECTS.map((aspect) => `compare.aspect.${aspect}`), ...ASPECTS.flatMap((aspect) => OPTIONS.map((option) => `compare.cell.${aspect}.${option}`))];
    expect(ids.filter((id) => !(id in GUIDE_MESSAGES))).toEqual([]);
    expect(ids.filter((id) => !english[id]?.message)).toEqual([]);
  });

  it("fills Ready's cells from the engagement terms, a computed cell from the data, and states no other figure about the alternatives without a source", () => {
    const values = termValues(terms);
    for (const messages of [GUIDE_MESSAGES as Record<string, {message: string}>, english]) {
      for (const aspect of ASPECTS) {
        for (const option of OPTIONS) {
          const id = `compare.cell.${aspect}.${option}` as const;
          const placeholders = [...messages[id].message.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
          // A computed cell inserts every figure the data works out for it (none is typed in its place)…
          const computed: readonly string[] = COMPUTED_CELLS[id] ?? [];
          expect({id, missing: computed.filter((name) => !placeholders.includes(name))}).toEqual({id, missing: []});
          const others = placeholders.filter((name) => !computed.includes(name));
          // …Ready's cells insert Ready's terms besides; the alternatives' nothing else, nor a typed figure without a source.
          if (option === 'ready') expect(others.filter((name) => !(name in values))).toEqual([]);
          else expect({id, placeholders: others, figure: /\d/.test(messages[id].message) && !CELL_SOURCES[id]}).toEqual({id, placeholders: [], figure: false});
        }
      }
    }
  });

  describe('as the page shows it', () => {
    // Loaded after the mocks above.
    const {default: Comparison} = jest.requireActual('@site/src/components/Comparison') as typeof import('@site/src/components/Comparison');
    const usd = (amount: number) => `USD\u00a0${formatNumber(amount, 'es', {maximumFractionDigits: 0})}`;
    const inHouse = COUNTRY_CODES.map((code) => inHouseMonthly(code, 'development', 'senior').total);
    const range = `Entre ${usd(Math.min(...inHouse))} y ${usd(Math.max(...inHouse))} al mes`;

    it("works out a senior developer's month, Ready's and in-house across every country, and says where hiring directly costs less", () => {
      expect(MONTHLY_CASE).toEqual({category: 'development', level: 'senior', hours: 40});
      const ready = readyMonthly(pricing.byCategory.development.senior, 40);
      const html = renderToStaticMarkup(<Comparison />);
      expect(html).toContain(`Desde ${usd(ready)} al mes`);
      expect(html).toContain(range);
      const cheaper = inHouse.filter((total) => total < ready).length;
      expect(cheaper).toBeGreaterThan(0);
      expect(html).toContain(cheaper === COUNTRY_CODES.length ? `cuesta menos que Ready en los ${COUNTRY_CODES.length} países` : `cuesta menos que Ready en ${cheaper} de los ${COUNTRY_CODES.length} países`);
      expect(html).toContain(`href="${GUIDE_PATHS.costs}"`);
      // The fee for taking the person onto your payroll, from the site's configuration.
      const {salaryShare, freeAfterMonths} = site.hireDirectFee;
      expect(html).toContain(`el ${formatNumber(salaryShare * 100, 'es')}\u00a0% del salario bruto anual`);
      expect(html).toContain(`pasados ${freeAfterMonths} meses`);
    });

    it("offers a quote in Ready's place, and says nothing of Ready's price, while prices are hidden", () => {
      pricing.showPrices = false;
      const html = renderToStaticMarkup(<Comparison />);
      expect(html).not.toContain('Desde USD\u00a0');
      expect(html).not.toContain('menos que Ready');
      expect(html).toContain(`en ${terms.quoteHours} horas te enviamos una propuesta`);
      expect(html).toContain(range);
    });
  });
});

describe('what the cost guide shows', () => {
  // Loaded after the mocks above.
  const {CostTables, Estimator} = jest.requireActual('@site/src/components/CostGuide') as typeof import('@site/src/components/CostGuide');
  // The source cards, as the server draws them inside `CostSources` (a chunk of their own in the browser).
  const SourceCards = (jest.requireActual('@site/src/components/CostGuide/Sources') as typeof import('@site/src/components/CostGuide/Sources')).default;
  const render = () =>
    renderToStaticMarkup(
      <>
        <Estimator />
        <CostTables />
        <SourceCards />
      </>,
    );
  /** Every fact a country's card shows: its on-costs, the other states' rates beside one, notice and severance. */
  const cardFacts = (code: CountryCode): Fact[] => [
    ...Object.values<OnCostFact>(ON_COST_FACTS[code]).flatMap((fact) => [fact, ...(fact.elsewhere ?? [])]),
    ...Object.values(EXIT_FACTS[code]),
  ];

  it("shows Ready's months and the in-house cost of every country, with each country's sources and the review date", () => {
    const html = render();
    const band = pricing.byCategory.development;
    expect(html).toContain('Ready, tiempo completo');
    expect(html).toContain(`desde</small> ${readyMonthly(band.senior, 40)}`);
    // Each country's row in every table leads to that country's sources: how its salaries are set, and each on-cost's and exit payment's rule.
    for (const code of COUNTRY_CODES) {
      expect(html.split(`href="#fuentes-${code}"`)).toHaveLength(CATEGORY_IDS.length + 1);
      const card = html.slice(html.indexOf(`id="fuentes-${code}"`)).split('</ul></li>')[1] === undefined ? '' : html.slice(html.indexOf(`id="fuentes-${code}"`)).split(/<li[^>]* id="fuentes-/)[0];
      const salarySource = SALARY_SOURCES[code];
      expect(card).toContain(salarySource ? salarySource.url : GUIDE_MESSAGES['sources.estimate'].message);
      for (const fact of cardFacts(code)) {
        expect(card).toContain(`href="${fact.source.url.replaceAll('&', '&amp;')}"`);
        // A rule's name is Spanish in both languages, and marked so (a screen reader on /en/ reads it in Spanish).
        expect(card).toContain(`<span lang="es">${fact.rule.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#x27;')}</span>`);
      }
    }
    // "Checked on" only under a checked fact: as many as there are.
    const facts = COUNTRY_CODES.flatMap(cardFacts);
    expect(html.split('Verificado en su fuente el ').length - 1).toBe(facts.filter(({status}) => status === 'checked').length);
    expect(html.split(GUIDE_MESSAGES['sources.counsel'].message).length - 1).toBe(facts.filter(({status}) => status === 'counsel').length);
    // The guide's own example case, chart and table, without JavaScript.
    expect(html).toContain('<svg viewBox=');
    expect(html).toContain(GUIDE_MESSAGES['totals.table'].message);
    // Without JavaScript, the estimator's place leads to the tables.
    expect(html).toContain('href="#tablas"');
  });

  it("takes Ready's prices away when prices are switched off, and keeps the in-house figures", () => {
    pricing.showPrices = false;
    const html = render();
    expect(html).not.toContain('Ready, tiempo completo');
    expect(html).not.toMatch(/<small>desde<\/small>/);
    // The tables' lead no longer announces Ready's rows.
    expect(html).not.toContain(GUIDE_MESSAGES['tables.lead'].message.slice(0, 24));
    expect(html).toContain(GUIDE_MESSAGES['tables.leadQuote'].message);
    const {total} = inHouseMonthly('co', 'development', 'senior');
    expect(html).toContain(`>${total}<`);
  });
});

describe('the sentences that compare prices (PriceFindings) are worked out from the data', () => {
  const {PriceFindings} = jest.requireActual('@site/src/components/CostGuide') as typeof import('@site/src/components/CostGuide');
  const prose = () => renderToStaticMarkup(<PriceFindings />).replace(/<[^>]+>/g, ' ');
  /** A message's fixed words up to its first placeholder: what shows that it was chosen. */
  const opening = (id: keyof typeof GUIDE_MESSAGES) => GUIDE_MESSAGES[id].message.split('{')[0]!.trim();
  const cases = fullTimeCases(CATEGORY_IDS, COUNTRY_CODES);

  it('say how much less hiring directly costs a month, and between which months it starts to cost less in total', () => {
    const found = findings(cases)!;
    const text = prose();
    expect(found.cases).toBe(CATEGORY_IDS.length * 3 * COUNTRY_CODES.length);
    // Today's data: hiring directly is cheaper a month in every case, so the page says so in those words.
    expect(found.directCheaperMonthly).toBe(found.cases);
    expect(text).toContain(opening('findings.monthly.all'));
    expect(text).not.toMatch(/en algunos casos/i);
    expect(text).toContain(`entre el mes ${found.breakEven.min} y el mes ${found.breakEven.max}`);
    const ratio = (value: number) => value.toFixed(2).replace('.', ',');
    expect(text).toContain(`entre ${ratio(found.ratio.min)} y ${ratio(found.ratio.max)} veces`);
  });

  it('change when a rate changes under them', () => {
    // Ready's development rates cut to a price below every country's in-house month: now only some cases are cheaper directly.
    const lowest = Math.min(...COUNTRY_CODES.flatMap((code) => (['semiSenior', 'senior', 'lead'] as const).map((level) => inHouseMonthly(code, 'development', level).total)));
    const rate = Math.floor(lowest / (HOURS.fullTime * HOURS.weeksPerMonth)) - 1;
    Object.assign(pricing.byCategory.development, {semiSenior: rate, senior: rate, lead: rate});
    const found = findings(cases)!;
    expect(found.directCheaperMonthly).toBe(found.cases - COUNTRY_CODES.length * 3);
    const text = prose();
    expect(text).toContain(`en ${found.directCheaperMonthly} de los ${found.cases} casos`);
    expect(text).not.toContain(opening('findings.monthly.all'));
    // Ready at cost everywhere: no case where hiring directly is cheaper, in the month or in total.
    for (const band of Object.values(pricing.byCategory)) Object.assign(band, {semiSenior: 1, senior: 1, lead: 1});
    expect(prose()).toContain(opening('findings.monthly.none'));
    expect(prose()).toContain(opening('findings.total.none'));
    // Prices hidden: no sentence about them.
    pricing.showPrices = false;
    expect(prose()).toBe('');
  });
});

describe('the guide pages', () => {
  const FILES = {es: 'src/pages', en: 'i18n/en/docusaurus-plugin-content-pages'} as const;
  const pages = (['es', 'en'] as const).flatMap((locale) =>
    Object.values(GUIDE_PATHS).map((sitePath) => {
      const file = `${FILES[locale]}${sitePath}.mdx`;
      const {data, content} = matter(fs.readFileSync(path.join(root, file), 'utf8'));
      return {file, sitePath, data, content};
    }),
  );

  it.each(pages.map((page) => [page.file, page] as const))('%s: every number comes from engagement.ts, none is written in the prose', (_file, {data, content}) => {
    const prose = content.replace(/^(import|export) .*$/gm, '').replace(/<[^>]+>/g, '');
    const expressions = [...prose.matchAll(/\{([^}]*)\}/g)].map(([, expression]) => expression);
    for (const expression of expressions) expect(expression).toMatch(/^terms\.\w+(\.\w+)?$/);
    for (const expression of expressions) expect(() => expression.split('.').slice(1).reduce((value: unknown, key) => (value as Record<string, unknown>)[key] ?? (() => { throw new Error(expression); })(), terms)).not.toThrow();
    expect(prose.replace(/\{[^}]*\}/g, '')).not.toMatch(/\d/);
    expect(`${data.title} ${data.description}`).not.toMatch(/\d/);
  });

  it.each(pages.filter(({sitePath}) => sitePath === GUIDE_PATHS.costs).map((page) => [page.file, page] as const))(
    "%s: with prices hidden, no sentence speaks of a Ready price the page no longer shows, and a quote takes its place",
    (_file, {data, content}) => {
      const hidden = content.replace(/<WithPrices>[\s\S]*?<\/WithPrices>/g, '');
      const READY_PRICE = /tarifa|precio mensual|cifra mensual de Ready|del de Ready|hourly rate|monthly price|Ready's monthly|below Ready's/i;
      expect(`${data.title} ${data.description} ${hidden}`).not.toMatch(READY_PRICE);
      expect(content).toMatch(/<WithoutPrices>\s+\S[\s\S]*?\{terms\.quoteHours\}[\s\S]*?<\/WithoutPrices>/);
    },
  );

  it.each(pages.map((page) => [page.file, page] as const))('%s: no sentence written in the prose compares prices; those come from the data', (_file, {data, content}) => {
    // What is cheaper, costs less or from which month: rendered from the figures (PriceFindings, the estimator, the
    // tables), never typed, so a rate that changes cannot leave a sentence behind.
    const prose = `${data.title} ${data.description} ${content.replace(/^(import|export) .*$/gm, '').replace(/<[^>]+>/g, '')}`;
    const COMPARES = /m[aá]s barat|cuesta(n)? menos|cuesta(n)? m[aá]s|por debajo del? |en algunos casos|desde el mes|cheaper|costs? (less|more)|below Ready|sometimes the|from month/i;
    expect(prose.match(COMPARES)?.[0]).toBeUndefined();
  });

  it.each(pages.filter(({sitePath}) => sitePath === GUIDE_PATHS.howWeWork).map((page) => [page.file, page] as const))(
    "%s says whether prices include VAT and what hiring the person directly costs, a sentence for each value of the site's configuration",
    (_file, {content}) => {
      for (const block of ['WithVat', 'WithoutVat', 'WithHireDirectFee', 'WithoutHireDirectFee']) expect(content).toMatch(new RegExp(`<${block}>\\s+\\S[^]*?</${block}>`));
      expect(content).toMatch(/<WithHireDirectFee>[^]*?<HireDirectMonths \/>[^]*?<HireDirectShare \/>[^]*?<\/WithHireDirectFee>/);
    },
  );

  it("shows the one of those sentences that holds, with the configuration's figures", () => {
    const {HireDirectMonths, HireDirectShare, WithHireDirectFee, WithoutHireDirectFee, WithoutVat, WithVat} = jest.requireActual('@site/src/components/GuidePage/Terms') as typeof import('@site/src/components/GuidePage/Terms');
    const config = site as {pricesIncludeVat: boolean; hireDirectFee: {salaryShare: number; freeAfterMonths: number}};
    const saved = {...config};
    const render = () =>
      renderToStaticMarkup(
        <>
          <WithVat>con IVA</WithVat>
          <WithoutVat>sin IVA</WithoutVat>
          <WithHireDirectFee>
            cargo <HireDirectShare /> hasta <HireDirectMonths />
          </WithHireDirectFee>
          <WithoutHireDirectFee>gratis</WithoutHireDirectFee>
        </>,
      );
    try {
      config.pricesIncludeVat = false;
      config.hireDirectFee = {salaryShare: 0.15, freeAfterMonths: 12};
      expect(render()).toBe('sin IVAcargo 15\u00a0% hasta 12');
      config.pricesIncludeVat = true;
      config.hireDirectFee = {salaryShare: 0.15, freeAfterMonths: 0};
      expect(render()).toBe('con IVAgratis');
    } finally {
      Object.assign(config, saved);
    }
  });

  it.each(pages.filter(({sitePath}) => sitePath === GUIDE_PATHS.howWeWork).map((page) => [page.file, page] as const))(
    '%s has the sections the shared questions link to, in order',
    (_file, {content}) => {
      expect([...content.matchAll(/<GuideSection id="([^"]+)"/g)].map(([, id]) => id)).toEqual([...HOW_WE_WORK_SECTIONS]);
    },
  );
});
