/**
 * The editor's configuration (Sveltia CMS reads it as admin/config.yml),
 * generated at every build and `npm start` from the content schemas, the
 * folders the site reads and the translation files as they are, so it cannot
 * drift from them. See docs/writers.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import {CATEGORIES} from '../../data/categories';
import {CATEGORY_LISTS_FILE, CONTENT_DIR, contentDir, STRUCTURAL_KEYS} from '../roles/content';
import {DEFAULT_LOCALE, LANGUAGES, LOCALES, translationDir} from '../../config/locales';
import {roleFrontMatterSchema, TEAM_PREFIX, teamFrontMatterSchema} from '../roles/schema';
import {BLOG_FIELDS, PAGE_FIELDS, REDIRECT_FIELDS, ROLE_FIELDS, TEAM_FIELDS} from './fields';
import {type CmsField, CmsFieldError, type FieldMeta, fieldsFromSchema, type Locale} from './fromZod';
import {redirectsFileSchema} from '../redirects/data';
import {blogFrontMatterSchema, pageFrontMatterSchema} from './schemas';

/** The custom file format admin/cms-setup.js registers for Docusaurus's translation JSON. */
export const STRINGS_FORMAT = 'docusaurus-json';
/** A dot inside a translation id, as a field name (the editor reads dots in field names as nesting). */
export const ID_DOT = '__';
/** The hidden field in which the translation format keeps a file's order of ids (admin/cms-setup.js). */
export const ORDER_FIELD = '_ids_in_order';
/** The slug rule of `npm run new:role`, with its message. */
export const SLUG_PATTERN: [string, string] = ['^[a-z0-9]+(-[a-z0-9]+)*$', 'Lowercase letters, digits and single hyphens (data-engineer)'];

export type CmsOptions = {
  siteDir: string;
  /** GitHub `owner/name` of the site's repository (production: GitHub backend with a token). */
  repo: string;
  branch: string;
  /** The public site, for the editor's "view on site" links. */
  siteUrl: string;
};

type Schema = z.ZodType;

function fields(schema: Schema, meta: Record<string, FieldMeta>, locale: Locale, source: string, checkUnused = true): CmsField[] {
  return fieldsFromSchema(schema, {meta, locale, source, checkUnused});
}

const body = (locale: Locale, hint: string): CmsField => ({
  name: 'body',
  label: locale === 'es' ? 'Texto de la página' : 'Page text',
  widget: 'text',
  hint,
  required: true,
});

/** The translated files hold only texts: the structure is set once, in the Spanish file; a title for a woman only where titles agree with the person. */
const textsOnly = <T extends z.ZodObject>(schema: T, gendered: boolean) => {
  const keys = [...STRUCTURAL_KEYS, ...(gendered ? [] : ['title_feminine'])].filter((key) => key in schema.shape);
  return schema.omit(Object.fromEntries(keys.map((key) => [key, true])) as never);
};

/** The languages that translate the Spanish site, with their entries of src/config/languages.json. */
const TRANSLATED_LANGUAGES = LANGUAGES.filter(({locale}) => locale !== DEFAULT_LOCALE);

