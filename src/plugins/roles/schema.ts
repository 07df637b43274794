/**
 * The schema of role and team pages (`empresas/*.mdx` and their English
 * copies) and the rules that span files: one file per slug, team roles that
 * exist in the team's category, English pages that translate a Spanish one.
 * Every problem becomes one line `file → field: message`.
 */
import * as z from 'zod';
import {CATEGORY_IDS, type CategoryId} from '../../data/categories';
import {inlineEmphasisProblem} from '../../lib/inlineEmphasis';

export const TEAM_PREFIX = 'equipo-';
export const MIN_TASKS = 3;

const text = z
  .string({error: (issue) => (issue.input === undefined ? 'Required' : 'Expected text')})
  .trim()
  .min(1, 'Must not be empty');

const task = z.object({title: text, description: text}, {error: (issue) => (issue.input === undefined ? 'Required' : 'Expected an object with title and description')});

const roleShape = {
  title: text,
  category: z.enum(CATEGORY_IDS, {
    error: (issue) =>
      issue.input === undefined ? 'Required' : `Unknown category "${String(issue.input)}"; expected one of ${CATEGORY_IDS.join(', ')}`,
  }),
  /** Place inside the category (1 first); pages without one follow, by slug. */
  sidebar_position: z.number({error: 'Expected a whole number (1 is first in the category)'}).int('Expected a whole number').positive('Expected 1 or more').optional(),
  heading: text.superRefine((value, ctx) => {
    const problem = inlineEmphasisProblem(value);
    if (problem) {
      ctx.addIssue({code: 'custom', message: problem});
    }
  }),
  subtitle: text,
  description: text,
  tasks: z
    .array(task, {error: (issue) => (issue.input === undefined ? 'Required' : 'Expected a list of tasks')})
    .min(MIN_TASKS, `Needs at least ${MIN_TASKS} tasks`),
  // Optional keys Docusaurus itself understands and that a copywriter may need.
  image: z.string().optional(),
  keywords: z.array(z.string()).optional(),
};

const teamShape = {
  ...roleShape,
  roles: z
    .array(z.string(), {error: (issue) => (issue.input === undefined ? 'Required' : 'Expected a list of role slugs')})
    .min(1, 'Needs at least one role'),
};

function strict<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field; allowed: ${Object.keys(shape).join(', ')}` : undefined),
  });
}

export const roleFrontMatterSchema = strict(roleShape);
export const teamFrontMatterSchema = strict(teamShape);

export type RoleFrontMatter = z.infer<typeof roleFrontMatterSchema>;
export type TeamFrontMatter = z.infer<typeof teamFrontMatterSchema>;

/** A content file: its path relative to the site root and its frontmatter (an English file's already carries the Spanish structure). */
export type ContentFile = {
  file: string;
  slug: string;
  locale: 'es' | 'en';
  frontMatter: Record<string, unknown>;
  /** Lines `file → field: message` found while reading the file (bad YAML, structure set in English). */
  readProblems?: string[];
};

export type RolePage = RoleFrontMatter & {slug: string; kind: 'role'};
export type TeamPage = TeamFrontMatter & {slug: string; kind: 'team'};
export type ContentPage = RolePage | TeamPage;

export function isTeamSlug(slug: string): boolean {
  return slug.startsWith(TEAM_PREFIX);
}

export function problemLine(file: string, field: string, message: string): string {
  return `${file} → ${field}: ${message}`;
}

function issuePath(path: readonly PropertyKey[], unrecognized?: readonly string[]): string {
  const base = path.map(String).join('.');
  if (unrecognized?.length) {
    return [base, unrecognized.join(', ')].filter(Boolean).join('.');
  }
  return base || 'frontmatter';
}

/** Checks one file's frontmatter; returns the page or the problem lines. */
export function validateFrontMatter(file: ContentFile): {page?: ContentPage; problems: string[]} {
  if (file.readProblems?.length) {
    return {problems: file.readProblems};
  }
  if (file.slug.includes('/')) {
    return {problems: [problemLine(file.file, 'slug', 'Role and team files live directly in their folder, not in subfolders')]};
  }
  const team = isTeamSlug(file.slug);
  const result = (team ? teamFrontMatterSchema : roleFrontMatterSchema).safeParse(file.frontMatter);
  if (!result.success) {
    return {
      problems: result.error.issues.map((issue) =>
        problemLine(file.file, issuePath(issue.path, 'keys' in issue ? (issue.keys as string[]) : undefined), issue.message),
      ),
    };
  }
  const page: ContentPage = team
    ? {...(result.data as TeamFrontMatter), slug: file.slug, kind: 'team'}
    : {...(result.data as RoleFrontMatter), slug: file.slug, kind: 'role'};
  return {page, problems: []};
}

export type ValidatedContent = {
  /** Valid pages by locale, then slug. */
  pages: Record<'es' | 'en', Map<string, ContentPage>>;
  problems: string[];
};

/**
 * Validates every file and the rules between them: one file per slug and
 * locale, team roles that are role pages of the team's category, and (when
 * both languages are given) English files that translate a Spanish one.
 */
export function validateContent(files: readonly ContentFile[]): ValidatedContent {
  const problems: string[] = [];
  const pages: ValidatedContent['pages'] = {es: new Map(), en: new Map()};
  const seen: Record<'es' | 'en', Map<string, string>> = {es: new Map(), en: new Map()};

  for (const file of files) {
    const previous = seen[file.locale].get(file.slug);
    if (previous) {
      problems.push(problemLine(file.file, 'slug', `Duplicate slug "${file.slug}", also used by ${previous}`));
      continue;
    }
    seen[file.locale].set(file.slug, file.file);
    const {page, problems: fileProblems} = validateFrontMatter(file);
    problems.push(...fileProblems);
    if (page) {
      pages[file.locale].set(file.slug, page);
    }
  }

  for (const locale of ['es', 'en'] as const) {
    for (const [slug, page] of pages[locale]) {
      if (page.kind !== 'team') continue;
      page.roles.forEach((role, index) => {
        // An English build falls back to the Spanish page where no translation exists.
        const target = pages[locale].get(role) ?? pages.es.get(role);
        const where = problemLine(seen[locale].get(slug)!, `roles.${index}`, '');
        if (!target && (seen[locale].has(role) || seen.es.has(role))) {
          return; // The role's own file is invalid and already reported.
        }
        if (!target || target.kind !== 'role') {
          problems.push(`${where}"${role}" is not a role page`);
        } else if (target.category !== page.category) {
          problems.push(`${where}"${role}" belongs to "${target.category}", not "${page.category}"`);
        }
      });
    }
  }

  if (seen.es.size > 0) {
    for (const [slug, file] of seen.en) {
      if (!seen.es.has(slug)) {
        problems.push(problemLine(file, 'slug', `No Spanish source empresas/${slug}.mdx; English pages translate a Spanish one`));
      }
    }
  }

  return {pages, problems};
}

/** Role pages of each category in page order: `sidebar_position` first, then the rest by slug. */
export function rolesByCategory<Page extends {slug: string; kind: 'role' | 'team'; category: CategoryId; sidebar_position?: number}>(
  pages: Iterable<Page>,
): Map<CategoryId, Page[]> {
  const order = (page: Page) => page.sidebar_position ?? Number.POSITIVE_INFINITY;
  const roles = [...pages].filter((page) => page.kind === 'role').sort((a, b) => order(a) - order(b) || a.slug.localeCompare(b.slug));
  return new Map(CATEGORY_IDS.map((id) => [id, roles.filter((page) => page.category === id)]));
}
