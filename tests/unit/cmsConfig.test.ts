/**
 * The content editor's configuration is generated from the content schemas
 * (src/plugins/cms): every schema field is an editor field with the schema's
 * rules and messages, and a field the schema gains without editor metadata
 * stops the generator naming it.
 */
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import * as z from 'zod';
import {LIMITS} from '@site/src/plugins/roles/limits';
import {CATEGORIES} from '@site/src/data/categories';
import {CATEGORY_LISTS_FILE} from '@site/src/plugins/roles/content';
import {roleFrontMatterSchema, teamFrontMatterSchema} from '@site/src/plugins/roles/schema';
import matter from 'gray-matter';
import {cmsConfig, translationOrder} from '@site/src/plugins/cms/config';
import {pageFrontMatterSchema} from '@site/src/plugins/cms/schemas';
import {ROLE_FIELDS} from '@site/src/plugins/cms/fields';
import {type CmsField, CmsFieldError, fieldsFromSchema} from '@site/src/plugins/cms/fromZod';
import {adminPage, localizeScript, setupScript} from '@site/src/plugins/cms';
import {buildHostRules, headersFile, nginxConf, adminContentSecurityPolicy} from '@site/src/plugins/hosting/rules';

const root = path.resolve(__dirname, '../..');
const config = cmsConfig({siteDir: root, repo: 'owner/site', branch: 'main', siteUrl: 'https://example.test'});
type Collection = {name: string; folder?: string; fields?: CmsField[]; files?: {name: string; file: string; fields: CmsField[]}[]};
const collections = config.collections as Collection[];
const collection = (name: string) => collections.find((entry) => entry.name === name)!;
const field = (fields: CmsField[] | undefined, name: string) => fields!.find((entry) => entry.name === name)!;
const accepts = (f: CmsField, value: string) => new RegExp(f.pattern![0]).test(value);

