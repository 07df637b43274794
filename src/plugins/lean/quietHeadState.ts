/**
 * quietHead's one switch, in a module of its own: the `<Head>` that stands in for Docusaurus's is a module the
 * bundler knows under Docusaurus's name, so the client module that hears the route change (this one) and the
 * `<Head>`s that wait for it (quietHead.tsx) share their state here.
 */
let live = false;
const listeners = new Set<() => void>();

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isLive = (): boolean => live;

/** A client module's hook: the first move to another page (not a #fragment on the same one) brings the head to life. */
export function onRouteDidUpdate({location, previousLocation}: {location: Location; previousLocation: Location | null}): void {
  if (live || !previousLocation) return;
  if (location.pathname === previousLocation.pathname && location.search === previousLocation.search) return;
  live = true;
  listeners.forEach((listener) => listener());
}
