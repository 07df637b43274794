import {createContext, useContext} from 'react';

/**
 * How a picture loads: lazily below the first screen; at once in it, but after the stylesheet and the font.
 *
 * The pictures of the first screen (the hero's profile card: portrait, flag, client logo) sit beside the heading
 * that is the page's largest paint. Chromium raises the first large pictures of a page to medium priority, so they
 * shared the connection with the stylesheet and the font that heading waits for. `fetchpriority="low"` keeps them
 * in the first screen's requests, after those two. (React 18 knows the attribute only in lower case.)
 */
export function imageLoading(firstScreen: boolean): {loading: 'eager' | 'lazy'; fetchpriority?: 'low'} {
  return firstScreen ? {loading: 'eager', fetchpriority: 'low'} : {loading: 'lazy'};
}

/**
 * Inside it, pictures wait to be asked for (`revealImages`): the items a rotator has not shown yet. They sit in the
 * first screen, hidden, so `loading="lazy"` would not hold them back. Without JavaScript they never show.
 */
export const DeferredImages = createContext(false);

/** Holds a deferred picture's address until `revealImages`. */
export const DEFERRED_SRC = 'data-deferred-src';

/** A transparent pixel: what a deferred picture shows meanwhile (an `img` must have a `src`). */
export const PLACEHOLDER_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

type ImageSource = ReturnType<typeof imageLoading> & {src: string; [DEFERRED_SRC]?: string};

/** The `src` and loading attributes of a picture at `src`, held back inside `DeferredImages`. */
export function useImageSource(src: string, firstScreen: boolean): ImageSource {
  return useContext(DeferredImages) ? {src: PLACEHOLDER_SRC, [DEFERRED_SRC]: src, loading: 'lazy'} : {src, ...imageLoading(firstScreen)};
}

/** Asks for the deferred pictures inside `root` (once: the attribute goes). */
export function revealImages(root: Element | null | undefined): void {
  for (const image of root?.querySelectorAll<HTMLImageElement>(`img[${DEFERRED_SRC}]`) ?? []) {
    image.src = image.getAttribute(DEFERRED_SRC)!;
    image.removeAttribute(DEFERRED_SRC);
  }
}
