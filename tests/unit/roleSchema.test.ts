import {COUNTRY_CODES} from '@site/src/data/people';
import {inheritStructure} from '@site/src/plugins/roles/content';
import {LIMITS} from '@site/src/plugins/roles/limits';
import {type CategoryLists, type ContentFile, rolesByCategory, validateContent} from '@site/src/plugins/roles/schema';

const tasks = [
  {title: 'Modelar datos', description: 'Diseña modelos que el negocio entiende y consulta.'},
  {title: 'Orquestar', description: 'Programa flujos que corren solos cada mañana.'},
  {title: 'Monitorear', description: 'Vigila la calidad de cada tabla con pruebas automáticas.'},
  {title: 'Documentar', description: 'Escribe qué significa cada columna y de dónde viene.'},
];
const skills = ['Python', 'SQL', 'dbt', 'Apache Airflow', 'BigQuery', 'Snowflake'];
const faq = [
  {question: '¿Batch o streaming?', answer: 'Depende de cuán frescos necesitas los datos.'},
  {question: '¿Qué prueba hace?', answer: 'Un pipeline que resiste una segunda corrida.'},
];
const person = (name: string, form = 'feminine') => ({name, form, country: 'cl', seniority: 'senior', years: 7, stack: ['Python', 'dbt'], companies: 8, rating: 4.8});

/** A role page's frontmatter; `undefined` in `overrides` removes a field. English files carry only texts, the structure is inherited. */
/** A valid hiring kit, its questions in the file's language. */
function kit(locale: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const mark = locale === 'es' ? '¿' : '';
  return {
    summary: 'Buscamos a una persona que ordene los datos de ventas y marketing en un almacén confiable, con cargas diarias, pruebas y documentación para el resto del equipo.',
    responsibilities: ['Construir las cargas diarias.', 'Modelar el almacén con dbt.', 'Vigilar la calidad de los datos.', 'Documentar cada fuente.'],
    requirements: ['SQL avanzado.', 'Python para cargas.', 'Airflow en producción.', 'Inglés para reuniones.'],
    nice_to_have: ['Snowflake.', 'Kafka.'],
    questions: [1, 2, 3, 4, 5].map((n) => ({question: `${mark}Pregunta de entrevista número ${n}?`, good_answer: 'Lo que muestra una buena respuesta.'})),
    ...overrides,
  };
}

function role(slug: string, overrides: Record<string, unknown> = {}, locale = 'es', ext = 'mdx'): ContentFile {
  const dir = locale === 'es' ? 'empresas' : `i18n/${locale}/docusaurus-plugin-content-docs/current`;
  const frontMatter: Record<string, unknown> = {
    title: 'Data Engineer',
    ...(locale === 'es' ? {title_feminine: 'Data Engineer'} : {}),
    heading: 'Contrata un *Data Engineer*',
    subtitle: 'Construye tus pipelines.',
    description: 'Contrata un Data Engineer verificado que ordena y automatiza tus datos.',
    tasks,
    skills,
    faq: locale === 'es' ? faq : faq.map(({question, answer}) => ({question: question.replace('¿', ''), answer})),
    hiring_kit: kit(locale),
    profiles: [person(`Ana ${slug}`), person(`Luis ${slug}`, 'masculine')],
    ...overrides,
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete frontMatter[key];
  }
  return {file: `${dir}/${slug}.${ext}`, slug, locale, frontMatter};
}
const valid = [role('data-engineer'), role('data-analyst', {title: 'Data Analyst'})];

/** Every page of `files` in the data category, in the files' order (sidebars.ts's lists). */
const inData = (files: readonly ContentFile[]): CategoryLists => ({data: [...new Set(files.map(({slug}) => slug))]});

function problemsOf(files: ContentFile[], lists: CategoryLists = inData(files)): string[] {
  return validateContent(files, lists).problems;
}

