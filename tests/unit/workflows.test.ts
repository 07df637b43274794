/**
 * The copywriter's and the translator's journeys, run for real on a scratch
 * copy of the site with the README's commands: a role added with
 * `npm run new:role` and a team page, then the role removed again; a broken
 * field stopping the build; `npm run check:i18n` naming what English lacks.
 * No code changes anywhere: only content files.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const SKIP = new Set(['.git', 'node_modules', 'build', 'build-talento', '.docusaurus', 'test-results', 'playwright-report']);
const GIT_IDENTITY = ['-c', 'user.name=Copy', '-c', 'user.email=copy@example.com'];
const EN_DOCS = 'i18n/en/docusaurus-plugin-content-docs/current';

function scratchCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ready-site-'));
  for (const entry of fs.readdirSync(root)) {
    if (!SKIP.has(entry)) fs.cpSync(path.join(root, entry), path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  // A repository of its own, one commit, whatever state the working copy's repository is in (check:i18n reads git history).
  const git = (...args: string[]) => spawnSync('git', args, {cwd: dir, encoding: 'utf8', env: {...process.env, GIT_AUTHOR_DATE: '1700000000 +0000', GIT_COMMITTER_DATE: '1700000000 +0000'}});
  git('init', '-q');
  fs.appendFileSync(path.join(dir, '.git/info/exclude'), 'node_modules\n');
  git('add', '-A');
  git(...GIT_IDENTITY, 'commit', '-qm', 'The site as it is');
  return dir;
}

function run(cwd: string, command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {cwd, encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env}});
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');
const jestBin = path.join(root, 'node_modules/.bin/jest');
let dir: string;
const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);

beforeEach(() => {
  dir = scratchCopy();
});

afterEach(() => {
  fs.rmSync(dir, {recursive: true, force: true});
});

const ROLE = {
  es: `---
title: "Ingeniero DevOps"
category: development
sidebar_position: 8
heading: "Suma un *Ingeniero DevOps* que acelere cada despliegue"
subtitle: "Automatiza la entrega de software para que tu equipo publique cambios seguros varias veces al día."
description: "Un Ingeniero DevOps verificado automatiza tu infraestructura, tus despliegues y tu monitoreo para que publicar deje de ser un evento."
tasks:
  - title: "Pipelines de entrega"
    description: "Construye pipelines que prueban, empaquetan y publican cada cambio sin pasos manuales."
  - title: "Infraestructura como código"
    description: "Describe servidores, redes y permisos en código versionado que cualquiera puede revisar."
  - title: "Observabilidad"
    description: "Instala métricas, trazas y alertas para detectar fallas antes que tus clientes."
  - title: "Costos de nube"
    description: "Ajusta instancias y almacenamiento para que la factura mensual refleje el uso real."
---

Un Ingeniero DevOps une el desarrollo con la operación: convierte cada cambio del código en una versión probada y publicada sin ceremonias, y mantiene la plataforma estable mientras el producto crece. Lo necesitas cuando publicar exige una noche de guardia, cuando nadie sabe qué versión corre en producción o cuando la cuenta de la nube sube sin explicación. En la entrevista técnica recorre con nuestros evaluadores un incidente real que haya resuelto, y la prueba le pide montar un pipeline con Terraform y contenedores sobre un servicio parecido al tuyo, con alertas que avisen antes de que algo falle.
`,
  en: `---
title: "DevOps Engineer"
heading: "Add a *DevOps Engineer* who speeds up every release"
subtitle: "Automates software delivery so your team ships safe changes several times a day."
description: "A vetted DevOps Engineer automates your infrastructure, deployments and monitoring, so shipping stops being an event."
tasks:
  - title: "Delivery pipelines"
    description: "Builds pipelines that test, package and ship every change without manual steps."
  - title: "Infrastructure as code"
    description: "Describes servers, networks and permissions in versioned code anyone can review."
  - title: "Observability"
    description: "Sets up metrics, traces and alerts to catch failures before customers do."
  - title: "Cloud costs"
    description: "Right-sizes instances and storage so the monthly bill reflects real usage."
---

A DevOps Engineer bridges development and operations: every code change becomes a tested, released version without ceremony, and the platform stays stable while the product grows. You need one when a release takes a night on call, when nobody knows which version runs in production or when the cloud bill keeps climbing for no clear reason. In the technical interview they walk our assessors through a real incident they solved, and the test asks them to set up a pipeline with Terraform and containers for a service much like yours, with alerts that fire before anything breaks.
`,
};

const TEAM = {
  es: `---
title: "Plataforma Cloud"
category: development
roles:
  - devops-engineer
  - desarrollador-back-end
heading: "Arma un equipo de *Plataforma Cloud* que sostenga tu crecimiento"
subtitle: "Reúne operación e ingeniería de servicios para que tu producto escale sin sobresaltos ni facturas sorpresa."
description: "Un equipo de Plataforma Cloud con especialistas en DevOps y back end que mantiene tu producto disponible, observable y dentro del presupuesto."
tasks:
  - title: "Migración a la nube"
    description: "Traslada servicios desde servidores propios hacia la nube por etapas y sin cortes para tus clientes."
  - title: "Plataforma interna"
    description: "Ofrece a tus desarrolladores plantillas listas para crear servicios con despliegue y monitoreo incluidos."
  - title: "Guardias y respuesta"
    description: "Define turnos, manuales de incidentes y revisiones posteriores que evitan repetir cada falla."
  - title: "Seguridad operativa"
    description: "Gestiona secretos, permisos mínimos y parches para que la plataforma pase cualquier auditoría."
---

Un equipo de Plataforma Cloud se ocupa de que el software de tu empresa corra bien en producción: despliegues previsibles, servicios que se recuperan solos y costos que acompañan al negocio. Combina ingenieros DevOps, que automatizan la infraestructura, con desarrolladores back end que diseñan servicios pensados para operar en la nube. Conviene cuando tu producto ya tiene clientes exigentes, cuando cada incidente depende de una sola persona o cuando vas a migrar sistemas antiguos. Puedes empezar con dos personas y sumar más cuando la plataforma lo pida, con horas registradas y una factura local cada mes.
`,
  en: `---
title: "Cloud Platform"
heading: "Build a *Cloud Platform* team that carries your growth"
subtitle: "Brings operations and service engineering together so your product scales without scares or surprise bills."
description: "A Cloud Platform team of DevOps and back-end specialists who keep your product available, observable and within budget."
tasks:
  - title: "Cloud migration"
    description: "Moves services from your own servers to the cloud in stages, with no outage for your customers."
  - title: "Internal platform"
    description: "Gives your developers ready-made templates to create services with deployment and monitoring built in."
  - title: "On-call and response"
    description: "Sets up rotations, incident runbooks and follow-up reviews so no failure happens twice."
  - title: "Operational security"
    description: "Manages secrets, least-privilege access and patches so the platform passes any audit."
---

A Cloud Platform team makes sure your company's software runs well in production: predictable releases, services that recover on their own and costs that track the business. It combines DevOps engineers, who automate the infrastructure, with back-end developers who design services built to run in the cloud. It fits when your product already has demanding customers, when every incident depends on one person or when you are about to migrate legacy systems. You can start with two people and add more as the platform grows, with logged hours and a local invoice every month.
`,
};

/** The content tests and the frontmatter schema, as `npm test` runs them, on the scratch copy. */
function contentTests() {
  return run(dir, jestBin, ['--rootDir', dir, 'tests/unit/content.test.ts', 'tests/unit/roleSchema.test.ts']);
}

