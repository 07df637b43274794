import {createContext, useContext} from 'react';
import {HelmetProvider} from 'react-helmet-async';

/**
 * Whether the browser is still hydrating the page it loaded: true from the first script until the first commit
 * (src/theme/Root.tsx marks it done in an effect, which React runs after every component of that commit has
 * rendered). Components mounted later, by a move through the history, render as usual.
 */
let hydrated = false;

export function isHydrating(): boolean {
  return typeof document !== 'undefined' && !hydrated;
}

export function markHydrated(): void {
  hydrated = true;
}

/**
 * Inside a band that hydrates late (src/components/LateHydration): `hydrating` is true until React has adopted the
 * band's server markup, which is after the page's first commit, when `isHydrating()` has turned false.
 */
export const LateHydrationState = createContext<{hydrating: boolean} | null>(null);

/** Whether the calling component is being adopted from markup the server rendered: the page's, or a late band's. */
export function useIsHydrating(): boolean {
  const late = useContext(LateHydrationState);
  return late ? late.hydrating : isHydrating();
}

/**
 * The head the server wrote stays as it is while the page hydrates. react-helmet-async, which Docusaurus's `<Head>`
 * renders, writes the head in the next animation frame whenever one more `<Head>` has rendered; hydration yields to
 * the browser every few milliseconds, so it wrote what the `<Head>`s rendered so far: a role page lost its `<html>`
 * classes, meta tags and structured data in one frame and got them back in the next two, each time restyling the
 * whole page (a role page: five such frames between hydration's slices in a trace). Until `releaseHead`, the
 * `<Head>`s only collect what they hold, as on the server (the package's documented switch); the first change after
 * it, Docusaurus's `data-has-hydrated`, writes the whole head once.
 */
const canUseDOM = HelmetProvider.canUseDOM;

export function holdHead(): void {
  HelmetProvider.canUseDOM = false;
}

export function releaseHead(): void {
  HelmetProvider.canUseDOM = canUseDOM;
}
