/**
 * The redirects file (src/data/redirects.yml) and its checks: the schema, a repeated old address, chains,
 * loops, and the checks against the pages of each language. The rename journey (a role renamed, one line
 * added, built): tests/unit/workflows.test.ts.
 */
import path from 'node:path';
import {hiddenPageProblems, loadRedirects, missingTargetProblems, parseRedirects, redirectProblems, REDIRECTS_FILE, type Redirect} from '@site/src/plugins/redirects/data';
import {EXTERNAL_TARGETS} from '@site/src/config/redirectTargets';
import {contentPagePaths} from '@site/src/plugins/redirects';

const entries = (...pairs: [string, string][]): Redirect[] => pairs.map(([from, to]) => ({from, to}));
const yamlOf = (body: string) => `# a comment\nredirects:\n${body}`;

describe('the site’s file', () => {
  it('loads, every entry with a path inside the site or a named target', () => {
    const redirects = loadRedirects(path.resolve(__dirname, '../..'));
    expect(redirects.length).toBeGreaterThan(0);
    for (const {from, to} of redirects) {
      expect(from).toMatch(/^\/[a-z0-9]/);
      expect(to.startsWith('/') || Object.hasOwn(EXTERNAL_TARGETS, to)).toBe(true);
    }
  });
});

describe('parseRedirects', () => {
  it('reads the entries as written', () => {
    expect(parseRedirects(yamlOf('  - from: /empresas/antes\n    to: /empresas/ahora\n  - from: /freelancers\n    to: signIn\n'))).toEqual({
      redirects: entries(['/empresas/antes', '/empresas/ahora'], ['/freelancers', 'signIn']),
      problems: [],
    });
  });

  it.each([
    ['a missing target', '  - from: /a\n', `${REDIRECTS_FILE} → redirects.0.to (from: /a): This field is required.`],
    ['an unknown named target', '  - from: /a\n    to: signOut\n', `${REDIRECTS_FILE} → redirects.0.to (from: /a): Expected "/", a path inside the site`],
    ['a full URL as target', '  - from: /a\n    to: https://example.com/x\n', `${REDIRECTS_FILE} → redirects.0.to (from: /a): Expected "/"`],
    ['an English target', '  - from: /a\n    to: /en/empresas/x\n', `${REDIRECTS_FILE} → redirects.0.to (from: /a): Write the Spanish address`],
    ['an old address without its slash', '  - from: empresas/a\n    to: /\n', `${REDIRECTS_FILE} → redirects.0.from (from: empresas/a): Expected a path inside the site`],
    ['an old address with a trailing slash', '  - from: /empresas/a/\n    to: /\n', `${REDIRECTS_FILE} → redirects.0.from (from: /empresas/a/): Expected a path inside the site`],
    ['an English old address', '  - from: /en/empresas/a\n    to: /\n', `${REDIRECTS_FILE} → redirects.0.from (from: /en/empresas/a): Write the Spanish address`],
    ['the home page redirected', '  - from: /\n    to: signIn\n', `${REDIRECTS_FILE} → redirects.0.from (from: /): The home page cannot be redirected`],
    ['a field the file does not take', '  - from: /a\n    to: /\n    status: 302\n', `${REDIRECTS_FILE} → redirects.0.status (from: /a): Only from and to`],
  ])('names the entry and the field for %s', (_case, body, message) => {
    const {redirects, problems} = parseRedirects(yamlOf(body));
    expect(redirects).toEqual([]);
    expect(problems).toHaveLength(1);
    expect(problems[0].startsWith(message)).toBe(true);
  });

  it('names the file for a list that is missing or not YAML', () => {
    expect(parseRedirects('# nothing yet\n').problems).toEqual([`${REDIRECTS_FILE} → redirects: This field is required.`]);
    expect(parseRedirects('redirects:\n  - from: /a\n   to: /\n').problems[0]).toMatch(new RegExp(`^${REDIRECTS_FILE} → redirects: Not valid YAML: `));
  });
});

