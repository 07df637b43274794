import fs from 'node:fs';
import path from 'node:path';
import {CATEGORY_IDS} from '@site/src/data/categories';
import {launchStatus, profilePhoto, profiles} from '@site/src/data/profiles';
import {mixProfiles, pickProfiles} from '@site/src/lib/profiles';
import {readContentFiles} from '@site/src/plugins/roles/content';
import {rolesByCategory, validateContent} from '@site/src/plugins/roles/schema';

const root = path.resolve(__dirname, '../..');
const pages = [...validateContent(readContentFiles(root)).pages.es.values()];
const byCategory = new Map([...rolesByCategory(pages)].map(([id, entries]) => [id, entries.map(({slug}) => slug)]));
const roleSlugs = new Set([...byCategory.values()].flat());

describe.each(profiles.map((profile) => [profile.name, profile] as const))('%s', (_name, profile) => {
  it('belongs to a role page that exists (empresas/<role>.mdx)', () => {
    expect(roleSlugs).toContain(profile.role);
  });

  it('has its portrait in static/', () => {
    expect(fs.existsSync(path.join(root, 'static', profilePhoto(profile)))).toBe(true);
  });

  it('has a rating out of 5 and a stack to show', () => {
    expect(profile.rating).toBeGreaterThan(0);
    expect(profile.rating).toBeLessThanOrEqual(5);
    expect(profile.stack.length).toBeGreaterThan(0);
  });
});

it.each(CATEGORY_IDS)('category %s has at least three profiles (every role page shows two of its own category)', (id) => {
  const roles = byCategory.get(id) ?? [];
  expect(profiles.filter(({role}) => roles.includes(role)).length).toBeGreaterThanOrEqual(3);
});

describe('pickProfiles', () => {
  const people = [
    {name: 'a', role: 'x'},
    {name: 'b', role: 'y'},
    {name: 'c', role: 'z'},
    {name: 'd', role: 'y'},
  ];

  it('puts the page’s own role first, then the category, never someone outside it', () => {
    expect(pickProfiles(people, {preferred: ['y'], pool: ['x', 'y'], count: 3}).map(({name}) => name)).toEqual(['b', 'd', 'a']);
  });

  it('mixes categories in turn from an offset', () => {
    expect(mixProfiles(people, [['x'], ['y'], ['z']], 3, 1).map(({name}) => name)).toEqual(['b', 'c', 'a']);
  });
});

it('the profiles are marked for the launch check until real, consented ones replace them', () => {
  expect(launchStatus.status).toBe('illustrative');
});
