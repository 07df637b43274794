/**
 * Gathers the copy the prose linter reads, each text with its language and
 * where it comes from: role and team pages (frontmatter texts and body), blog
 * posts, legal pages and the UI strings of every language's code.json (src/config/languages.json).
 * Then runs the rules of ./prose on them.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import {LOCALES} from '../../src/config/locales';
import {type Finding, type Locale, lintText, PROSE_LOCALES, proseOfMdx, repeatedOpenings, teamAsPerson} from './rules';

export type Text = {file: string; field: string; locale: Locale; text: string};
export type Report = Finding & {file: string; field: string};

/** The languages the linter has rules for, with their trees (another language's copy is not linted until it has some). */
const LINTED = LOCALES.filter((locale): locale is Locale => (PROSE_LOCALES as readonly string[]).includes(locale));
const TRANSLATED = LINTED.filter((locale) => locale !== 'es');
const ROLE_DIRS: ReadonlyArray<[string, Locale]> = [['empresas', 'es'], ...TRANSLATED.map((locale): [string, Locale] => [`i18n/${locale}/docusaurus-plugin-content-docs/current`, locale])];
const OTHER_MDX_DIRS: ReadonlyArray<[string, Locale]> = [
  ['blog', 'es'],
  ['src/pages', 'es'],
  ...TRANSLATED.flatMap((locale): [string, Locale][] => [
    [`i18n/${locale}/docusaurus-plugin-content-blog`, locale],
    [`i18n/${locale}/docusaurus-plugin-content-pages`, locale],
  ]),
];
const TEXT_FIELDS = ['title', 'title_feminine', 'heading', 'subtitle', 'description'];
/** Lists of objects whose texts are prose: a page's tasks and its questions. */
const LIST_FIELDS: ReadonlyArray<[string, readonly string[]]> = [
  ['tasks', ['title', 'description']],
  ['faq', ['question', 'answer']],
];

/**
 * Known findings in files other engineers own, allowed until their fix lands
 * (the fixes are written in the copy report). Each entry must still match, so
 * a stale entry fails the lint and gets removed.
 */
export const PENDING: ReadonlyArray<{file: string; match: string; reason: string}> = [];

function listFiles(root: string, dir: string, pattern: RegExp): string[] {
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, {recursive: true, encoding: 'utf8'})
    .filter((name) => pattern.test(name))
    .sort()
    .map((name) => path.posix.join(dir, name.split(path.sep).join('/')));
}

function mdxTexts(root: string, file: string, locale: Locale): {texts: Text[]; data: Record<string, unknown>} {
  const {data, content} = matter(fs.readFileSync(path.join(root, file), 'utf8'));
  const texts: Text[] = [];
  for (const field of TEXT_FIELDS) {
    if (typeof data[field] === 'string') texts.push({file, field, locale, text: data[field] as string});
  }
  for (const [list, keys] of LIST_FIELDS) {
    if (!Array.isArray(data[list])) continue;
    (data[list] as Record<string, unknown>[]).forEach((item, index) => {
      for (const key of keys) {
        if (typeof item?.[key] === 'string') texts.push({file, field: `${list}.${index}.${key}`, locale, text: item[key] as string});
      }
    });
  }
  // A role's hiring kit: its job description's lines and its interview questions.
  const kit = data.hiring_kit as Record<string, unknown> | undefined;
  if (kit && typeof kit === 'object') {
    if (typeof kit.summary === 'string') texts.push({file, field: 'hiring_kit.summary', locale, text: kit.summary});
    for (const list of ['responsibilities', 'requirements', 'nice_to_have']) {
      if (!Array.isArray(kit[list])) continue;
      (kit[list] as unknown[]).forEach((line, index) => {
        if (typeof line === 'string') texts.push({file, field: `hiring_kit.${list}.${index}`, locale, text: line});
      });
    }
    if (Array.isArray(kit.questions)) {
      (kit.questions as Record<string, unknown>[]).forEach((item, index) => {
        for (const key of ['question', 'good_answer']) {
          if (typeof item?.[key] === 'string') texts.push({file, field: `hiring_kit.questions.${index}.${key}`, locale, text: item[key] as string});
        }
      });
    }
  }
  texts.push({file, field: 'body', locale, text: proseOfMdx(content)});
  return {texts, data};
}