describe('redirectProblems', () => {
  it('accepts entries that each go straight to a page or a named target', () => {
    expect(redirectProblems(entries(['/a', '/'], ['/b', '/empresas/x'], ['/c', 'signIn']))).toEqual([]);
  });

  it('names a repeated old address and the entry it repeats', () => {
    expect(redirectProblems(entries(['/a', '/'], ['/b', '/'], ['/a', '/empresas/x']))).toEqual([
      `${REDIRECTS_FILE} → redirects.2.from (from: /a): Also redirected by redirects.0; keep one of the two entries`,
    ]);
  });

  it('names a chain, both entries, and the page to point at instead', () => {
    expect(redirectProblems(entries(['/empresas/a', '/empresas/b'], ['/empresas/b', '/empresas/c']))).toEqual([
      `${REDIRECTS_FILE} → redirects.0.to (from: /empresas/a): /empresas/b is itself redirected (redirects.1: /empresas/b → /empresas/c), a chain; point /empresas/a straight at /empresas/c`,
    ]);
  });

  it('follows a longer chain to its end', () => {
    expect(redirectProblems(entries(['/a', '/b'], ['/b', '/c'], ['/c', 'signIn']))).toEqual([
      `${REDIRECTS_FILE} → redirects.0.to (from: /a): /b is itself redirected (redirects.1: /b → /c), a chain; point /a straight at signIn`,
      `${REDIRECTS_FILE} → redirects.1.to (from: /b): /c is itself redirected (redirects.2: /c → signIn), a chain; point /b straight at signIn`,
    ]);
  });

  it('names a loop once, with its whole cycle', () => {
    expect(redirectProblems(entries(['/x', '/'], ['/a', '/b'], ['/b', '/c'], ['/c', '/a']))).toEqual([
      `${REDIRECTS_FILE} → redirects.1.to (from: /a): A loop: /a → /b → /c → /a (redirects.1, redirects.2, redirects.3); point each of them at a page instead`,
    ]);
  });

  it('names an entry that points at itself as a loop', () => {
    expect(redirectProblems(entries(['/a', '/a']))).toEqual([`${REDIRECTS_FILE} → redirects.0.to (from: /a): A loop: /a → /a (redirects.0); point each of them at a page instead`]);
  });

  it('names a chain that leads into a loop, and the loop', () => {
    expect(redirectProblems(entries(['/z', '/a'], ['/a', '/b'], ['/b', '/a']))).toEqual([
      `${REDIRECTS_FILE} → redirects.0.to (from: /z): /a is itself redirected (redirects.1: /a → /b), a chain; it leads into a loop; point /z at a page`,
      `${REDIRECTS_FILE} → redirects.1.to (from: /a): A loop: /a → /b → /a (redirects.1, redirects.2); point each of them at a page instead`,
    ]);
  });
});

describe('checks against the pages of a language', () => {
  const pages = new Set(['/', '/empresas/data-engineer', '/blog']);

  it('accept page and named targets from addresses that are not pages', () => {
    const redirects = entries(['/empresas/antes', '/empresas/data-engineer'], ['/x', '/'], ['/y', 'signIn'], ['/z', '/blog']);
    expect(hiddenPageProblems(redirects, pages, 'es')).toEqual([]);
    expect(missingTargetProblems(redirects, pages, 'es')).toEqual([]);
  });

  it('name an old address that is still a page (the redirect would hide it)', () => {
    expect(hiddenPageProblems(entries(['/empresas/data-engineer', '/']), pages, 'es')).toEqual([
      `${REDIRECTS_FILE} → redirects.0.from (from: /empresas/data-engineer): /empresas/data-engineer is a page of the site (es); a redirect would hide it: remove the entry or the page`,
    ]);
  });

  it('name a target that is not a page in the language built', () => {
    expect(missingTargetProblems(entries(['/x', '/'], ['/empresas/antes', '/empresas/data-engineers']), pages, 'en')).toEqual([
      `${REDIRECTS_FILE} → redirects.1.to (from: /empresas/antes): /empresas/data-engineers is not a page of the site (en)`,
    ]);
  });
});

describe('contentPagePaths', () => {
  it('collects the permalinks of every plugin’s content, locale-neutral, under the base URL only', () => {
    const post = {metadata: {permalink: '/talento/en/blog/post', title: 'x'}};
    const allContent = {
      'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs: [{permalink: '/talento/en/empresas/data-engineer', next: {permalink: '/talento/en/empresas/x'}}]}]}},
      'docusaurus-plugin-content-blog': {default: {blogPosts: [post, post], blogListPaginated: [{metadata: {permalink: '/talento/en/blog'}}]}},
      'docusaurus-plugin-content-pages': {default: [{permalink: '/talento/en/'}, {permalink: '/elsewhere/'}]},
    };
    expect([...contentPagePaths(allContent, '/talento/en/')].sort()).toEqual(['/', '/blog', '/blog/post', '/empresas/data-engineer', '/empresas/x']);
  });
});