function build() {
  return run(dir, docusaurus, ['build']);
}

const link = (slug: string, locale: 'es' | 'en') => new RegExp(`href="?${locale === 'en' ? '/en' : ''}/empresas/${slug}"?[ >]`);

test('a copywriter adds a role and a team page, then removes the role, with content files only', () => {
  const status = () => new Set(run(dir, 'git', ['status', '--porcelain', '--untracked-files=all']).output.trim().split('\n'));
  const before = status();
  const created = run(dir, 'node', ['scripts/new-role.mjs', 'devops-engineer', '--category', 'development']);
  expect(created.status).toBe(0);
  // The scaffold writes the two files and touches nothing else.
  expect([...status()].filter((line) => !before.has(line)).sort()).toEqual(['?? empresas/devops-engineer.mdx', `?? ${EN_DOCS}/devops-engineer.mdx`]);
  expect(read('empresas/devops-engineer.mdx')).toMatch(/^category: development\nsidebar_position: 8$/m);
  expect(read(`${EN_DOCS}/devops-engineer.mdx`)).not.toMatch(/^category:/m);

  // Left as scaffolded, the placeholders are caught.
  expect(contentTests().output).toMatch(/has no placeholder left/);

  write('empresas/devops-engineer.mdx', ROLE.es);
  write(`${EN_DOCS}/devops-engineer.mdx`, ROLE.en);
  write('empresas/equipo-plataforma-cloud.mdx', TEAM.es);
  write(`${EN_DOCS}/equipo-plataforma-cloud.mdx`, TEAM.en);
  const tests = contentTests();
  expect(tests.output).toMatch(/Tests: +\d+ passed, \d+ total/);
  expect(tests.status).toBe(0);

  const built = build();
  expect(built.output).not.toMatch(/\[ERROR\]/);
  expect(built.status).toBe(0);
  for (const locale of ['es', 'en'] as const) {
    const prefix = locale === 'en' ? 'build/en' : 'build';
    expect(read(`${prefix}/empresas/devops-engineer.html`)).toContain(locale === 'en' ? 'DevOps Engineer' : 'Ingeniero DevOps');
    // Listed on the landing page's development card, in the bar of its siblings, on its team page and in the sitemap.
    expect(read(`${prefix}/index.html`)).toMatch(link('devops-engineer', locale));
    expect(read(`${prefix}/empresas/desarrollador-ios.html`)).toMatch(link('devops-engineer', locale));
    expect(read(`${prefix}/empresas/equipo-plataforma-cloud.html`)).toMatch(link('devops-engineer', locale));
    expect(read(`${prefix}/sitemap.xml`)).toContain(`${locale === 'en' ? '/en' : ''}/empresas/devops-engineer</loc>`);
    // The team page is in every page's footer.
    expect(read(`${prefix}/aviso-legal.html`)).toMatch(link('equipo-plataforma-cloud', locale));
  }
  // The English build takes the category from the Spanish file: the role sits in the English development bar, last.
  const englishBar = read('build/en/empresas/desarrollador-front-end.html');
  expect(englishBar.search(link('devops-engineer', 'en'))).toBeGreaterThan(englishBar.search(link('desarrollador-ios', 'en')));

  // Removing the role: the build names the team page that still lists it…
  fs.rmSync(path.join(dir, 'empresas/devops-engineer.mdx'));
  fs.rmSync(path.join(dir, `${EN_DOCS}/devops-engineer.mdx`));
  const refused = run(dir, docusaurus, ['build', '--locale', 'es']);
  expect(refused.status).not.toBe(0);
  expect(refused.output).toContain('empresas/equipo-plataforma-cloud.mdx → roles.0: "devops-engineer" is not a role page');
  // …and once the team's list is edited, everything passes again and the role is gone everywhere.
  write('empresas/equipo-plataforma-cloud.mdx', TEAM.es.replace('  - devops-engineer\n', ''));
  expect(contentTests().status).toBe(0);
  const rebuilt = build();
  expect(rebuilt.output).not.toMatch(/\[ERROR\]/);
  expect(rebuilt.status).toBe(0);
  for (const prefix of ['build', 'build/en']) {
    expect(fs.existsSync(path.join(dir, `${prefix}/empresas/devops-engineer.html`))).toBe(false);
    expect(read(`${prefix}/index.html`)).not.toContain('/empresas/devops-engineer');
    expect(read(`${prefix}/sitemap.xml`)).not.toContain('/empresas/devops-engineer<');
  }
}, 600_000);

