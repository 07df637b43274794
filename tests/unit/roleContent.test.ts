import {type ContentFile, validateContent} from '@site/src/lib/roleContent';

const tasks = [
  {title: 'Modelar datos', description: 'Diseña modelos.'},
  {title: 'Orquestar', description: 'Programa flujos.'},
  {title: 'Monitorear', description: 'Vigila la calidad.'},
];

function role(slug: string, overrides: Record<string, unknown> = {}, locale: 'es' | 'en' = 'es', ext = 'mdx'): ContentFile {
  const dir = locale === 'es' ? 'empresas' : 'i18n/en/docusaurus-plugin-content-docs/current';
  const frontMatter: Record<string, unknown> = {
    title: 'Data Engineer',
    category: 'data',
    heading: 'Contrata un *Data Engineer*',
    subtitle: 'Construye tus pipelines.',
    description: 'Contrata un Data Engineer verificado.',
    tasks,
    ...overrides,
  };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === undefined) delete frontMatter[key];
  }
  return {file: `${dir}/${slug}.${ext}`, slug, locale, frontMatter};
}

const sidebars = {data: ['data-engineer', 'data-analyst']};
const valid = [role('data-engineer'), role('data-analyst', {title: 'Data Analyst'})];

function problemsOf(files: ContentFile[], bars: Record<string, string[]> = sidebars): string[] {
  return validateContent(files, bars).problems;
}

describe('validateContent', () => {
  it('accepts valid pages in both languages', () => {
    expect(problemsOf([...valid, role('data-engineer', {}, 'en')])).toEqual([]);
  });

  it.each([
    ['a missing task title', {tasks: [tasks[0], {description: 'x'}, tasks[2]]}, 'empresas/data-engineer.mdx → tasks.1.title: Required'],
    ['a missing field', {subtitle: undefined}, 'empresas/data-engineer.mdx → subtitle: Required'],
    ['an empty field', {description: '   '}, 'empresas/data-engineer.mdx → description: Must not be empty'],
    [
      'an unknown category',
      {category: 'finance'},
      'empresas/data-engineer.mdx → category: Unknown category "finance"; expected one of development, data, design, marketing, ia',
    ],
    ['fewer than three tasks', {tasks: tasks.slice(0, 2)}, 'empresas/data-engineer.mdx → tasks: Needs at least 3 tasks'],
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
      'empresas/data-engineer.mdx → subtitel: Unknown field; allowed: title, category, heading, subtitle, description, tasks, image, keywords',
    ],
  ])('reports %s', (_name, overrides, message) => {
    expect(problemsOf([role('data-engineer', overrides), valid[1]])).toEqual([message]);
  });

  it('reports a duplicate slug', () => {
    expect(problemsOf([...valid, role('data-engineer', {}, 'es', 'md')])).toEqual([
      'empresas/data-engineer.md → slug: Duplicate slug "data-engineer", also used by empresas/data-engineer.mdx',
    ]);
  });

  it('reports a role missing from sidebars.ts', () => {
    expect(problemsOf([...valid, role('data-scientist', {title: 'Data Scientist'})])).toEqual([
      'empresas/data-scientist.mdx → category: "data-scientist" is not listed in sidebars.ts; add it under "data"',
    ]);
  });

  it('reports a sidebar entry without a file', () => {
    expect(problemsOf(valid, {data: ['data-engineer', 'data-analyst', 'data-scientist']})).toEqual([
      'sidebars.ts → data.2: "data-scientist" has no file empresas/data-scientist.mdx',
    ]);
  });

  it('reports a role listed under another category', () => {
    expect(problemsOf(valid, {data: ['data-engineer'], design: ['data-analyst']})).toEqual([
      'empresas/data-analyst.mdx → category: "data" differs from sidebars.ts, which lists "data-analyst" under "design"',
    ]);
  });

  it('reports faults in the English file with its own path', () => {
    expect(problemsOf([...valid, role('data-engineer', {tasks: []}, 'en')])).toEqual([
      'i18n/en/docusaurus-plugin-content-docs/current/data-engineer.mdx → tasks: Needs at least 3 tasks',
    ]);
  });

  it('reports an English file without a Spanish source', () => {
    expect(problemsOf([...valid, role('data-scientist', {}, 'en')])).toEqual([
      'i18n/en/docusaurus-plugin-content-docs/current/data-scientist.mdx → slug: No Spanish source empresas/data-scientist.mdx; English pages translate a Spanish one',
    ]);
  });

  it('reports YAML that does not parse', () => {
    const broken: ContentFile = {file: 'empresas/data-engineer.mdx', slug: 'data-engineer', locale: 'es', frontMatter: {}, parseError: 'Invalid YAML: bad indentation'};
    expect(problemsOf([broken, valid[1]])).toContain('empresas/data-engineer.mdx → frontmatter: Invalid YAML: bad indentation');
  });

  describe('team pages', () => {
    const team = (roles: unknown, category = 'data') =>
      role('equipo-data-analytics', {title: 'Data & Analytics', category, roles});

    it('accepts roles of their category', () => {
      expect(problemsOf([...valid, team(['data-engineer'])])).toEqual([]);
    });

    it('requires roles', () => {
      expect(problemsOf([...valid, team(undefined)])).toEqual(['empresas/equipo-data-analytics.mdx → roles: Required']);
    });

    it('rejects unknown roles and roles of another category', () => {
      expect(problemsOf([...valid, team(['data-engineer', 'chef'])])).toEqual([
        'empresas/equipo-data-analytics.mdx → roles.1: "chef" is not a role page',
      ]);
      expect(problemsOf([...valid, team(['data-engineer'], 'design')])).toEqual([
        'empresas/equipo-data-analytics.mdx → roles.0: "data-engineer" belongs to "data", not "design"',
      ]);
    });
  });
});
