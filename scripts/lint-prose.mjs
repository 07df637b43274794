#!/usr/bin/env node
/**
 * Prose linter (STYLE.md): English articles before vowel and consonant sounds,
 * regional Spanish words, British spellings, number formats per language,
 * repeated openings of the meta descriptions and team pages phrased as a person.
 * Reads the MDX pages and the UI strings of i18n/es/code.json and i18n/en/code.json.
 * Usage: npm run lint:prose [-- --root <dir>]   (exits 1 when anything is listed)
 * The built pages get the same article and team checks in tests/built/prose.test.ts.
 */
import path from 'node:path';
import createJiti from 'jiti';

const here = path.dirname(new URL(import.meta.url).pathname);
const rootArg = process.argv.indexOf('--root');
const root = rootArg > 0 ? path.resolve(process.argv[rootArg + 1]) : path.resolve(here, '..');
const jiti = createJiti(import.meta.url, {interopDefault: true});
const {lintSources} = jiti(path.resolve(here, 'prose/sources.ts'));

const {reports, pending, stalePending} = lintSources(root);
for (const report of pending) console.log(`pending  ${report.file} › ${report.field}: ${report.rule} "${report.match}" (allowed until its owner fixes it)`);
for (const report of reports) console.log(`${report.file} › ${report.field}: ${report.rule} "${report.match}" — ${report.hint}`);
for (const entry of stalePending) console.log(`${entry.file}: the pending entry "${entry.match}" no longer matches; remove it from PENDING in scripts/prose/sources.ts`);
const problems = reports.length + stalePending.length;
console.log(problems ? `\n${problems} prose problem(s). See STYLE.md.` : 'Prose: no problem found.');
process.exit(problems ? 1 : 0);
