import {useCallback} from 'react';
import {site} from '../config/site';
import {renderAllDeferred} from '../lib/deferredRendering';
import {scrollPositionAt, scrollTarget} from '../lib/smoothScroll';

/** What a visitor does to scroll or go elsewhere: the end of holding a section in place. */
const VISITOR_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

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
    /** Where the page must be for the element to sit below the header, as the page is laid out now. */
    const target = () =>
      scrollTarget(element.getBoundingClientRect().top, window.scrollY, offsetPx, document.documentElement.scrollHeight - window.innerHeight);
    const settle = () => {
      // The page above may change while it moves or after (a carousel starting, an image or the web font arriving):
      // land on the element and keep it there while the page settles, until the visitor scrolls or leaves the page.
      // Chromium's and Firefox's scroll anchoring would; WebKit has none.
      window.scrollTo(0, target());
      const visitor = new AbortController();
      const hold = new ResizeObserver(() => (element.isConnected ? window.scrollTo(0, target()) : visitor.abort()));
      visitor.signal.addEventListener('abort', () => hold.disconnect());
      for (const type of VISITOR_MOVES) window.addEventListener(type, () => visitor.abort(), {capture: true, passive: true, signal: visitor.signal});
      // The page's main content and the header above it: either changing size moves the element.
      for (const box of [element.closest('main') ?? document.body, document.querySelector('header')]) if (box) hold.observe(box);
      if (!element.hasAttribute('tabindex')) {
        element.setAttribute('tabindex', '-1');
      }
      element.focus({preventScroll: true});
    };
    window.setTimeout(
      () => {
        const from = window.scrollY;
        const to = target();
        if (reduce) {
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
