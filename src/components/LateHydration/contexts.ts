/**
 * The only private internals the deferral code reads, kept here (nothing but ./index.tsx imports this file): the
 * contexts whose value changes on its own while the landing is on screen: whether the page has hydrated (Docusaurus
 * sets it after the first commit), and the router's location (a section link's #fragment).
 * tests/unit/lateHydration.test.tsx says when an upgrade moves them.
 */
export {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
export {__RouterContext as RouterContext} from 'react-router';
