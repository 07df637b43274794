import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {HtmlValidate} from 'html-validate';

test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'the built files do not depend on the viewport');

const BUILD = path.resolve(__dirname, '../../build');
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
