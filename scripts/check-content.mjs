#!/usr/bin/env node
/**
 * The writers' quick check (well under a minute): the content alone, as `npm test` will judge it.
 * - schema and content rules: tests/unit/content.test.ts (the frontmatter schema the build applies, the
 *   minimums of src/plugins/roles/limits.ts, no placeholder left, no sentence shared between pages);
 * - translations: scripts/check-i18n.mjs (English pages missing or older than their Spanish source, UI strings);
 * - spelling: cspell, Spanish and English, on the content files only (pages, posts, UI strings, src/data), through
 *   scripts/spelling.mjs (one line more on an unknown word: where a correct word goes; people's names are not checked);
 * - prose: scripts/lint-prose.mjs (STYLE.md's rules).
 * Usage: npm run check:content   (exits 1 when any check finds something; each check's output is shown)
 */
import {spawn} from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const CONTENT = ['empresas/**/*.mdx', 'blog/**/*.mdx', 'src/pages/**/*.mdx', 'i18n/en/**/*.mdx', 'i18n/en/**/*.json', 'src/data/**/*.ts'];

const CHECKS = [
  ['schema and content rules', bin('jest'), ['--rootDir', root, '--ci', 'tests/unit/content.test.ts']],
  ['translations', process.execPath, [path.join(root, 'scripts/check-i18n.mjs')]],
  ['spelling', process.execPath, [path.join(root, 'scripts/spelling.mjs'), '--no-progress', '--no-summary', '--config', path.join(root, 'cspell.config.cjs'), ...CONTENT]],
  ['prose', process.execPath, [path.join(root, 'scripts/lint-prose.mjs'), '--root', root]],
];

function run([name, command, args]) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {cwd: root, env: {...process.env, FORCE_COLOR: '0'}});
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({name, status: 1, output: String(error), seconds: 0}));
    child.on('close', (status) => resolve({name, status: status ?? 1, output, seconds: (Date.now() - started) / 1000}));
  });
}

const results = await Promise.all(CHECKS.map(run));
for (const {name, status, output} of results) {
  console.log(`== ${name}: ${status === 0 ? 'pass' : 'FAIL'}`);
  // Passing checks say one line; failing ones show everything they found.
  const text = output.trim();
  if (status !== 0) console.log(text);
  else console.log(text.split('\n').filter((line) => /pass|up to date|no problem|Tests:/i.test(line)).slice(-1)[0] ?? 'ok');
}
console.log('');
for (const {name, status, seconds} of results) console.log(`${name.padEnd(26)} ${status === 0 ? 'pass' : 'FAIL'}  ${seconds.toFixed(1)} s`);
const failed = results.filter(({status}) => status !== 0);
console.log(failed.length ? `\n${failed.length} check(s) failed.` : '\nContent: every check passes.');
process.exit(failed.length ? 1 : 0);
