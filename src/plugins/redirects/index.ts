/**
 * Adds a page for every entry of REDIRECTS in the locale being built. The page
 * works without JavaScript (meta refresh and a visible link) and keeps the
 * language: `home` goes to the home page of the locale it is served in.
 * Host rules generated from the same list turn these into real HTTP redirects.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {REDIRECTS} from '../../config/routes';

export default function redirectsPlugin(context: LoadContext): Plugin {
  return {
    name: 'ready-redirects',
    async contentLoaded({actions}) {
      for (const redirect of REDIRECTS) {
        actions.addRoute({
          path: `${context.baseUrl}${redirect.from.replace(/^\//, '')}`,
          component: '@site/src/components/RedirectPage',
          exact: true,
          props: {target: redirect.to},
        });
      }
    },
  };
}
