/**
 * The UI strings' guard: every id the site's code passes to `translate({id})` or
 * `<Translate id="…" />` must have its text in `i18n/es/code.json` (src/plugins/uiStrings/rules.ts).
 * The ids are read from the source files as `docusaurus write-translations` reads them (the same
 * extractor, from @docusaurus/babel); a missing id stops the build naming the file and the key; an
 * id no code uses is a warning. A translation (i18n/<locale>/code.json) that lacks an id shows the
 * Spanish text until it has its own, as Docusaurus does for an untranslated page; `npm run
 * check:i18n` lists it, and the test run fails on it.
 * The check runs when all content is loaded, so `write-translations` (which only loads content)
 * keeps working while ids are missing: it is how a developer adds them.
 */
import fs from 'node:fs';
import path from 'node:path';
import {extractAllSourceCodeFileTranslations, getBabelOptions, getCustomBabelConfigFilePath} from '@docusaurus/babel';
import {globTranslatableSourceFiles} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {codeJsonFile, codeJsonProblems, isThemeId, type TranslationFile, unusedIds} from './rules';

/** The module a file imports `translate` and `<Translate>` from; the extractor reads nothing in a file that does not. */
const TRANSLATE_MODULE = '@docusaurus/Translate';

/** Each id the code under `src/` uses, with the files (relative to the site) that use it. */
export async function usedIds(siteDir: string): Promise<Map<string, string[]>> {
  // Only the files that name the module are parsed (a third of them): the others could hold no id.
  const files = (await globTranslatableSourceFiles([path.join(siteDir, 'src')])).filter((file) => fs.readFileSync(file, 'utf8').includes(TRANSLATE_MODULE));
  const babelOptions = getBabelOptions({isServer: true, babelOptions: await getCustomBabelConfigFilePath(siteDir)});
  const extracted = await extractAllSourceCodeFileTranslations(files.sort(), babelOptions);
  const used = new Map<string, string[]>();
  for (const {sourceCodeFilePath, translations} of extracted) {
    const file = path.relative(siteDir, sourceCodeFilePath).split(path.sep).join('/');
    for (const id of Object.keys(translations)) used.set(id, [...(used.get(id) ?? []), file]);
  }
  return used;
}

export function readCodeJson(siteDir: string, locale: string): TranslationFile | undefined {
  const file = path.join(siteDir, codeJsonFile(locale));
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as TranslationFile) : undefined;
}

export default function uiStringsPlugin(context: LoadContext): Plugin {
  return {
    name: 'ready-ui-strings',
    async getDefaultCodeTranslationMessages() {
      if (context.i18n.currentLocale === context.i18n.defaultLocale) return {};
      const spanish = readCodeJson(context.siteDir, context.i18n.defaultLocale) ?? {};
      return Object.fromEntries(Object.entries(spanish).filter(([id]) => !isThemeId(id)).map(([id, {message}]) => [id, message]));
    },
    async allContentLoaded() {
      const used = await usedIds(context.siteDir);
      const {defaultLocale} = context.i18n;
      const files = Object.fromEntries(context.i18n.locales.map((locale) => [locale, readCodeJson(context.siteDir, locale)]));
      // Spanish must have every id; a translation only no placeholder left where it has the id.
      const problems = Object.entries(files).flatMap(([locale, content]) =>
        codeJsonProblems(locale === defaultLocale ? used : new Map([...used].filter(([id]) => content?.[id])), {[locale]: content}),
      );
      if (problems.length > 0) {
        throw new Error(`UI strings: ${problems.length} problem(s). Add each text to its file:\n${problems.map((p) => `  ${p}`).join('\n')}\n`);
      }
      if (context.i18n.currentLocale === context.i18n.defaultLocale) {
        for (const [locale, content] of Object.entries(files)) {
          const unused = unusedIds(used, content);
          if (unused.length > 0) console.warn(`[WARNING] ${codeJsonFile(locale)}: ${unused.length} id(s) no code uses (remove them): ${unused.join(', ')}`);
        }
      }
    },
  };
}
