/**
 * lateHydration: takes the place of src/components/LateHydration/contexts.ts (both bundles, so server and browser
 * render the same boundary). The contexts whose value changes on its own while the landing is on screen: whether the
 * page has hydrated (Docusaurus sets it after the first commit), and the router's location (a section link's
 * #fragment). tests/unit/lateHydration.test.tsx says when an upgrade moves them.
 */
import {Context as BrowserContext} from '@docusaurus/core/lib/client/browserContext';
import {__RouterContext as RouterContext} from 'react-router';
import type {HeldContexts} from '../../components/LateHydration/contexts';

export const HELD_CONTEXTS: HeldContexts | null = {BrowserContext, RouterContext: RouterContext as HeldContexts['RouterContext']};
