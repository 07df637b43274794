import {type RefObject, useEffect, useState} from 'react';

export type InViewOptions = {
  /** Stays true once the element has been on screen (the observer then stops). */
  once?: boolean;
};

/** Whether any part of `ref`'s element is on screen (never for `display: none`); false on the server and before the first check. */
export function useInView(ref: RefObject<Element | null>, {once = false}: InViewOptions = {}): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) {
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      const seen = entries.some((entry) => entry.isIntersecting);
      if (once && !seen) return;
      setInView(seen);
      if (once) observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, once]);
  return inView;
}
