/**
 * The schema of role and team pages (`empresas/*.mdx` and their English
 * copies) and the rules that span files: one file per slug, every page in
 * exactly one category of sidebars.ts (which also gives its place), team roles
 * that exist in the team's category, English pages that translate a Spanish
 * one. Every problem becomes one line `file → field: message`.
 */
import * as z from 'zod';
import {CATEGORY_IDS, type CategoryId} from '../../data/categories';
import {COUNTRY_CODES} from '../../data/people';
import {inlineEmphasisProblem} from '../../lib/inlineEmphasis';
import {LIMITS, REQUIRED_MESSAGE} from './limits';
import {DEFAULT_LOCALE, LOCALES, type Locale, language} from '../../config/locales';

export const TEAM_PREFIX = 'equipo-';

const text = z
  .string({error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Expected text')})
  .trim()
  .min(1, {error: REQUIRED_MESSAGE, abort: true});

const words = (value: string) => value.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length;

const task = z.object(
  {title: text, description: text.refine((value) => words(value) >= LIMITS.taskWords.min, `Needs a sentence of at least ${LIMITS.taskWords.min} words`)},
  {error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Expected an object with title and description')},
);

/** One question of a page's FAQ; the Spanish opening mark is checked per language in validateContent. */
const question = z.object(
  {question: text.refine((value) => value.endsWith('?'), 'A question ends with "?"'), answer: text},
  {error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Expected an object with question and answer')},
);

function list<T extends z.ZodType>(item: T, what: string) {
  return z.array(item, {error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : `Expected a list of ${what}`)});
}

/** A list of a kit's lines, between its limits. */
function lines(what: string, {min, max}: {min: number; max: number}) {
  return list(text, what).min(min, `Needs at least ${min} ${what}`).max(max, `Needs at most ${max} ${what}`);
}

/** One interview question of the hiring kit and what a good answer shows; the Spanish opening mark is checked per language. */
const interviewQuestion = z.strictObject(
  {question: text.refine((value) => value.endsWith('?'), 'A question ends with "?"'), good_answer: text},
  {error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unknown field; allowed: question, good_answer' : issue.input === undefined ? REQUIRED_MESSAGE : undefined)},
);

/**
 * The hiring kit of a role page: a job description a company can copy (its opening, responsibilities drawn from the
 * tasks, requirements drawn from the skills, what is a plus) and the questions to ask in the interview.
 */
const hiringKit = z.strictObject(
  {
    summary: text.refine((value) => words(value) >= LIMITS.kit.summaryWords.min, `Needs at least ${LIMITS.kit.summaryWords.min} words: two or three sentences`),
    responsibilities: lines('responsibilities', LIMITS.kit.responsibilities),
    requirements: lines('requirements', LIMITS.kit.requirements),
    nice_to_have: lines('nice-to-have lines', LIMITS.kit.niceToHave),
    questions: list(interviewQuestion, 'interview questions with question and good_answer')
      .min(LIMITS.kit.questions.min, `Needs at least ${LIMITS.kit.questions.min} interview questions`)
      .max(LIMITS.kit.questions.max, `Needs at most ${LIMITS.kit.questions.max} interview questions`),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Unknown field; allowed: summary, responsibilities, requirements, nice_to_have, questions'
        : issue.input === undefined
          ? REQUIRED_MESSAGE
          : undefined,
  },
);

const slugList = list(z.string({error: 'Expected a page slug'}), 'page slugs');

function oneOf<const T extends readonly [string, ...string[]]>(values: T, what: string) {
  return z.enum(values, {error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : `Expected ${what}: ${values.join(', ')}`)});
}

/** An illustrative vetted freelancer of the role: the cards show them with the page's title in the form that agrees with them. */
const profile = z.strictObject(
  {
    name: text,
    /** Which Spanish title names the person: `title_feminine` or `title`. */
    form: oneOf(['feminine', 'masculine'], 'the form of the Spanish title that agrees with the person'),
    country: oneOf(COUNTRY_CODES, 'a country code'),
    seniority: oneOf(['semiSenior', 'senior', 'lead'], 'a seniority'),
    years: z.number({error: 'Expected a whole number of years'}).int('Expected a whole number of years').min(1, 'Expected 1 or more').max(40, 'Expected 40 or fewer'),
    /** What the card lists: some of the page's skills. */
    stack: list(text, 'skills of this page').min(1, 'Needs at least one skill').max(4, 'Needs at most 4 skills'),
    /** Companies the person has worked with through us. */
    companies: z.number({error: 'Expected a whole number'}).int('Expected a whole number').min(1, 'Expected 1 or more'),
    /** Average client rating out of 5, one decimal. */
    rating: z.number({error: 'Expected a rating such as 4.8'}).min(1, 'Expected a rating from 1 to 5').max(5, 'Expected a rating from 1 to 5'),
  },
  {error: (issue) => (issue.code === 'unrecognized_keys' ? 'Unknown field; allowed: name, form, country, seniority, years, stack, companies, rating' : undefined)},
);

const pageShape = {
  title: text,
  heading: text.superRefine((value, ctx) => {
    const problem = inlineEmphasisProblem(value);
    if (problem) {
      ctx.addIssue({code: 'custom', message: problem});
    }
  }),
  subtitle: text,
  description: text
    .min(LIMITS.description.min, `Needs at least ${LIMITS.description.min} characters (a search result shows 50 to 170)`)
    .max(LIMITS.description.max, `Needs at most ${LIMITS.description.max} characters (a search result cuts the rest)`),
  tasks: list(task, 'tasks').min(LIMITS.tasks.min, `Needs at least ${LIMITS.tasks.min} tasks`),
  /** The page's own questions (about this role or team); the questions every page shares follow them. */
  faq: list(question, 'questions with question and answer').min(LIMITS.ownFaq.min, `Needs at least ${LIMITS.ownFaq.min} questions about this page`),
  /** Other words a visitor may search this page by, in the file's language ("aprendizaje automático", "QA"); optional. */
  synonyms: list(text, 'search terms').max(12, 'Needs at most 12 search terms').optional(),
  // Optional keys Docusaurus itself understands and that a copywriter may need.
  image: z.string().optional(),
  keywords: z.array(z.string()).optional(),
};

const roleShape = {
  ...pageShape,
  /** The Spanish title for a woman (Desarrolladora Android); the same as `title` when the name does not change. Spanish files only. */
  title_feminine: text.optional(),
  /** The stack the role is vetted on, names as the trade writes them (untranslated). */
  skills: list(text, 'tools and skills')
    .min(LIMITS.skills.min, `Needs at least ${LIMITS.skills.min} tools and skills`)
    .max(LIMITS.skills.max, `Needs at most ${LIMITS.skills.max} tools and skills: keep the ones the role is vetted on`)
    .refine((skills) => new Set(skills.map((skill) => skill.toLowerCase())).size === skills.length, 'Lists a skill twice'),
  /** The job description and interview questions a company can take away (src/components/HiringKit). */
  hiring_kit: hiringKit,
  /** At least two example people of this role (illustrative until real, consented ones replace them). */
  profiles: list(profile, 'example profiles').min(LIMITS.profiles.min, `Needs at least ${LIMITS.profiles.min} example profiles`),
  /** Related role pages, when the ones derived from shared skills are not the right ones. */
  related: slugList.min(3, 'Needs 3 or 4 related roles').max(4, 'Needs 3 or 4 related roles').optional(),
};

const teamShape = {
  ...pageShape,
  roles: slugList.min(1, 'Needs at least one role'),
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
  /** Its language (src/config/languages.json). */
  locale: Locale;
  frontMatter: Record<string, unknown>;
  /** Lines `file → field: message` found while reading the file (bad YAML, structure set in English). */
  readProblems?: string[];
};

/** Each category's pages (slugs, which are doc ids) in order, by category id: sidebars.ts. */
export type CategoryLists = Readonly<Record<string, readonly string[]>>;

/** Where sidebars.ts puts a page: its category, and its place in the whole list (categories in their order). */
export type Place = {category: CategoryId; position: number};

export type RolePage = RoleFrontMatter & Place & {slug: string; kind: 'role'};
export type TeamPage = TeamFrontMatter & Place & {slug: string; kind: 'team'};
export type ContentPage = RolePage | TeamPage;

/** The lists sidebars.ts exports: plain JSON, so `npm run new:role` and the editor write it. */
export const CATEGORY_LISTS_FILE = 'empresas/_sidebars.json';
/** Frontmatter fields that said what sidebars.ts says now. */
const MOVED_KEYS = ['category', 'sidebar_position'] as const;

export function isTeamSlug(slug: string): boolean {
  return slug.startsWith(TEAM_PREFIX);
}

export function problemLine(file: string, field: string, message: string): string {
  return `${file} → ${field}: ${message}`;
}

function issuePath(path: readonly PropertyKey[], unrecognized?: readonly string[]): string {
  return [...path.map(String), ...(unrecognized?.length ? [unrecognized.join(', ')] : [])].join('.') || 'frontmatter';
}

/** Checks one file's frontmatter, placed where sidebars.ts puts it; returns the page or the problem lines. */
export function validateFrontMatter(file: ContentFile, place: Place | undefined): {page?: ContentPage; problems: string[]} {
  if (file.readProblems?.length) {
    return {problems: file.readProblems};
  }
  if (file.slug.includes('/')) {
    return {problems: [problemLine(file.file, 'slug', 'Role and team files live directly in their folder, not in subfolders')]};
  }
  const moved = MOVED_KEYS.filter((key) => key in file.frontMatter);
  const problems = moved.map((key) =>
    problemLine(file.file, key, `Remove it: a page's category and its place in it are set in ${CATEGORY_LISTS_FILE} (sidebars.ts) only`),
  );
  if (!place) {
    problems.push(
      problemLine(file.file, 'category', `"${file.slug}" is in no category: add it to its category's list in ${CATEGORY_LISTS_FILE} (in the editor: Categorías)`),
    );
  }
  const frontMatter = Object.fromEntries(Object.entries(file.frontMatter).filter(([key]) => !(moved as string[]).includes(key)));
  const team = isTeamSlug(file.slug);
  const result = (team ? teamFrontMatterSchema : roleFrontMatterSchema).safeParse(frontMatter);
  if (!result.success) {
    problems.push(
      ...result.error.issues.map((issue) => problemLine(file.file, issuePath(issue.path, 'keys' in issue ? (issue.keys as string[]) : undefined), issue.message)),
    );
  }
  if (!result.success || !place) return {problems};
  const page: ContentPage = team
    ? {...(result.data as TeamFrontMatter), ...place, slug: file.slug, kind: 'team'}
    : {...(result.data as RoleFrontMatter), ...place, slug: file.slug, kind: 'role'};
  problems.push(...languageProblems(file, page));
  return problems.length > 0 ? {problems} : {page, problems};
}

/**
 * Each listed page's place, and the problems of the lists themselves: a category that does not exist or
 * is out of the order of src/data/categories.ts, a page listed twice.
 */
export function placesOf(lists: CategoryLists): {places: Map<string, Place>; problems: string[]} {
  const places = new Map<string, Place>();
  const problems: string[] = [];
  const known = Object.keys(lists).filter((id) => (CATEGORY_IDS as readonly string[]).includes(id));
  const expected = CATEGORY_IDS.filter((id) => id in lists);
  if (known.join() !== expected.join()) {
    problems.push(problemLine(CATEGORY_LISTS_FILE, 'categories', `List the categories in the order of src/data/categories.ts: ${expected.join(', ')}`));
  }
  let position = 0;
  for (const [category, slugs] of Object.entries(lists)) {
    if (!(CATEGORY_IDS as readonly string[]).includes(category)) {
      problems.push(problemLine(CATEGORY_LISTS_FILE, category, `Unknown category "${category}"; expected one of ${CATEGORY_IDS.join(', ')}`));
      continue;
    }
    slugs.forEach((slug, index) => {
      const other = places.get(slug);
      if (other) {
        problems.push(problemLine(CATEGORY_LISTS_FILE, `${category}.${index}`, `"${slug}" is already listed in "${other.category}"; a page is listed once`));
      } else {
        places.set(slug, {category: category as CategoryId, position: (position += 1)});
      }
    });
  }
  return {places, problems};
}

/**
 * What each language's file must say in its own way: a language whose titles agree with the person (`gendered` in
 * src/config/languages.json: Spanish, Portuguese) gives a role's title for a woman, one whose titles are neutral
 * (English) does not; Spanish opens questions with "¿".
 */
function languageProblems(file: ContentFile, page: ContentPage): string[] {
  const problems: string[] = [];
  const {gendered, label} = language(file.locale);
  if (page.kind === 'role' && gendered && page.title_feminine === undefined) {
    problems.push(problemLine(file.file, 'title_feminine', 'Required: the title for a woman (Desarrolladora…, Ingeniera…, Engenheira…); repeat the title when it does not change'));
  }
  if (page.kind === 'role' && !gendered && page.title_feminine !== undefined) {
    problems.push(problemLine(file.file, 'title_feminine', `${label} titles are the same for everyone; remove it here`));
  }
  if (page.kind === 'role') {
    page.profiles.forEach(({stack}, index) =>
      stack.forEach((skill, at) => {
        if (!page.skills.includes(skill)) problems.push(problemLine(file.file, `profiles.${index}.stack.${at}`, `"${skill}" is not one of this page's skills`));
      }),
    );
  }
  if (file.locale === 'es') {
    page.faq.forEach(({question}, index) => {
      if (!question.startsWith('¿')) problems.push(problemLine(file.file, `faq.${index}.question`, 'A Spanish question opens with "¿"'));
    });
    if (page.kind === 'role') {
      page.hiring_kit.questions.forEach(({question}, index) => {
        if (!question.startsWith('¿')) problems.push(problemLine(file.file, `hiring_kit.questions.${index}.question`, 'A Spanish question opens with "¿"'));
      });
    }
  }
  return problems;
}

export type ValidatedContent = {
  /** Valid pages by locale (every language of src/config/languages.json), then slug. */
  pages: Record<Locale, Map<string, ContentPage>>;
  problems: string[];
};

/**
 * Validates every file and the rules between them: one file per slug and
 * locale, every page listed once in `lists` (sidebars.ts) and every listed
 * slug a page, team roles that are role pages of the team's category, and
 * (for the files as written, not the pages one build `loaded`) translated
 * files that translate a Spanish one.
 */
export function validateContent(files: readonly ContentFile[], lists: CategoryLists, {loaded = false}: {loaded?: boolean} = {}): ValidatedContent {
  const {places, problems} = placesOf(lists);
  const pages: ValidatedContent['pages'] = Object.fromEntries(LOCALES.map((locale) => [locale, new Map()]));
  const seen: Record<Locale, Map<string, string>> = Object.fromEntries(LOCALES.map((locale) => [locale, new Map()]));

  for (const file of files) {
    if (!seen[file.locale]) {
      problems.push(problemLine(file.file, 'locale', `"${file.locale}" is not a language of src/config/languages.json`));
      continue;
    }
    const previous = seen[file.locale].get(file.slug);
    if (previous) {
      problems.push(problemLine(file.file, 'slug', `Duplicate slug "${file.slug}", also used by ${previous}`));
      continue;
    }
    seen[file.locale].set(file.slug, file.file);
    const {page, problems: fileProblems} = validateFrontMatter(file, places.get(file.slug));
    problems.push(...fileProblems);
    if (page) {
      pages[file.locale].set(file.slug, page);
    }
  }

  /** A page in `locale`, else in any language: a translated build falls back to the Spanish page where no translation exists, and a Spanish page of that build names translated ones. */
  const pageIn = (locale: Locale, slug: string) => pages[locale]!.get(slug) ?? LOCALES.map((other) => pages[other]!.get(slug)).find(Boolean);
  const seenIn = (locale: Locale, slug: string) => seen[locale]!.has(slug) || LOCALES.some((other) => seen[other]!.has(slug));
  for (const locale of LOCALES) {
    for (const [slug, page] of pages[locale]) {
      if (page.kind !== 'team') continue;
      page.roles.forEach((role, index) => {
        const target = pageIn(locale, role);
        const where = problemLine(seen[locale].get(slug)!, `roles.${index}`, '');
        if (!target && seenIn(locale, role)) {
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

  for (const locale of LOCALES) {
    for (const [slug, page] of pages[locale]) {
      if (page.kind !== 'role' || !page.related) continue;
      page.related.forEach((other, index) => {
        const where = problemLine(seen[locale].get(slug)!, `related.${index}`, '');
        const target = pageIn(locale, other);
        if (other === slug) {
          problems.push(`${where}a page is not related to itself`);
        } else if (page.related!.indexOf(other) !== index) {
          problems.push(`${where}"${other}" is listed twice`);
        } else if (!target && !seenIn(locale, other)) {
          problems.push(`${where}"${other}" is not a role page`);
        } else if (target && target.kind !== 'role') {
          problems.push(`${where}"${other}" is a team page; related pages are roles`);
        }
      });
    }
  }

  // A person is one person: their portrait is drawn under their name.
  const people = new Map<string, string>();
  for (const [slug, page] of pages.es) {
    if (page.kind !== 'role') continue;
    page.profiles.forEach(({name}, index) => {
      const other = people.get(name);
      if (other) problems.push(problemLine(seen.es.get(slug)!, `profiles.${index}.name`, `"${name}" is already a profile of ${other}; every person needs a name of their own`));
      else people.set(name, seen.es.get(slug)!);
    });
  }

  for (const [category, slugs] of Object.entries(lists)) {
    slugs.forEach((slug, index) => {
      if (!LOCALES.some((locale) => seen[locale]!.has(slug))) {
        problems.push(problemLine(CATEGORY_LISTS_FILE, `${category}.${index}`, `"${slug}" is not a page: remove it, or create empresas/${slug}.mdx (npm run new:role)`));
      }
    });
  }

  // The files of one language's build hold each page once, in that language or in Spanish: a translated page's
  // Spanish source is not among them.
  if (seen.es.size > 0 && !loaded) {
    for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
      for (const [slug, file] of seen[locale]!) {
        if (!seen.es.has(slug)) {
          problems.push(problemLine(file, 'slug', `No Spanish source empresas/${slug}.mdx; a translated page translates a Spanish one`));
        }
      }
    }
  }

  return {pages, problems};
}

/** The pages of a kind in their order of sidebars.ts (categories in their order). */
export function inListOrder<Page extends {kind: 'role' | 'team'; position: number}>(pages: Iterable<Page>, kind: Page['kind']): Page[] {
  return [...pages].filter((page) => page.kind === kind).sort((a, b) => a.position - b.position);
}

/** Role pages of each category in their order of sidebars.ts. */
export function rolesByCategory<Page extends {slug: string; kind: 'role' | 'team'} & Place>(pages: Iterable<Page>): Map<CategoryId, Page[]> {
  const roles = inListOrder(pages, 'role');
  return new Map(CATEGORY_IDS.map((id) => [id, roles.filter((page) => page.category === id)]));
}
