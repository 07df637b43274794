#!/usr/bin/env node
/**
 * Starts a new role page: writes the Spanish and English MDX files with every
 * field, and registers the slug at the end of its category in sidebars.ts.
 * Usage: npm run new:role -- <slug> --category <development|data|design|marketing|ia>
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';

const CATEGORIES = ['development', 'data', 'design', 'marketing', 'ia'];
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function fail(message) {
  console.error(`new:role: ${message}`);
  console.error('Usage: npm run new:role -- <slug> --category <development|data|design|marketing|ia>');
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({options: {category: {type: 'string'}, root: {type: 'string'}}, allowPositionals: true});
} catch (error) {
  fail(error.message);
}
const {values, positionals} = parsed;
const siteDir = values.root ? path.resolve(values.root) : root;
const [slug] = positionals;
const category = values.category;

if (!slug) fail('the slug is missing.');
if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) fail(`"${slug}" is not a valid slug: use lowercase letters, digits and single hyphens (e.g. data-engineer).`);
if (slug.startsWith('equipo-')) fail('slugs starting with "equipo-" are team pages, which are not created with this command.');
if (!CATEGORIES.includes(category)) fail(`--category must be one of ${CATEGORIES.join(', ')}.`);

const spanish = path.join(siteDir, 'empresas', `${slug}.mdx`);
const english = path.join(siteDir, 'i18n/en/docusaurus-plugin-content-docs/current', `${slug}.mdx`);
for (const file of [spanish, english]) {
  if (fs.existsSync(file)) fail(`${path.relative(siteDir, file)} already exists.`);
}

const sidebarsFile = path.join(siteDir, 'sidebars.ts');
const sidebars = fs.readFileSync(sidebarsFile, 'utf8');
const block = new RegExp(`(\\n  ${category}: \\[)([^\\]]*)(\\])`);
const match = sidebars.match(block);
if (!match) fail(`sidebars.ts has no "${category}: [...]" list.`);
const slugs = [...match[2].matchAll(/'([^']+)'/g)].map((m) => m[1]);
if ((sidebars.match(/'[^']+'/g) ?? []).includes(`'${slug}'`)) fail(`"${slug}" is already listed in sidebars.ts.`);
const list = [...slugs, slug].map((s) => `    '${s}',`).join('\n');
fs.writeFileSync(sidebarsFile, sidebars.replace(block, `$1\n${list}\n  $3`));

const template = (lang) => {
  const t = lang === 'es'
    ? {title: 'ESCRIBE el nombre del rol', heading: 'Contrata un *ESCRIBE el rol* que ESCRIBE el beneficio', subtitle: 'ESCRIBE una frase sobre lo que este rol hace por la empresa.', description: 'ESCRIBE la meta descripción (110 a 160 caracteres) mencionando contratar este rol con Ready.', task: 'ESCRIBE una tarea', taskText: 'ESCRIBE una frase concreta sobre esta tarea.', body: 'ESCRIBE aquí la descripción larga del rol: qué hace, cuándo lo necesita una empresa y qué verificamos antes de proponerlo (al menos 80 palabras).'}
    : {title: 'WRITE the role name', heading: 'Hire a *WRITE the role* who WRITE the benefit', subtitle: 'WRITE one sentence about what this role does for the company.', description: 'WRITE the meta description (110 to 160 characters) mentioning hiring this role with Ready.', task: 'WRITE a task', taskText: 'WRITE one concrete sentence about this task.', body: 'WRITE the long description of the role here: what it does, when a company needs one and what we check before proposing someone (at least 80 words).'};
  const tasks = [1, 2, 3, 4].map((n) => `  - title: "${t.task} ${n}"\n    description: "${t.taskText}"`).join('\n');
  return `---\ntitle: "${t.title}"\ncategory: ${category}\nheading: "${t.heading}"\nsubtitle: "${t.subtitle}"\ndescription: "${t.description}"\ntasks:\n${tasks}\n---\n\n${t.body}\n`;
};

fs.mkdirSync(path.dirname(english), {recursive: true});
fs.writeFileSync(spanish, template('es'));
fs.writeFileSync(english, template('en'));

console.log(`Created the role "${slug}" in category "${category}":
  ${path.relative(siteDir, spanish)}   (Spanish: replace every ESCRIBE)
  ${path.relative(siteDir, english)}   (English: replace every WRITE)
  sidebars.ts                            (added at the end of "${category}"; move it to change the order)
Then run \`npm start\` to see /empresas/${slug}; \`npm test\` checks the copy (no ESCRIBE/WRITE left, 80+ words, 4+ tasks).`);
