/**
 * Finds the launch markers of the site (src/lib/launch.ts) in the modules that
 * define them: configuration and data, loaded for real so the list is exactly
 * what the site would publish.
 */
import fs from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import {type LaunchItem, pendingItems} from '../../lib/launch';

/** Where markers may be defined. */
const FOLDERS = ['src/config', 'src/data'];
/** A module worth loading names a marker; the rest (and their imports) are never touched. */
const MARKER_USE = /\bplaceholder\(|\bContentStatus\b/;

export function launchItems(siteDir: string): LaunchItem[] {
  const load = createJiti(__filename, {
    cache: false,
    requireCache: false,
    interopDefault: false,
    alias: {'@docusaurus/Translate': path.join(__dirname, 'translateStub.ts'), '@site': siteDir},
  });
  return FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(siteDir, folder))
      .filter((name) => /\.tsx?$/.test(name))
      .sort()
      .map((name) => path.posix.join(folder, name))
      .filter((file) => MARKER_USE.test(fs.readFileSync(path.join(siteDir, file), 'utf8')))
      .flatMap((file) => pendingItems(file, load(path.join(siteDir, file)) as Record<string, unknown>)),
  );
}