test('a broken frontmatter field stops the build naming the file and field', () => {
  const file = 'empresas/data-engineer.mdx';
  const lines = read(file).split('\n');
  const taskTitles = lines.flatMap((line, index) => (/^ {2}- title: /.test(line) ? [index] : []));
  lines[taskTitles[1]] = lines[taskTitles[1]].replace(/title: .*/, 'summary: "sin título"');
  write(file, lines.join('\n'));
  const built = run(dir, docusaurus, ['build', '--locale', 'es']);
  expect(built.status).not.toBe(0);
  expect(built.output).toContain('empresas/data-engineer.mdx → tasks.1.title: Required');
}, 240_000);

test('structure written in an English page stops the build naming the file and field', () => {
  const file = `${EN_DOCS}/data-analyst.mdx`;
  write(file, read(file).replace(/^title: (.*)$/m, 'title: $1\ncategory: design'));
  const built = run(dir, docusaurus, ['build', '--locale', 'en']);
  expect(built.status).not.toBe(0);
  expect(built.output).toContain(`${file} → category: Set only in the Spanish file empresas/data-analyst.mdx; remove it here`);
}, 240_000);

test('a translator brings English up to date with `npm run check:i18n`', () => {
  const checkI18n = () => run(dir, 'node', ['scripts/check-i18n.mjs']);
  // Commits dated after everything in the copy, so "older than" is decided by these edits alone.
  const head = Number(run(dir, 'git', ['log', '-1', '--format=%ct']).output.trim());
  const commit = (message: string, offset: number, ...files: string[]) => {
    expect(run(dir, 'git', ['add', ...files]).status).toBe(0);
    const date = `${head + offset} +0000`;
    const committed = run(dir, 'git', [...GIT_IDENTITY, 'commit', '-qm', message], {
      GIT_AUTHOR_DATE: date,
      GIT_COMMITTER_DATE: date,
    });
    expect(committed.status).toBe(0);
  };

  const before = checkI18n();
  expect(before.output).toContain('English translation: complete and up to date.');
  expect(before.status).toBe(0);

  // A copywriter changes a Spanish page; a developer adds a UI string and a paragraph-long one.
  write('empresas/seo-strategist.mdx', `${read('empresas/seo-strategist.mdx')}\nTambién revisa cada trimestre qué páginas atraen visitas que no convierten.\n`);
  commit('Spanish copy change', 60, 'empresas/seo-strategist.mdx');
  write(
    'src/data/journeyProbe.ts',
    `import {translate} from '@docusaurus/Translate';\nexport const probe = () => [translate({id: 'journey.probe', message: 'Texto nuevo de la interfaz'}), translate({id: 'journey.long', message: '${'Un párrafo largo. '.repeat(12)}'})];\n`,
  );
  const stale = checkI18n();
  expect(stale.status).toBe(1);
  expect(stale.output).toContain(`${EN_DOCS}/seo-strategist.mdx: older than empresas/seo-strategist.mdx; update the translation`);
  expect(stale.output).toContain('i18n/en/code.json: "journey.probe" is missing (Spanish: "Texto nuevo de la interfaz")');
  expect(stale.output).toMatch(/"journey\.long" has 216 characters in Spanish \(at most 200\); move long prose to an MDX page/);

  // The translator updates the English page and the strings; the long one goes.
  write(`${EN_DOCS}/seo-strategist.mdx`, `${read(`${EN_DOCS}/seo-strategist.mdx`)}\nThey also review every quarter which pages draw visits that never convert.\n`);
  commit('English copy change', 120, `${EN_DOCS}/seo-strategist.mdx`);
  write('src/data/journeyProbe.ts', `import {translate} from '@docusaurus/Translate';\nexport const probe = () => translate({id: 'journey.probe', message: 'Texto nuevo de la interfaz'});\n`);
  const codeJson = JSON.parse(read('i18n/en/code.json'));
  codeJson['journey.probe'] = {message: 'New interface text'};
  write('i18n/en/code.json', `${JSON.stringify(codeJson, null, 2)}\n`);
  const after = checkI18n();
  expect(after.output).toContain('English translation: complete and up to date.');
  expect(after.status).toBe(0);
}, 240_000);
