import {inheritStructure} from '@site/src/plugins/roles/content';
import {type ContentFile, rolesByCategory, validateContent} from '@site/src/plugins/roles/schema';

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

const valid = [role('data-engineer'), role('data-analyst', {title: 'Data Analyst'})];

function problemsOf(files: ContentFile[]): string[] {
  return validateContent(files).problems;
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
      'empresas/data-engineer.mdx → subtitel: Unknown field; allowed: title, category, sidebar_position, heading, subtitle, description, tasks, image, keywords',
    ],
  ])('reports %s', (_name, overrides, message) => {
    expect(problemsOf([role('data-engineer', overrides), valid[1]])).toEqual([message]);
  });

  it('reports a duplicate slug', () => {
    expect(problemsOf([...valid, role('data-engineer', {}, 'es', 'md')])).toEqual([
      'empresas/data-engineer.md → slug: Duplicate slug "data-engineer", also used by empresas/data-engineer.mdx',
    ]);
  });

  it('reports a place in the category that is not a whole number from 1', () => {
    expect(problemsOf([role('data-engineer', {sidebar_position: 0}), valid[1]])).toEqual(['empresas/data-engineer.mdx → sidebar_position: Expected 1 or more']);
    expect(problemsOf([role('data-engineer', {sidebar_position: 'first'}), valid[1]])).toEqual([
      'empresas/data-engineer.mdx → sidebar_position: Expected a whole number (1 is first in the category)',
    ]);
  });

  it('reports a file in a subfolder', () => {
    expect(problemsOf([{...role('x'), slug: 'data/data-scientist', file: 'empresas/data/data-scientist.mdx'}])).toEqual([
      'empresas/data/data-scientist.mdx → slug: Role and team files live directly in their folder, not in subfolders',
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

    it('names only the broken role file when a listed role is itself invalid', () => {
      expect(problemsOf([role('data-engineer', {category: 'finance'}), valid[1], team(['data-engineer'])])).toEqual([
        'empresas/data-engineer.mdx → category: Unknown category "finance"; expected one of development, data, design, marketing, ia',
      ]);
    });
  });
});

describe('rolesByCategory', () => {
  it('orders each category by sidebar_position, then by slug, and leaves teams out', () => {
    const pages = [
      {slug: 'zeta', kind: 'role', category: 'data'},
      {slug: 'beta', kind: 'role', category: 'data', sidebar_position: 2},
      {slug: 'alfa', kind: 'role', category: 'data'},
      {slug: 'gamma', kind: 'role', category: 'data', sidebar_position: 1},
      {slug: 'equipo-x', kind: 'team', category: 'data', sidebar_position: 1},
      {slug: 'ux', kind: 'role', category: 'design'},
    ] as const;
    const grouped = rolesByCategory(pages);
    expect(grouped.get('data')!.map(({slug}) => slug)).toEqual(['gamma', 'beta', 'alfa', 'zeta']);
    expect(grouped.get('design')!.map(({slug}) => slug)).toEqual(['ux']);
    expect(grouped.get('ia')).toEqual([]);
  });
});

describe('inheritStructure', () => {
  const file = 'i18n/en/docusaurus-plugin-content-docs/current/data-engineer.mdx';

  it("gives an English page its Spanish twin's category, place and team roles", () => {
    const {frontMatter, problems} = inheritStructure(
      {title: 'Data Engineer'},
      {title: 'Ingeniero de Datos', category: 'data', sidebar_position: 3, roles: ['a']},
      file,
    );
    expect(problems).toEqual([]);
    expect(frontMatter).toEqual({title: 'Data Engineer', category: 'data', sidebar_position: 3, roles: ['a']});
  });

  it('reports structure written in the English file', () => {
    expect(inheritStructure({title: 'x', category: 'design'}, {category: 'data'}, file).problems).toEqual([
      `${file} → category: Set only in the Spanish file empresas/data-engineer.mdx; remove it here`,
    ]);
  });
});
