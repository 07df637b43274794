/**
 * The speed wall (src/plugins/lean): outside it, the site uses public APIs only. A file elsewhere that imports a
 * private path of Docusaurus or React Router, replaces Docusaurus's runtime object, or rewrites what Docusaurus
 * generated (`.docusaurus/`) or built (`build/`) fails here, named; it belongs behind the wall, with a switch.
 * And the switches themselves: LEAN=0 turns every trick off, LEAN_OFF some, a misspelt name stops the build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {leanSwitches, TRICKS} from '@site/src/plugins/lean';

const root = path.resolve(__dirname, '../..');
const WALL = 'src/plugins/lean/';

/** What may not be done outside the wall, each with a pattern over a source file's text. */
const RULES: {what: string; pattern: RegExp | ((source: string) => boolean)}[] = [
  {what: 'imports a private path of a Docusaurus package', pattern: /(?:from\s+|import\(\s*|require(?:\.resolve)?\(\s*)['"]@docusaurus\/[^'"]+\/lib\//},
  {what: "imports theme-common's internal entry", pattern: /['"]@docusaurus\/theme-common\/internal['"]/},
  {what: "uses react-router's private context", pattern: /\b__RouterContext\b/},
  {what: "adapts Docusaurus's page template", pattern: /\bssgTemplate\b|\bssrTemplate\s*:/},
  {what: "replaces Docusaurus's runtime object", pattern: /window\.docusaurus\s*=/},
  {what: 'rewrites a file Docusaurus generates into .docusaurus/', pattern: /\\\.docusaurus\[\\\\\/\]\(\?:|\.docusaurus[\\/]+(?:registry|routes|routesChunkNames|client-modules|docusaurus\.config)/},
  // Writes files and names the folder of Docusaurus's built scripts and stylesheets (new files elsewhere are fine).
  {what: 'rewrites a file Docusaurus built (a stylesheet or script under build/assets)', pattern: (source) => /\b(?:writeFile|appendFile)(?:Sync)?\(/.test(source) && /['"`]assets\/(?:css|js)\b/.test(source)},
];

/** Why `source` breaks the wall, one line per rule it breaks. */
export function breaches(file: string, source: string): string[] {
  return RULES.filter(({pattern}) => (typeof pattern === 'function' ? pattern(source) : pattern.test(source))).map(({what}) => `${file} ${what}`);
}

function siteFiles(): string[] {
  const src = fs
    .readdirSync(path.join(root, 'src'), {recursive: true, encoding: 'utf8'})
    .map((name) => `src/${name.split(path.sep).join('/')}`)
    .filter((file) => /\.(?:[cm]?[jt]sx?|mdx)$/.test(file) && !file.endsWith('.d.ts'));
  return [...src, 'docusaurus.config.ts', ...(fs.existsSync(path.join(root, 'sidebars.ts')) ? ['sidebars.ts'] : [])];
}

describe('outside src/plugins/lean the site uses public APIs only', () => {
  it('finds the site files, and the wall', () => {
    const files = siteFiles();
    expect(files).toEqual(expect.arrayContaining(['docusaurus.config.ts', 'src/theme/Root.tsx', 'src/plugins/roles/docs.ts', `${WALL}index.ts`]));
  });

  it('no file outside the wall reaches into internals or rewrites generated or built files', () => {
    const problems = siteFiles()
      .filter((file) => !file.startsWith(WALL))
      .flatMap((file) => breaches(file, fs.readFileSync(path.join(root, file), 'utf8')));
    expect(problems).toEqual([]);
  });

  it('the wall itself is where those things happen (the rules still see them)', () => {
    const wall = siteFiles().filter((file) => file.startsWith(WALL));
    const seen = new Set(wall.flatMap((file) => breaches(file, fs.readFileSync(path.join(root, file), 'utf8')).map((line) => line.slice(file.length + 1))));
    expect([...seen].sort()).toEqual(RULES.map(({what}) => what).sort());
  });

  it.each([
    ["import stock from '@docusaurus/core/lib/ssg/ssgTemplate.html';", 'imports a private path of a Docusaurus package'],
    ["import {Context} from '@docusaurus/core/lib/client/browserContext';", 'imports a private path of a Docusaurus package'],
    ["const nprogress = require.resolve('@docusaurus/theme-classic/lib/nprogress');", 'imports a private path of a Docusaurus package'],
    ["import {PluginHtmlClassNameProvider} from '@docusaurus/theme-common/internal';", "imports theme-common's internal entry"],
    ["import {__RouterContext as RouterContext} from 'react-router';", "uses react-router's private context"],
    ['window.docusaurus = {...window.docusaurus, prefetch: () => false};', "replaces Docusaurus's runtime object"],
    ['{test: /[\\\\/]\\.docusaurus[\\\\/](?:registry\\.js|routes\\.js)$/, use: [loader]}', 'rewrites a file Docusaurus generates into .docusaurus/'],
    ["fs.readFileSync('.docusaurus/registry.js')", 'rewrites a file Docusaurus generates into .docusaurus/'],
    ["const files = list(path.join(outDir, 'assets/css'));\nfor (const file of files) await fs.writeFile(file, trim(css));", 'rewrites a file Docusaurus built (a stylesheet or script under build/assets)'],
  ])('the check refuses %s', (source, what) => {
    expect(breaches('src/x.ts', source)).toContain(`src/x.ts ${what}`);
  });

  it.each([
    "import Link from '@docusaurus/Link';",
    "import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';",
    "await fs.writeFile(path.join(outDir, 'robots.txt'), text);",
    "await fs.writeFile(path.join(dir, `${name}.png`), png);",
    "await fs.rename(path.join(outDir, 'assets/js', name), path.join(stats, name));",
  ])('the check lets public use through: %s', (source) => {
    expect(breaches('src/x.ts', source)).toEqual([]);
  });
});

describe('the switches', () => {
  const names = Object.keys(TRICKS);

  it('every trick is on by default', () => {
    expect(Object.values(leanSwitches({}))).toEqual(names.map(() => true));
  });

  it('LEAN=0 turns every trick off, whatever the options say', () => {
    expect(Object.values(leanSwitches({LEAN: '0'}, {icons: true}))).toEqual(names.map(() => false));
  });

  it('LEAN_OFF and the options turn off the tricks they name, and only those', () => {
    const on = leanSwitches({LEAN_OFF: 'icons, paintFirst'}, {unusedCss: false});
    expect(names.filter((name) => !on[name as keyof typeof on])).toEqual(['paintFirst', 'icons', 'unusedCss']);
  });

  it('a trick that needs another is off with it: late bands need the lean layout providers', () => {
    expect(leanSwitches({LEAN_OFF: 'layoutProvider'}).lateHydration).toBe(false);
    expect(leanSwitches({LEAN_OFF: 'lateHydration'}).layoutProvider).toBe(true);
  });

  it('a name that is no trick, or another value of LEAN, stops the build, saying what the names are', () => {
    expect(() => leanSwitches({LEAN_OFF: 'paintfirst'})).toThrow(/^Unknown speed trick paintfirst: the tricks are paintFirst, roleRoutes/);
    expect(() => leanSwitches({LEAN: 'off'})).toThrow('LEAN=off: use LEAN=0');
  });

  it('the wall README has one row per trick', () => {
    const readme = fs.readFileSync(path.join(root, WALL, 'README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]);
    expect(rows.sort()).toEqual([...names].sort());
  });
});
