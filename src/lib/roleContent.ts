/**
 * The schema of role and team pages (`empresas/*.mdx` and their English
 * copies) and the checks that span files: slugs, sidebars.ts membership and
 * team role lists. Every problem becomes one line `file → field: message`.
 */
import * as z from 'zod';
import {CATEGORY_IDS, type CategoryId} from './categories';
import {inlineEmphasisProblem} from './inlineEmphasis';

export {CATEGORY_IDS, type CategoryId, LANDING_CATEGORY_IDS} from './categories';

export const TEAM_PREFIX = 'equipo-';
export const MIN_TASKS = 3;

const text = z
  .string({error: (issue) => (issue.input === undefined ? 'Required' : 'Expected text')})
  .trim()
  .min(1, 'Must not be empty');

const task = z.object({title: text, description: text}, {error: (issue) => (issue.input === undefined ? 'Required' : 'Expected an object with title and description')});

const baseShape = {
  title: text,
  category: z.enum(CATEGORY_IDS, {
    error: (issue) =>
      issue.input === undefined ? 'Required' : `Unknown category "${String(issue.input)}"; expected one of ${CATEGORY_IDS.join(', ')}`,
  }),
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

export const roleFrontMatterSchema = z.strictObject(baseShape, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field; allowed: ${Object.keys(baseShape).join(', ')}` : undefined),
});

export const teamFrontMatterSchema = z.strictObject(
  {
    ...baseShape,
    roles: z
      .array(z.string(), {error: (issue) => (issue.input === undefined ? 'Required' : 'Expected a list of role slugs')})
      .min(1, 'Needs at least one role'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field; allowed: ${[...Object.keys(baseShape), 'roles'].join(', ')}` : undefined,
  },
);

export type RoleFrontMatter = z.infer<typeof roleFrontMatterSchema>;
export type TeamFrontMatter = z.infer<typeof teamFrontMatterSchema>;

/** A parsed content file: its path relative to the site root and its frontmatter. */
export type ContentFile = {
  file: string;
  slug: string;
  locale: 'es' | 'en';
  frontMatter: Record<string, unknown>;
  /** Set when the file could not be parsed at all (YAML error). */
  parseError?: string;
};

export type Sidebars = Record<string, readonly string[]>;

export type RolePage = RoleFrontMatter & {slug: string; kind: 'role'};
export type TeamPage = TeamFrontMatter & {slug: string; kind: 'team'};
export type ContentPage = RolePage | TeamPage;

export function isTeamSlug(slug: string): boolean {
  return slug.startsWith(TEAM_PREFIX);
}

function line(file: string, field: string, message: string): string {
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
  if (file.parseError) {
    return {problems: [line(file.file, 'frontmatter', file.parseError)]};
  }
  const team = isTeamSlug(file.slug);
  const result = (team ? teamFrontMatterSchema : roleFrontMatterSchema).safeParse(file.frontMatter);
  if (!result.success) {
    return {
      problems: result.error.issues.map((issue) =>
        line(file.file, issuePath(issue.path, 'keys' in issue ? (issue.keys as string[]) : undefined), issue.message),
      ),
    };
  }
  const page = team
    ? ({...(result.data as TeamFrontMatter), slug: file.slug, kind: 'team'} as const)
    : ({...(result.data as RoleFrontMatter), slug: file.slug, kind: 'role'} as const);
  return {page, problems: []};
}

export type ValidatedContent = {
  /** Pages by locale, then slug. English falls back to nothing: see `problems`. */
  pages: Record<'es' | 'en', Map<string, ContentPage>>;
  problems: string[];
};

/**
 * Validates every file and the rules between them:
 * unique slugs per locale, each Spanish role listed once in sidebars.ts under
 * its category, each sidebar entry backed by a file, team roles that exist in
 * the team's category, and English files that have a Spanish source with the
 * same category.
 */
export function validateContent(files: readonly ContentFile[], sidebars: Sidebars, sidebarsFile = 'sidebars.ts'): ValidatedContent {
  const problems: string[] = [];
  const pages: ValidatedContent['pages'] = {es: new Map(), en: new Map()};
  const seen: Record<'es' | 'en', Map<string, string>> = {es: new Map(), en: new Map()};

  for (const file of files) {
    const previous = seen[file.locale].get(file.slug);
    if (previous) {
      problems.push(line(file.file, 'slug', `Duplicate slug "${file.slug}", also used by ${previous}`));
      continue;
    }
    seen[file.locale].set(file.slug, file.file);
    const {page, problems: fileProblems} = validateFrontMatter(file);
    problems.push(...fileProblems);
    if (page) {
      pages[file.locale].set(file.slug, page);
    }
  }

  const listed = new Map<string, string>();
  for (const [category, slugs] of Object.entries(sidebars)) {
    if (!(CATEGORY_IDS as readonly string[]).includes(category)) {
      problems.push(line(sidebarsFile, category, `Unknown category; expected one of ${CATEGORY_IDS.join(', ')}`));
    }
    slugs.forEach((slug, index) => {
      const where = `${category}.${index}`;
      if (listed.has(slug)) {
        problems.push(line(sidebarsFile, where, `"${slug}" is already listed under ${listed.get(slug)}`));
        return;
      }
      listed.set(slug, category);
      if (!seen.es.has(slug)) {
        problems.push(line(sidebarsFile, where, `"${slug}" has no file empresas/${slug}.mdx`));
      } else if (isTeamSlug(slug)) {
        problems.push(line(sidebarsFile, where, `"${slug}" is a team page; team pages are not listed in sidebars.ts`));
      }
    });
  }

  for (const [slug, page] of pages.es) {
    const file = seen.es.get(slug)!;
    if (page.kind === 'role') {
      const listedUnder = listed.get(slug);
      if (!listedUnder) {
        problems.push(line(file, 'category', `"${slug}" is not listed in ${sidebarsFile}; add it under "${page.category}"`));
      } else if (listedUnder !== page.category) {
        problems.push(line(file, 'category', `"${page.category}" differs from ${sidebarsFile}, which lists "${slug}" under "${listedUnder}"`));
      }
    } else {
      page.roles.forEach((role, index) => {
        const target = pages.es.get(role);
        if (!target || target.kind !== 'role') {
          problems.push(line(file, `roles.${index}`, `"${role}" is not a role page`));
        } else if (target.category !== page.category) {
          problems.push(line(file, `roles.${index}`, `"${role}" belongs to "${target.category}", not "${page.category}"`));
        }
      });
    }
  }

  for (const [slug, page] of pages.en) {
    const file = seen.en.get(slug)!;
    const source = pages.es.get(slug);
    if (!seen.es.has(slug)) {
      problems.push(line(file, 'slug', `No Spanish source empresas/${slug}.mdx; English pages translate a Spanish one`));
    } else if (source && source.category !== page.category) {
      problems.push(line(file, 'category', `"${page.category}" differs from the Spanish file's "${source.category}"`));
    } else if (source?.kind === 'team' && page.kind === 'team' && source.roles.join() !== page.roles.join()) {
      problems.push(line(file, 'roles', `Differs from the Spanish file's roles (${source.roles.join(', ')})`));
    }
  }

  return {pages, problems};
}
