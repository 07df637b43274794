/**
 * What a hiring manager finds on every role, team and service page, in both languages, read from the built HTML
 * (what a visitor gets before any script runs, and what hydration must keep): the h1, the tasks, the sticky bar with
 * the current role marked, the call to action and its WhatsApp message, example profiles of that very role whose Spanish title agrees with
 * each person, the skills, the terms row, the price anchor, a FAQ that opens without JavaScript, related pages, and the
 * roles a team draws on.
 * The expectations come from the content files, so a new page is checked the same way. (What needs a browser,
 * layout and behaviour, stays in tests/e2e: roles.spec, design.spec.)
 */
import type {CheerioAPI} from 'cheerio';
import {costGuideHref, SERVICE_PATHS} from '../../src/config/routes';
import {SERVICE_ROLES} from '../../src/data/serviceRoles';
import {LIMITS} from '../../src/plugins/roles/limits';
import type {ContentPage, RolePage} from '../../src/plugins/roles/schema';
import {language} from '../../src/config/locales';
import {CONTENT, inLocale, type Locale, LOCALES, ROLE_SLUGS, site, TEAM_SLUGS} from '../site';
import {htmlOf, named, pageOf, requireBuild, ROLE, squash} from './built';

const {pages} = CONTENT;
/** A page as a language's build shows it (an untranslated English page falls back to Spanish). */
const contentOf = (locale: Locale, slug: string): ContentPage => pages[locale].get(slug) ?? pages.es.get(slug)!;

type PageText = {
  tasks: string;
  bar: string;
  profiles: string;
  terms: string;
  skills: string;
  teamSkills: string;
  prices: string;
  faq: string;
  related: string;
  teams: string;
  serviceRoles: RegExp;
  teamRoles: string;
  whatsApp: string;
  roleMessage: (title: string) => string;
  teamMessage: (title: string) => string;
};

const TEXT: Readonly<Record<Locale, PageText>> = {
  es: {
    tasks: '¿Cuáles son sus tareas?',
    bar: 'Perfiles de la categoría',
    profiles: 'Perfiles de ejemplo',
    terms: 'Condiciones de contratación',
    skills: 'Habilidades y herramientas que evaluamos',
    teamSkills: 'Habilidades y herramientas del equipo',
    prices: 'Tarifas de referencia',
    faq: 'Preguntas frecuentes',
    related: 'Roles relacionados',
    teams: 'Otros equipos que armamos',
    serviceRoles: /^Roles que cubrimos con /,
    teamRoles: 'Perfiles que forman este equipo',
    whatsApp: 'Escríbenos por WhatsApp',
    roleMessage: (title: string) => `Hola, quiero contratar talento para el rol de ${title}.`,
    teamMessage: (title: string) => `Hola, quiero armar un equipo de ${title}.`,
  },
  en: {
    tasks: 'What are their tasks?',
    bar: 'Profiles in this category',
    profiles: 'Example profiles',
    terms: 'Engagement terms',
    skills: 'Skills and tools we vet',
    teamSkills: 'The team’s skills and tools',
    prices: 'Reference rates',
    faq: 'Frequently asked questions',
    related: 'Related roles',
    teams: 'Other teams we build',
    serviceRoles: /^Roles we fill with /,
    teamRoles: 'Profiles that make up this team',
    whatsApp: 'Message us on WhatsApp',
    roleMessage: (title: string) => `Hi, I’d like to hire for the ${title} role.`,
    teamMessage: (title: string) => `Hi, I’d like to build our ${title} team with you.`,
  },
  'pt-BR': {
    tasks: 'Quais são as tarefas?',
    bar: 'Perfis desta categoria',
    profiles: 'Perfis de exemplo',
    terms: 'Condições de contratação',
    skills: 'Habilidades e ferramentas que avaliamos',
    teamSkills: 'Habilidades e ferramentas da equipe',
    prices: 'Valores de referência',
    faq: 'Perguntas frequentes',
    related: 'Funções relacionadas',
    teams: 'Outras equipes que montamos',
    serviceRoles: /^Funções que atendemos com /,
    teamRoles: 'Perfis que compõem esta equipe',
    whatsApp: 'Fale com a gente no WhatsApp',
    roleMessage: (title: string) => `Olá, quero contratar para a função de ${title}.`,
    teamMessage: (title: string) => `Olá, quero montar uma equipe de ${title}.`,
  },
};

const TERMS = 6;
const SHARED_QUESTIONS = 5;

beforeAll(requireBuild);

