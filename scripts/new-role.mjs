#!/usr/bin/env node
/**
 * Starts a new role page: writes the Spanish MDX file and one for each language
 * that translates it (src/config/languages.json: English, Portuguese…), and puts
 * the slug last among the roles of its category in empresas/_sidebars.json
 * (the lists sidebars.ts exports, where a copywriter moves it), and nothing
 * else. The Spanish file holds the rest of the structure (skills, people); the
 * translations hold only the texts, with WRITE markers for their translators.
 * Usage: npm run new:role -- <slug> --category <id>   (ids: src/data/categories.ts)
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const load = createJiti(path.join(root, 'scripts/new-role.mjs'));
const {CATEGORY_IDS} = load('../src/data/categories.ts');
const {CATEGORY_LISTS_FILE, CONTENT_DIR, TRANSLATED} = load('../src/plugins/roles/content.ts');
const {language} = load('../src/config/locales.ts');
const {TEAM_PREFIX} = load('../src/plugins/roles/schema.ts');
const {LIMITS} = load('../src/plugins/roles/limits.ts');
const usage = `Usage: npm run new:role -- <slug> --category <${CATEGORY_IDS.join('|')}>`;

function fail(message) {
  console.error(`new:role: ${message}`);
  console.error(usage);
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
if (slug.startsWith(TEAM_PREFIX)) fail(`slugs starting with "${TEAM_PREFIX}" are team pages, which are not created with this command.`);
if (!CATEGORY_IDS.includes(category)) fail(`--category must be one of ${CATEGORY_IDS.join(', ')}.`);

const spanish = path.join(siteDir, CONTENT_DIR, `${slug}.mdx`);
const translations = TRANSLATED.map(({locale, dir}) => ({locale, file: path.join(siteDir, dir, `${slug}.mdx`)}));
for (const file of [spanish, ...translations.map(({file}) => file)]) {
  if (fs.existsSync(file)) fail(`${path.relative(siteDir, file)} already exists.`);
}

// Last among its category's roles, before its teams; the other categories' lists stay as they are.
const listsFile = path.join(siteDir, CATEGORY_LISTS_FILE);
let lists;
try {
  lists = JSON.parse(fs.readFileSync(listsFile, 'utf8'));
} catch (error) {
  fail(`${CATEGORY_LISTS_FILE} cannot be read: ${error.message}`);
}
if (Object.values(lists).some((slugs) => slugs.includes(slug))) fail(`"${slug}" is already listed in ${CATEGORY_LISTS_FILE}.`);
const pages = lists[category] ?? [];
const at = pages.findLastIndex((page) => !page.startsWith(TEAM_PREFIX)) + 1;
const listed = {...lists, [category]: [...pages.slice(0, at), slug, ...pages.slice(at)]};
const ordered = Object.fromEntries(CATEGORY_IDS.filter((id) => id in listed).map((id) => [id, listed[id]]));
const position = at + 1;

const TEXTS = {
  es: {title: 'ESCRIBE el nombre del rol', titleFeminine: 'ESCRIBE el nombre del rol para una mujer (Desarrolladora…; igual al anterior si no cambia)', heading: 'Contrata un *ESCRIBE el rol* que ESCRIBE el beneficio', subtitle: 'ESCRIBE una frase sobre lo que este rol hace por la empresa.', description: 'ESCRIBE la meta descripción, de 110 a 160 caracteres: qué logra el rol, con dos o tres herramientas (STYLE.md).', task: 'ESCRIBE una tarea', taskText: 'ESCRIBE una frase concreta sobre esta tarea.', skill: 'ESCRIBE una herramienta', question: '¿ESCRIBE una pregunta que un cliente hace sobre este rol?', answer: 'ESCRIBE la respuesta, en dos a cuatro frases concretas (no repitas las preguntas comunes de empresas/_faq.yml).', person: 'ESCRIBE Nombre Apellido', kitSummary: 'ESCRIBE la presentación del puesto en dos o tres frases: para qué necesita la empresa a esta persona, de qué se hará cargo y con qué herramientas trabajará cada día.', kitResponsibility: 'ESCRIBE una responsabilidad que empiece con un verbo (sale de una tarea)', kitRequirement: 'ESCRIBE un requisito: una habilidad de la lista y los años de experiencia', kitNice: 'ESCRIBE algo deseable', kitQuestion: '¿ESCRIBE una pregunta de entrevista para este rol', kitAnswer: 'ESCRIBE qué muestra una buena respuesta, en una o dos frases.', body: 'ESCRIBE aquí la descripción larga del rol: qué hace, cuándo lo necesita una empresa y cómo son su entrevista y su prueba técnica, sin repetir las cuatro etapas (al menos 80 palabras; STYLE.md).'},
  translation: {title: 'WRITE the role name', titleFeminine: 'WRITE the role name for a woman (the same when it does not change)', heading: 'Hire a *WRITE the role* who WRITE the benefit', subtitle: 'WRITE one sentence about what this role does for the company.', description: 'WRITE the meta description, 110 to 160 characters: what the role achieves, with two or three tools (STYLE.md).', task: 'WRITE a task', taskText: 'WRITE one concrete sentence about this task.', question: 'WRITE a question a client asks about this role?', answer: 'WRITE the answer in two to four concrete sentences (do not repeat the shared questions of _faq.yml).', kitSummary: 'WRITE the job summary in two or three sentences: what the company needs this person for, what they will own and which tools they will use every day.', kitResponsibility: 'WRITE a responsibility that starts with a verb (drawn from a task)', kitRequirement: 'WRITE a requirement: a skill from the list and the years of experience', kitNice: 'WRITE a nice-to-have', kitQuestion: 'WRITE an interview question for this role', kitAnswer: 'WRITE what a good answer shows, in one or two sentences.', body: 'WRITE the long description of the role here: what it does, when a company needs one and what its technical interview and test look like, without recapping the four steps (at least 80 words; STYLE.md).'},
};

const list = (count, line) => Array.from({length: count}, (_, index) => line(index + 1)).join('\n');

/** The Spanish file's structure: the skills, the example people and (optionally) related roles; the English file inherits it. */
function structure(t) {
  const skills = list(LIMITS.skills.min, (n) => `  - "${t.skill} ${n}"`);
  const profiles = list(LIMITS.profiles.min, (n) =>
    [
      `  - name: "${t.person} ${slug} ${n}"`,
      `    form: ${n % 2 ? 'feminine' : 'masculine'}          # feminine (usa title_feminine) o masculine (usa title)`,
      '    country: cl              # ar, cl, co, cr, mx, pe o uy',
      '    seniority: senior        # semiSenior, senior o lead',
      '    years: 6',
      `    stack: ["${t.skill} ${n}"]   # de 1 a 4 de las habilidades de arriba`,
      '    companies: 5',
      '    rating: 4.8',
    ].join('\n'),
  );
  return `skills:\n${skills}\nprofiles:\n${profiles}\n`;
}

