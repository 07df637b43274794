/**
 * Checks every role and team page, in every language, the way an editor would:
 * valid frontmatter (a role's hiring kit included), enough substance, no leftover placeholders, and copy that
 * is written for each role (no sentence shared between two pages, hiring kits included).
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {readContentFiles} from '@site/src/plugins/roles/content';
import {LOCALES, readCategoryLists} from '@site/tests/site';
import {COUNTRY_PATHS} from '@site/src/config/routes';
import {LIMITS} from '@site/src/plugins/roles/limits';
import {type RoleFrontMatter, validateContent} from '@site/src/plugins/roles/schema';

type HiringKit = RoleFrontMatter['hiring_kit'];

const root = path.resolve(__dirname, '../..');
const files = readContentFiles(root);
const pages = files.map((file) => {
  const {content} = matter(fs.readFileSync(path.join(root, file.file), 'utf8'));
  return {...file, body: content.trim()};
});
// The product specification's pages: they may be joined by new ones, never lost.
const SPEC_TEAM_SLUGS = [
  'equipo-data-analytics',
  'equipo-desarrollo-mobile',
  'equipo-desarrollo-software',
  'equipo-desarrollo-web',
  'equipo-marketing-digital',
  'equipo-diseno-grafico-animacion',
  'equipo-diseno-producto-digital',
];
const SPEC_SLUGS = [
  'data-engineer', 'data-analyst', 'business-inteligence', 'data-scientist', 'consultor-analitica-web',
  'desarrollador-front-end', 'desarrollador-back-end', 'desarrollador-full-stack', 'desarrollador-web',
  'ingeniero-qa', 'desarrollador-android', 'desarrollador-ios', 'disenador-ux', 'disenador-ui',
  'product-designer', 'ux-researcher', 'disenador-grafico', 'animador', 'service-designer',
  'digital-marketing-strategist', 'seo-strategist', 'sem-strategist', 'community-manager',
  'machine-learning-engineer', 'prompt-engineer', 'nlp-specialist', 'computer-vision-engineer',
  'mlops-engineer', 'generative-ai-engineer',
];

const words = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word));

function sentences(text: string): string[] {
  return text
    .replace(/[*_`#>]/g, ' ')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim().toLowerCase().replace(/\s+/g, ' '))
    .filter((sentence) => words(sentence).length >= 6);
}

describe('role and team content', () => {
  it('passes the frontmatter schema and the rules between files', () => {
    expect(validateContent(files, readCategoryLists(root)).problems).toEqual([]);
  });

  it.each(LOCALES)('keeps every role and team page of the specification (%s)', (locale) => {
    const slugs = files.filter((file) => file.locale === locale).map((file) => file.slug);
    expect(slugs).toEqual(expect.arrayContaining([...SPEC_SLUGS, ...SPEC_TEAM_SLUGS]));
  });

  it.each(LOCALES.filter((locale) => locale !== 'es'))('has a %s page for every Spanish one and none without a Spanish one', (locale) => {
    const slugs = (of: string) => files.filter((file) => file.locale === of).map((file) => file.slug);
    expect(slugs(locale)).toEqual(slugs('es'));
  });

  describe.each(pages.map((page) => ({...page, name: page.file})))('$name', (page) => {
    // The frontmatter's minimums (tasks, skills, questions, description length) are the schema's, checked above.
    it(`has a long description of at least ${LIMITS.bodyWords.min} words`, () => {
      expect(words(page.body).length).toBeGreaterThanOrEqual(LIMITS.bodyWords.min);
    });

    it('has no placeholder left from `npm run new:role`', () => {
      // The template's markers are upper case, so ordinary verbs ("escribe", "write") stay allowed.
      const text = JSON.stringify(page.frontMatter) + page.body;
      expect(text).not.toMatch(/\b(ESCRIBE|WRITE|TODO|PLACEHOLDER)\b/);
      expect(text).not.toMatch(/lorem ipsum/i);
    });

    it('has no markup in the body beyond prose', () => {
      expect(page.body).not.toMatch(/^\s*(import|export) /m);
      expect(page.body).not.toMatch(/<[A-Za-z]/);
    });
  });

  it('spells each skill one way on every page (the related roles are found by shared skills)', () => {
    const key = (skill: string) => skill.toLowerCase().replace(/[\s.\-_/]/g, '');
    const spellings = new Map<string, Map<string, string>>();
    for (const file of files.filter((f) => f.locale === 'es' && Array.isArray(f.frontMatter.skills))) {
      for (const skill of file.frontMatter.skills as string[]) {
        const forms = spellings.get(key(skill)) ?? new Map<string, string>();
        if (!forms.has(skill)) forms.set(skill, file.file);
        spellings.set(key(skill), forms);
      }
    }
    const mixed = [...spellings.values()].filter((forms) => forms.size > 1).map((forms) => [...forms].map(([skill, file]) => `"${skill}" (${file})`).join(' vs '));
    expect(mixed).toEqual([]);
  });

  it.each(LOCALES)('shares no sentence between two pages (%s)', (locale) => {
    const owners = new Map<string, Set<string>>();
    for (const page of pages.filter((p) => p.locale === locale)) {
      const fm = page.frontMatter as {subtitle: string; description: string; tasks: {description: string}[]; faq: {answer: string}[]; hiring_kit?: HiringKit};
      const kit = fm.hiring_kit;
      const texts = [
        page.body,
        fm.subtitle,
        fm.description,
        ...fm.tasks.map((task) => task.description),
        ...fm.faq.map((entry) => entry.answer),
        // The hiring kit is written for its role too, not a template with the name swapped in.
        ...(kit ? [kit.summary, ...kit.responsibilities, ...kit.requirements, ...kit.nice_to_have, ...kit.questions.flatMap(({question, good_answer: answer}) => [question, answer])] : []),
      ];
      for (const sentence of texts.flatMap(sentences)) {
        owners.set(sentence, (owners.get(sentence) ?? new Set()).add(page.slug));
      }
    }
    const shared = [...owners].filter(([, slugs]) => slugs.size > 1).map(([sentence, slugs]) => `"${sentence}" in ${[...slugs].join(', ')}`);
    expect(shared).toEqual([]);
  });
});

/**
 * The country pages (src/pages/paises/, each translation's in i18n/<locale>/docusaurus-plugin-content-pages/paises/): one per country
 * in each language, each written for its country, with every legal or tax figure left to the typed data
 * (src/data/countries.ts) that the page shows beside the prose.
 */
