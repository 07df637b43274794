/**
 * What the editor shows for each field of the content schemas: the label and
 * hint in the writer's language (Spanish collections in Spanish, English ones
 * in English) and, where the type is not enough, the widget. The fields
 * themselves, their order of checks and their messages come from the zod
 * schemas (fromZod.ts). The maps are typed by the schemas' field paths, so a
 * field added to a schema without an entry here fails `tsc`, the build and
 * tests/unit/cms-config.test.ts, each naming the field.
 */
import {countryOptions} from './countries';
import {LIMITS} from '../roles/limits';
import type {FieldMeta, FieldPaths, Localized} from './fromZod';
import type {RoleFrontMatter, TeamFrontMatter} from '../roles/schema';
import type {RedirectsFile} from '../redirects/data';
import type {BlogFrontMatter, PageFrontMatter} from './schemas';

const l = (es: string, en: string): Localized => ({es, en});

/** Fields every role and team page has, in the order the files list them. */
const head = {
  title: {label: l('Nombre del rol', 'Role name'), hint: l('Como lo busca una empresa: "Desarrollador Android".', 'As a company searches for it: "Android Developer".')},
} satisfies Record<string, FieldMeta>;

const texts = {
  heading: {
    label: l('Titular', 'Headline'),
    hint: l('La frase grande de la cabecera; el rol va entre asteriscos: Contrata un *Data Engineer* que…', 'The big sentence at the top; the role goes between asterisks: Hire a *Data Engineer* who…'),
  },
  subtitle: {label: l('Bajada', 'Subheading'), hint: l('Una frase bajo el titular: qué hace este perfil por la empresa.', 'One sentence under the headline: what this person does for the company.'), widget: 'text'},
  description: {
    label: l('Meta descripción', 'Meta description'),
    hint: l('El texto que muestra Google: de 110 a 160 caracteres, con dos o tres herramientas.', 'The text Google shows: 110 to 160 characters, naming two or three tools.'),
    widget: 'text',
  },
  tasks: {label: l('Tareas', 'Tasks'), hint: l('Lo que hace en el día a día, con un título corto y una frase concreta.', 'What they do day to day: a short title and one concrete sentence.')},
  'tasks.title': {label: l('Tarea', 'Task')},
  'tasks.description': {label: l('Descripción', 'Description'), widget: 'text', refinePattern: /\s*(?:\S+\s+){5,}\S/},
  faq: {
    label: l('Preguntas frecuentes', 'Frequently asked questions'),
    hint: l('Las propias de esta página; las comunes a todas (empresas/_faq.yml) se agregan solas.', 'This page’s own; the ones every page shares (empresas/_faq.yml) are added for you.'),
  },
  'faq.question': {label: l('Pregunta', 'Question'), hint: l('Abre con ¿ y cierra con ?', 'Ends with ?'), refinePattern: /[\s\S]*\?\s*$/},
  'faq.answer': {label: l('Respuesta', 'Answer'), widget: 'text'},
  synonyms: {
    label: l('Otras formas de buscarlo', 'Other search terms'),
    hint: l('Palabras con que un visitante busca esta página en el buscador del sitio ("QA", "aprendizaje automático"). Hasta 12.', 'Words a visitor may type in the site search to find this page ("QA", "machine learning"). Up to 12.'),
  },
  image: {label: l('Imagen para compartir', 'Share image'), hint: l('Opcional: ruta de una imagen de static/img.', 'Optional: path of an image in static/img.')},
  keywords: {label: l('Palabras clave', 'Keywords'), hint: l('Opcional; los buscadores casi no las usan.', 'Optional; search engines barely use them.')},
} satisfies Record<string, FieldMeta>;

