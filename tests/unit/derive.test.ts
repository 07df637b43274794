/**
 * What the build works out for each page from the others (src/plugins/roles/derive.ts) and the
 * shared questions (src/plugins/roles/sharedFaq.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {terms} from '@site/src/data/engagement';
import {cardOf, likeness, mostAlike, siteData, teamSkills} from '@site/src/plugins/roles/derive';
import type {RolePage, TeamPage} from '@site/src/plugins/roles/schema';
import {fill, loadSharedFaq, parseSharedFaq} from '@site/src/plugins/roles/sharedFaq';

const root = path.resolve(__dirname, '../..');
const person = (name: string, form: 'feminine' | 'masculine') => ({name, form, country: 'cl', seniority: 'lead', years: 9, stack: ['SQL'], companies: 5, rating: 4.8}) as const;

/** Places in sidebars.ts in the order the pages are made. */
let position = 0;

function role(slug: string, category: RolePage['category'], skills: string[], extra: Partial<RolePage> = {}): RolePage {
  return {
    slug,
    kind: 'role',
    title: `T ${slug}`,
    title_feminine: `F ${slug}`,
    category,
    position: (position += 1),
    heading: 'h',
    subtitle: 's',
    description: 'd',
    tasks: [],
    faq: [],
    skills,
    profiles: [person(`Ana ${slug}`, 'feminine'), person(`Luis ${slug}`, 'masculine')],
    ...extra,
  } as RolePage;
}
const team = (slug: string, roles: string[]): TeamPage => ({slug, kind: 'team', title: slug, category: 'data', position: (position += 1), heading: 'h', subtitle: 's', description: 'd', tasks: [], faq: [], roles}) as TeamPage;

const analyst = role('analyst', 'data', ['SQL', 'Power BI', 'Excel']);
const engineer = role('engineer', 'data', ['SQL', 'Python', 'dbt']);
const scientist = role('scientist', 'data', ['Python', 'pandas']);
const ml = role('ml', 'ia', ['Python', 'PyTorch', 'pandas', 'MLflow']);
const seo = role('seo', 'marketing', ['Ahrefs']);

describe('cardOf', () => {
  it('names a woman with the feminine Spanish title and everyone with the neutral English one', () => {
    expect(cardOf(analyst.profiles[0], analyst, 'es').title).toBe('F analyst');
    expect(cardOf(analyst.profiles[1], analyst, 'es').title).toBe('T analyst');
    expect(cardOf(analyst.profiles[0], analyst, 'en').title).toBe('T analyst');
  });

  it('draws the portrait from the name and keeps the form for the seniority label', () => {
    const card = cardOf({...analyst.profiles[0], name: 'Ana Lucía Vargas'}, analyst, 'es');
    expect(card).toMatchObject({photo: '/img/people/ana-lucia-vargas.webp', form: 'feminine', seniority: 'lead'});
  });
});

describe('related pages', () => {
  it('ranks shared skills first, then a shared team, then the category, then the site order', () => {
    expect(likeness(['SQL', 'Python'], ['python', 'sql'], false, false)).toBe(2);
    expect(likeness([], [], true, true)).toBe(2.5);
    const score = (other: RolePage) => likeness(scientist.skills, other.skills, false, other.category === scientist.category);
    expect(mostAlike(scientist, [analyst, engineer, scientist, ml, seo], score, 3).map(({slug}) => slug)).toEqual(['ml', 'engineer', 'analyst']);
  });

  it('uses the related roles a page names instead', () => {
    const named = role('named', 'data', ['SQL'], {related: ['seo', 'ml', 'missing']});
    const {pages} = siteData([named, analyst, engineer, seo, ml], 'es', [], {});
    expect(pages.get('named')!.related.map(({slug}) => slug)).toEqual(['seo', 'ml']);
  });

  it('always finds four for a role while the site has four others', () => {
    const {pages} = siteData([analyst, engineer, scientist, ml, seo], 'es', [], {});
    expect(pages.get('seo')!.related).toHaveLength(4);
  });
});