/** The example profile cards of the hero: each person's name and the title the card gives them. */
function cards($: CheerioAPI, locale: Locale): {name: string; title: string}[] {
  // The cards are the row's own items (each card lists its skills in a list of its own).
  return named($, ROLE.list, TEXT[locale].profiles)
    .children('li')
    .toArray()
    .map((item) => {
      const lines = $(item)
        .find('p')
        .toArray()
        // The words a reader sees: the name's screen-reader word ("Verificado") left out.
        .map((p) => squash($(p).clone().find('.visually-hidden').remove().end().text()));
      return {name: lines[0], title: lines[1]};
    });
}

/**
 * The checks every role, team and service page shares: terms row, price anchor (`tiles` price tiles when given; a
 * link to the cost guide's estimator when `guide` names its address), FAQ of at least `questions`. Returns the FAQ's
 * questions.
 */
function expectCommonBlocks($: CheerioAPI, locale: Locale, where: string, questions: number, price: RegExp = /USD\u00a0\d+/, tiles?: number, guide?: string): string[] {
  expect([where, named($, ROLE.list, TEXT[locale].terms).find('li').length]).toEqual([where, TERMS]);
  const prices = named($, ROLE.region, TEXT[locale].prices);
  expect([where, prices.text()]).toEqual([where, expect.stringMatching(price)]);
  if (tiles !== undefined) expect([where, prices.find('li').length]).toEqual([where, tiles]);
  if (guide !== undefined) expect([where, prices.find('a').toArray().map((a) => $(a).attr('href')).filter((href) => href?.includes('#estimador'))]).toEqual([where, [inLocale(locale, guide)]]);
  const shown = named($, ROLE.region, TEXT[locale].faq)
    .find('details > summary')
    .toArray()
    .map((summary) => squash($(summary).text()));
  expect([where, shown.length >= questions]).toEqual([where, true]);
  return shown;
}