const profile = {
  profiles: {
    label: l('Perfiles de ejemplo', 'Example profiles'),
    hint: l('Personas ilustrativas de este rol que muestran las tarjetas (al menos 2).', 'Illustrative people of this role shown on the cards (at least 2).'),
  },
  'profiles.name': {label: l('Nombre y apellido', 'Full name'), hint: l('Único en todo el sitio: el retrato se dibuja a partir del nombre.', 'Unique across the site: the portrait is drawn from the name.')},
  'profiles.form': {
    label: l('Forma del título', 'Title form'),
    hint: l('Qué nombre del rol concuerda con la persona.', 'Which Spanish role name agrees with the person.'),
    options: {feminine: l('Femenina (usa el nombre para una mujer)', 'Feminine'), masculine: l('Masculina (usa el nombre del rol)', 'Masculine')},
  },
  'profiles.country': {
    label: l('País', 'Country'),
    get options() {
      return countryOptions();
    },
  },
  'profiles.seniority': {
    label: l('Experiencia', 'Seniority'),
    options: {semiSenior: l('Semi senior', 'Mid-level'), senior: l('Senior', 'Senior'), lead: l('Líder', 'Lead')},
  },
  'profiles.years': {label: l('Años de experiencia', 'Years of experience')},
  'profiles.stack': {label: l('Habilidades que muestra la tarjeta', 'Skills on the card'), hint: l('De 1 a 4, escritas igual que en la lista de habilidades.', '1 to 4, spelled as in the skills list.')},
  'profiles.companies': {label: l('Empresas con las que trabajó', 'Companies worked with')},
  'profiles.rating': {label: l('Calificación (1 a 5)', 'Rating (1 to 5)')},
} satisfies Record<string, FieldMeta>;

/** A role page's hiring kit: the job description a company copies, and the interview questions. */
const kit = {
  hiring_kit: {
    label: l('Kit de contratación', 'Hiring kit'),
    hint: l('Lo que una empresa se lleva: la descripción del puesto y las preguntas para la entrevista, escritas para este rol.', 'What a company takes away: the job description and the interview questions, written for this role.'),
  },
  'hiring_kit.summary': {
    label: l('Presentación del puesto', 'Job summary'),
    hint: l('Dos o tres frases: para qué lo necesita la empresa y de qué se hará cargo.', 'Two or three sentences: what the company needs this person for and what they will own.'),
    widget: 'text',
    refinePattern: /\s*(?:\S+\s+){19,}\S/,
  },
  'hiring_kit.responsibilities': {label: l('Responsabilidades', 'Responsibilities'), hint: l(`De ${LIMITS.kit.responsibilities.min} a ${LIMITS.kit.responsibilities.max}, cada una con un verbo al inicio (sale de las tareas).`, `${LIMITS.kit.responsibilities.min} to ${LIMITS.kit.responsibilities.max}, each starting with a verb (drawn from the tasks).`)},
  'hiring_kit.requirements': {label: l('Requisitos', 'Requirements'), hint: l(`De ${LIMITS.kit.requirements.min} a ${LIMITS.kit.requirements.max}: herramientas de la lista de habilidades y años de experiencia.`, `${LIMITS.kit.requirements.min} to ${LIMITS.kit.requirements.max}: tools from the skills list and years of experience.`)},
  'hiring_kit.nice_to_have': {label: l('Deseable', 'Nice to have'), hint: l(`De ${LIMITS.kit.niceToHave.min} a ${LIMITS.kit.niceToHave.max}.`, `${LIMITS.kit.niceToHave.min} to ${LIMITS.kit.niceToHave.max}.`)},
  'hiring_kit.questions': {label: l('Preguntas de entrevista', 'Interview questions'), hint: l(`De ${LIMITS.kit.questions.min} a ${LIMITS.kit.questions.max}, con lo que muestra una buena respuesta.`, `${LIMITS.kit.questions.min} to ${LIMITS.kit.questions.max}, each with what a good answer shows.`)},
  'hiring_kit.questions.question': {label: l('Pregunta', 'Question'), hint: l('Abre con ¿ y cierra con ?', 'Ends with ?'), refinePattern: /[\s\S]*\?\s*$/},
  'hiring_kit.questions.good_answer': {label: l('Qué muestra una buena respuesta', 'What a good answer shows'), widget: 'text'},
} satisfies Record<string, FieldMeta>;

