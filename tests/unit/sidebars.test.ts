/**
 * sidebars.ts is the one source of which pages each category holds and in what order
 * (docs/decisions/0007-sidebars.md): what the sibling bar, the category menu, the landing's cards and
 * the footer read follows it, in both languages, and a page it leaves out stops the build.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CATEGORIES} from '@site/src/data/categories';
import {siteData} from '@site/src/plugins/roles/derive';
import {rolesGlobalData, validatedPages} from '@site/src/plugins/roles/index';
import {CATEGORY_LISTS_FILE, categoryLists, readContentFiles} from '@site/src/plugins/roles/content';
import {readCategoryLists, SIDEBARS_FILE} from '@site/tests/site';
import {type CategoryLists, isTeamSlug} from '@site/src/plugins/roles/schema';

const root = path.resolve(__dirname, '../..');
const files = readContentFiles(root);
const lists = readCategoryLists(root);
const LOCALES = ['es', 'en'] as const;

/** What one language's pages show of a category, as the build hands it to them. */
function shown(locale: (typeof LOCALES)[number], categoryLists: CategoryLists, category: string, page: string) {
  const built = files.filter((file) => file.locale === locale);
  const pages = validatedPages(built, categoryLists);
  const global = rolesGlobalData(pages, CATEGORIES.map((definition) => ({...definition})));
  const {roles} = global.categories.find(({id}) => id === category)!;
  return {
    // The landing's card lists the category's roles; the menu links the category to the first.
    landing: roles.map(({slug}) => slug),
    menu: roles[0]!.slug,
    // The page's own data: its sticky bar's links.
    siblings: siteData(pages, locale, [], {}).pages.get(page)!.siblings.map(({slug}) => slug),
    teams: global.teams.map(({slug}) => slug),
  };
}

/** A scratch site with sidebars.ts and its lists, the lists changed by `change`. */
function scratchSidebars(change: (lists: Record<string, string[]>) => void): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sidebars-'));
  fs.mkdirSync(path.join(dir, path.dirname(CATEGORY_LISTS_FILE)), {recursive: true});
  fs.copyFileSync(path.join(root, SIDEBARS_FILE), path.join(dir, SIDEBARS_FILE));
  const written = JSON.parse(fs.readFileSync(path.join(root, CATEGORY_LISTS_FILE), 'utf8')) as Record<string, string[]>;
  change(written);
  fs.writeFileSync(path.join(dir, CATEGORY_LISTS_FILE), JSON.stringify(written, null, 2));
  return dir;
}

// A category with two roles at least, and the first two (read from the content, whatever it holds).
const [category, slugs] = Object.entries(lists).find(([, pages]) => pages.filter((slug) => !isTeamSlug(slug)).length >= 2)!;
const [first, second] = slugs.filter((slug) => !isTeamSlug(slug));

describe('sidebars.ts', () => {
  it('reads the lists as written and as the docs plugin loads them', () => {
    expect(categoryLists({a: ['x', {type: 'doc', id: 'y'}, {type: 'category', items: [{type: 'doc', id: 'z'}]}, {type: 'link'}], b: []})).toEqual({a: ['x', 'y', 'z'], b: []});
    expect(Object.keys(lists)).toEqual(CATEGORIES.map(({id}) => id).filter((id) => id in lists));
  });

  it.each(LOCALES)('swapping two roles in its lists swaps them in the bar, the menu and the landing (%s)', (locale) => {
    const swappedDir = scratchSidebars((written) => {
      const pages = written[category]!;
      const [a, b] = [pages.indexOf(first!), pages.indexOf(second!)];
      [pages[a], pages[b]] = [pages[b]!, pages[a]!];
    });
    try {
      const swapped = readCategoryLists(swappedDir);
      const before = shown(locale, lists, category, second!);
      const after = shown(locale, swapped, category, second!);
      expect(before.menu).toBe(first);
      expect(after.menu).toBe(second);
      const swap = (order: string[]) => order.map((slug) => (slug === first ? second : slug === second ? first : slug));
      expect(after.landing).toEqual(swap(before.landing));
      expect(after.landing.slice(0, 2)).toEqual([second, first]);
      expect(after.siblings).toEqual(swap(before.siblings));
      expect(after.siblings.slice(0, 2)).toEqual([second, first]);
    } finally {
      fs.rmSync(swappedDir, {recursive: true, force: true});
    }
  });

  it.each(LOCALES)('orders the footer’s teams as its lists do (%s)', (locale) => {
    const teams = Object.values(lists).flat().filter(isTeamSlug);
    expect(shown(locale, lists, category, first!).teams).toEqual(teams);
    const reversed = Object.fromEntries(Object.entries(lists).map(([id, pages]) => [id, [...pages].reverse()]));
    expect(shown(locale, reversed, category, first!).teams).toEqual(Object.values(reversed).flat().filter(isTeamSlug));
  });

  it('stops the build when a page is left out of it, naming the file and where to add it', () => {
    const leftOut = scratchSidebars((written) => {
      written[category] = written[category]!.filter((slug) => slug !== first);
    });
    try {
      expect(() => validatedPages(files, readCategoryLists(leftOut))).toThrow(
        `empresas/${first}.mdx → category: "${first}" is in no category: add it to its category's list in ${CATEGORY_LISTS_FILE}`,
      );
    } finally {
      fs.rmSync(leftOut, {recursive: true, force: true});
    }
  });

  it('stops the build when it lists a page that does not exist', () => {
    expect(() => validatedPages(files, {...lists, [category]: [...slugs, 'no-such-role']})).toThrow(
      `${CATEGORY_LISTS_FILE} → ${category}.${slugs.length}: "no-such-role" is not a page: remove it, or create empresas/no-such-role.mdx`,
    );
  });
});
