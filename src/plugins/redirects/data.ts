/**
 * The redirects, as data: src/data/redirects.yml, its schema and its checks.
 * The redirect pages (src/plugins/redirects), the host rules (src/plugins/hosting:
 * nginx, `_redirects`, the rules `npm run serve` reads), the sitemap's exclusions
 * and the tests all read the entries through `loadRedirects`.
 *
 * Paths are locale-neutral and relative to the base URL: `/empresas/payroll`
 * redirects in Spanish, `/en/empresas/payroll` in English. A path target keeps
 * the visitor's language (`/` is the home page of the same language); a named
 * target (src/config/redirectTargets.ts) leaves the site.
 *
 * Checks without a build (here, pure): the schema, a repeated `from`, chains
 * (a target that is itself redirected) and loops. Checks against the pages of
 * each language, run by the redirects plugin: a `from` that is a page
 * (`hiddenPageProblems`), a target that is not (`missingTargetProblems`).
 */
import {LANGUAGES} from '../../config/locales';
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import * as z from 'zod';
import {EXTERNAL_TARGETS, isExternalTarget} from '../../config/redirectTargets';
import {REQUIRED_MESSAGE} from '../roles/limits';

/** The data file, relative to the site root. */
export const REDIRECTS_FILE = 'src/data/redirects.yml';

export type Redirect = {from: string; to: string};

const SEGMENTS = /^(\/[a-z0-9][a-z0-9_-]*)+$/;
const PATH_RULE = 'a path inside the site such as /empresas/data-engineer: starting with "/", lowercase letters, digits, "-" and "_", no trailing "/"';
const EXTERNAL_NAMES = Object.keys(EXTERNAL_TARGETS);
/** A path that starts with another language's segment (`/en`, `/pt/…`): the redirects are written once, in Spanish. */
const isTranslatedPath = (value: string) => LANGUAGES.some(({segment}) => segment !== '' && (value === `/${segment}` || value.startsWith(`/${segment}/`)));

const text = (what: string) => z.string({error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : `Expected ${what}`)}).trim();

/** `from`: the old address, in Spanish. */
const fromSchema = text('a path')
  .describe('The old address, as in Spanish, starting with "/" (every other language adds its own prefix, /en, /pt…)')
  .refine((value) => value !== '/', {error: 'The home page cannot be redirected', abort: true})
  .refine((value) => SEGMENTS.test(value), {error: `Expected ${PATH_RULE}`, abort: true})
  .refine((value) => !isTranslatedPath(value), {error: 'Write the Spanish address; the other languages\' ones (/en/…, /pt/…) redirect by themselves'});

/** `to`: a page of the site in the visitor's language, or a named place outside it. */
const toSchema = text('a path or a named target')
  .describe(`Where it goes: a page of the site ("/" for the home page, /empresas/<name>…) in the visitor's language, or ${EXTERNAL_NAMES.join(', ')}`)
  .refine((value) => value === '/' || SEGMENTS.test(value) || isExternalTarget(value), {
    error: `Expected "/", ${PATH_RULE}, or one of the named targets: ${EXTERNAL_NAMES.join(', ')}`,
    abort: true,
  })
  .refine((value) => !isTranslatedPath(value), {error: 'Write the Spanish address; visitors in another language go to its twin in their language by themselves'});

export const redirectSchema = z.strictObject({from: fromSchema, to: toSchema}, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only from and to' : 'Expected an entry with from and to'),
});

export const redirectsFileSchema = z.strictObject(
  {
    redirects: z.array(redirectSchema, {error: (issue) => (issue.input === undefined ? REQUIRED_MESSAGE : 'Expected a list of entries with from and to')}),
  },
  {error: (issue) => (issue.code === 'unrecognized_keys' ? 'Only the list "redirects"' : 'Expected a list under "redirects:"')},
);
export type RedirectsFile = z.infer<typeof redirectsFileSchema>;

/** One line `file → redirects.<index>.<field> (from: <path>): message`. */
function problem(index: number | undefined, field: string | undefined, from: string | undefined, message: string): string {
  const where = [index === undefined ? 'redirects' : `redirects.${index}`, field].filter(Boolean).join('.');
  return `${REDIRECTS_FILE} → ${where}${from ? ` (from: ${from})` : ''}: ${message}`;
}

