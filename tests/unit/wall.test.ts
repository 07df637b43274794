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

/** A Docusaurus package's private folder, however the path is written: a literal, `path.join` pieces, a template string. */
const PRIVATE_PATH = /@docusaurus\/(?:[\w-]+|\$\{[^}]*\})(?:\/|['"`]\s*,\s*['"`]|\$\{[^}]*\}\/?)lib\b/;

/** What may not be done outside the wall, each with a pattern over a source file's text. */
const RULES: {what: string; pattern: RegExp | ((source: string) => boolean)}[] = [
  {what: 'imports a private path of a Docusaurus package', pattern: PRIVATE_PATH},
  {what: "imports theme-common's internal entry", pattern: /['"`]@docusaurus\/theme-common\/internal['"`]/},
  {what: "uses react-router's private context", pattern: /\b__RouterContext\b/},
  {what: "adapts Docusaurus's page template", pattern: /\bssgTemplate\b|\bssrTemplate\s*:/},
  {what: "replaces Docusaurus's runtime object", pattern: /window\.docusaurus\s*=/},
  {what: 'rewrites a file Docusaurus generates into .docusaurus/', pattern: /\\\.docusaurus\[\\\\\/\]\(\?:|\.docusaurus[\\/]+(?:registry|routes|routesChunkNames|client-modules|docusaurus\.config)/},
  // Writes files and names the folder of Docusaurus's built scripts and stylesheets (new files elsewhere are fine).
  {what: 'rewrites a file Docusaurus built (a stylesheet or script under build/assets)', pattern: (source) => /\b(?:writeFile|appendFile)(?:Sync)?\(/.test(source) && /['"`]assets\/(?:css|js)\b/.test(source)},
  // A module swapped for another in any config: a bundler or loader alias, jest's module mapper, a replacement plugin.
  {
    what: 'replaces a module (an alias, a module mapper or a replacement plugin)',
    pattern: (source) => /\bNormalModuleReplacementPlugin\b/.test(source) || /\b(?:alias|moduleNameMapper)\s*:\s*\{[^}]*?['"`\[]\^?@(?:docusaurus|theme|generated)\//s.test(source) || /\b(?:alias|moduleNameMapper)\s*:\s*\{[^}]*?\[`[^`]*`\]\s*:/s.test(source),
  },
];

/**
 * What must stay outside the wall, each file with the rules it may break and why: none is a speed trick, so none has
 * a switch. An entry that no longer breaks one of its rules is stale, and fails the test.
 */
const MODULE_SWAP = 'replaces a module (an alias, a module mapper or a replacement plugin)';
const BUILT = 'rewrites a file Docusaurus built (a stylesheet or script under build/assets)';
const GENERATED = 'rewrites a file Docusaurus generates into .docusaurus/';
const PRIVATE = 'imports a private path of a Docusaurus package';
const TRICK_TEST = "a test of a trick of the wall reads the internal the trick relies on, so an upgrade that moves it fails here";
const ALLOWED: Record<string, {rules: string[]; why: string}> = {
  'jest.config.mjs': {rules: [MODULE_SWAP], why: 'a build-time loader alias: unit tests run components in Node, where `@docusaurus/Translate` is the stand-in src/plugins/translateStandIn.ts'},
  'src/plugins/launch/collect.ts': {rules: [MODULE_SWAP], why: 'a build-time loader alias: the launch guard loads the data modules with jiti, outside the bundler, with the Translate stand-in'},
  'src/plugins/search/index.ts': {rules: [MODULE_SWAP], why: 'a build-time loader alias: the search index loads the data modules with jiti, outside the bundler, with the Translate stand-in'},
  'scripts/bench-scale.mjs': {rules: [GENERATED, BUILT], why: 'a measurement: it reads (never writes) the tables Docusaurus generated and counts the built scripts, in a scratch copy'},
  'tests/unit/byteBudget.test.ts': {rules: [BUILT], why: 'writes fixture scripts into a scratch folder shaped like build/, to test the byte budget'},
  'tests/unit/plainCode.test.ts': {rules: [BUILT], why: "writes fixture scripts into a scratch folder shaped like build/, to test the plainCode trick's check"},
  'tests/unit/unusedCss.test.ts': {rules: [BUILT], why: 'writes a fixture stylesheet into a scratch folder shaped like build/, to test the unusedCss trick'},
  'tests/unit/boundaries.test.ts': {rules: ["imports theme-common's internal entry"], why: 'names the internal entry as a case of its package-name check; imports nothing'},
  'tests/unit/lateHydration.test.tsx': {rules: [PRIVATE, "uses react-router's private context"], why: TRICK_TEST},
  'tests/unit/lean.test.ts': {rules: [PRIVATE, GENERATED], why: TRICK_TEST},
  'tests/unit/paintFirst.test.ts': {rules: ["adapts Docusaurus's page template"], why: TRICK_TEST},
};

/** Why `source` breaks the wall, one line per rule it breaks. */
export function breaches(file: string, source: string): string[] {
  return RULES.filter(({pattern}) => (typeof pattern === 'function' ? pattern(source) : pattern.test(source))).map(({what}) => `${file} ${what}`);
}

/** Folders and files that are not the site's source: installed packages, build output, caches, reports. */
const NOT_SOURCE = /^(?:node_modules|build[\w-]*|\.docusaurus|\.git|test-results[\w-]*|playwright-report|\.lighthouseci|screenshots)(?:\/|$)/;

/** Every source file of the repository (code, config, tests, scripts, patches), the wall's included. */
function repoFiles(folder = ''): string[] {
  return fs.readdirSync(path.join(root, folder), {withFileTypes: true}).flatMap((entry) => {
    const file = folder ? `${folder}/${entry.name}` : entry.name;
    if (NOT_SOURCE.test(file)) return [];
    if (entry.isDirectory()) return repoFiles(file);
    return /\.(?:[cm]?[jt]sx?|mdx|patch)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : [];
  });
}


describe('outside src/plugins/lean the repository uses public APIs only', () => {
  const files = repoFiles();
  // This test names every rule in its own text: the one file outside the wall that may.
  const outside = files.filter((file) => !file.startsWith(WALL) && file !== 'tests/unit/wall.test.ts');
  const found = outside.flatMap((file) => breaches(file, fs.readFileSync(path.join(root, file), 'utf8')));

  it('finds every folder: the site, its config, the scripts, the tests, the patches, and the wall', () => {
    expect(files).toEqual(expect.arrayContaining(['docusaurus.config.ts', 'jest.config.mjs', 'playwright.config.ts', 'src/theme/Root.tsx', 'scripts/serve.mjs', 'tests/e2e/checks.ts', `${WALL}index.ts`]));
    expect(files.some((file) => file.startsWith('patches/'))).toBe(true);
  });

  it('no file outside the wall reaches into internals, replaces a module or rewrites generated or built files, but those allowed', () => {
    const allowed = new Set(Object.entries(ALLOWED).flatMap(([file, {rules}]) => rules.map((rule) => `${file} ${rule}`)));
    expect(found.filter((line) => !allowed.has(line))).toEqual([]);
  });

  it('each allowed exception still needs its place on the list, and says why', () => {
    for (const [file, {rules, why}] of Object.entries(ALLOWED)) {
      for (const rule of rules) expect(found).toContain(`${file} ${rule}`);
      expect(why.length).toBeGreaterThan(20);
    }
  });

  it('the wall itself is where those things happen (the rules still see them): every rule but one no trick needs today', () => {
    const wall = files.filter((file) => file.startsWith(WALL));
    const seen = new Set(wall.flatMap((file) => breaches(file, fs.readFileSync(path.join(root, file), 'utf8')).map((line) => line.slice(file.length + 1))));
    // Replacing `window.docusaurus` went with the trick that did it (noPrefetch); the rule stays, and its case below.
    expect([...seen].sort()).toEqual(RULES.map(({what}) => what).filter((what) => what !== "replaces Docusaurus's runtime object").sort());
  });

  it.each([
    ["import stock from '@docusaurus/core/lib/ssg/ssgTemplate.html';", 'imports a private path of a Docusaurus package'],
    ["import {Context} from '@docusaurus/core/lib/client/browserContext';", 'imports a private path of a Docusaurus package'],
    ["const nprogress = require.resolve('@docusaurus/theme-classic/lib/nprogress');", 'imports a private path of a Docusaurus package'],
    ["const template = path.join('@docusaurus/core', 'lib', 'ssg', 'template.html');", 'imports a private path of a Docusaurus package'],
    ['const entry = require.resolve(`@docusaurus/${name}/lib/client`);', 'imports a private path of a Docusaurus package'],
    ["import {PluginHtmlClassNameProvider} from '@docusaurus/theme-common/internal';", "imports theme-common's internal entry"],
    ["import {__RouterContext as RouterContext} from 'react-router';", "uses react-router's private context"],
    ['window.docusaurus = {...window.docusaurus, prefetch: () => false};', "replaces Docusaurus's runtime object"],
    ['{test: /[\\\\/]\\.docusaurus[\\\\/](?:registry\\.js|routes\\.js)$/, use: [loader]}', 'rewrites a file Docusaurus generates into .docusaurus/'],
    ["fs.readFileSync('.docusaurus/registry.js')", 'rewrites a file Docusaurus generates into .docusaurus/'],
    ["const files = list(path.join(outDir, 'assets/css'));\nfor (const file of files) await fs.writeFile(file, trim(css));", 'rewrites a file Docusaurus built (a stylesheet or script under build/assets)'],
    ["resolve: {alias: {'@docusaurus/Head': require.resolve('./quietHead')}}", MODULE_SWAP],
    ['resolve: {alias: {[`@theme/${name}`]: stub}}', MODULE_SWAP],
    ["moduleNameMapper: {'^@docusaurus/Link$': '<rootDir>/stub.ts'}", MODULE_SWAP],
    ['new webpack.NormalModuleReplacementPlugin(/nprogress/, stub)', MODULE_SWAP],
  ])('the check refuses %s', (source, what) => {
    expect(breaches('scripts/x.mjs', source)).toContain(`scripts/x.mjs ${what}`);
  });

  it.each([
    "import Link from '@docusaurus/Link';",
    "import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';",
    "await fs.writeFile(path.join(outDir, 'robots.txt'), text);",
    "await fs.writeFile(path.join(dir, `${name}.png`), png);",
    "await fs.rename(path.join(outDir, 'assets/js', name), path.join(stats, name));",
    "const config = {alias: {'@site': siteDir}};",
    "moduleNameMapper: {'^@site/(.*)$': '<rootDir>/$1', '\\.css$': '<rootDir>/styleStub.cjs'}",
  ])('the check lets public use through: %s', (source) => {
    expect(breaches('scripts/x.mjs', source)).toEqual([]);
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