describe('team pages', () => {
  const data = team('equipo-data', ['analyst', 'engineer']);

  it('list the union of their roles’ skills, each once, in the roles’ order', () => {
    expect(teamSkills(data, new Map([analyst, engineer].map((r) => [r.slug, r])))).toEqual(['SQL', 'Power BI', 'Excel', 'Python', 'dbt']);
  });

  it('show people of their roles in turn, and other teams as related pages', () => {
    const {pages} = siteData([analyst, engineer, data, team('equipo-ia', ['ml'])], 'es', [], {});
    expect(pages.get('equipo-data')!.profiles.map(({name}) => name)).toEqual(['Ana analyst', 'Ana engineer']);
    expect(pages.get('equipo-data')!.related.map(({slug}) => slug)).toEqual(['equipo-ia']);
  });
});

it('gives a service page the people and links of the roles it fills, in order', () => {
  const {services} = siteData([analyst, engineer, ml], 'es', [], {freelancing: ['ml', 'analyst', 'gone']});
  expect(services.freelancing.profiles.map(({name, title}) => [name, title])).toEqual([
    ['Ana ml', 'F ml'],
    ['Ana analyst', 'F analyst'],
  ]);
  expect(services.freelancing.roles.map(({slug}) => slug)).toEqual(['ml', 'analyst']);
});

describe('shared questions', () => {
  const file = 'empresas/_faq.yml';

  it('put the engagement terms into the answers, in the language’s number format', () => {
    const {entries, problems} = parseSharedFaq(file, '- question: "¿Prueba?"\n  answer: "{trialDays} días; {firstProfilesHours} h."\n- question: "¿A?"\n  answer: "b"\n- question: "¿C?"\n  answer: "d"\n', 'es', terms);
    expect(problems).toEqual([]);
    expect(entries[0].answer).toBe(`${terms.trialDays} días; ${terms.firstProfilesHours} h.`);
  });

  it.each([
    ['a placeholder that names no term', '- question: "¿A?"\n  answer: "{days}"\n- question: "¿B?"\n  answer: "b"\n- question: "¿C?"\n  answer: "c"\n', `${file} → 0: {days} is not a term of src/data/engagement.ts`],
    ['a Spanish question without «¿»', '- question: "A?"\n  answer: "a"\n- question: "¿B?"\n  answer: "b"\n- question: "¿C?"\n  answer: "c"\n', `${file} → 0.question: A Spanish question opens with "¿"`],
    ['a misspelled key', '- question: "¿A?"\n  answr: "a"\n', `${file} → 0.answer`],
    ['YAML that does not parse', '- question: "¿A?\n  answer: a', `${file} → file: Invalid YAML`],
    ['too few questions', '- question: "¿A?"\n  answer: "a"\n', `${file} → file: Needs at least 3 questions`],
    ['a section the "how we work" page lacks', '- question: "¿A?"\n  answer: "a"\n  details: precio\n- question: "¿B?"\n  answer: "b"\n- question: "¿C?"\n  answer: "c"\n', `${file} → 0.details: Expected a section of the "how we work" page: prueba,`],
  ])('report %s, naming the file and the field', (_name, source, start) => {
    expect(parseSharedFaq(file, source, 'es', terms).problems[0]).toContain(start);
  });

  it('link an answer to the section of the "how we work" page that says more', () => {
    const {entries} = parseSharedFaq(file, '- question: "¿A?"\n  answer: "a"\n  details: reemplazo\n- question: "¿B?"\n  answer: "b"\n- question: "¿C?"\n  answer: "c"\n', 'es', terms);
    expect(entries.map(({details}) => details)).toEqual(['/como-trabajamos#reemplazo', undefined, undefined]);
  });

  it('leave unknown names in place so the message can show them', () => {
    expect(fill('{a} and {b}', {a: '1'})).toEqual({text: '1 and {b}', unknown: ['b']});
  });

  it.each(['es', 'en'])('load for every page in %s, every term filled in', (locale) => {
    const entries = loadSharedFaq(root, locale, terms);
    expect(entries.length).toBeGreaterThanOrEqual(5);
    expect(entries.map(({answer}) => answer).join(' ')).not.toMatch(/[{}]/);
    expect(fs.existsSync(path.join(root, locale === 'es' ? 'empresas/_faq.yml' : 'i18n/en/docusaurus-plugin-content-docs/current/_faq.yml'))).toBe(true);
  });
});
