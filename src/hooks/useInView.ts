import {type RefObject, useEffect, useState} from 'react';

/**
 * The site's one way to watch where an element is: one IntersectionObserver per root margin and share, shared by
 * every element watched with them (the landing watches a dozen; one observer reports them all in one task per frame).
 */
type Watch = {observer: IntersectionObserver; listeners: Map<Element, Set<(seen: boolean) => void>>};
const watches = new Map<string, Watch>();

/**
 * Calls `listener` with whether `element`, grown by `margin` (an IntersectionObserver root margin), is on screen (any
 * part of it, or at least `share` of it: 0.5 for half): first after the next layout, then at each change. Returns the
 * function that stops it.
 */
export function observe(element: Element, margin: string, listener: (seen: boolean) => void, share = 0): () => void {
  const key = `${margin} ${share}`;
  let watch = watches.get(key);
  if (!watch) {
    const listeners: Watch['listeners'] = new Map();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const seen = entry.isIntersecting && entry.intersectionRatio >= share;
          for (const call of listeners.get(entry.target) ?? []) call(seen);
        }
      },
      {rootMargin: margin, threshold: share},
    );
    watch = {observer, listeners};
    watches.set(key, watch);
  }
  const {observer, listeners} = watch;
  const calls = listeners.get(element) ?? new Set();
  listeners.set(element, calls);
  calls.add(listener);
  // Observed afresh, the element is reported again, so the new listener gets its first answer too.
  observer.unobserve(element);
  observer.observe(element);
  let watching = true;
  return () => {
    if (!watching) return;
    watching = false;
    calls.delete(listener);
    if (calls.size > 0) return;
    listeners.delete(element);
    observer.unobserve(element);
    if (listeners.size === 0) {
      observer.disconnect();
      watches.delete(key);
    }
  };
}

export type InViewOptions = {
  /** Stays true once the element has been on screen (it is then no longer watched). */
  once?: boolean;
  /** How far around the screen counts, as an IntersectionObserver root margin ('100% 0px': within a screen's height). */
  margin?: string;
};

/** Whether any part of `ref`'s element is on screen (never for `display: none`); false on the server and before the first check. */
export function useInView(ref: RefObject<Element | null>, {once = false, margin = '0px'}: InViewOptions = {}): boolean {
  const [inView, setInView] = useState(false);
  const done = once && inView;
  useEffect(() => {
    const element = ref.current;
    if (!element || done) return undefined;
    return observe(element, margin, (seen) => {
      if (!once || seen) setInView(seen);
    });
  }, [ref, once, margin, done]);
  return inView;
}
