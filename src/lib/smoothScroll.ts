/** Scroll math for the header's section links, kept free of the DOM for tests. */

/** Ease-in-out (cubic) over t in [0, 1]. */
export function easeInOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return clamped < 0.5 ? 4 * clamped ** 3 : 1 - (-2 * clamped + 2) ** 3 / 2;
}

/**
 * Where the page must scroll so the section sits `offsetPx` below the top
 * (a negative offset leaves room for the sticky header), within the page.
 */
export function scrollTarget(elementTop: number, currentScroll: number, offsetPx: number, maxScroll: number): number {
  const target = elementTop + currentScroll + offsetPx;
  return Math.round(Math.min(Math.max(0, target), Math.max(0, maxScroll)));
}

/** The scroll position `elapsedMs` into an animation from `from` to `to`. */
export function scrollPositionAt(from: number, to: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0) {
    return to;
  }
  return Math.round(from + (to - from) * easeInOutCubic(elapsedMs / durationMs));
}

/**
 * The section whose top has passed the reading line (just under the header),
 * or null above the first one. `tops` are viewport-relative, in page order.
 */
export function activeSection<T extends string>(sections: readonly {id: T; top: number; bottom: number}[], readingLinePx: number): T | null {
  let active: T | null = null;
  for (const section of sections) {
    if (section.top <= readingLinePx && section.bottom > readingLinePx) {
      active = section.id;
    }
  }
  return active;
}
