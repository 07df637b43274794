import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {HtmlValidate} from 'html-validate';
import vnuJar from 'vnu-jar';
import {SKIP_SUBPATH} from '../../playwright.config';
import {FULL} from './support';

test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'the built files do not depend on the viewport');

const BUILD = path.resolve(__dirname, '../../build');
const BUILD_TALENTO = path.resolve(__dirname, '../../build-talento');
// The repo's rules (.htmlvalidate.json): recommended, minus what only concerns minified markup style.
const validator = new HtmlValidate(JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../.htmlvalidate.json'), 'utf8')));

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(dir, name));
}

/** One line per html-validate error: file, line, rule and message. */
async function htmlErrors(files: readonly string[]): Promise<string[]> {
  const lines: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const message of result.messages.filter((m) => m.severity === 2)) {
        lines.push(`${path.relative(BUILD, file)}:${message.line} ${message.ruleId}: ${message.message}`);
      }
    }
  }
  return lines;
}

test('every built page is valid HTML', async () => {
  test.setTimeout(240_000);
  const files = htmlFiles(BUILD);
  expect(files.length).toBeGreaterThan(100);
  expect(await htmlErrors(files)).toEqual([]);
});

test('the validator reports a broken page', async () => {
  const broken = path.join(test.info().outputDir, 'broken.html');
  fs.mkdirSync(path.dirname(broken), {recursive: true});
  fs.writeFileSync(broken, '<!doctype html><html lang="es"><head><title>x</title></head><body><p><div>nested</div></p><img src="a.png"></body></html>');
  const errors = await htmlErrors([broken]);
  expect(errors.join('\n')).toMatch(/wcag\/h37|element-required-attributes|no-implicit-close|close-order/);
});

/**
 * One line per error of the W3C Nu Html Checker (vnu-jar, with Debian's Java
 * from scripts/ensure-engines.sh): file, line and message. It knows the HTML
 * standard's document rules that html-validate does not check, such as an id
 * repeated by two inlined SVGs.
 */
function w3cErrors(paths: readonly string[]): string[] {
  const run = spawnSync('java', ['-Xss2m', '-jar', String(vnuJar), '--errors-only', '--skip-non-html', '--format', 'json', ...paths], {encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  if (run.error) throw new Error(`java could not start (bash scripts/ensure-engines.sh installs it): ${run.error.message}`);
  // The checker writes its JSON report to stderr; an empty report is `{"messages":[]}`.
  const report = JSON.parse(run.stderr) as {messages: {type: string; url?: string; lastLine?: number; message: string}[]};
  return report.messages.filter((m) => m.type === 'error' || m.type === 'non-document-error').map((m) => `${(m.url ?? '').replace(/^file:/, '')}:${m.lastLine ?? '?'} ${m.message}`);
}

/**
 * One checker run (a JVM start costs seconds) over the build (FULL=1: and the one under /talento/, whose markup
 * differs only in its URLs, which base-url.spec follows; 10 s more of the checker) and a copy of
 * the built home page given a repeated id, the self-test: its errors must be
 * reported, and only its errors.
 */
let w3cRun: {builds: string[]; errors: string[]; broken: string} | undefined;
function w3cReport(outputDir: string) {
  if (!w3cRun) {
    const builds = FULL && !SKIP_SUBPATH ? [BUILD, BUILD_TALENTO] : [BUILD];
    const broken = path.join(outputDir, 'duplicate-id.html');
    fs.mkdirSync(outputDir, {recursive: true});
    const home = fs.readFileSync(path.join(BUILD, 'index.html'), 'utf8');
    fs.writeFileSync(broken, home.replace('<main', '<svg width=1 height=1><clipPath id=a></clipPath></svg><svg width=1 height=1><clipPath id=a></clipPath></svg><main'));
    w3cRun = {builds, broken, errors: w3cErrors([...builds, broken])};
  }
  return w3cRun;
}

test.describe('W3C Nu Html Checker', () => {
  test.describe.configure({mode: 'serial'});

  test('every built page passes it (errors only)', async () => {
    test.setTimeout(120_000);
    const {builds, errors, broken} = w3cReport(test.info().outputDir);
    for (const build of builds) expect(htmlFiles(build).length, `${build} is built`).toBeGreaterThan(100);
    expect(errors.filter((error) => !error.startsWith(broken))).toEqual([]);
  });

  test('it reports an id repeated in a built page', async () => {
    test.setTimeout(120_000);
    const {errors, broken} = w3cReport(test.info().outputDir);
    const own = errors.filter((error) => error.startsWith(broken));
    expect(own.join('\n')).toMatch(/Duplicate ID .a./);
    expect(own).toHaveLength(1);
  });
});
