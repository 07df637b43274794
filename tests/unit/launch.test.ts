/**
 * The launch guard: markers where values are defined, `npm run check:launch`
 * listing them with where they show, and a `LAUNCH=1` build that refuses them.
 */
import {countryFactsForCounsel} from '@site/src/data/countries';
import {costFactsForCounsel} from '@site/src/data/costFacts';
import {COUNTRY_CODES} from '@site/src/data/people';
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {type ContentStatus, launchBuildRefusal, launchReport, pendingItems, placeholder, settle} from '@site/src/lib/launch';
import launchPlugin from '@site/src/plugins/launch';
import {unfinishedCopy} from '@site/src/plugins/launch/collect';
import type {LoadContext} from '@docusaurus/types';

const root = path.resolve(__dirname, '../..');
const SKIP = new Set(['node_modules', 'build', 'build-talento', '.docusaurus', 'test-results', 'playwright-report']);

/** Runs `body` with LAUNCH set to `value` (or unset), as a build would see it. */
function withLaunch<T>(value: string | undefined, body: () => T): T {
  const previous = process.env.LAUNCH;
  if (value === undefined) delete process.env.LAUNCH;
  else process.env.LAUNCH = value;
  try {
    return body();
  } finally {
    if (previous === undefined) delete process.env.LAUNCH;
    else process.env.LAUNCH = previous;
  }
}