describe('validateContent', () => {
  it('accepts valid pages in both languages', () => {
    expect(problemsOf([...valid, role('data-engineer', {}, 'en')])).toEqual([]);
  });

  it.each([
    ['a missing task title', {tasks: [tasks[0], {description: tasks[1].description}, tasks[2], tasks[3]]}, 'empresas/data-engineer.mdx → tasks.1.title: This field is required.'],
    ['a missing field', {subtitle: undefined}, 'empresas/data-engineer.mdx → subtitle: This field is required.'],
    ['an empty field', {description: '   '}, 'empresas/data-engineer.mdx → description: This field is required.'],
    [
      'a category in the frontmatter',
      {category: 'data'},
      "empresas/data-engineer.mdx → category: Remove it: a page's category and its place in it are set in empresas/_sidebars.json (sidebars.ts) only",
    ],
    [
      'a place in the frontmatter',
      {sidebar_position: 2},
      "empresas/data-engineer.mdx → sidebar_position: Remove it: a page's category and its place in it are set in empresas/_sidebars.json (sidebars.ts) only",
    ],
    ['too few tasks', {tasks: tasks.slice(0, 2)}, `empresas/data-engineer.mdx → tasks: Needs at least ${LIMITS.tasks.min} tasks`],
    ['a task without a sentence', {tasks: [...tasks.slice(0, 3), {title: 'x', description: 'Muy corto.'}]}, 'empresas/data-engineer.mdx → tasks.3.description: Needs a sentence of at least 6 words'],
    ['a description too short for a search result', {description: 'Corta.'}, 'empresas/data-engineer.mdx → description: Needs at least 50 characters (a search result shows 50 to 170)'],
    ['too few skills', {skills: skills.slice(0, 5)}, `empresas/data-engineer.mdx → skills: Needs at least ${LIMITS.skills.min} tools and skills`],
    ['a skill listed twice', {skills: [...skills, 'python']}, 'empresas/data-engineer.mdx → skills: Lists a skill twice'],
    ['a missing FAQ', {faq: undefined}, 'empresas/data-engineer.mdx → faq: This field is required.'],
    ['too few questions', {faq: faq.slice(0, 1)}, `empresas/data-engineer.mdx → faq: Needs at least ${LIMITS.ownFaq.min} questions about this page`],
    ['a question without its mark', {faq: [faq[0], {question: '¿Qué prueba hace', answer: 'x'}]}, 'empresas/data-engineer.mdx → faq.1.question: A question ends with "?"'],
    ['a Spanish question without «¿»', {faq: [faq[0], {question: 'Qué prueba hace?', answer: 'x'}]}, 'empresas/data-engineer.mdx → faq.1.question: A Spanish question opens with "¿"'],
    ['a missing hiring kit', {hiring_kit: undefined}, 'empresas/data-engineer.mdx → hiring_kit: This field is required.'],
    ['a hiring kit with too few interview questions', {hiring_kit: kit('es', {questions: (kit('es').questions as unknown[]).slice(0, 4)})}, `empresas/data-engineer.mdx → hiring_kit.questions: Needs at least ${LIMITS.kit.questions.min} interview questions`],
    ['a hiring kit with too few responsibilities', {hiring_kit: kit('es', {responsibilities: ['Una sola.']})}, `empresas/data-engineer.mdx → hiring_kit.responsibilities: Needs at least ${LIMITS.kit.responsibilities.min} responsibilities`],
    ['a one-line job summary', {hiring_kit: kit('es', {summary: 'Buscamos a alguien.'})}, `empresas/data-engineer.mdx → hiring_kit.summary: Needs at least ${LIMITS.kit.summaryWords.min} words: two or three sentences`],
    ['an interview question without what a good answer shows', {hiring_kit: kit('es', {questions: [...(kit('es').questions as unknown[]).slice(1), {question: '¿Qué harías?'}]})}, 'empresas/data-engineer.mdx → hiring_kit.questions.4.good_answer: This field is required.'],
    ['a Spanish interview question without «¿»', {hiring_kit: kit('es', {questions: [...(kit('es').questions as unknown[]).slice(1), {question: 'Qué harías?', good_answer: 'Algo.'}]})}, 'empresas/data-engineer.mdx → hiring_kit.questions.4.question: A Spanish question opens with "¿"'],
    ['an unknown field in the hiring kit', {hiring_kit: kit('es', {salary: '100'})}, 'empresas/data-engineer.mdx → hiring_kit.salary: Unknown field; allowed: summary, responsibilities, requirements, nice_to_have, questions'],
    ['a missing title for a woman', {title_feminine: undefined}, 'empresas/data-engineer.mdx → title_feminine: Required: the title for a woman (Desarrolladora…, Ingeniera…, Engenheira…); repeat the title when it does not change'],
    ['too few profiles', {profiles: [person('Ana')]}, `empresas/data-engineer.mdx → profiles: Needs at least ${LIMITS.profiles.min} example profiles`],
    ['a profile without its form', {profiles: [person('Ana'), {...person('Luis'), form: 'male'}]}, 'empresas/data-engineer.mdx → profiles.1.form: Expected the form of the Spanish title that agrees with the person: feminine, masculine'],
    ['a profile from an unknown country', {profiles: [person('Ana'), {...person('Luis'), country: 'es'}]}, `empresas/data-engineer.mdx → profiles.1.country: Expected a country code: ${COUNTRY_CODES.join(', ')}`],
    ['a profile with a skill the page does not list', {profiles: [person('Ana'), {...person('Luis'), stack: ['Python', 'Excel']}]}, 'empresas/data-engineer.mdx → profiles.1.stack.1: "Excel" is not one of this page\'s skills'],
    ['a rating out of 5', {profiles: [person('Ana'), {...person('Luis'), rating: 9}]}, 'empresas/data-engineer.mdx → profiles.1.rating: Expected a rating from 1 to 5'],
    ['too many related roles', {related: ['a', 'b', 'c', 'd', 'e']}, 'empresas/data-engineer.mdx → related: Needs 3 or 4 related roles'],
    [
      'a link in the heading',
      {heading: 'Contrata un [Data Engineer](https://example.com)'},
      'empresas/data-engineer.mdx → heading: only inline emphasis (*text*) is allowed; links and brackets are not allowed',
    ],
    [
      'HTML in the heading',
      {heading: 'Contrata un <span>Data Engineer</span>'},
      'empresas/data-engineer.mdx → heading: only inline emphasis (*text*) is allowed; HTML is not allowed',
    ],
    [
      'a misspelled field',
      {subtitel: 'x'},
      'empresas/data-engineer.mdx → subtitel: Unknown field; allowed: title, heading, subtitle, description, tasks, faq, synonyms, image, keywords, title_feminine, skills, hiring_kit, profiles, related',
    ],
  ])('reports %s', (_name, overrides, message) => {
    expect(problemsOf([role('data-engineer', overrides), valid[1]])).toEqual([message]);
  });

  it('reports a duplicate slug', () => {
    expect(problemsOf([...valid, role('data-engineer', {}, 'es', 'md')])).toEqual([
      'empresas/data-engineer.md → slug: Duplicate slug "data-engineer", also used by empresas/data-engineer.mdx',
    ]);
  });

  describe('the category lists (sidebars.ts)', () => {
    it('stops on a page in no category, naming its file and the list to add it to', () => {
      expect(problemsOf([...valid, role('data-engineer', {}, 'en')], {data: ['data-analyst']})).toEqual([
        'empresas/data-engineer.mdx → category: "data-engineer" is in no category: add it to its category\'s list in empresas/_sidebars.json (in the editor: Categorías)',
        'i18n/en/docusaurus-plugin-content-docs/current/data-engineer.mdx → category: "data-engineer" is in no category: add it to its category\'s list in empresas/_sidebars.json (in the editor: Categorías)',
      ]);
    });

    it('stops on a listed slug that is no page, a page listed twice, an unknown category and categories out of order', () => {
      expect(problemsOf(valid, {design: ['data-engineer'], data: ['data-analyst', 'data-scientist', 'data-engineer'], finance: []})).toEqual([
        'empresas/_sidebars.json → categories: List the categories in the order of src/data/categories.ts: data, design',
        'empresas/_sidebars.json → data.2: "data-engineer" is already listed in "design"; a page is listed once',
        'empresas/_sidebars.json → finance: Unknown category "finance"; expected one of development, data, design, marketing, ia',
        'empresas/_sidebars.json → data.1: "data-scientist" is not a page: remove it, or create empresas/data-scientist.mdx (npm run new:role)',
      ]);
    });
  });

  it('reports a file in a subfolder', () => {
    expect(problemsOf([{...role('x'), slug: 'data/data-scientist', file: 'empresas/data/data-scientist.mdx'}])).toEqual([
      'empresas/data/data-scientist.mdx → slug: Role and team files live directly in their folder, not in subfolders',
    ]);
  });

  it('reports faults in the English file with its own path', () => {
    expect(problemsOf([...valid, role('data-engineer', {tasks: []}, 'en')])).toEqual([
      `i18n/en/docusaurus-plugin-content-docs/current/data-engineer.mdx → tasks: Needs at least ${LIMITS.tasks.min} tasks`,
    ]);
  });

  it('reports a title for a woman in an English file (English titles are neutral)', () => {
    expect(problemsOf([...valid, role('data-engineer', {title_feminine: 'Data Engineer'}, 'en')])).toEqual([
      'i18n/en/docusaurus-plugin-content-docs/current/data-engineer.mdx → title_feminine: English titles are the same for everyone; remove it here',
    ]);
  });

  it('asks a Portuguese file for its title for a woman (Portuguese titles agree with the person)', () => {
    expect(problemsOf([...valid, role('data-engineer', {title: 'Engenheiro de dados'}, 'pt-BR')])).toEqual([
      'i18n/pt-BR/docusaurus-plugin-content-docs/current/data-engineer.mdx → title_feminine: Required: the title for a woman (Desarrolladora…, Ingeniera…, Engenheira…); repeat the title when it does not change',
    ]);
  });

  it('reports related pages that are not other role pages', () => {
    const team = role('equipo-data', {title: 'Data', roles: ['data-analyst'], title_feminine: undefined, skills: undefined, hiring_kit: undefined, profiles: undefined});
    expect(problemsOf([role('data-engineer', {related: ['data-analyst', 'data-engineer', 'equipo-data', 'chef']}), valid[1], team])).toEqual([
      'empresas/data-engineer.mdx → related.1: a page is not related to itself',
      'empresas/data-engineer.mdx → related.2: "equipo-data" is a team page; related pages are roles',
      'empresas/data-engineer.mdx → related.3: "chef" is not a role page',
    ]);
  });

  it('reports one person shown on two pages (a portrait is drawn per name)', () => {
    expect(problemsOf([role('data-engineer', {profiles: [person('Ana'), person('Luis', 'masculine')]}), role('data-analyst', {profiles: [person('Eva'), person('Luis', 'masculine')]})])).toEqual([
      'empresas/data-analyst.mdx → profiles.1.name: "Luis" is already a profile of empresas/data-engineer.mdx; every person needs a name of their own',
    ]);
  });

  it('reports an English file without a Spanish source', () => {
    expect(problemsOf([...valid, role('data-scientist', {}, 'en')])).toEqual([
      'i18n/en/docusaurus-plugin-content-docs/current/data-scientist.mdx → slug: No Spanish source empresas/data-scientist.mdx; a translated page translates a Spanish one',
    ]);
  });

  it('reports YAML that does not parse', () => {
    const broken: ContentFile = {
      file: 'empresas/data-engineer.mdx',
      slug: 'data-engineer',
      locale: 'es',
      frontMatter: {},
      readProblems: ['empresas/data-engineer.mdx → frontmatter: Invalid YAML: bad indentation'],
    };
    expect(problemsOf([broken, valid[1]])).toContain('empresas/data-engineer.mdx → frontmatter: Invalid YAML: bad indentation');
  });

  describe('team pages', () => {
    const team = (roles: unknown) => role('equipo-data-analytics', {title: 'Data & Analytics', roles, title_feminine: undefined, skills: undefined, hiring_kit: undefined, profiles: undefined});

    it('accepts roles of their category', () => {
      expect(problemsOf([...valid, team(['data-engineer'])])).toEqual([]);
    });

    it('requires roles', () => {
      expect(problemsOf([...valid, team(undefined)])).toEqual(['empresas/equipo-data-analytics.mdx → roles: This field is required.']);
    });

    it('rejects unknown roles and roles of another category', () => {
      expect(problemsOf([...valid, team(['data-engineer', 'chef'])])).toEqual([
        'empresas/equipo-data-analytics.mdx → roles.1: "chef" is not a role page',
      ]);
      expect(problemsOf([...valid, team(['data-engineer'])], {data: ['data-engineer', 'data-analyst'], design: ['equipo-data-analytics']})).toEqual([
        'empresas/equipo-data-analytics.mdx → roles.0: "data-engineer" belongs to "data", not "design"',
      ]);
    });

    it('names only the broken role file when a listed role is itself invalid', () => {
      expect(problemsOf([role('data-engineer', {tasks: []}), valid[1], team(['data-engineer'])])).toEqual([
        `empresas/data-engineer.mdx → tasks: Needs at least ${LIMITS.tasks.min} tasks`,
      ]);
    });
  });
});

