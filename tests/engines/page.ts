/**
 * What the cases say about a page, on top of a Driver: find controls by role
 * and accessible name, click them with the pointer, wait for a condition.
 * The functions handed to `driver.run` execute inside the page, so each one is
 * self-contained (no imports, no closures).
 */
import {expect} from '@playwright/test';
import type {Driver, KeyName, Point, Session} from './drivers';
import {ALL_RENDERED_ATTRIBUTE} from '../../src/lib/deferredRendering';

export type Role = 'button' | 'link' | 'dialog' | 'region' | 'heading' | 'summary' | 'navigation';

/** A control: its role, and its accessible name exactly (`name`), in part (`nameIncludes`) or by pattern (`namePattern`). */
export type Query = {role: Role; name?: string; nameIncludes?: string; namePattern?: string; within?: string; nth?: number};

export type Found = {
  name: string;
  visible: boolean;
  /** Centre, in viewport coordinates. */
  x: number;
  y: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
  attributes: Record<string, string>;
  focused: boolean;
  count: number;
};

/**
 * Runs in the page: the `nth` visible match of `query`, after scrolling it to the middle of the viewport if asked
 * (first setting `allRendered` on <html>, src/lib/deferredRendering.ts).
 */
function locate(query: Query, scroll: boolean, allRendered?: string): Found | null {
  const selectors: Record<Role, string> = {
    button: 'button, [role="button"]',
    link: 'a[href]',
    dialog: '[role="dialog"], dialog',
    region: '[role="region"], section[aria-label], section[aria-labelledby]',
    heading: 'h1, h2, h3, h4, h5, h6',
    summary: 'summary',
    navigation: 'nav',
  };
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return clean(labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent).join(' '));
    // innerText leaves out what display:none hides, as the accessibility tree does.
    return clean(element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? element.textContent);
  };
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    // checkVisibility also sees a closed <details>' content, which Gecko and Chromium lay out with content-visibility: hidden.
    const rendered = typeof element.checkVisibility === 'function' ? element.checkVisibility({visibilityProperty: true}) : getComputedStyle(element).visibility !== 'hidden';
    return box.width > 0 && box.height > 0 && rendered && !element.closest('[inert], [aria-hidden="true"]');
  };
  const scope = query.within ? document.querySelector(query.within) : document;
  if (!scope) return null;
  const matches = [...scope.querySelectorAll(selectors[query.role])].filter((element) => {
    const name = nameOf(element);
    if (query.name !== undefined && name !== query.name) return false;
    if (query.nameIncludes !== undefined && !name.includes(query.nameIncludes)) return false;
    if (query.namePattern !== undefined && !new RegExp(query.namePattern).test(name)) return false;
    return shown(element);
  });
  const element = matches[query.nth ?? 0];
  if (!element) return null;
  if (scroll) {
    // A visitor reaches a control by scrolling, which lays out the bands on the way (content-visibility,
    // src/lib/deferredRendering.ts); a jump does not, and in WebKit the page then moved under a press as they settled.
    if (allRendered) document.documentElement.setAttribute(allRendered, '');
    element.scrollIntoView({block: 'center', inline: 'nearest', behavior: 'instant'});
  }
  const box = element.getBoundingClientRect();
  return {
    name: nameOf(element),
    visible: true,
    x: box.left + box.width / 2,
    y: box.top + box.height / 2,
    left: box.left,
    right: box.right,
    top: box.top,
    bottom: box.bottom,
    width: box.width,
    height: box.height,
    attributes: Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value])),
    focused: document.activeElement === element,
    count: matches.length,
  };
}

export class PageUnderTest {
  constructor(
    readonly driver: Driver,
    readonly base: string,
  ) {}

  get engine() {
    return this.driver.engine;
  }

  open(session: Session): Promise<void> {
    return this.driver.open(session);
  }