/** Reads the file's text against the schema; returns the entries or the problem lines. */
export function parseRedirects(source: string): {redirects: Redirect[]; problems: string[]} {
  let data: unknown;
  try {
    data = yaml.load(source);
  } catch (error) {
    return {redirects: [], problems: [problem(undefined, undefined, undefined, `Not valid YAML: ${(error as Error).message.split('\n')[0]}`)]};
  }
  const result = redirectsFileSchema.safeParse(data ?? {});
  if (!result.success) {
    const entries = (data as {redirects?: unknown})?.redirects;
    return {
      redirects: [],
      problems: result.error.issues.map((issue) => {
        const [, index, field] = issue.path as (string | number)[];
        const keys = 'keys' in issue ? (issue.keys as string[]).join(', ') : undefined;
        const from = Array.isArray(entries) && typeof index === 'number' ? (entries[index] as {from?: unknown})?.from : undefined;
        return problem(typeof index === 'number' ? index : undefined, [field, keys].filter(Boolean).join('.') || undefined, typeof from === 'string' ? from : undefined, issue.message);
      }),
    };
  }
  return {redirects: result.data.redirects, problems: []};
}

/** A repeated `from`, chains (a target that is itself redirected) and loops, named by entry. */
export function redirectProblems(redirects: readonly Redirect[]): string[] {
  const problems: string[] = [];
  const firstIndex = new Map<string, number>();
  redirects.forEach(({from}, index) => {
    const first = firstIndex.get(from);
    if (first === undefined) firstIndex.set(from, index);
    else problems.push(problem(index, 'from', from, `Also redirected by redirects.${first}; keep one of the two entries`));
  });
  const next = new Map(redirects.map(({from, to}, index) => [from, {to, index}] as const).reverse());
  const reportedLoops = new Set<string>();
  redirects.forEach(({from, to}, index) => {
    if (!next.has(to)) return;
    // Follow the targets until one is not redirected, or one repeats.
    const walk = [from];
    let at = to;
    while (next.has(at) && !walk.includes(at)) {
      walk.push(at);
      at = next.get(at)!.to;
    }
    if (at === from) {
      const cycle = [...walk, from];
      const key = [...walk].sort().join(' ');
      if (reportedLoops.has(key)) return;
      reportedLoops.add(key);
      const members = walk.map((path) => `redirects.${next.get(path)!.index}`).join(', ');
      problems.push(problem(index, 'to', from, `A loop: ${cycle.join(' → ')} (${members}); point each of them at a page instead`));
      return;
    }
    const step = next.get(to)!;
    const end = next.has(at) ? undefined : at;
    problems.push(
      problem(
        index,
        'to',
        from,
        `${to} is itself redirected (redirects.${step.index}: ${to} → ${step.to}), a chain; ${end ? `point ${from} straight at ${end}` : `it leads into a loop; point ${from} at a page`}`,
      ),
    );
  });
  return problems;
}

/**
 * An old address that is a page of one language of the site (locale-neutral paths): the redirect
 * would hide the page.
 */
export function hiddenPageProblems(redirects: readonly Redirect[], pages: ReadonlySet<string>, locale: string): string[] {
  return redirects.flatMap(({from}, index) =>
    pages.has(from) ? [problem(index, 'from', from, `${from} is a page of the site (${locale}); a redirect would hide it: remove the entry or the page`)] : [],
  );
}

/** A path target that is not a page of one language of the site (locale-neutral paths). */
export function missingTargetProblems(redirects: readonly Redirect[], pages: ReadonlySet<string>, locale: string): string[] {
  return redirects.flatMap(({from, to}, index) =>
    !isExternalTarget(to) && !pages.has(to) ? [problem(index, 'to', from, `${to} is not a page of the site (${locale})`)] : [],
  );
}

/** The checked entries of the site's redirects file; throws naming every problem. */
export function loadRedirects(siteDir: string = path.resolve(__dirname, '../../..')): Redirect[] {
  const file = path.join(siteDir, REDIRECTS_FILE);
  if (!fs.existsSync(file)) throw new Error(`Redirects: ${REDIRECTS_FILE} is missing`);
  const {redirects, problems} = parseRedirects(fs.readFileSync(file, 'utf8'));
  const all = [...problems, ...redirectProblems(redirects)];
  if (all.length > 0) throw new Error(redirectsError(all));
  return redirects;
}

export function redirectsError(problems: readonly string[]): string {
  return `Redirects: fix ${REDIRECTS_FILE}:\n${problems.map((line) => `  ${line}`).join('\n')}`;
}
