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
