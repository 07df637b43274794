import {createContext, useContext} from 'react';

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