/** The questions every role and team page shares (`_faq.yml` beside the pages). */
function sharedQuestionTexts(root: string, file: string, locale: Locale): Text[] {
  const entries = yaml.load(fs.readFileSync(path.join(root, file), 'utf8'));
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: Record<string, unknown>, index: number) =>
    (['question', 'answer'] as const).flatMap((key) => (typeof entry?.[key] === 'string' ? [{file, field: `${index}.${key}`, locale, text: entry[key] as string}] : [])),
  );
}

export function collectTexts(root: string): {texts: Text[]; descriptions: Record<Locale, {id: string; text: string}[]>; teams: {file: string; locale: Locale; name: string; texts: Text[]}[]} {
  const texts: Text[] = [];
  const descriptions = Object.fromEntries(LINTED.map((locale) => [locale, []])) as unknown as Record<Locale, {id: string; text: string}[]>;
  const teams: {file: string; locale: Locale; name: string; texts: Text[]}[] = [];
  const spanishData = new Map<string, Record<string, unknown>>();
  for (const [dir, locale] of ROLE_DIRS) {
    for (const file of listFiles(root, dir, /\.mdx?$/)) {
      const page = mdxTexts(root, file, locale);
      texts.push(...page.texts);
      const slug = path.posix.basename(file).replace(/\.mdx?$/, '');
      if (locale === 'es') spanishData.set(slug, page.data);
      if (typeof page.data.description === 'string') descriptions[locale].push({id: file, text: page.data.description});
      // Team pages are the Spanish pages with `roles`; the English twin inherits them.
      if (Array.isArray(spanishData.get(slug)?.roles) && typeof page.data.title === 'string') {
        teams.push({file, locale, name: page.data.title, texts: page.texts});
      }
    }
  }
  for (const [dir, locale] of ROLE_DIRS) {
    for (const file of listFiles(root, dir, /\.ya?ml$/)) texts.push(...sharedQuestionTexts(root, file, locale));
  }
  for (const [dir, locale] of OTHER_MDX_DIRS) {
    for (const file of listFiles(root, dir, /\.mdx?$/)) texts.push(...mdxTexts(root, file, locale).texts);
  }
  // The UI strings, by id: each language's code.json.
  for (const locale of LINTED) {
    const file = `i18n/${locale}/code.json`;
    if (!fs.existsSync(path.join(root, file))) continue;
    const messages = JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Record<string, {message: string}>;
    for (const [id, {message}] of Object.entries(messages)) texts.push({file, field: id, locale, text: message});
  }
  return {texts, descriptions, teams};
}

/** Every finding over the repository's copy, and the pending entries that no longer match anything. */
export function lintSources(root: string): {reports: Report[]; pending: Report[]; stalePending: typeof PENDING[number][]} {
  const {texts, descriptions, teams} = collectTexts(root);
  const all: Report[] = [];
  for (const text of texts) all.push(...lintText(text.text, text.locale).map((finding) => ({...finding, file: text.file, field: text.field})));
  for (const locale of LINTED) {
    all.push(...repeatedOpenings(descriptions[locale]).map((finding) => ({...finding, file: locale === 'es' ? 'empresas/*.mdx' : `i18n/${locale}/…/current/*.mdx`, field: 'description'})));
  }
  for (const team of teams) {
    for (const text of team.texts) all.push(...teamAsPerson(text.text, team.name, team.locale).map((finding) => ({...finding, file: text.file, field: text.field})));
  }
  const isPending = (report: Report) => PENDING.some((entry) => entry.file === report.file && report.match.toLowerCase().includes(entry.match.toLowerCase()));
  const pending = all.filter(isPending);
  const stalePending = PENDING.filter((entry) => !pending.some((report) => report.file === entry.file && report.match.toLowerCase().includes(entry.match.toLowerCase())));
  return {reports: all.filter((report) => !isPending(report)), pending, stalePending};
}