describe('the editor configuration', () => {
  it('has every field of the role and team schemas, Spanish and English, in their folders', () => {
    const keys = (schema: z.ZodObject) => Object.keys(schema.shape).sort();
    expect(collection('roles_es').folder).toBe('empresas');
    expect(collection('roles_en').folder).toBe('i18n/en/docusaurus-plugin-content-docs/current');
    expect(collection('roles_es').fields!.map((f) => f.name).filter((name) => name !== 'body').sort()).toEqual(keys(roleFrontMatterSchema));
    expect(collection('teams_es').fields!.map((f) => f.name).filter((name) => name !== 'body').sort()).toEqual(keys(teamFrontMatterSchema));
    // English files hold the texts only: the structure is the Spanish file's.
    expect(collection('roles_en').fields!.map((f) => f.name)).not.toEqual(expect.arrayContaining(['skills']));
    expect(collection('roles_en').fields!.map((f) => f.name)).toEqual(expect.arrayContaining(['title', 'heading', 'tasks', 'faq', 'body']));
    // The order new:role writes: title first, the structure, then the texts.
    expect(collection('roles_es').fields!.slice(0, 4).map((f) => f.name)).toEqual(['title', 'title_feminine', 'skills', 'profiles']);
  });

  it('opens every service, legal and country page of both languages with fields its frontmatter fills, each passing the schema', () => {
    const pageFolders = ['pages_es', 'pages_en', 'countries_es', 'countries_en'].map((name) => collection(name).folder!);
    expect(pageFolders).toContain('src/pages/paises');
    for (const folder of pageFolders) {
      const files = fs.readdirSync(path.join(root, folder)).filter((name) => name.endsWith('.mdx'));
      expect([folder, files.length > 0]).toEqual([folder, true]);
      for (const name of files) {
        const {data} = matter(fs.readFileSync(path.join(root, folder, name), 'utf8'));
        expect([`${folder}/${name}`, pageFrontMatterSchema.safeParse(data).error?.issues ?? []]).toEqual([`${folder}/${name}`, []]);
      }
    }
  });

  it("edits sidebars.ts's lists, one list of page slugs per category in their order, so a writer adds and orders pages", () => {
    const lists = JSON.parse(fs.readFileSync(path.join(root, CATEGORY_LISTS_FILE), 'utf8')) as Record<string, string[]>;
    const [file] = collection('categories').files!;
    expect(file).toMatchObject({file: CATEGORY_LISTS_FILE, format: 'json'});
    expect(file!.fields.map((f) => f.name)).toEqual(CATEGORIES.map(({id}) => id));
    expect(Object.keys(lists)).toEqual(file!.fields.map((f) => f.name).filter((name) => name in lists));
    for (const list of file!.fields) {
      expect(list).toMatchObject({widget: 'list', field: {widget: 'string'}});
      const slug = (list as CmsField & {field: CmsField}).field;
      for (const page of lists[list.name] ?? []) expect(accepts(slug, page)).toBe(true);
      expect(accepts(slug, 'Data Engineer')).toBe(false);
    }
  });

  it("carries the schema's limits and messages, so a required field left empty is refused with the build's message", () => {
    const fields = collection('roles_es').fields!;
    const title = field(fields, 'title');
    expect(title).toMatchObject({required: true, pattern: [expect.any(String), 'This field is required.']});
    expect(accepts(title, '   ')).toBe(false);
    expect(accepts(title, 'Desarrollador Rust')).toBe(true);
    const description = field(fields, 'description');
    expect(description.pattern![1]).toContain(`Needs at least ${LIMITS.description.min} characters`);
    expect(accepts(description, 'x'.repeat(LIMITS.description.min - 1))).toBe(false);
    expect(accepts(description, 'x'.repeat(LIMITS.description.min))).toBe(true);
    expect(accepts(description, 'x'.repeat(LIMITS.description.max + 1))).toBe(false);
    expect(field(fields, 'tasks')).toMatchObject({widget: 'list', min: LIMITS.tasks.min});
    expect(field(fields, 'skills')).toMatchObject({min: LIMITS.skills.min, max: LIMITS.skills.max});
    const task = field(field(fields, 'tasks').fields, 'description');
    expect(task.pattern![1]).toContain(`Needs a sentence of at least ${LIMITS.taskWords.min} words`);
    expect(accepts(task, 'one two three four five')).toBe(false);
    expect(accepts(task, 'one two three four five six')).toBe(true);
    const question = field(field(fields, 'faq').fields, 'question');
    expect(question.pattern![1]).toContain('A question ends with "?"');
    expect(accepts(question, '¿Cuánto cuesta')).toBe(false);
    expect(field(field(fields, 'profiles').fields, 'years')).toMatchObject({widget: 'number', value_type: 'int', min: 1, max: 40});
    // Optional in the schema, required in Spanish files (validateContent).
    expect(field(fields, 'title_feminine').required).toBe(true);
    expect(field(collection('roles_es').fields, 'synonyms').required).toBe(false);
  });

  it('stops naming the field when the role schema gains one the field map does not describe', () => {
    const grown = roleFrontMatterSchema.extend({hourly_rate: z.number().optional()});
    expect(() => fieldsFromSchema(grown, {meta: ROLE_FIELDS, locale: 'es', source: 'roleFrontMatterSchema'})).toThrow(CmsFieldError);
    expect(() => fieldsFromSchema(grown, {meta: ROLE_FIELDS, locale: 'es', source: 'roleFrontMatterSchema'})).toThrow(
      'roleFrontMatterSchema → hourly_rate: no editor metadata for this field',
    );
    const nested = roleFrontMatterSchema.extend({tasks: z.array(z.object({title: z.string(), description: z.string(), icon: z.string()}))});
    expect(() => fieldsFromSchema(nested, {meta: ROLE_FIELDS, locale: 'es', source: 'roleFrontMatterSchema'})).toThrow('roleFrontMatterSchema → tasks.icon');
  });

  it('stops when the field map describes a field the schema no longer has', () => {
    const shrunk = roleFrontMatterSchema.omit({keywords: true});
    expect(() => fieldsFromSchema(shrunk, {meta: ROLE_FIELDS, locale: 'es', source: 'roleFrontMatterSchema'})).toThrow(/describes keywords/);
  });

  it('lists every UI string of both code.json files, ids with dots kept whole', () => {
    const code = collection('strings').files!.find((file) => file.name === 'code')!;
    expect(code.file).toBe('i18n/{{locale}}/code.json');
    const ids = code.fields.flatMap((group) => (group.fields ?? []).map((entry) => entry.label));
    const files = ['es', 'en'].map((locale) => Object.keys(JSON.parse(fs.readFileSync(path.join(root, `i18n/${locale}/code.json`), 'utf8')) as object));
    expect(new Set(ids)).toEqual(new Set(files.flat()));
  });
});

