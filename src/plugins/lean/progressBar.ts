/**
 * The bar at the top of the window while a page of the site loads after a
 * click (when the next page takes over 200 ms), in place of the theme's
 * nprogress module: the same job in a few lines, without a library in every
 * page's main script. Announced as an indeterminate progress bar.
 */
import {translate} from '@docusaurus/Translate';
import type {ClientModule} from '@docusaurus/types';
import styles from './progressBar.module.css';

const DELAY_MS = 200;
/** How long the bar stays, filling and fading, after the page has come. */
const FADE_MS = 500;
let bar: HTMLElement | undefined;

function start(): void {
  bar?.remove();
  bar = document.createElement('div');
  bar.className = styles.bar;
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-label', translate({id: 'progress.loading', description: 'Accessible name of the bar shown while the next page loads'}));
  document.body.append(bar);
  // Drawn empty first, so it grows from the left.
  bar.getBoundingClientRect();
  bar.dataset.state = 'loading';
}

function done(): void {
  const finished = bar;
  bar = undefined;
  if (!finished) return;
  finished.dataset.state = 'done';
  window.setTimeout(() => finished.remove(), FADE_MS);
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(start, DELAY_MS);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate: done,
};

export default clientModule;