/** The Spanish file (`es`) or a translation's, with a title for a woman where titles agree with the person. */
function template(lang) {
  const t = TEXTS[lang === 'es' ? 'es' : 'translation'];
  const feminine = language(lang).gendered ? `title_feminine: "${t.titleFeminine}"\n` : '';
  const tasks = list(LIMITS.tasks.min, (n) => `  - title: "${t.task} ${n}"\n    description: "${t.taskText}"`);
  const faq = list(LIMITS.ownFaq.min, () => `  - question: "${t.question}"\n    answer: "${t.answer}"`);
  const {kit} = LIMITS;
  const lines = (count, text) => list(count, (n) => `    - "${text} ${n}"`);
  const kitBlock = [
    'hiring_kit:',
    `  summary: "${t.kitSummary}"`,
    `  responsibilities:\n${lines(kit.responsibilities.min, t.kitResponsibility)}`,
    `  requirements:\n${lines(kit.requirements.min, t.kitRequirement)}`,
    `  nice_to_have:\n${lines(kit.niceToHave.min, t.kitNice)}`,
    `  questions:\n${list(kit.questions.min, (n) => `    - question: "${t.kitQuestion} ${n}?"\n      good_answer: "${t.kitAnswer}"`)}`,
  ].join('\n');
  return `---\ntitle: "${t.title}"\n${feminine}${lang === 'es' ? structure(t) : ''}heading: "${t.heading}"\nsubtitle: "${t.subtitle}"\ndescription: "${t.description}"\ntasks:\n${tasks}\nfaq:\n${faq}\n${kitBlock}\n---\n\n${t.body}\n`;
}

fs.writeFileSync(spanish, template('es'));
for (const {locale, file} of translations) {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, template(locale));
}
fs.writeFileSync(listsFile, `${JSON.stringify({...ordered, ...listed}, null, 2)}\n`);

console.log(`Created the role "${slug}" in category "${category}" (place ${position}, after its other roles):
  ${path.relative(siteDir, spanish)}   (Spanish: replace every ESCRIBE; skills and people live here only)
${translations.map(({locale, file}) => `  ${path.relative(siteDir, file)}   (${language(locale).label}: replace every WRITE)`).join('\n')}
  ${CATEGORY_LISTS_FILE}   (the category's list, in order: move "${slug}" to change its place)
Replace every ESCRIBE/WRITE: the texts, the skills, the questions, the hiring kit (job description and interview questions) and the two example people (their portraits are drawn from their names).
Then run \`npm start\` to see /empresas/${slug}; \`npm test\` checks the copy (no ESCRIBE/WRITE left, ${LIMITS.bodyWords.min}+ words, ${LIMITS.tasks.min}+ tasks).`);
