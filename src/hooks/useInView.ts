import {type RefObject, useEffect, useState} from 'react';

/**
 * The site's one way to watch where an element is: one IntersectionObserver per root margin, shared by every element
 * watched with that margin (the landing watches a dozen; one observer reports them all in one task per frame).
 */
type Watch = {observer: IntersectionObserver; listeners: Map<Element, Set<(seen: boolean) => void>>};
const watches = new Map<string, Watch>();

/**
 * Calls `listener` with whether any part of `element`, grown by `margin` (an IntersectionObserver root margin), is
 * on screen: first after the next layout, then at each change. Returns the function that stops it.
 */
export function observe(element: Element, margin: string, listener: (seen: boolean) => void): () => void {
  let watch = watches.get(margin);
  if (!watch) {
    const listeners: Watch['listeners'] = new Map();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) for (const call of listeners.get(entry.target) ?? []) call(entry.isIntersecting);
      },
      {rootMargin: margin},
    );
    watch = {observer, listeners};
    watches.set(margin, watch);
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
      watches.delete(margin);
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
