#!/usr/bin/env node
/**
 * Screenshots of pages at phone and desktop widths, for looking at what we build.
 * Usage: node scripts/screenshots.mjs --base http://127.0.0.1:3000 --out /tmp/shots /path /en/path …
 *   --first-screen   the first screen only (default: the whole page)
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';

const {values, positionals} = parseArgs({
  options: {
    base: {type: 'string', default: 'http://127.0.0.1:3000'},
    out: {type: 'string', default: 'screenshots'},
    widths: {type: 'string', default: '390,1440'},
    // Off unless given: Node 20's parseArgs has no `--no-…`, so a `--full` defaulting to true could not be turned off.
    'first-screen': {type: 'boolean', default: false},
  },
  allowPositionals: true,
});

fs.mkdirSync(values.out, {recursive: true});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
for (const width of values.widths.split(',').map(Number)) {
  const page = await browser.newPage({viewport: {width, height: width < 800 ? 844 : 900}});
  for (const route of positionals.length ? positionals : ['/', '/en/']) {
    await page.goto(values.base + route, {waitUntil: 'networkidle'});
    // Bands below the first screen are laid out only near the viewport (content-visibility, src/lib/deferredRendering.ts):
    // a full-page picture does not scroll, so they are laid out as a visitor's scroll would, and their images loaded.
    await page.evaluate(async () => {
      document.documentElement.setAttribute('data-all-rendered', '');
      document.querySelectorAll('img[loading="lazy"]').forEach((img) => img.setAttribute('loading', 'eager'));
      await Promise.all([...document.images].filter((img) => !img.complete).map((img) => new Promise((done) => ['load', 'error'].forEach((type) => img.addEventListener(type, done, {once: true})))));
    });
    const name = `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({path: path.join(values.out, name), fullPage: !values['first-screen']});
    console.log(path.join(values.out, name));
  }
  await page.close();
}
await browser.close();