function pageCollections(): object[] {
  const pagesEs = 'src/pages';
  const blogEs = 'blog';
  const common = {extension: 'mdx', format: 'frontmatter', create: false, delete: false, duplicate: false, identifier_field: 'title'};
  const blog = {...common, create: true, slug: {template: '{{year}}-{{month}}-{{day}}-{{fields.slug}}'}, sortable_fields: ['date', 'title']};
  return [
    {
      ...common,
      name: 'pages_es',
      label: 'Servicios, guías y páginas legales (español)',
      label_singular: 'Página',
      folder: pagesEs,
      summary: '{{slug}}',
      fields: [...fields(pageFrontMatterSchema, PAGE_FIELDS, 'es', 'pageFrontMatterSchema'), body('es', 'MDX: no toques las etiquetas <Componente …/>.')],
    },
    {
      ...common,
      name: 'countries_es',
      label: 'Países (español)',
      label_singular: 'País',
      folder: `${pagesEs}/paises`,
      summary: '{{title}}',
      fields: [...fields(pageFrontMatterSchema, PAGE_FIELDS, 'es', 'pageFrontMatterSchema'), body('es', 'MDX: escribe dentro de cada <CountrySection>; no toques las etiquetas.')],
    },
    {
      ...blog,
      name: 'blog_es',
      label: 'Blog (español)',
      label_singular: 'Artículo',
      folder: blogEs,
      fields: [...fields(blogFrontMatterSchema, BLOG_FIELDS, 'es', 'blogFrontMatterSchema'), body('es', 'Markdown; el resumen termina en {/* truncate */}.')],
    },
    // Each other language's translations, labelled in English (src/config/languages.json).
    ...TRANSLATED_LANGUAGES.flatMap(({locale, segment, label}) => [
      {
        ...common,
        name: `pages_${segment}`,
        label: `Services, guides and legal pages (${label})`,
        label_singular: 'Page',
        folder: translationDir(locale, 'docusaurus-plugin-content-pages'),
        summary: '{{slug}}',
        fields: [...fields(pageFrontMatterSchema, PAGE_FIELDS, 'en', 'pageFrontMatterSchema'), body('en', 'MDX: leave the <Component …/> tags as they are.')],
      },
      {
        ...common,
        name: `countries_${segment}`,
        label: `Countries (${label})`,
        label_singular: 'Country',
        folder: translationDir(locale, 'docusaurus-plugin-content-pages/paises'),
        summary: '{{title}}',
        fields: [...fields(pageFrontMatterSchema, PAGE_FIELDS, 'en', 'pageFrontMatterSchema'), body('en', 'MDX: write inside each <CountrySection>; leave the tags as they are.')],
      },
      {
        ...blog,
        create: false,
        name: `blog_${segment}`,
        label: `Blog (${label})`,
        label_singular: 'Post',
        folder: translationDir(locale, 'docusaurus-plugin-content-blog'),
        fields: [...fields(blogFrontMatterSchema, BLOG_FIELDS, 'en', 'blogFrontMatterSchema'), body('en', 'Markdown; the excerpt ends at {/* truncate */}.')],
      },
    ]),
  ];
}

function roleCollections(): object[] {
  const common = {extension: 'mdx', format: 'frontmatter', delete: false, identifier_field: 'title', sortable_fields: ['title']};
  const roles = {pattern: `^(?!${TEAM_PREFIX})`};
  const teams = {pattern: `^${TEAM_PREFIX}`};
  const roleBody = {
    es: 'Al menos 80 palabras: qué hace el rol, cuándo lo necesita una empresa y cómo son su entrevista y su prueba técnica (STYLE.md).',
    en: 'At least 80 words: what the role does, when a company needs one and what its interview and technical test look like (STYLE.md).',
  };
  return [
    {
      ...common,
      name: 'roles_es',
      label: 'Roles (español)',
      label_singular: 'Rol',
      description: 'Cada rol tiene su página en español (aquí) y en inglés (Roles, English), con la misma dirección. Su categoría y su lugar en ella: Categorías.',
      folder: CONTENT_DIR,
      filter: {field: 'slug', ...roles},
      create: true,
      slug: {template: '{{title}}', editable: true, pattern: SLUG_PATTERN, hint: 'La dirección de la página: /empresas/<esto>. La versión en inglés usa la misma.'},
      fields: [...fields(roleFrontMatterSchema, ROLE_FIELDS, 'es', 'roleFrontMatterSchema'), body('es', roleBody.es)],
    },
    {
      ...common,
      name: 'teams_es',
      label: 'Equipos (español)',
      label_singular: 'Equipo',
      folder: CONTENT_DIR,
      filter: {field: 'slug', ...teams},
      create: true,
      slug: {template: `${TEAM_PREFIX}{{title}}`, editable: true, pattern: [`^${TEAM_PREFIX}[a-z0-9]+(-[a-z0-9]+)*$`, `Starts with ${TEAM_PREFIX} (${TEAM_PREFIX}desarrollo-web)`]},
      fields: [...fields(teamFrontMatterSchema, TEAM_FIELDS, 'es', 'teamFrontMatterSchema'), body('es', 'Al menos 80 palabras sobre el equipo (STYLE.md).')],
    },
    ...TRANSLATED_LANGUAGES.flatMap(({locale, segment, label, gendered}) => [
      {
        ...common,
        name: `roles_${segment}`,
        label: `Roles (${label})`,
        label_singular: 'Role',
        description: `The ${label} text of each Spanish role page: same slug, texts only (skills and profiles come from the Spanish page; category and order from Categorías).`,
        folder: contentDir(locale),
        filter: {field: 'slug', ...roles},
        create: true,
        slug: {template: '{{title}}', editable: true, pattern: SLUG_PATTERN, hint: 'The Spanish page’s slug, exactly: /empresas/<this>.'},
        fields: [...fields(textsOnly(roleFrontMatterSchema, gendered), ROLE_FIELDS, 'en', `roleFrontMatterSchema (${label} file)`, false), body('en', roleBody.en)],
      },
      {
        ...common,
        name: `teams_${segment}`,
        label: `Teams (${label})`,
        label_singular: 'Team',
        folder: contentDir(locale),
        filter: {field: 'slug', ...teams},
        create: true,
        slug: {template: `${TEAM_PREFIX}{{title}}`, editable: true, pattern: [`^${TEAM_PREFIX}[a-z0-9]+(-[a-z0-9]+)*$`, `The Spanish page’s slug, starting with ${TEAM_PREFIX}`]},
        fields: [...fields(textsOnly(teamFrontMatterSchema, gendered), TEAM_FIELDS, 'en', `teamFrontMatterSchema (${label} file)`, false), body('en', 'At least 80 words about the team (STYLE.md).')],
      },
    ]),
  ];
}