function run(cwd: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(command, args, {cwd, encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1', LAUNCH: '', ...env}});
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

describe('markers', () => {
  const note = {why: 'the calendar page', shows: 'every quote button'};
  const source = {brand: 'Ready', calendarUrl: placeholder('https://calendar.example.com', note), nested: {mail: placeholder('a@example.com', note)}, list: [1, 2]};

  it('settle gives the site plain values', () => {
    expect(settle(source)).toEqual({brand: 'Ready', calendarUrl: 'https://calendar.example.com', nested: {mail: 'a@example.com'}, list: [1, 2]});
  });

  it('pendingItems names placeholders by their key path, and data modules by what they hold unless final', () => {
    const illustrative: ContentStatus = {what: 'Client logos', status: 'illustrative', why: 'invented', shows: 'the strip'};
    const done: ContentStatus = {...illustrative, what: 'Portraits', status: 'final'};
    expect(pendingItems('src/config/site.ts', {siteSource: source, site: settle(source)}).map(({name}) => name)).toEqual(['calendarUrl', 'nested.mail']);
    expect(pendingItems('src/data/clients.ts', {launchStatus: illustrative, CLIENTS: [{name: 'x'}]})).toEqual([
      {status: 'illustrative', name: 'Client logos', file: 'src/data/clients.ts', why: 'invented', shows: 'the strip'},
    ]);
    expect(pendingItems('src/data/people.ts', {launchStatus: done})).toEqual([]);
  });

  it('the report lists each item with where it shows, or says the site is ready', () => {
    const items = pendingItems('src/config/site.ts', {source});
    const {ready, text} = launchReport(items);
    expect(ready).toBe(false);
    expect(text).toMatch(/^Not ready to launch: 2 items/);
    expect(text).toContain('- calendarUrl (placeholder, src/config/site.ts)\n    what it is: the calendar page\n    shows on:   every quote button');
    expect(launchReport([])).toEqual({ready: true, text: expect.stringMatching(/^Ready to launch/)});
  });

  it('only a LAUNCH=1 build is refused, and only while something is pending', () => {
    const items = jest.fn(() => pendingItems('src/config/site.ts', {source}));
    expect(launchBuildRefusal({}, items)).toBeNull();
    expect(launchBuildRefusal({LAUNCH: '0'}, items)).toBeNull();
    expect(items).not.toHaveBeenCalled();
    expect(launchBuildRefusal({LAUNCH: '1'}, items)).toMatch(/^LAUNCH=1: this build would publish placeholders\.\nNot ready to launch: 2 items/);
    expect(launchBuildRefusal({LAUNCH: '1'}, () => [])).toBeNull();
  });
});

/** What the site holds today that the business must replace, and a word of where each shows. */
const TODAY: [name: string, shows: RegExp][] = [
  ['url', /canonical/],
  ['whatsappNumber', /floating WhatsApp button/],
  ['calendarUrl', /Cotiza talento/],
  ['signInUrl', /sign-in link/],
  ['linkedinUrl', /footer/],
  ['instagramUrl', /footer/],
  ['promoVideoUrl', /#atributos/],
  ['playerUrl', /pre-footer video/],
  ['hireDirectFee', /comparativa/],
  ['pricesIncludeVat', /facturacion/],
  ['entities', /paises/],
  ['privacy.controllerName', /privacy policy/],
  ['privacy.contactEmail', /privacy policy/],
  ['privacy.postalAddress', /privacy policy/],
  ['Video chapters', /#atributos/],
  ['Client logos', /logo strip/],
  ['Hero candidates', /hero/],
  ['Portraits', /testimonials/],
  ['Pre-footer candidates', /pre-footer/],
  ['Testimonials', /#testimonios/],
  ['Vetted profiles', /role, team and service/],
  ['Engagement terms', /terms row of every role, team and service page/],
  ['Prices', /Tarifas de referencia/],
  ['Legal texts', /politica-de-privacidad/],
  ['Country legal and tax facts', /\/paises\/<country>/],
  ['Cost guide figures', /\/costos/],
  ['"How we work" terms in writing', /\/como-trabajamos/],
];

describe('npm run check:launch', () => {
  it('fails today, listing every placeholder and illustrative item with where it shows', () => {
    const {status, output} = run(root, 'node', ['scripts/check-launch.mjs']);
    expect(status).toBe(1);
    // Besides the list below, one entry per legal, tax or cost fact that waits for counsel (tests/unit/facts.test.ts).
    const waiting = Object.keys(countryFactsForCounsel).length + Object.keys(costFactsForCounsel).length;
    expect(output).toContain(`Not ready to launch: ${TODAY.length + waiting} items`);
    const listed = [...output.matchAll(/^- (.+) \((placeholder|illustrative|review), (src\/\S+)\)\n.*\n {4}shows on: {3}(.+)$/gm)];
    expect(listed.filter(([, name]) => name.startsWith('Fact waiting for counsel: '))).toHaveLength(waiting);
    expect(listed.map(([, name]) => name).filter((name) => !name.startsWith('Fact waiting for counsel: ')).sort()).toEqual(TODAY.map(([name]) => name).sort());
    for (const [name, shows] of TODAY) {
      expect(listed.find((match) => match[1] === name)![4]).toMatch(shows);
    }
    // The legal texts wait for counsel, a status of their own.
    expect(listed.find((match) => match[1] === 'Legal texts')![2]).toBe('review');
    expect(listed.find((match) => match[1] === 'Country legal and tax facts')![2]).toBe('review');
    expect(listed.find((match) => match[1] === '"How we work" terms in writing')![2]).toBe('review');
    // The cost guide's in-house figures are examples until the owner confirms them.
    expect(listed.find((match) => match[1] === 'Cost guide figures')![2]).toBe('illustrative');
  });

  describe('on a copy of the site with every value filled in', () => {
    const REAL: Record<string, unknown> = {
      hireDirectFee: {salaryShare: 0.15, freeAfterMonths: 12},
      pricesIncludeVat: false,
      entities: Object.fromEntries(COUNTRY_CODES.map((code) => [code, {name: `Ready Talento ${code.toUpperCase()} S.A.S.`, ...(code === 'mx' && {registration: 'REPSE AR12345/2025'})}])),
      url: 'https://www.readytalento.cl',
      whatsappNumber: '56987654321',
      calendarUrl: 'https://cal.readytalento.cl/cotiza',
      signInUrl: 'https://app.readytalento.cl/ingresar',
      linkedinUrl: 'https://www.linkedin.com/company/readytalento',
      instagramUrl: 'https://www.instagram.com/readytalento',
      promoVideoUrl: 'https://media.readytalento.cl/promo.mp4',
      playerUrl: 'https://player.readytalento.cl/embed/promo',
      controllerName: 'Ready Talento Chile SpA',
      contactEmail: 'privacidad@readytalento.cl',
      postalAddress: 'Av. Apoquindo 4501, oficina 1201, Las Condes, Santiago',
    };
    let dir: string;

    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ready-launch-'));
      for (const entry of fs.readdirSync(root)) {
        if (!SKIP.has(entry)) fs.cpSync(path.join(root, entry), path.join(dir, entry), {recursive: true});
      }
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
      const config = path.join(dir, 'src/config/site.ts');
      const filled = fs.readFileSync(config, 'utf8').replace(/(\w+): placeholder\([^]*?\n {2,4}\}\),/g, (_, key: string) => {
        if (!(key in REAL)) throw new Error(`give the test a real-looking value for ${key}`);
        return `${key}: ${JSON.stringify(REAL[key])},`;
      });
      fs.writeFileSync(config, filled);
      for (const folder of ['src/config', 'src/data']) {
        for (const name of fs.readdirSync(path.join(dir, folder))) {
          const file = path.join(dir, folder, name);
          fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/status: '(placeholder|illustrative|review)'/g, "status: 'final'").replace(/status: 'counsel'/g, "status: 'checked'"));
        }
      }
    });

    afterAll(() => {
      fs.rmSync(dir, {recursive: true, force: true});
    });

    it('passes with a "ready to launch" line', () => {
      expect(fs.readFileSync(path.join(dir, 'src/config/site.ts'), 'utf8')).not.toContain('example.com');
      const {status, output} = run(dir, 'node', ['scripts/check-launch.mjs']);
      expect(output.trim()).toBe('Ready to launch: no placeholder or illustrative content is left.');
      expect(status).toBe(0);
    });

    it('lets a LAUNCH=1 build go on (the guard is silent)', () => {
      withLaunch('1', () => {
        expect(launchPlugin({siteDir: dir} as LoadContext)).toEqual({name: 'ready-launch'});
        expect(() => launchPlugin({siteDir: root} as LoadContext)).toThrow(/calendarUrl/);
      });
    });
  });
});

describe('a page written with npm run new:role', () => {
  it('is listed with where it shows until every ESCRIBE and WRITE is replaced', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ready-unfinished-'));
    try {
      fs.mkdirSync(path.join(dir, 'empresas'));
      fs.writeFileSync(path.join(dir, 'empresas/devops-engineer.mdx'), '---\ntitle: "ESCRIBE el nombre del rol"\n---\n');
      fs.writeFileSync(path.join(dir, 'empresas/data-engineer.mdx'), '---\ntitle: "Ingeniero de Datos"\n---\nEscribe pipelines.\n');
      expect(unfinishedCopy(dir)).toEqual([
        expect.objectContaining({name: 'Unfinished copy (devops-engineer)', file: 'empresas/devops-engineer.mdx', shows: 'the page /empresas/devops-engineer', status: 'placeholder'}),
      ]);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('LAUNCH=1 npm run build', () => {
  it('stops while loading the site, before anything is bundled or written, naming each placeholder', () => {
    const outDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ready-launch-build-')), 'out');
    const {status, output} = run(root, path.join(root, 'node_modules/.bin/docusaurus'), ['build', '--locale', 'es', '--out-dir', outDir], {LAUNCH: '1'});
    expect(status).not.toBe(0);
    expect(output).toContain('LAUNCH=1: this build would publish placeholders.');
    for (const [name] of TODAY) {
      expect(output).toContain(`- ${name} (`);
    }
    expect(output).not.toMatch(/Bundling with|Compiled/);
    expect(fs.existsSync(outDir)).toBe(false);
  });

  it('an ordinary build is not affected (the plugin only reads LAUNCH=1)', () => {
    withLaunch(undefined, () => {
      expect(launchPlugin({siteDir: root} as LoadContext)).toEqual({name: 'ready-launch'});
    });
  });
});
