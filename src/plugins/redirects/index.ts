/**
 * The redirects of src/data/redirects.yml (src/plugins/redirects/data.ts): a page for
 * every entry in the locale being built. The page works without JavaScript
 * (meta refresh and a visible link) and keeps the language: a path target is
 * that page in the locale it is served in. Host rules generated from the same
 * list (src/plugins/hosting) turn these into real HTTP redirects.
 *
 * The entries are checked against the pages Docusaurus knows in this locale,
 * stopping the build naming the file, the entry and the problem: before the
 * routes are made, an old address that is a page of the other plugins' content
 * (Docusaurus's own duplicate-route check stops the rest, such as /blog); after
 * the build, from every route of the site, a target that is not a page.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {hiddenPageProblems, loadRedirects, missingTargetProblems, redirectsError} from './data';

/** `/en/empresas/x` → `/empresas/x` for the build at `/en/`; `/en/` → `/`. */
function localeNeutral(route: string, baseUrl: string): string {
  return `/${route.slice(baseUrl.length)}`.replace(/(.)\/$/, '$1');
}

/**
 * The locale-neutral paths of the pages the other plugins' content defines (docs, blog posts and
 * lists, tags, pages: each has a `permalink`), for the build at `baseUrl`.
 */
export function contentPagePaths(allContent: unknown, baseUrl: string): Set<string> {
  const paths = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown) => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      if (key === 'permalink' && typeof child === 'string' && child.startsWith(baseUrl)) {
        paths.add(localeNeutral(child, baseUrl));
      } else {
        visit(child);
      }
    }
  };
  visit(allContent);
  return paths;
}

export default function redirectsPlugin(context: LoadContext): Plugin {
  const redirects = loadRedirects(context.siteDir);
  return {
    name: 'ready-redirects',
    async allContentLoaded({allContent}) {
      const problems = hiddenPageProblems(redirects, contentPagePaths(allContent, context.baseUrl), context.i18n.currentLocale);
      if (problems.length > 0) throw new Error(redirectsError(problems));
    },
    async postBuild({routesPaths}) {
      const pages = new Set(routesPaths.filter((route) => route.startsWith(context.baseUrl)).map((route) => localeNeutral(route, context.baseUrl)));
      const problems = missingTargetProblems(redirects, pages, context.i18n.currentLocale);
      if (problems.length > 0) throw new Error(redirectsError(problems));
    },
    async contentLoaded({actions}) {
      for (const {from, to} of redirects) {
        actions.addRoute({
          path: `${context.baseUrl}${from.slice(1)}`,
          component: '@site/src/components/RedirectPage',
          exact: true,
          props: {to},
        });
      }
    },
  };
}