// The languages this file has texts for (a language added since is checked by check:i18n until they are written here).
describe.each(LOCALES.filter((locale) => locale in TEXT))('every role and team page (%s)', (locale) => {
  test('has its h1, tasks, sticky bar with the current role, and the call to action', () => {
    for (const slug of [...ROLE_SLUGS, ...TEAM_SLUGS]) {
      const url = inLocale(locale, `/empresas/${slug}`);
      const $ = pageOf(url);
      expect([slug, squash($('h1').first().text()).length > 0]).toEqual([slug, true]);
      expect([slug, $('h2, h3').filter((_, heading) => squash($(heading).text()) === TEXT[locale].tasks).length]).toEqual([slug, 1]);
      expect([slug, $('li[class^="task_"], li[class*=" task_"]').length >= 4]).toEqual([slug, true]);
      const bar = named($, ROLE.navigation, TEXT[locale].bar);
      expect([slug, bar.length]).toEqual([slug, 1]);
      expect([slug, $(`a[href="${site.calendarUrl}"]`).length > 0]).toEqual([slug, true]);
      if (ROLE_SLUGS.includes(slug)) {
        // The current role's link in the bar.
        expect([slug, bar.find('a[aria-current="page"]').toArray().map((a) => $(a).attr('href'))]).toEqual([slug, [url]]);
      }
    }
  });

  test('every role page: its own people, skills, terms, price, FAQ and related roles', () => {
    for (const slug of ROLE_SLUGS) {
      const content = contentOf(locale, slug) as RolePage;
      const spanish = pages.es.get(slug) as RolePage;
      const $ = pageOf(inLocale(locale, `/empresas/${slug}`));

      // Two or more people of this very role, each titled in the form that agrees with them.
      const shown = cards($, locale);
      expect([slug, shown.length >= 2]).toEqual([slug, true]);
      for (const {name, title} of shown) {
        const person = spanish.profiles.find((profile) => profile.name === name);
        expect([slug, name, person !== undefined]).toEqual([slug, name, true]);
        // Spanish and Portuguese titles agree with the person; English ones are neutral.
        const expected = language(locale).gendered && person!.form === 'feminine' ? (content as RolePage).title_feminine : content.title;
        expect([slug, name, title]).toEqual([slug, name, expected]);
      }

      const skills = named($, ROLE.region, TEXT[locale].skills).find('li').toArray().map((item) => squash($(item).text()));
      expect([slug, skills]).toEqual([slug, spanish.skills]);

      // The price block leads to the cost guide's estimator with this role chosen.
      const questions = expectCommonBlocks($, locale, slug, LIMITS.ownFaq.min + SHARED_QUESTIONS, undefined, 3, costGuideHref({role: slug}));
      // The page's own questions, each once.
      expect([slug, content.faq.map(({question}) => questions.filter((shown) => shown === question).length)]).toEqual([slug, content.faq.map(() => 1)]);

      const related = named($, ROLE.region, TEXT[locale].related).find('a[href]').toArray().map((a) => $(a).attr('href')!);
      expect([slug, related.length >= 3]).toEqual([slug, true]);
      for (const href of related) expect([slug, href]).toEqual([slug, expect.stringMatching(new RegExp(`^${inLocale(locale, '/empresas/')}(?!${slug}$)`))]);
    }
  });

  test("every team page: the roles it draws on, their people and skills, terms, price, FAQ and other teams", () => {
    for (const slug of TEAM_SLUGS) {
      const team = pages.es.get(slug)!;
      if (team.kind !== 'team') throw new Error(`${slug} is not a team page`);
      const $ = pageOf(inLocale(locale, `/empresas/${slug}`));
      const members = team.roles.map((role) => pages.es.get(role) as RolePage);
      const shown = cards($, locale);
      expect([slug, shown.length >= 2]).toEqual([slug, true]);
      for (const {name} of shown) expect([slug, name, members.some((role) => role.profiles.some((profile) => profile.name === name))]).toEqual([slug, name, true]);
      const skills = named($, ROLE.region, TEXT[locale].teamSkills).find('li').toArray().map((item) => squash($(item).text()));
      expect([slug, skills]).toEqual([slug, expect.arrayContaining(members.flatMap((role) => role.skills.slice(0, 1)))]);
      // The price block leads to the cost guide's estimator with the team's category chosen (its rates are the category's).
      expectCommonBlocks($, locale, slug, LIMITS.ownFaq.min + SHARED_QUESTIONS, undefined, undefined, costGuideHref({category: team.category}));
      expect([slug, named($, ROLE.region, TEXT[locale].teams).find('a[href]').length >= 3]).toEqual([slug, true]);
      // The roles the team draws on, in order, each by its title in this language.
      const heading = $('h2, h3').filter((_, element) => squash($(element).text()) === TEXT[locale].teamRoles);
      const links = heading.nextAll('ul').first().find('a[href]').toArray();
      expect([slug, links.map((a) => $(a).attr('href'))]).toEqual([slug, team.roles.map((role) => inLocale(locale, `/empresas/${role}`))]);
      expect([slug, links.map((a) => squash($(a).text()))]).toEqual([slug, team.roles.map((role) => contentOf(locale, role).title)]);
    }
  });

  test('the WhatsApp call to action names the role, or the team, in the page’s language', () => {
    for (const slug of [...ROLE_SLUGS, ...TEAM_SLUGS]) {
      const $ = pageOf(inLocale(locale, `/empresas/${slug}`));
      const link = $('main a[href]').filter((_, a) => squash($(a).text()) === TEXT[locale].whatsApp).first();
      const text = new URL(link.attr('href') ?? 'about:blank').searchParams.get('text') ?? '';
      const {kind, title} = contentOf(locale, slug);
      expect([slug, text.startsWith((kind === 'team' ? TEXT[locale].teamMessage : TEXT[locale].roleMessage)(title))]).toEqual([slug, true]);
    }
  });

  test('every service page: people of the roles it fills, terms, price, FAQ and those roles', () => {
    for (const [service, slugs] of Object.entries(SERVICE_ROLES)) {
      const $ = pageOf(inLocale(locale, `/service-${service}`));
      const people = slugs.flatMap((slug) => (pages.es.get(slug) as RolePage).profiles.map(({name}) => name));
      const shown = cards($, locale);
      expect([service, shown.length >= 2]).toEqual([service, true]);
      for (const {name} of shown) expect([service, people.includes(name)]).toEqual([service, true]);
      // Headhunting charges a share of the salary, not a rate.
      expectCommonBlocks($, locale, service, 4, service === 'headhunting' ? /\d+\u00a0?%/ : undefined);
      expect([service, named($, ROLE.region, TEXT[locale].serviceRoles).find('a[href]').length]).toEqual([service, slugs.length]);
    }
  });
});

test('Spanish role, team and service pages keep a non-breaking space in 25 000 and 5 % (STYLE.md)', () => {
  const paths = [...[...ROLE_SLUGS, ...TEAM_SLUGS].map((slug) => `/empresas/${slug}`), ...Object.values(SERVICE_PATHS)];
  for (const path of paths) {
    const text = htmlOf(path)
      .replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, ' ')
      .replace(/<[^>]+>/g, ' ');
    expect([path, text.match(/\d \d{3}(?!\d)|\d %/g) ?? []]).toEqual([path, []]);
  }
});