/**
 * Which pages each category holds, in order: the lists sidebars.ts exports (docs/decisions/0007-sidebars.md).
 * A new page shows on the site once its slug is in its category's list; the build names a page left out.
 */
function categoriesCollection(): object {
  return {
    name: 'categories',
    label: 'Categorías / Categories',
    description:
      'Las páginas de cada categoría, en el orden en que la barra, el menú y la portada las muestran: la dirección de cada página (/empresas/<esto>). Un rol o equipo nuevo aparece cuando su dirección está aquí.',
    files: [
      {
        name: 'categories',
        label: 'Categorías y orden de las páginas / Categories and page order',
        file: CATEGORY_LISTS_FILE,
        format: 'json',
        fields: CATEGORIES.map(({id, title}) => ({
          name: id,
          label: title,
          widget: 'list',
          required: false,
          hint: 'Arrastra para cambiar el orden; los equipos van después de los roles.',
          field: {name: 'slug', label: 'Página (dirección)', widget: 'string', pattern: SLUG_PATTERN},
        })),
      },
    ],
  };
}

type Translations = Record<string, {message: string; description?: string}>;

function readTranslations(file: string): Translations {
  if (!fs.existsSync(file)) return {};
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Translations;
  } catch (error) {
    throw new CmsFieldError(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

const GROUP_LABELS: Record<string, string> = {
  landing: 'Landing / Portada',
  layout: 'Header and footer / Cabecera y pie de página',
  cta: 'Calls to action / Botones de acción',
  services: 'Service pages / Páginas de servicios',
  prices: 'Prices / Precios',
  role: 'Role pages / Páginas de roles',
  team: 'Team pages / Páginas de equipos',
  profile: 'Profile cards / Tarjetas de perfiles',
  notFound: 'Page not found / Página no encontrada',
  terms: 'Legal pages / Páginas legales',
  theme: 'Docusaurus',
};

/** The label of a group of translation ids (their first part) in the editor's form. */
export const groupLabel = (group: string): string => GROUP_LABELS[group] ?? group;

/**
 * A translation file's ids as editor fields, grouped by their first part
 * (`landing.process.step1.title` is `process__step1__title` in the group
 * `landing`), each a message with its description kept as it is.
 */
export function stringFields(ids: readonly string[], descriptions: Record<string, string | undefined>, i18n: boolean): CmsField[] {
  const groups = new Map<string, string[]>();
  for (const id of ids) {
    if (id.includes(ID_DOT)) throw new CmsFieldError(`translation id "${id}": the editor cannot hold an id containing "${ID_DOT}"; rename it`);
    if (id === ORDER_FIELD) throw new CmsFieldError(`translation id "${id}": the editor keeps the order of ids under this name; rename it`);
    const [group, ...rest] = id.split('.');
    const key = rest.length > 0 ? group! : '_';
    groups.set(key, [...(groups.get(key) ?? []), rest.length > 0 ? rest.join(ID_DOT) : id]);
  }
  const order: CmsField = {name: ORDER_FIELD, label: 'Order of the ids', widget: 'hidden', required: false, ...(i18n ? {i18n: true} : {})};
  return [order, ...[...groups].map(([group, names]) => ({
    name: group,
    label: groupLabel(group),
    widget: 'object',
    collapsed: true,
    required: false,
    ...(i18n ? {i18n: true} : {}),
    fields: names.map((name) => {
      const id = group === '_' ? name : `${group}.${name.split(ID_DOT).join('.')}`;
      return {
        name,
        label: id,
        widget: 'object',
        required: false,
        ...(i18n ? {i18n: true} : {}),
        ...(descriptions[id] ? {hint: descriptions[id]} : {}),
        fields: [
          {name: 'message', label: 'Text / Texto', widget: 'text', required: false, ...(i18n ? {i18n: true} : {})},
          {name: 'description', label: 'Note', widget: 'hidden', required: false, ...(i18n ? {i18n: true} : {})},
        ],
      };
    }),
  }))];
}

/** The translation files the editor edits: code.json per language, then each translation's plugin files. */
function translationFiles(siteDir: string): string[] {
  const pluginFiles = TRANSLATED_LANGUAGES.flatMap(({locale}) => {
    const pluginDir = path.join(siteDir, 'i18n', locale);
    if (!fs.existsSync(pluginDir)) return [];
    return fs
      .readdirSync(pluginDir, {withFileTypes: true})
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('docusaurus-'))
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) =>
        fs
          .readdirSync(path.join(pluginDir, entry.name))
          .filter((name) => name.endsWith('.json'))
          .sort()
          .map((name) => `i18n/${locale}/${entry.name}/${name}`),
      );
  });
  return ['i18n/en/code.json', ...LOCALES.filter((locale) => locale !== 'en').map((locale) => `i18n/${locale}/code.json`), ...pluginFiles];
}

