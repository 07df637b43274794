/**
 * The copywriter's and translator's paths, run for real on a scratch copy of
 * the site: a new role from `npm run new:role`, a broken file stopping the
 * build, and `npm run check:i18n` naming a missing translation.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const SKIP = new Set(['node_modules', 'build', 'build-talento', '.docusaurus', 'test-results', 'playwright-report']);

function scratchCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ready-site-'));
  for (const entry of fs.readdirSync(root)) {
    if (!SKIP.has(entry)) fs.cpSync(path.join(root, entry), path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

function run(cwd: string, command: string, args: string[]) {
  const result = spawnSync(command, args, {cwd, encoding: 'utf8', env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'}});
  return {status: result.status, output: `${result.stdout}\n${result.stderr}`};
}

const docusaurus = path.join(root, 'node_modules/.bin/docusaurus');
let dir: string;

beforeEach(() => {
  dir = scratchCopy();
});

afterEach(() => {
  fs.rmSync(dir, {recursive: true, force: true});
});

const FILLED = {
  es: `---
title: "Ingeniero DevOps"
category: development
sidebar_position: 8
heading: "Contrata un *Ingeniero DevOps* que acelere cada despliegue"
subtitle: "Automatiza la entrega de software para que tu equipo publique cambios seguros varias veces al día."
description: "Contrata con Ready un Ingeniero DevOps verificado que automatice tu infraestructura, tus despliegues y tu monitoreo."
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

Un Ingeniero DevOps une el desarrollo con la operación.
`,
  en: `---
title: "DevOps Engineer"
heading: "Hire a *DevOps Engineer* who speeds up every release"
subtitle: "Automates software delivery so your team ships safe changes several times a day."
description: "Hire a vetted DevOps Engineer through Ready to automate your infrastructure, deployments and monitoring."
tasks:
  - title: "Delivery pipelines"
    description: "Builds pipelines that test, package and ship every change without manual steps."
  - title: "Infrastructure as code"
    description: "Describes servers, networks and permissions in versioned code anyone can review."
  - title: "Observability"
    description: "Sets up metrics, traces and alerts to catch failures before customers do."
---

A DevOps Engineer bridges development and operations.
`,
};

test('a new role from `npm run new:role`, once filled in, is built, validated and linked from its siblings', () => {
  const created = run(dir, 'node', ['scripts/new-role.mjs', 'devops-engineer', '--category', 'development']);
  expect(created.status).toBe(0);
  expect(created.output).toContain('empresas/devops-engineer.mdx');
  const spanish = path.join(dir, 'empresas/devops-engineer.mdx');
  const english = path.join(dir, 'i18n/en/docusaurus-plugin-content-docs/current/devops-engineer.mdx');
  expect(fs.readFileSync(spanish, 'utf8')).toMatch(/^category: development\nsidebar_position: 8$/m);

  fs.writeFileSync(spanish, FILLED.es);
  fs.writeFileSync(english, FILLED.en);
  const build = run(dir, docusaurus, ['build', '--locale', 'es']);
  expect(build.output).not.toMatch(/\[ERROR\]/);
  expect(build.status).toBe(0);
  const page = fs.readFileSync(path.join(dir, 'build/empresas/devops-engineer.html'), 'utf8');
  expect(page).toContain('Ingeniero DevOps');
  const sibling = fs.readFileSync(path.join(dir, 'build/empresas/desarrollador-ios.html'), 'utf8');
  expect(sibling).toMatch(/href="?\/empresas\/devops-engineer"?/);
}, 240_000);

test('a broken frontmatter field stops the build naming the file and field', () => {
  const file = path.join(dir, 'empresas/data-engineer.mdx');
  const source = fs.readFileSync(file, 'utf8');
  // Drop the title of the second task.
  const lines = source.split('\n');
  const taskTitles = lines.flatMap((line, index) => (/^ {2}- title: /.test(line) ? [index] : []));
  lines[taskTitles[1]] = lines[taskTitles[1]].replace(/title: .*/, 'summary: "sin título"');
  fs.writeFileSync(file, lines.join('\n'));
  const build = run(dir, docusaurus, ['build', '--locale', 'es']);
  expect(build.status).not.toBe(0);
  expect(build.output).toContain('empresas/data-engineer.mdx → tasks.1.title: Required');
}, 240_000);

test('`npm run check:i18n` names a missing English role file', () => {
  const before = run(dir, 'node', ['scripts/check-i18n.mjs']);
  expect(before.output).toContain('English translation: complete and up to date.');
  expect(before.status).toBe(0);
  fs.rmSync(path.join(dir, 'i18n/en/docusaurus-plugin-content-docs/current/seo-strategist.mdx'));
  const after = run(dir, 'node', ['scripts/check-i18n.mjs']);
  expect(after.status).toBe(1);
  expect(after.output).toContain('i18n/en/docusaurus-plugin-content-docs/current/seo-strategist.mdx: missing (translates empresas/seo-strategist.mdx)');
}, 240_000);
