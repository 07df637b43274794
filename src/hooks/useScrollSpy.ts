import {useEffect, useState} from 'react';
import {activeSection} from '../lib/smoothScroll';

/**
 * The id of the section under the reading line (`offsetPx` below the top, or the page's scroll padding where that is
 * lower: where the browser itself puts a section it jumps to, as for an address with `#perfiles`), among `ids` (pass a
 * stable array), updated on scroll and resize; null when none is.
 */
export function useScrollSpy<T extends string>(ids: readonly T[], offsetPx: number, enabled = true): T | null {
  const [active, setActive] = useState<T | null>(null);

  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return undefined;
    }
    let frame = 0;
    const measure = () => {
      frame = 0;
      const sections = ids.flatMap((id) => {
        const rect = document.getElementById(id)?.getBoundingClientRect();
        return rect ? [{id, top: rect.top, bottom: rect.bottom}] : [];
      });
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      setActive(activeSection(sections, Math.max(offsetPx, padding) + 1));
    };
    const schedule = () => {
      if (!frame) {
        frame = requestAnimationFrame(measure);
      }
    };
    measure();
    const controller = new AbortController();
    window.addEventListener('scroll', schedule, {passive: true, signal: controller.signal});
    window.addEventListener('resize', schedule, {signal: controller.signal});
    return () => {
      controller.abort();
      cancelAnimationFrame(frame);
    };
  }, [ids, offsetPx, enabled]);

  return active;
}