/** Every id of the translation files in the files' order (the format keeps it when it writes them back). */
export function translationOrder(siteDir: string): string[] {
  return [...new Set(translationFiles(siteDir).flatMap((file) => Object.keys(readTranslations(path.join(siteDir, file)))))];
}

function stringsCollection(siteDir: string): object {
  const es = readTranslations(path.join(siteDir, 'i18n/es/code.json'));
  const en = readTranslations(path.join(siteDir, 'i18n/en/code.json'));
  // The English file's order (the complete one), then what only the Spanish file has: a save keeps the files' order.
  const ids = [...new Set([...Object.keys(en), ...Object.keys(es)])];
  const descriptions = Object.fromEntries(ids.map((id) => [id, en[id]?.description ?? es[id]?.description]));
  const pluginFiles = translationFiles(siteDir).filter((file) => !file.endsWith('/code.json'));
  return {
    name: 'strings',
    label: 'Landing y textos de la interfaz / Landing copy and UI strings',
    label_singular: 'Textos',
    description:
      `Los textos de la portada, la cabecera, el pie y los botones, en todos los idiomas lado a lado (${LOCALES.map((locale) => `i18n/${locale}/code.json`).join(', ')}); en español, un texto vacío usa el del código.`,
    format: STRINGS_FORMAT,
    extension: 'json',
    i18n: true,
    files: [
      {
        name: 'code',
        label: 'Landing copy and UI strings / Portada y textos de la interfaz',
        file: 'i18n/{{locale}}/code.json',
        i18n: true,
        fields: stringFields(ids, descriptions, true),
      },
      ...pluginFiles.map((file) => {
        const strings = readTranslations(path.join(siteDir, file));
        const ids = Object.keys(strings);
        const [, locale, name] = /^i18n\/([^/]+)\/(.*)$/.exec(file)!;
        const {segment, label} = TRANSLATED_LANGUAGES.find((entry) => entry.locale === locale)!;
        return {
          name: `${segment === 'en' ? '' : `${segment}_`}${name!.replace(/\W+/g, '_')}`,
          label: `${label}: ${name}`,
          file,
          fields: stringFields(ids, Object.fromEntries(ids.map((id) => [id, strings[id]?.description])), false),
        };
      }),
    ],
  };
}

function redirectsCollection(): object {
  return {
    name: 'redirects',
    label: 'Redirecciones / Redirects',
    files: [
      {
        name: 'redirects',
        label: 'Redirecciones / Redirects',
        file: 'src/data/redirects.yml',
        format: 'yaml',
        fields: fields(redirectsFileSchema, REDIRECT_FIELDS, 'es', 'redirectsFileSchema'),
      },
    ],
  };
}

/** The whole editor configuration. Throws a `CmsFieldError` naming the field when a schema and the field map disagree. */
export function cmsConfig(options: CmsOptions): Record<string, unknown> {
  return {
    backend: {name: 'github', repo: options.repo, branch: options.branch},
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    media_folder: 'static/img',
    public_folder: '/img',
    publish_mode: 'simple',
    show_preview_links: false,
    slug: {encoding: 'ascii', clean_accents: true},
    output: {omit_empty_optional_fields: true, yaml: {quote: 'double'}, json: {indent_size: 2}},
    i18n: {structure: 'multiple_files', locales: [...LOCALES], default_locale: DEFAULT_LOCALE},
    collections: [...roleCollections(), categoriesCollection(), ...pageCollections(), stringsCollection(options.siteDir), redirectsCollection()],
  };
}
