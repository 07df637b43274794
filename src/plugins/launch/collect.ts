/**
 * Finds the launch markers of the site (src/lib/launch.ts) in the modules that
 * define them: configuration and data, loaded for real so the list is exactly
 * what the site would publish.
 */
import fs from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import {type LaunchItem, pendingItems} from '../../lib/launch';
import {CONTENT_DIR, TRANSLATED} from '../roles/content';
import {language} from '../../config/locales';

/** Where markers may be defined. */
const FOLDERS = ['src/config', 'src/data'];
/** A module worth loading names a marker; the rest (and their imports) are never touched. */
const MARKER_USE = /\bplaceholder\(|\bContentStatus\b/;

/** The markers `npm run new:role` writes into a new page, upper case so ordinary words stay allowed. */
const COPY_MARKER = /\b(ESCRIBE|WRITE)\b/;

/** Role and team files (and their shared questions) that still hold a marker of `npm run new:role`. */
export function unfinishedCopy(siteDir: string): LaunchItem[] {
  return [{folder: CONTENT_DIR, label: ''}, ...TRANSLATED.map(({locale, dir}) => ({folder: dir, label: ` in ${language(locale).label}`}))].flatMap(({folder, label}) => {
    const absolute = path.join(siteDir, folder);
    if (!fs.existsSync(absolute)) return [];
    return fs
      .readdirSync(absolute)
      .filter((name) => /\.(mdx?|ya?ml)$/.test(name))
      .sort()
      .filter((name) => COPY_MARKER.test(fs.readFileSync(path.join(absolute, name), 'utf8')))
      .map((name): LaunchItem => {
        const slug = name.replace(/\.\w+$/, '');
        return {
          status: 'placeholder',
          name: `Unfinished copy (${slug})`,
          file: path.posix.join(folder, name),
          why: 'ESCRIBE / WRITE markers left by npm run new:role: texts, skills, questions or example people',
          shows: slug.startsWith('_') ? 'every role and team page' : `the page /empresas/${slug}${label}`,
        };
      });
  });
}

export function launchItems(siteDir: string): LaunchItem[] {
  const load = createJiti(__filename, {
    cache: false,
    requireCache: false,
    interopDefault: false,
    alias: {'@docusaurus/Translate': path.join(__dirname, '../translateStandIn.ts'), '@site': siteDir},
  });
  return FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(siteDir, folder))
      .filter((name) => /\.tsx?$/.test(name))
      .sort()
      .map((name) => path.posix.join(folder, name))
      .filter((file) => MARKER_USE.test(fs.readFileSync(path.join(siteDir, file), 'utf8')))
      .flatMap((file) => pendingItems(file, load(path.join(siteDir, file)) as Record<string, unknown>)),
  ).concat(unfinishedCopy(siteDir));
}
