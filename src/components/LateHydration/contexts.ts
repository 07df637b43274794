/**
 * The contexts a band still waiting to hydrate must not see change: whether the page has hydrated, and the router's
 * location. Reading them takes private internals, so they come from the speed wall (src/plugins/lean/lateHydration.ts
 * takes this module's place when its `lateHydration` trick is on). Here, with the trick off: none, and the bands
 * hydrate with the rest of the page.
 */
import type {Context} from 'react';

export type HeldContexts = {BrowserContext: Context<boolean>; RouterContext: Context<unknown>};

export const HELD_CONTEXTS: HeldContexts | null = null;
