/**
 * The example profiles every role, team and service page shows: the people are
 * written in each role page's frontmatter; the build gives each card the
 * page's title in the form that agrees with the person.
 */
import path from 'node:path';
import {launchStatus} from '@site/src/data/profiles';
import {CLIENT_PEOPLE, personId} from '@site/src/data/people';
import {heroCandidates} from '@site/src/data/heroCandidates';
import {prefooterCandidates} from '@site/src/data/prefooterCandidates';
import {testimonials} from '@site/src/data/testimonials';
import {SERVICE_ROLES} from '@site/src/data/serviceRoles';
import {drawnPeople} from '@site/src/plugins/portraits/people';
import {lookKey, looks} from '@site/src/plugins/portraits/looks';
import {readContentFiles} from '@site/src/plugins/roles/content';
import {readCategoryLists} from '@site/tests/site';
import {HERO_PROFILES, siteData} from '@site/src/plugins/roles/derive';
import {type RolePage, validateContent} from '@site/src/plugins/roles/schema';

const root = path.resolve(__dirname, '../..');
const {pages} = validateContent(readContentFiles(root), readCategoryLists(root));
const spanishRoles = [...pages.es.values()].filter((page): page is RolePage => page.kind === 'role');

/** Spanish words of a title that change for a woman, and their feminine form: none may stay masculine in `title_feminine`. */
const FEMININE: Record<string, string> = {
  Desarrollador: 'Desarrolladora',
  Diseñador: 'Diseñadora',
  Ingeniero: 'Ingeniera',
  Científico: 'Científica',
  Consultor: 'Consultora',
  Animador: 'Animadora',
  Investigador: 'Investigadora',
  Técnico: 'Técnica',
  Gráfico: 'Gráfica',
  Arquitecto: 'Arquitecta',
};

describe.each(spanishRoles.map((role) => [role.slug, role] as const))('%s', (_slug, role) => {
  it('gives a title for a woman that agrees with her (Desarrolladora, Ingeniera…)', () => {
    const words = role.title_feminine!.split(' ');
    expect(words.filter((word) => word in FEMININE)).toEqual([]);
    for (const word of role.title.split(' ').filter((w) => w in FEMININE)) expect(words).toContain(FEMININE[word]);
  });

  it(`shows ${HERO_PROFILES} people of this very role, the Spanish title agreeing with each`, () => {
    for (const locale of ['es', 'en'] as const) {
      const {profiles} = siteData([...pages[locale].values()], locale, [], SERVICE_ROLES).pages.get(role.slug)!;
      const own = (pages[locale].get(role.slug) ?? role) as RolePage;
      expect(profiles).toHaveLength(HERO_PROFILES);
      for (const card of profiles) {
        const person = role.profiles.find(({name}) => name === card.name);
        expect(person).toBeDefined();
        expect(card.title).toBe(locale === 'es' && person!.form === 'feminine' ? role.title_feminine : own.title);
      }
    }
  });
});

describe('portraits', () => {
  const people = drawnPeople(root);

  it('draws one for every profile and every testimonial author, about sixty people', () => {
    const profiled = spanishRoles.flatMap((role) => role.profiles.map(({name}) => personId(name)));
    expect(people.map(({id}) => id).sort()).toEqual([...profiled, ...CLIENT_PEOPLE.map(({id}) => id)].sort());
    expect(people.length).toBeGreaterThanOrEqual(55);
  });

  it('gives everyone a look of their own', () => {
    const keys = [...looks(people).values()].map(lookKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('draws the same look in every build', () => {
    expect([...looks(people)]).toEqual([...looks([...people].reverse())]);
  });

  it('exists for everyone the landing page shows', () => {
    const ids = new Set(people.map(({id}) => id));
    const shown = [...heroCandidates(), ...prefooterCandidates(), ...testimonials()].map(({name, photo}) => ({name, photo}));
    const missing = shown.filter(({photo}) => !ids.has(photo.replace(/^\/img\/people\/(.+)\.webp$/, '$1'))).map(({name}) => name);
    expect(missing).toEqual([]);
  });
});

it('the profiles are marked for the launch check until real, consented ones replace them', () => {
  expect(launchStatus.status).toBe('illustrative');
});