describe('country pages', () => {
  const countryDir = (locale: string) => (locale === 'es' ? 'src/pages/paises' : `i18n/${locale}/docusaurus-plugin-content-pages/paises`);
  const countryPages = LOCALES.flatMap((locale) =>
    Object.entries(COUNTRY_PATHS).map(([code, sitePath]) => {
      const file = `${countryDir(locale)}/${sitePath.split('/').pop()}.mdx`;
      const full = path.join(root, file);
      const source = fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : '';
      const {data, content} = matter(source);
      // The prose: what the writer wrote inside the sections, without the import and the components.
      const prose = content
        .replace(/^(import|export) .*$/gm, '')
        .replace(/<[^>]+>/g, '')
        .trim();
      return {locale, code, file, exists: source !== '', data: data as {title?: string; description?: string}, content, prose};
    }),
  );

  it.each(countryPages.map((page) => [page.file, page] as const))('%s is a country page of its country', (_file, page) => {
    expect(page.exists).toBe(true);
    // Its own country's data, which the build writes for each country (src/plugins/countries).
    expect(page.content).toContain(`import country from '@generated/ready-countries/default/country-${page.code}.json';`);
    expect(page.content).toContain('<CountryPage country={country} ');
    for (const kind of ['contract', 'time', 'talent']) expect(page.content).toContain(`<CountrySection kind="${kind}">`);
    expect(page.data.title?.length ?? 0).toBeGreaterThanOrEqual(30);
    expect(page.data.description?.length ?? 0).toBeGreaterThanOrEqual(100);
    expect(words(page.prose).length).toBeGreaterThanOrEqual(220);
    // No legal or tax figure in the prose: rates, articles and day counts come from src/data/countries.ts.
    expect(page.prose).not.toMatch(/%|\bart(ículo|icle)?s?\.?\s*\d/i);
  });

  it.each(LOCALES)('share no sentence between two country pages (%s)', (locale) => {
    const owners = new Map<string, Set<string>>();
    for (const page of countryPages.filter((p) => p.locale === locale)) {
      for (const sentence of [page.prose, page.data.title ?? '', page.data.description ?? ''].flatMap(sentences)) {
        owners.set(sentence, (owners.get(sentence) ?? new Set()).add(page.code));
      }
    }
    const shared = [...owners].filter(([, codes]) => codes.size > 1).map(([sentence, codes]) => `"${sentence}" in ${[...codes].join(', ')}`);
    expect(shared).toEqual([]);
  });
});
