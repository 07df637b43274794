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