/** Role pages: the keys in the order `npm run new:role` writes them. */
export const ROLE_FIELDS = {
  ...head,
  title_feminine: {
    label: l('Nombre del rol para una mujer', 'Feminine role name'),
    hint: l('Desarrolladora Android, Ingeniera de datos…; repite el nombre si no cambia.', 'Where titles agree with the person (Portuguese: Engenheira de dados…); the same name when it does not change.'),
    requiredIn: ['es'],
  },
  skills: {
    label: l('Habilidades', 'Skills'),
    hint: l('Las herramientas en que se evalúa el rol, como las escribe el oficio (de 6 a 12).', 'The tools the role is vetted on, as the trade writes them (6 to 12).'),
  },
  ...profile,
  ...texts,
  ...kit,
  related: {
    label: l('Roles relacionados', 'Related roles'),
    hint: l('Opcional: 3 o 4 roles, si los que se deducen de las habilidades no son los adecuados.', 'Optional: 3 or 4 roles, when the ones derived from shared skills are not right.'),
    widget: 'relation',
    relation: {collection: 'roles_es', searchFields: ['title'], displayFields: ['title']},
  },
} satisfies Record<FieldPaths<RoleFrontMatter>, FieldMeta>;

/** Team pages, in the order their files list the keys. */
export const TEAM_FIELDS = {
  title: {label: l('Nombre del equipo', 'Team name'), hint: l('Como aparece en el menú: "Desarrollo web".', 'As the menu shows it: "Web Development".')},
  roles: {
    label: l('Roles del equipo', 'Roles in the team'),
    hint: l('Roles de la misma categoría.', 'Roles of the same category.'),
    widget: 'relation',
    relation: {collection: 'roles_es', searchFields: ['title'], displayFields: ['title']},
  },
  ...texts,
} satisfies Record<FieldPaths<TeamFrontMatter>, FieldMeta>;

export const PAGE_FIELDS = {
  title: {label: l('Título', 'Title')},
  description: {label: l('Meta descripción', 'Meta description'), widget: 'text'},
  keywords: {
    label: l('Búsquedas', 'Search phrases'),
    hint: l('Lo que escribe quien busca esta página; la búsqueda del sitio la encuentra por ellas.', 'What someone looking for this page types; the site search finds it by them.'),
  },
  wrapperClassName: {label: l('Plantilla', 'Template'), widget: 'hidden'},
  hide_table_of_contents: {label: l('Sin índice', 'No table of contents'), hint: l('Déjalo como está.', 'Leave it as it is.')},
} satisfies Record<FieldPaths<PageFrontMatter>, FieldMeta>;

export const BLOG_FIELDS = {
  title: {label: l('Título', 'Title')},
  description: {label: l('Meta descripción', 'Meta description'), widget: 'text'},
  slug: {label: l('Dirección', 'URL slug'), hint: l('La última parte de la URL, igual en todos los idiomas.', 'The last part of the URL, the same in every language.')},
  date: {label: l('Fecha', 'Date')},
  authors: {label: l('Autor', 'Author'), hint: l('Un id de blog/authors.yml.', 'An id from blog/authors.yml.')},
  tags: {label: l('Etiquetas', 'Tags'), hint: l('Ids de blog/tags.yml.', 'Ids from blog/tags.yml.')},
  image: {label: l('Imagen para compartir', 'Share image')},
} satisfies Record<FieldPaths<BlogFrontMatter>, FieldMeta>;

export const REDIRECT_FIELDS = {
  redirects: {
    label: l('Redirecciones', 'Redirects'),
    hint: l('Una dirección antigua y adónde lleva ahora; vale para todos los idiomas.', 'An old address and where it leads now; it works in every language.'),
  },
  'redirects.from': {label: l('Desde (dirección antigua)', 'From (old address)'), hint: l('Sin idioma: /empresas/nombre-antiguo', 'Without language: /empresas/old-name')},
  'redirects.to': {
    label: l('Hacia', 'To'),
    hint: l('Una página del sitio (/ para el inicio, /empresas/nombre-nuevo) o un destino con nombre: signIn.', 'A page of the site (/ for the home page, /empresas/new-name) or a named target: signIn.'),
  },
} satisfies Record<FieldPaths<RedirectsFile>, FieldMeta>;