describe('the translation file format (admin/cms-setup.js)', () => {
  const format = () => {
    let registered: {fromFile: (text: string) => unknown; toFile: (data: unknown) => string} | undefined;
    const window = {CMS: {registerCustomFormat: (_name: string, _ext: string, methods: typeof registered) => (registered = methods)}};
    vm.runInNewContext(setupScript(translationOrder(root)), {window});
    return registered!;
  };

  it.each(['i18n/en/code.json', 'i18n/es/code.json', 'i18n/en/ready-roles/categories.json'])('reads and writes %s byte for byte, in its own order', (file) => {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const {fromFile, toFile} = format();
    const data = fromFile(text) as Record<string, Record<string, unknown>>;
    expect(Object.keys(data).some((key) => key.includes('.'))).toBe(false);
    expect(toFile(data)).toBe(text);
  });

  it('writes a changed message in place and an id the file lacked where the other files have it', () => {
    const {fromFile, toFile} = format();
    const text = `${JSON.stringify({'landing.b': {message: 'B'}, 'landing.a': {message: 'A', description: 'first'}}, null, 2)}\n`;
    const data = fromFile(text) as Record<string, Record<string, {message: string}>>;
    data.landing!.a!.message = 'A2';
    data.landing!.c = {message: 'C'};
    expect(toFile(data)).toBe(`${JSON.stringify({'landing.b': {message: 'B'}, 'landing.a': {message: 'A2', description: 'first'}, 'landing.c': {message: 'C'}}, null, 2)}\n`);
  });

  it("gives back a message's surrounding spaces, which the editor trims on save (Docusaurus's \" on {date}\")", () => {
    const {fromFile, toFile} = format();
    const text = `${JSON.stringify({'theme.lastUpdated.atDate': {message: ' on {date}'}, 'theme.x': {message: 'plain'}}, null, 2)}\n`;
    const data = fromFile(text) as Record<string, Record<string, {message: string}>>;
    data.theme!['lastUpdated__atDate']!.message = 'on {date}';
    data.theme!.x!.message = 'plain';
    expect(toFile(data)).toBe(text);
    data.theme!['lastUpdated__atDate']!.message = 'dated {date}';
    expect(JSON.parse(toFile(data))).toMatchObject({'theme.lastUpdated.atDate': {message: ' dated {date}'}});
  });

  it('leaves out a string whose message was emptied (Docusaurus then uses the text in the code)', () => {
    const {fromFile, toFile} = format();
    const data = fromFile('{"landing.hero.title": {"message": "Hola", "description": "d"}, "landing.hero.cta": {"message": "Ir"}}') as Record<string, Record<string, {message: string}>>;
    data.landing!.hero__title!.message = '';
    expect(JSON.parse(toFile(data))).toEqual({'landing.hero.cta': {message: 'Ir'}});
  });
});

describe('the editor page and its host rules', () => {
  it('is noindex and loads its two scripts from the site, under the base URL', () => {
    const page = adminPage('/talento/');
    expect(page).toContain('<meta name="robots" content="noindex, nofollow">');
    expect([...page.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1])).toEqual(['/talento/admin/sveltia-cms.js', '/talento/admin/cms-setup.js']);
  });

  it("points the script's CDN fonts and update check at the site, and stops when they move", () => {
    const source = fs.readFileSync(path.join(root, 'node_modules/@sveltia/cms/dist/sveltia-cms.js'), 'utf8');
    const local = localizeScript(source, '/admin/');
    expect(local).not.toMatch(/cdn\.jsdelivr\.net|unpkg\.com\/@sveltia\/cms\/package\.json|`\$\{\w+\}\/package\.json`/);
    expect(local).toContain('/admin/fonts/material-symbols-outlined-latin-wght-normal.woff2');
    expect(() => localizeScript('console.log(1)', '/admin/')).toThrow(/no longer loads/);
  });

  it('gives /admin/ its own CSP and noindex in nginx and _headers, the rest of the site keeps its own', () => {
    const rules = buildHostRules({
      baseUrl: '/',
      localeDirs: ['en'],
      redirects: [],
      externalTargets: {signIn: 'https://app.test/login'},
      videoUrl: 'https://media.test/v.mp4',
      playerUrl: 'https://player.test/e',
      scriptHashes: [],
    });
    const csp = adminContentSecurityPolicy();
    expect(csp).toMatch(/connect-src 'self' data: https:\/\/api\.github\.com https:\/\/www\.githubstatus\.com;/);
    expect(csp).toMatch(/script-src 'self';/);
    expect(rules.admin.headers).toMatchObject({'Content-Security-Policy': csp, 'X-Robots-Tag': 'noindex, nofollow', 'X-Frame-Options': 'DENY'});
    expect(rules.headers['Content-Security-Policy']).not.toBe(csp);
    const nginx = nginxConf(rules);
    const block = nginx.slice(nginx.indexOf('location ^~ /admin/ {'), nginx.indexOf('}', nginx.indexOf('location ^~ /admin/ {')));
    expect(block).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    expect(block).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
    expect(block).toContain('add_header Strict-Transport-Security');
    expect(headersFile(rules)).toMatch(new RegExp(`/admin/\\*\\n  Content-Security-Policy: ${csp.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\n  X-Robots-Tag: noindex, nofollow`));
  });
});