  /** `path` of the site under test, e.g. `/en/`. */
  async goto(path: string): Promise<void> {
    await this.driver.goto(this.base + path);
  }

  /** Waits until React has taken over the static page (Docusaurus marks the root element). */
  async hydrated(): Promise<void> {
    await this.until('the page hydrates', () => document.documentElement.dataset.hasHydrated === 'true');
  }

  /** Path, query and hash of the current page (polling through a navigation is fine: a failed read is retried). */
  location(): Promise<{pathname: string; search: string; hash: string}> {
    return this.driver.run(() => ({pathname: location.pathname, search: location.search, hash: location.hash}));
  }

  find(query: Query): Promise<Found | null> {
    return this.driver.run(locate, query, false);
  }

  /** The control, or a failure that names it. */
  async get(query: Query): Promise<Found> {
    let found: Found | null = null;
    try {
      await expect
        .poll(async () => (found = await this.find(query).catch(() => null)) !== null, {message: `${JSON.stringify(query)} is shown`, timeout: 10_000})
        .toBe(true);
    } catch (error) {
      // Where the browser was when the control did not show: the page, its language, whether it had hydrated, its width.
      const page = await this.driver
        .run(() => `${location.pathname}${location.hash} (lang ${document.documentElement.lang}, hydrated ${document.documentElement.dataset.hasHydrated}, ${innerWidth}×${innerHeight} px)`)
        .catch((reason: unknown) => `unreadable: ${String(reason)}`);
      throw new Error(`${(error as Error).message}\nThe page then: ${page}`);
    }
    return found!;
  }

  async click(query: Query): Promise<void> {
    await this.get(query);
    await this.driver.click(await this.inView(query));
  }

  /**
   * Scrolls the control to the middle of the viewport until it stays there: what is laid out late (a band, a
   * picture) can still move it after the scroll. Two reads in a row at the same place say where to press.
   */
  private async inView(query: Query): Promise<Found> {
    let previous: Found | null = null;
    let found: Found | null = null;
    await expect
      .poll(
        async () => {
          previous = found;
          found = await this.driver.run(locate, query, true, ALL_RENDERED_ATTRIBUTE);
          return found !== null && previous !== null && found.x === previous.x && found.y === previous.y;
        },
        {message: `${JSON.stringify(query)} stays in place once scrolled to`, timeout: 10_000},
      )
      .toBe(true);
    return found!;
  }

  /**
   * Rests the pointer in the page's top-left corner, off every control: a resting pointer hovers what appears under
   * it (Gecko sends mouseenter when the layout moves an element under the pointer).
   */
  async pointerAway(): Promise<void> {
    await this.driver.move({x: 1, y: 1});
  }

  /** Gives the control keyboard focus (where Tab would take it, without walking there). */
  async focus(query: Query): Promise<void> {
    await this.get(query);
    const found = await this.inView(query);
    await this.driver.run((x: number, y: number) => (document.elementFromPoint(x, y)?.closest('button, a[href], summary') as HTMLElement | null)?.focus(), found.x, found.y);
  }

  press(key: KeyName): Promise<void> {
    return this.driver.press(key);
  }

  type(text: string): Promise<void> {
    return this.driver.type(text);
  }

  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<R> {
    return this.driver.run(fn, ...args);
  }

  /** Polls `fn` in the page until it returns true; reads during a navigation count as false. */
  async until<A extends unknown[]>(what: string, fn: (...args: A) => boolean, ...args: A): Promise<void> {
    await expect.poll(() => this.driver.run(fn, ...args).catch(() => false), {message: what, timeout: 10_000}).toBe(true);
  }

  /** The accessible name of the focused element. */
  focusedName(): Promise<string> {
    return this.driver.run(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return '';
      return (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim();
    });
  }

  /** Horizontal overflow of the page in CSS pixels (0 when nothing sticks out). */
  horizontalOverflow(): Promise<number> {
    return this.driver.run(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }
}
