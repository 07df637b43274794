/**
 * Every built page is valid HTML by two validators (was tests/e2e/html.spec.ts, which needed no browser either):
 * html-validate with the repo's rules (.htmlvalidate.json) and the W3C Nu Html Checker (vnu-jar, with Debian's Java
 * from scripts/ensure-engines.sh), which knows document rules html-validate does not, such as an id repeated by two
 * inlined SVGs. Each validator is shown to report a planted fault.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {HtmlValidate} from 'html-validate';
import vnuJar from 'vnu-jar';
import {ROOT} from '../site';
import {BUILD, BUILD_TALENTO, htmlFiles, requireBuild} from './built';

/** FULL=1: the /talento/ build too (its markup differs only in its URLs, which base-url.spec follows; 10 s more). */
const FULL = process.env.FULL === '1';
// The repo's rules (.htmlvalidate.json): recommended, minus what only concerns minified markup style.
const validator = new HtmlValidate(JSON.parse(fs.readFileSync(path.join(ROOT, '.htmlvalidate.json'), 'utf8')));
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'html-test-'));

beforeAll(requireBuild);
afterAll(() => fs.rmSync(scratch, {recursive: true, force: true}));

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

test('every built page is valid HTML (html-validate)', async () => {
  const files = htmlFiles(BUILD);
  expect(files.length).toBeGreaterThan(100);
  expect(await htmlErrors(files)).toEqual([]);
});

test('no built page holds a NUL or a U+FFFD (a character lost on the way, tests/unit/serverRender.test.tsx)', () => {
  const lost = htmlFiles(BUILD).filter((file) => /[\0\uFFFD]/.test(fs.readFileSync(file, 'utf8')));
  expect(lost.map((file) => path.relative(BUILD, file))).toEqual([]);
});

test('html-validate reports a broken page', async () => {
  const broken = path.join(scratch, 'broken.html');
  fs.writeFileSync(broken, '<!doctype html><html lang="es"><head><title>x</title></head><body><p><div>nested</div></p><img src="a.png"></body></html>');
  const errors = await htmlErrors([broken]);
  expect(errors.join('\n')).toMatch(/wcag\/h37|element-required-attributes|no-implicit-close|close-order/);
});

/** One line per error of the W3C Nu Html Checker: file, line and message. */
function w3cErrors(paths: readonly string[]): string[] {
  // One short run: with the JVM's quick compiler only (TieredStopAtLevel=1) it checks the same pages for less processor
  // time, since the optimising compiler's work never pays back within a run this short.
  const run = spawnSync('java', ['-Xss2m', '-XX:TieredStopAtLevel=1', '-jar', String(vnuJar), '--errors-only', '--skip-non-html', '--format', 'json', ...paths], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw new Error(`java could not start (bash scripts/ensure-engines.sh installs it): ${run.error.message}`);
  // The checker writes its JSON report to stderr; an empty report is `{"messages":[]}`.
  const report = JSON.parse(run.stderr) as {messages: {type: string; url?: string; lastLine?: number; message: string}[]};
  return report.messages
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .filter((m) => m.message !== BLOCKING_LINK)
    .map((m) => `${(m.url ?? '').replace(/^file:/, '')}:${m.lastLine ?? '?'} ${m.message}`);
}

/**
 * The checker (vnu-jar 26.9) predates the HTML standard's `<link rel="expect" blocking="render">` (the link type
 * "expect", 2024), which the heads use (src/config/routes.ts, FIRST_SCREEN_IDS), and reports any `blocking` on a
 * link that is not a stylesheet. That one message is left out; the test below checks what it was about.
 */
const BLOCKING_LINK = 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';

test('a link that blocks rendering is a stylesheet or names an element the page has', () => {
  const wrong: string[] = [];
  for (const file of htmlFiles(BUILD)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const [link] of html.matchAll(/<link\b[^>]*\bblocking=[^>]*>/g)) {
      const expected = /\brel="?expect"?[\s>]/.test(link) ? /\bhref="?#([\w-]+)/.exec(link)?.[1] : undefined;
      const fine = /\brel="?stylesheet"?[\s>]/.test(link) || (expected !== undefined && new RegExp(`\\bid="?${expected}[\\s">]`).test(html));
      if (!fine) wrong.push(`${path.relative(BUILD, file)}: ${link}`);
    }
  }
  expect(wrong).toEqual([]);
});

describe('W3C Nu Html Checker', () => {
  // One checker run (a JVM start costs seconds) over the build and a copy of the built home page given a repeated id,
  // the self-test: its errors must be reported, and only its errors.
  const builds = FULL ? [BUILD, BUILD_TALENTO] : [BUILD];
  const broken = path.join(scratch, 'duplicate-id.html');
  let errors: string[] = [];
  beforeAll(() => {
    const home = fs.readFileSync(path.join(BUILD, 'index.html'), 'utf8');
    fs.writeFileSync(broken, home.replace('<main', '<svg width=1 height=1><clipPath id=a></clipPath></svg><svg width=1 height=1><clipPath id=a></clipPath></svg><main'));
    errors = w3cErrors([...builds, broken]);
  });

  test('every built page passes it (errors only)', () => {
    for (const build of builds) expect([build, htmlFiles(build).length > 100]).toEqual([build, true]);
    expect(errors.filter((error) => !error.startsWith(broken))).toEqual([]);
  });

  test('it reports an id repeated in a built page', () => {
    const own = errors.filter((error) => error.startsWith(broken));
    expect(own.join('\n')).toMatch(/Duplicate ID .a./);
    expect(own).toHaveLength(1);
  });
});
