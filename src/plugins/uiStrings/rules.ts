/**
 * The site's UI strings: every one lives in `i18n/es/code.json` (Spanish, the source) and each
 * translation's `i18n/<locale>/code.json` (English, Portuguese), Docusaurus's format `{id: {message, description?}}`; the code
 * names them by id only (`translate({id})`, `<Translate id="…" />`).
 *
 * Pure functions shared by the build (index.ts: an id the code uses and a file lacks
 * stops it) and `npm run check:i18n` (scripts/check-i18n.mjs: translated strings missing, untranslated
 * or translated from an older Spanish text). Staleness works as Lunaria's dictionaries do: beside
 * each translation file, `i18n/<locale>/stamps.json` records a hash of the Spanish text each
 * message was translated from (and of that English text, so a stamp can tell which translations
 * changed since).
 */
import {createHash} from 'node:crypto';

export type TranslationFile = Record<string, {message: string; description?: string}>;

/** Where a code.json lives, for messages. */
export const codeJsonFile = (locale: string): string => `i18n/${locale}/code.json`;

/** Ids Docusaurus's themes define and translate themselves (a site's code.json may override them). */
export const isThemeId = (id: string): boolean => id.startsWith('theme.');

/**
 * What is wrong with the code.json files of a build: an id the code uses missing from a locale's
 * file, or still the placeholder `write-translations` writes for an id-only call (the id itself).
 * `used` maps each id to the files that use it; `files` maps each locale to its code.json (or
 * undefined when the file is absent).
 */
export function codeJsonProblems(used: ReadonlyMap<string, readonly string[]>, files: Record<string, TranslationFile | undefined>): string[] {
  const problems: string[] = [];
  for (const [locale, content] of Object.entries(files)) {
    for (const [id, where] of used) {
      if (isThemeId(id)) continue;
      const entry = content?.[id];
      if (!entry) {
        problems.push(`${codeJsonFile(locale)}: "${id}" is missing (used in ${where.join(', ')})`);
      } else if (entry.message.trim() === '' || entry.message === id) {
        problems.push(`${codeJsonFile(locale)}: "${id}" has no text yet (its message is ${JSON.stringify(entry.message)}); write it`);
      }
    }
  }
  return problems;
}

/** Ids of a locale's code.json that no code uses (Docusaurus's own `theme.*` ids aside). */
export function unusedIds(used: ReadonlyMap<string, readonly string[]>, content: TranslationFile | undefined): string[] {
  return Object.keys(content ?? {}).filter((id) => !isThemeId(id) && !used.has(id));
}

/** A short hash of a text: enough to notice that it changed. */
export const textHash = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 12);

/**
 * One stamp: the hash of the Spanish text a message was translated from (`es`), and of that translation (`en`, the
 * name it had when English was the only translation; Portuguese stamps use it too).
 */
export type Stamp = {es: string; en: string};
/** `i18n/<locale>/stamps.json`: per translation file (its path under i18n/<locale>/), per id. */
export type Stamps = Record<string, Record<string, Stamp>>;

/** One translation file to check: its language, its path under i18n/<locale>/, the Spanish source and the translation (`english` for English, Portuguese…). */
export type TranslationPair = {locale?: string; label?: string; name: string; spanish: TranslationFile; english: TranslationFile};

export const STAMP_COMMAND = 'npm run check:i18n -- --stamp';

/**
 * The problems of one English translation file: ids missing, still the Spanish text (unless
 * `identical` lists them: `code.json` ids bare, plugin files' as `<file>#<id>`), translated from
 * a Spanish text that has changed since (the stamp's hash differs), or never stamped; and messages
 * longer than `maxLength` in either language.
 */
export function translationProblems(
  {locale = 'en', label = 'English', name, spanish, english}: TranslationPair,
  stamps: Stamps,
  {identical = new Set<string>(), maxLength = 200, skip = isThemeId}: {identical?: ReadonlySet<string>; maxLength?: number; skip?: (id: string) => boolean} = {},
): string[] {
  const file = `i18n/${locale}/${name}`;
  const key = (id: string) => (name === 'code.json' ? id : `${name}#${id}`);
  const problems: string[] = [];
  for (const [id, {message}] of Object.entries(spanish)) {
    if (skip(id)) continue;
    const translated = english[id];
    if (!translated) {
      problems.push(`${file}: "${id}" is missing (Spanish: "${message}")`);
    } else if (translated.message === message && !identical.has(key(id))) {
      problems.push(`${file}: "${id}" is still the Spanish text "${message}"`);
    } else {
      const stamp = stamps[name]?.[id];
      if (!stamp) {
        problems.push(`${file}: "${id}" has no stamp of the Spanish it translates; check the ${label} against "${message}", then run ${STAMP_COMMAND}`);
      } else if (stamp.es !== textHash(message)) {
        problems.push(`${file}: "${id}" translates an older Spanish text; the Spanish now reads "${message}". Update the ${label}, then run ${STAMP_COMMAND}`);
      }
    }
    for (const [language, text] of [
      ['Spanish', message],
      [label, translated?.message ?? ''],
    ] as const) {
      if (text.length > maxLength) {
        problems.push(`${file}: "${id}" has ${text.length} characters in ${language} (at most ${maxLength}); move long prose to an MDX page`);
      }
    }
  }
  return problems;
}

/**
 * Stamps after translating: records the Spanish text each English message now translates.
 * `which` picks the ids: `'changed'` (English messages that are new or changed since their last
 * stamp: the ones a translator just wrote), `'all'`, or a list of ids (a Spanish change that
 * needs no new English, such as a typo fixed). Returns the new stamps and what was stamped.
 */
export function stampTranslations(pairs: readonly TranslationPair[], stamps: Stamps, which: 'changed' | 'all' | readonly string[]): {stamps: Stamps; stamped: string[]} {
  const next: Stamps = {};
  const stamped: string[] = [];
  for (const {locale = 'en', name, spanish, english} of pairs) {
    const old = stamps[name] ?? {};
    const fileStamps: Record<string, Stamp> = {};
    for (const id of Object.keys(spanish).sort()) {
      const translated = english[id];
      if (!translated || (name === 'code.json' && isThemeId(id))) continue;
      const fresh: Stamp = {es: textHash(spanish[id]!.message), en: textHash(translated.message)};
      const wanted = which === 'all' || (which === 'changed' ? old[id]?.en !== fresh.en : which.includes(id) || which.includes(`${name}#${id}`));
      if (wanted && (old[id]?.es !== fresh.es || old[id]?.en !== fresh.en)) stamped.push(`i18n/${locale}/${name}: "${id}"`);
      const kept = wanted ? fresh : old[id];
      if (kept) fileStamps[id] = kept;
    }
    if (Object.keys(fileStamps).length > 0) next[name] = fileStamps;
  }
  return {stamps: next, stamped};
}

/** A `stamps.json`'s text: one line per message, so a stamp shows in a diff as the one line it changed. */
export function formatStamps(stamps: Stamps): string {
  const files = Object.entries(stamps).map(([name, ids]) => {
    const lines = Object.entries(ids).map(([id, {es, en}]) => `    ${JSON.stringify(id)}: {"es": ${JSON.stringify(es)}, "en": ${JSON.stringify(en)}}`);
    return `  ${JSON.stringify(name)}: {\n${lines.join(',\n')}\n  }`;
  });
  return `{\n${files.join(',\n')}\n}\n`;
}