describe('rolesByCategory', () => {
  it('orders each category by its place in sidebars.ts and leaves teams out', () => {
    const pages = [
      {slug: 'zeta', kind: 'role', category: 'data', position: 4},
      {slug: 'beta', kind: 'role', category: 'data', position: 2},
      {slug: 'alfa', kind: 'role', category: 'data', position: 3},
      {slug: 'gamma', kind: 'role', category: 'data', position: 1},
      {slug: 'equipo-x', kind: 'team', category: 'data', position: 5},
      {slug: 'ux', kind: 'role', category: 'design', position: 6},
    ] as const;
    const grouped = rolesByCategory(pages);
    expect(grouped.get('data')!.map(({slug}) => slug)).toEqual(['gamma', 'beta', 'alfa', 'zeta']);
    expect(grouped.get('design')!.map(({slug}) => slug)).toEqual(['ux']);
    expect(grouped.get('ia')).toEqual([]);
  });
});

describe('inheritStructure', () => {
  const file = 'i18n/en/docusaurus-plugin-content-docs/current/data-engineer.mdx';

  it("gives an English page its Spanish twin's team roles and skills", () => {
    const {frontMatter, problems} = inheritStructure({title: 'Data Engineer'}, {title: 'Ingeniero de Datos', skills: ['SQL'], roles: ['a']}, file);
    expect(problems).toEqual([]);
    expect(frontMatter).toEqual({title: 'Data Engineer', skills: ['SQL'], roles: ['a']});
  });

  it('reports structure written in the English file', () => {
    expect(inheritStructure({title: 'x', skills: ['SQL']}, {skills: ['SQL']}, file).problems).toEqual([
      `${file} → skills: Set only in the Spanish file empresas/data-engineer.mdx; remove it here`,
    ]);
  });
});
