/**
 * The UI strings as content (src/plugins/uiStrings, src/plugins/uiStrings, scripts/eslint/ui-strings.mjs):
 * their text lives in i18n/es/code.json and i18n/en/code.json, the build stops naming a key the
 * code uses and a file lacks, a lint rule refuses text left in the code, and `check:i18n` notices
 * an English string translated from an older Spanish one until a translator stamps it.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import uiStringsPlugin, {usedIds} from '@site/src/plugins/uiStrings';
import {
  codeJsonProblems,
  formatStamps,
  stampTranslations,
  type Stamps,
  type TranslationFile,
  type TranslationPair,
  translationProblems,
} from '@site/src/plugins/uiStrings/rules';

const root = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as TranslationFile;

describe('the site', () => {
  let used: Map<string, string[]>;
  beforeAll(async () => {
    used = await usedIds(root);
  });

  it('has the text of every id its code uses in both code.json files, and the landing, header and footer read theirs by id', () => {
    expect(codeJsonProblems(used, {es: readJson('i18n/es/code.json'), en: readJson('i18n/en/code.json')})).toEqual([]);
    for (const file of ['src/theme/Navbar/index.tsx', 'src/theme/Footer/index.tsx', 'src/components/Landing/Hero/index.tsx', 'src/data/steps.ts']) {
      expect([...used.values()].some((files) => files.includes(file))).toBe(true);
    }
  });

  it('names the file, the key and where the code uses it when a code.json lacks an id', () => {
    const english = readJson('i18n/en/code.json');
    delete english['layout.footer.tagline'];
    expect(codeJsonProblems(used, {es: readJson('i18n/es/code.json'), en: english})).toEqual([
      'i18n/en/code.json: "layout.footer.tagline" is missing (used in src/theme/Footer/index.tsx)',
    ]);
  });

  it('has a stamp of the Spanish source of every English message', () => {
    const stamps = JSON.parse(fs.readFileSync(path.join(root, 'i18n/en/stamps.json'), 'utf8')) as Stamps;
    const pair = {name: 'code.json', spanish: readJson('i18n/es/code.json'), english: readJson('i18n/en/code.json')};
    expect(translationProblems(pair, stamps, {identical: new Set(JSON.parse(fs.readFileSync(path.join(root, 'i18n/en/identical.json'), 'utf8')))})).toEqual([]);
    expect(formatStamps(stamps)).toBe(fs.readFileSync(path.join(root, 'i18n/en/stamps.json'), 'utf8'));
  });
});

describe('the build', () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'ui-strings-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    fs.writeFileSync(path.join(site, file), text);
  };
  afterAll(() => fs.rmSync(site, {recursive: true, force: true}));
  const plugin = () =>
    uiStringsPlugin({siteDir: site, i18n: {locales: ['es', 'en'], defaultLocale: 'es', currentLocale: 'en'}} as unknown as LoadContext);

  it('stops naming the locale file, the key and the component when Spanish lacks an id or a text is a placeholder, and passes once it is written', async () => {
    write(
      'src/components/Banner.tsx',
      "import Translate, {translate} from '@docusaurus/Translate';\nexport const Banner = () => <p title={translate({id: 'banner.title'})}><Translate id=\"banner.text\" /></p>;\n",
    );
    write('i18n/es/code.json', JSON.stringify({'banner.title': {message: 'Novedades'}}));
    write('i18n/en/code.json', JSON.stringify({'banner.title': {message: 'banner.title'}}));
    await expect(plugin().allContentLoaded!({} as never)).rejects.toThrow(
      [
        'UI strings: 2 problem(s). Add each text to its file:',
        '  i18n/es/code.json: "banner.text" is missing (used in src/components/Banner.tsx)',
        '  i18n/en/code.json: "banner.title" has no text yet (its message is "banner.title"); write it',
      ].join('\n'),
    );
    // A translation that lacks an id builds, showing the Spanish text (check:i18n lists it).
    write('i18n/es/code.json', JSON.stringify({'banner.title': {message: 'Novedades'}, 'banner.text': {message: 'Conoce los nuevos perfiles'}}));
    write('i18n/en/code.json', JSON.stringify({'banner.title': {message: 'News'}}));
    await expect(plugin().allContentLoaded!({} as never)).resolves.toBeUndefined();
    expect(await plugin().getDefaultCodeTranslationMessages!()).toEqual({'banner.title': 'Novedades', 'banner.text': 'Conoce los nuevos perfiles'});
    write('i18n/es/code.json', JSON.stringify({'banner.title': {message: 'Novedades'}, 'banner.text': {message: 'Conoce los nuevos perfiles'}}));
    write('i18n/en/code.json', JSON.stringify({'banner.title': {message: 'News'}, 'banner.text': {message: 'Meet the new profiles'}}));
    await expect(plugin().allContentLoaded!({} as never)).resolves.toBeUndefined();
  });
});

describe('check:i18n on a translation file', () => {
  const spanish: TranslationFile = {
    'landing.hero.title': {message: 'Talento tech verificado'},
    'layout.footer.help': {message: '¿Necesitas ayuda?'},
  };
  const english: TranslationFile = {
    'landing.hero.title': {message: 'Vetted tech talent'},
    'layout.footer.help': {message: 'Need help?'},
  };
  const pair = (es: TranslationFile, en: TranslationFile): TranslationPair => ({name: 'code.json', spanish: es, english: en});
  const stamped = stampTranslations([pair(spanish, english)], {}, 'all').stamps;

  it('passes when every English message is stamped with the Spanish it translates', () => {
    expect(translationProblems(pair(spanish, english), stamped)).toEqual([]);
  });

  it('names the English file, the key and the new Spanish text when a Spanish string changes, until the translator stamps the new English', () => {
    const changed = {...spanish, 'layout.footer.help': {message: '¿Tienes preguntas?'}};
    expect(translationProblems(pair(changed, english), stamped)).toEqual([
      'i18n/en/code.json: "layout.footer.help" translates an older Spanish text; the Spanish now reads "¿Tienes preguntas?". Update the English, then run npm run check:i18n -- --stamp',
    ]);
    // Stamping what changed leaves an English message nobody touched stale…
    const untouched = stampTranslations([pair(changed, english)], stamped, 'changed');
    expect(untouched.stamped).toEqual([]);
    expect(translationProblems(pair(changed, english), untouched.stamps)).toHaveLength(1);
    // …and records the new source once the English is updated.
    const updated = {...english, 'layout.footer.help': {message: 'Any questions?'}};
    const after = stampTranslations([pair(changed, updated)], stamped, 'changed');
    expect(after.stamped).toEqual(['i18n/en/code.json: "layout.footer.help"']);
    expect(translationProblems(pair(changed, updated), after.stamps)).toEqual([]);
    // A Spanish change that needs no new English (a typo fixed) is stamped by its id.
    expect(translationProblems(pair(changed, english), stampTranslations([pair(changed, english)], stamped, ['layout.footer.help']).stamps)).toEqual([]);
  });

  it('reports a new id without English as missing, and an English message never stamped', () => {
    const added = {...spanish, 'landing.hero.badge': {message: 'Nuevo'}};
    expect(translationProblems(pair(added, english), stamped)).toEqual(['i18n/en/code.json: "landing.hero.badge" is missing (Spanish: "Nuevo")']);
    const translated = {...english, 'landing.hero.badge': {message: 'New'}};
    expect(translationProblems(pair(added, translated), stamped)).toEqual([
      'i18n/en/code.json: "landing.hero.badge" has no stamp of the Spanish it translates; check the English against "Nuevo", then run npm run check:i18n -- --stamp',
    ]);
    expect(translationProblems(pair(added, translated), stampTranslations([pair(added, translated)], stamped, 'changed').stamps)).toEqual([]);
  });

  it('names a plugin translation file by its path', () => {
    const problems = translationProblems({name: 'ready-roles/categories.json', spanish: {'data.title': {message: 'Datos'}}, english: {}}, {});
    expect(problems).toEqual(['i18n/en/ready-roles/categories.json: "data.title" is missing (Spanish: "Datos")']);
  });
});

describe('the lint rules', () => {
  /** Lints each probe as if it were the file named, with the site's eslint.config.mjs. */
  function lint(probes: Record<string, string>): Record<string, string[]> {
    const script = `
      import {ESLint} from 'eslint';
      const probes = JSON.parse(process.env.PROBES);
      const eslint = new ESLint({cwd: process.cwd()});
      const out = {};
      for (const [filePath, code] of Object.entries(probes)) {
        const [result] = await eslint.lintText(code, {filePath});
        out[filePath] = result.messages.map((m) => m.ruleId + ': ' + m.message);
      }
      console.log(JSON.stringify(out));`;
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {cwd: root, encoding: 'utf8', env: {...process.env, PROBES: JSON.stringify(probes)}});
    expect(result.stderr).toBe('');
    return JSON.parse(result.stdout) as Record<string, string[]>;
  }

  it('refuses landing, header and footer text written in a component or a data module, and accepts it read by id', () => {
    const results = lint({
      'src/theme/Footer/probe.tsx':
        "import Translate from '@docusaurus/Translate';\nexport const Help = () => <Translate id=\"layout.footer.help\">¿Necesitas ayuda?</Translate>;\n",
      'src/theme/Navbar/probe.tsx':
        "import {translate} from '@docusaurus/Translate';\nexport const label = () => translate({id: 'layout.menu.open', message: 'Abrir el menú'});\n",
      'src/data/probe.ts': "export const steps = [{title: 'Filtro y análisis del CV', href: '/empresas'}];\n",
      'src/components/Landing/Hero/probe.tsx': "export const Badge = () => <span aria-label=\"Perfiles nuevos\">+</span>;\n",
      'src/components/Landing/Hero/clean.tsx':
        "import Translate, {translate} from '@docusaurus/Translate';\nexport const Badge = () => <span className=\"badge big\" aria-label={translate({id: 'landing.hero.badge'})}><Translate id=\"landing.hero.text\" /></span>;\n",
    });
    expect(results['src/theme/Footer/probe.tsx']).toEqual([
      'ready/ui-strings-by-id: The text of "layout.footer.help" belongs in i18n/es/code.json (Spanish) and i18n/en/code.json (English): move it there and write <Translate id="layout.footer.help" />.',
    ]);
    expect(results['src/theme/Navbar/probe.tsx']).toEqual([
      'ready/ui-strings-by-id: The text of "layout.menu.open" belongs in i18n/es/code.json (Spanish) and i18n/en/code.json (English): move it there and call translate({id: \'layout.menu.open\'}) with no message.',
    ]);
    expect(results['src/data/probe.ts']).toEqual([expect.stringMatching(/^ready\/no-literal-ui-text: "Filtro y análisis del CV" reads like text for a visitor/)]);
    expect(results['src/components/Landing/Hero/probe.tsx']).toEqual([expect.stringMatching(/^ready\/no-literal-ui-text: "Perfiles nuevos" reads like text/)]);
    expect(results['src/components/Landing/Hero/clean.tsx']).toEqual([]);
  });
});
