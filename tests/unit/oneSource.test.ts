/**
 * One source per fact: the list of role categories is written in
 * src/data/categories.ts and nowhere else in the code, and a page's category
 * only in its Spanish file (English files inherit it).
 */
import fs from 'node:fs';
import path from 'node:path';
import {CATEGORY_IDS} from '@site/src/data/categories';
import {EN_CONTENT_DIR} from '@site/src/plugins/roles/content';

const root = path.resolve(__dirname, '../..');

function files(dir: string, pattern: RegExp): string[] {
  return fs
    .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .map((name) => `${dir}/${name.split(path.sep).join('/')}`)
    .filter((file) => pattern.test(file));
}

/** Whether `source` spells out every category id as a quoted string: a copy of the list. */
export function listsEveryCategory(source: string): boolean {
  return CATEGORY_IDS.every((id) => new RegExp(`['"\`]${id}['"\`]`).test(source));
}

it('the category list is written once, in src/data/categories.ts', () => {
  const code = [...files('src', /\.(tsx?|mjs|mdx)$/), ...files('scripts', /\.(mjs|ts)$/), 'docusaurus.config.ts'];
  const copies = code.filter((file) => listsEveryCategory(fs.readFileSync(path.join(root, file), 'utf8')));
  expect(copies).toEqual(['src/data/categories.ts']);
});

it('the check notices a second list', () => {
  expect(listsEveryCategory("const ids = ['development', 'data', 'design', 'marketing', 'ia'];")).toBe(true);
  expect(listsEveryCategory("const ids = ['development', 'data'];")).toBe(false);
});

it('no English role or team page states a category: it comes from the Spanish file', () => {
  const stated = files(EN_CONTENT_DIR, /\.mdx?$/).filter((file) => /^category:/m.test(fs.readFileSync(path.join(root, file), 'utf8')));
  expect(stated).toEqual([]);
});
