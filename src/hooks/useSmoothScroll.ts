import {useCallback} from 'react';
import {site} from '../config/site';
import {renderAllDeferred} from '../lib/deferredRendering';
import {scrollPositionAt, scrollTarget} from '../lib/smoothScroll';

/**
 * Returns a function that scrolls to the element with `id` the way the header
 * promises: after a short delay, over a fixed duration, stopping short of the
 * sticky header; instantly under reduced motion. Focus follows, for keyboards.
 */
export function useSmoothScroll(): (id: string) => boolean {
  return useCallback((id: string) => {
    const element = document.getElementById(id);
    if (!element) {
      return false;
    }
    const {durationMs, offsetPx, delayMs} = site.timings.smoothScroll;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    window.history.pushState(null, '', `#${id}`);
    // The bands between here and there are laid out now, so the distance measured after the delay is the real one.
    renderAllDeferred();
    const settle = () => {
      if (!element.hasAttribute('tabindex')) {
        element.setAttribute('tabindex', '-1');
      }
      element.focus({preventScroll: true});
    };
    window.setTimeout(
      () => {
        const from = window.scrollY;
        const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
        const to = scrollTarget(element.getBoundingClientRect().top, from, offsetPx, maxScroll);
        if (reduce) {
          window.scrollTo(0, to);
          settle();
          return;
        }
        const start = performance.now();
        const step = (now: number) => {
          const elapsed = now - start;
          window.scrollTo(0, scrollPositionAt(from, to, elapsed, durationMs));
          if (elapsed < durationMs) {
            requestAnimationFrame(step);
          } else {
            settle();
          }
        };
        requestAnimationFrame(step);
      },
      reduce ? 0 : delayMs,
    );
    return true;
  }, []);
}
