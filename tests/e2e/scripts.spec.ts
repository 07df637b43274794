import {expect, type Page, test} from '@playwright/test';
import {hydrated, nextFrames} from './quality';
import {CONTENT_PAGES, inLocale, TEXT, watchProblems} from './support';
import {COUNTRY_PATHS} from '../../src/config/routes';
import {COUNTRY_FACTS} from '../../src/data/countries';
import {personId} from '../../src/data/people';

/** The scripts a page requests from the site to run, in order (not those it prefetches for the pages it links to). */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.js') && request.resourceType() === 'script') scripts.push(url.pathname);
  });
  return scripts;
}

// @lean: what a trick of the speed wall does (src/plugins/lean); not checked on a LEAN=0 build.
test.describe('the progress bar of a navigation inside the site (src/plugins/lean, progressBar)', {tag: ['@desktop', '@lean']}, () => {
  // Desktop project only: the bar does not depend on the width.

  test('needs no library, shows at the top while the next page loads slowly, and goes when it arrives', async ({page}) => {
    const problems = await watchProblems(page);
    const scripts = recordScripts(page);
    await page.goto('/service-payroll', {waitUntil: 'networkidle'});
    await hydrated(page);
    const first = await Promise.all(scripts.map(async (script) => (await page.request.get(script)).text()));
    expect(first.join('\n'), 'the nprogress library').not.toContain('nprogress');

    // The next page's scripts are held until the bar has been seen: a slow network, as long as the test needs.
    const held: (() => Promise<void>)[] = [];
    let holding = true;
    await page.route('**/assets/js/*.js', (route) => (holding ? held.push(() => route.continue()) : route.continue()));
    await page.getByRole('banner').getByRole('link', {name: 'Ready: página de inicio'}).click();
    const bar = page.getByRole('progressbar', {name: 'Cargando la página'});
    await expect(bar).toBeVisible();
    const box = (await bar.boundingBox())!;
    expect(box.y).toBe(0);
    expect(box.height).toBeGreaterThanOrEqual(2);
    // It grows from the left while the page loads.
    await expect.poll(async () => (await bar.boundingBox())?.width ?? 0).toBeGreaterThan(100);
    expect(held.length, 'the next page is still loading').toBeGreaterThan(0);
    holding = false;
    await Promise.all(held.map((release) => release()));
    await expect(page.getByRole('heading', {level: 1})).toContainText('Talento tech verificado');
    await expect(bar).toHaveCount(0);
    expect(await problems.problems()).toEqual([]);
  });
});

test.describe('the server\'s head stands while a page hydrates (src/plugins/lean, quietHead)', {tag: ['@desktop', '@lean']}, () => {
  // Desktop project only: the head does not depend on the width. That a navigation still brings the next page's
  // head (title, description, share tags, canonical, alternates, structured data, the page's class) is routes.spec's.

  test('no tag of the head is removed or added once the parser is done, and the page still says it has hydrated', async ({page}) => {
    // What changes in the head after the document is parsed: stock, react-helmet-async removes tags the server wrote
    // (its own, marked data-rh) and adds them back as the page hydrates. The scripts and styles the bundles add are
    // not the head's (a route's chunk, the logo marquee's style).
    await page.addInitScript(() => {
      const changes: string[] = [];
      Object.assign(window, {headChanges: changes});
      const ofHead = (node: Node) => node.nodeType === Node.TEXT_NODE || (node as Element).hasAttribute?.('data-rh');
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of [...record.addedNodes, ...record.removedNodes]) {
              if (ofHead(node)) changes.push(`${node.nodeName} ${(node as Element).outerHTML?.slice(0, 80) ?? node.textContent}`);
            }
          }
        }).observe(document.head, {childList: true, subtree: true});
      });
    });
    // One page of a kind in each language.
    for (const path of ['/', inLocale('pt-BR', '/empresas/data-engineer'), inLocale('en', '/politica-de-privacidad')]) {
      await page.goto(path);
      await hydrated(page);
      await nextFrames(page);
      await nextFrames(page);
      const changes = await page.evaluate(() => (window as unknown as {headChanges: string[]}).headChanges);
      expect(changes, path).toEqual([]);
    }
  });
});

test.describe('what a country page ships (src/plugins/countries)', {tag: ['@desktop', '@lean']}, () => {
  test('its scripts carry its own country\'s people and facts, not those of the six others', async ({page, request}) => {
    const scripts = recordScripts(page);
    await page.goto(COUNTRY_PATHS.co, {waitUntil: 'networkidle'});
    await hydrated(page);
    const shipped = (await Promise.all(scripts.map(async (script) => (await request.get(script)).text()))).join('\n');
    // Each person by their portrait's address, which the scripts carry as it is (a name's accents come escaped).
    const livingIn = (code: string) =>
      CONTENT_PAGES.flatMap((role) => (role.kind === 'role' ? role.profiles.filter((profile) => profile.country === code).map((profile) => `/img/people/${personId(profile.name)}.`) : []));
    expect(livingIn('co').length).toBeGreaterThan(0);
    expect(livingIn('co').filter((person) => !shipped.includes(person)), 'people of Colombia its scripts lack').toEqual([]);
    const others = Object.keys(COUNTRY_PATHS).filter((code) => code !== 'co').flatMap(livingIn);
    expect(others.filter((person) => shipped.includes(person)), 'people of other countries its scripts carry').toEqual([]);
    // Its facts, each with its source: another country's invoice rule's source is not among them.
    expect(shipped).toContain(COUNTRY_FACTS.co.invoice.source.url);
    const otherSources = Object.entries(COUNTRY_FACTS).flatMap(([code, facts]) => (code === 'co' ? [] : [facts.invoice.source.url]));
    expect(otherSources.filter((url) => shipped.includes(url)), 'other countries\' invoice sources its scripts carry').toEqual([]);
  });
});

test.describe('what a role page ships (src/plugins/lean, roleRoutes)', {tag: ['@desktop', '@lean']}, () => {
  // Desktop project only: the scripts do not depend on the width.

  test('its content comes in its own HTML; no page\'s scripts carry a role page (src/plugins/lean/roleRoutes.cjs)', async ({page, request}) => {
    const scripts = recordScripts(page);
    await page.goto('/empresas/data-engineer', {waitUntil: 'networkidle'});
    await hydrated(page);
    const sources = await Promise.all(scripts.map(async (script) => (await request.get(script)).text()));
    const shipped = sources.join('\n');
    const html = await (await request.get('/empresas/data-engineer')).text();
    // Its own description is in its HTML's data block (read by the page component), not in a script; another
    // category's page is only a link away: none of its texts is in either. All read from the content.
    const own = CONTENT_PAGES.find(({slug}) => slug === 'data-engineer')!;
    const other = CONTENT_PAGES.find(({category, kind}) => kind === 'role' && category !== own.category)!;
    const data = /<script\b[^>]*\bid="?role-page-data"?[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
    expect(data, 'the data block of the page').toBeTruthy();
    expect(JSON.parse(data!).metadata.description).toBe(own.description);
    for (const text of [other.description, other.subtitle, ...other.tasks.map((task) => task.description)]) {
      expect(shipped.includes(text) || html.includes(text), `${other.slug}'s text "${text.slice(0, 40)}…" ships with data-engineer`).toBe(false);
    }
    // One route for them all in the browser: no role or team page's path, so no page's scripts grow with them.
    expect(shipped).toContain('/empresas/:slug');
    const paths = CONTENT_PAGES.map(({slug}) => `/empresas/${slug}'`).filter((route) => shipped.includes(route));
    expect(paths, 'role pages with a route of their own in the scripts').toEqual([]);
    // The route's code and that of the routes around it come as one script after the main bundle, not six (the logo
    // marquee's code comes on its own, once its strip is on screen: src/components/ClientLogos).
    const routeCode = scripts.filter((script, index) => !/\/main\.[0-9a-f]+\.js$/.test(script) && !sources[index].includes('rfm-marquee'));
    expect(routeCode, 'scripts after the main bundle').toHaveLength(1);
  });

  test('a link to a role page loads that page\'s document, and the history comes back to it', async ({page}) => {
    const {problems} = await watchProblems(page);
    await page.goto('/');
    await hydrated(page);
    // A link of the router (the landing's category cards), followed as a document load: the page hydrates from its HTML.
    const card = page.locator('#perfiles').getByRole('button', {expanded: false}).first();
    await card.click();
    const link = page.locator('#perfiles').locator('a[href^="/empresas/"]:visible').first();
    const target = (await link.getAttribute('href'))!;
    const loaded = page.waitForEvent('load');
    await link.click();
    await loaded;
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await hydrated(page);
    const slug = target.split('/').pop();
    await expect(page.getByRole('heading', {level: 2, name: CONTENT_PAGES.find((content) => content.slug === slug)!.title, exact: true})).toBeVisible();
    await page.goBack();
    await expect(page.locator('#perfiles')).toBeVisible();
    // Forward again: the role page, whole.
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await hydrated(page);
    await expect(page.locator('[data-role-body]')).not.toBeEmpty();
    expect(await problems()).toEqual([]);
  });
});

/** `<link>` and `<script>` tags of a static page, as written (whatever the attribute quoting). */
function tags(html: string, name: 'link' | 'script'): string[] {
  return html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
}

test.describe('the bundles run after the first paint (src/plugins/lean, paintFirst)', {tag: '@lean'}, () => {
  // One page of a kind in each language.
  for (const path of ['/', inLocale('en', '/empresas/data-engineer'), inLocale('pt-BR', '/politica-de-privacidad')]) {
    test(`${path}: preloaded at low priority, started by the boot script at the end of the body`, async ({request}) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(tags(html, 'script').filter((tag) => /\bsrc=/i.test(tag)), 'no <script src>: the boot script adds them').toEqual([]);
      const bundles = tags(head, 'link').filter((tag) => /\bdata-bundle\b/.test(tag));
      // One bundle: the bundler's runtime rides in it (src/plugins/lean, paintFirst), so no short script of its own.
      expect(bundles.map((tag) => /\bhref="?([^"\s>]+)/.exec(tag)![1])).toEqual([expect.stringMatching(/\/assets\/js\/main\.[0-9a-f]+\.js$/)]);
      // The icon is in the page: the browser asks for no file while the page paints.
      expect(tags(head, 'link').filter((tag) => /\brel="?icon\b/.test(tag))).toEqual([expect.stringMatching(/\bhref="data:image\/svg\+xml,/)]);
      for (const tag of bundles) {
        expect(tag).toMatch(/\brel="?preload\b/);
        expect(tag).toMatch(/\bas="?script\b/);
        expect(tag).toMatch(/\bfetchpriority="?low\b/);
      }
      // The boot script is the last thing in the body, after the app it hydrates.
      const last = /<script>((?:(?!<\/script>)[\s\S])*)<\/script>\s*<\/body>/.exec(html);
      expect(last?.[1]).toContain('link[data-bundle]');
      const app = html.search(/<div id="?__docusaurus"?>/);
      expect(app).toBeGreaterThan(0);
      expect(app).toBeLessThan(last!.index);
    });
  }

  test('the page is on screen before any bundle starts, then hydrates under the CSP', async ({page}) => {
    const problems = await watchProblems(page);
    // When the first bundle <script> enters the document, and whether the first contentful paint was reported by then.
    await page.addInitScript(() => {
      const record = window as unknown as {firstBundleAt?: number; paintedBefore?: boolean};
      new MutationObserver((_, observer) => {
        if (document.querySelector('script[src]')) {
          record.firstBundleAt = performance.now();
          record.paintedBefore = performance.getEntriesByName('first-contentful-paint').length > 0;
          observer.disconnect();
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.goto('/empresas/data-engineer');
    await hydrated(page);
    const {firstBundleAt, paintedBefore, fcp, order} = await page.evaluate(() => ({
      firstBundleAt: (window as unknown as {firstBundleAt: number}).firstBundleAt,
      paintedBefore: (window as unknown as {paintedBefore: boolean}).paintedBefore,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      order: [...document.querySelectorAll<HTMLScriptElement>('script[src]')].slice(0, 1).map((script) => new URL(script.src).pathname.replace(/\.[0-9a-f]+\.js$/, '')),
    }));
    expect(paintedBefore, 'first contentful paint reported before the first bundle was added').toBe(true);
    // Two moments of the page's own clock compared with each other (an order, not a duration): the bundle came after the paint.
    expect(firstBundleAt).toBeGreaterThanOrEqual(fcp!);
    expect(order).toEqual(['/assets/js/main']);
    expect(await problems.problems()).toEqual([]);
  });
});

test.describe('static markup is adopted as the server wrote it (src/components/Static)', () => {
  /** The static elements of the page: how many, how many React made a component of inside, and their text. */
  const staticMarkup = (page: Page) =>
    page.evaluate(() => {
      const rendered = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));
      const elements = [...document.querySelectorAll('[data-static]')];
      return {
        count: elements.length,
        renderedInside: elements.filter((element) => [...element.querySelectorAll('*')].some(rendered)).length,
        text: elements.map((element) => element.textContent?.replace(/\s+/g, ' ').trim()),
      };
    });

  // One page of a kind in each language.
  for (const path of ['/empresas/data-engineer', inLocale('en', '/empresas/equipo-desarrollo-web'), inLocale('pt-BR', '/service-payroll')]) {
    test(`${path} hydrates without rendering its static parts again`, {tag: '@desktop-once'}, async ({page}) => {
      const problems = await watchProblems(page);
      await page.goto(path);
      await hydrated(page);
      const loaded = await staticMarkup(page);
      // The hero's copy and profiles, the text and skills, tasks, prices, questions, related pages, the closing call.
      expect(loaded.count).toBeGreaterThan(8);
      expect(loaded.renderedInside, 'static elements whose inside React rendered').toBe(0);
      expect(await problems.problems()).toEqual([]);
    });
  }

  test('a hydration mismatch elsewhere leaves the static parts whole: React renders the page afresh, and them with it', {tag: '@desktop-once'}, async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const loaded = await staticMarkup(page);
    // Before the bundles run (they wait for the first paint), the header's first section link says something the
    // server did not write: React cannot hydrate the page and renders it from scratch.
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        const link = document.querySelector('header a[href="/#proceso"]');
        if (link) link.textContent = 'Changed before hydration';
      }),
    );
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/');
    await hydrated(page);
    await expect(page.locator('header a[href="/#proceso"]').first()).toHaveText(/\S/);
    await expect(page.locator('header a[href="/#proceso"]').first()).not.toHaveText('Changed before hydration');
    expect(errors.join('\n'), 'React reported the mismatch').toMatch(/hydrat|Minified React error #4(18|23|25)/i);
    // The landing's late bands (src/components/LateHydration), rendered afresh, come in a commit after the rest: their
    // anchor is not in the page yet, so their gate opens from the first effect. The end state is what counts.
    await expect.poll(async () => (await staticMarkup(page)).count).toBe(loaded.count);
    const afresh = await staticMarkup(page);
    expect(afresh.text).toEqual(loaded.text);
  });

  test('the landing hydrates without rendering its static parts again, and renders them when reached in the app', {tag: '@desktop-once'}, async ({page}) => {
    const problems = await watchProblems(page);
    const html = await (await page.request.get('/')).text();
    await page.goto('/');
    await hydrated(page);
    const loaded = await staticMarkup(page);
    // The process, services, testimonials and features bands, the section titles, the hero's copy and cards, the footer,
    // and each profile category's list of roles (which React only shows and hides).
    expect(loaded.count).toBeGreaterThan(20);
    const toggles = await page.locator('#perfiles button[aria-expanded][aria-controls]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-controls')!));
    expect(toggles.length).toBeGreaterThan(3);
    for (const id of toggles) await expect(page.locator(`[id="${id}"]`)).toHaveAttribute('data-static', /./);
    expect(loaded.renderedInside, 'static elements whose inside React rendered').toBe(0);
    // The header's menu for visitors without JavaScript is static too; once the page is hydrated, the header swaps it
    // for the button that opens its dialog.
    expect(html).toMatch(/<details[^>]*\sdata-static=/);
    await expect(page.getByRole('banner').locator('details')).toHaveCount(0);
    expect(html.match(/\sdata-static=/g)?.length).toBe(loaded.count + 1);

    // Through the app (no page load): from a service page, the header's logo. Static parts render as any element.
    await page.goto('/service-freelancing');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as {stayed: boolean}).stayed = true));
    await page.getByRole('banner').getByRole('link', {name: /Ready/}).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('heading', {level: 2}).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {stayed?: boolean}).stayed), 'moved in the app, without a page load').toBe(true);
    // The late bands (src/components/LateHydration) render in a commit after the rest (on a LEAN=0 build too, where
    // the heading showed with 19 of the 35 static parts): the end state is what counts.
    await expect.poll(async () => (await staticMarkup(page)).count).toBe(loaded.count);
    const reached = await staticMarkup(page);
    expect(reached.renderedInside).toBe(reached.count);
    expect(reached.text).toEqual(loaded.text);
    expect(await problems.problems()).toEqual([]);
  });
});

test.describe('the landing\'s profiles and closing bands hydrate as they near the screen (src/plugins/lean, lateHydration)', {tag: '@lean'}, () => {
  /** The two bands, by the ids LateHydration watches. */
  const BANDS = {profiles: '#perfiles', closing: 'section:has(#prefooter-title)'};

  /** From the first byte: each element taken out of either band, and what had keyboard focus each time. */
  const watchBands = (page: Page) =>
    page.addInitScript((bands) => {
      const removed: string[] = [];
      (window as unknown as {bandRemovals: string[]}).bandRemovals = removed;
      new MutationObserver((records) => {
        for (const record of records) {
          const band = Object.entries(bands).find(([, selector]) => record.target instanceof Element && record.target.closest(selector))?.[0];
          for (const node of record.removedNodes) if (band && node instanceof Element) removed.push(`${band}: <${node.localName} class="${node.getAttribute('class')}">`);
        }
      }).observe(document, {childList: true, subtree: true});
    }, BANDS);

  /** How many elements of each band React has made a component of (none: it has not hydrated it), and inside the closing band's static parts. */
  const reactElements = (page: Page) =>
    page.evaluate((bands) => {
      const rendered = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));
      const count = (selector: string) => [...document.querySelectorAll(`${selector} *`)].filter(rendered).length;
      return {
        profiles: count(bands.profiles),
        closing: count(bands.closing),
        insideStatic: count(`${bands.closing} [data-static]`),
      };
    }, BANDS);

  test('they wait, with the server\'s markup, through the page\'s hydration, a section link and the menu; near the screen they work', async ({page, viewport}) => {
    const problems = await watchProblems(page);
    await watchBands(page);
    await page.goto('/');
    await hydrated(page);
    // The page's own late work (the hero's and the video's switches) is done: the bands are still the server's.
    await nextFrames(page);
    expect(await reactElements(page)).toEqual({profiles: 0, closing: 0, insideStatic: 0});

    // A section link changes the router's location; the phone's menu opens and closes: updates above the bands.
    if ((viewport?.width ?? 0) >= 1000) {
      await page.getByRole('banner').locator('a[href="/#proceso"]').first().click();
      await page.waitForURL((url) => url.hash === '#proceso');
    } else {
      await page.getByRole('button', {name: TEXT.es.menuOpen}).click();
      await page.getByRole('dialog').getByRole('link', {name: TEXT.es.process}).click();
      await page.waitForURL((url) => url.hash === '#proceso');
    }
    await nextFrames(page);
    const afterMove = await reactElements(page);
    // The move may have brought the profiles within a screen of view; the closing band is further down.
    expect(afterMove.closing).toBe(0);
    expect(await page.evaluate(() => (window as unknown as {bandRemovals: string[]}).bandRemovals), 'server elements replaced in the bands').toEqual([]);

    // Scrolled to, each band is hydrated: a category card opens its list of roles. The click waits until every child
    // of the band's section is React's (React takes a band over in slices): in one CI run under load, a click made as
    // soon as the first elements were React's did not open the card. The cause is unknown: a probe of 21 pointer
    // clicks at 6× CPU, each made partway through the band's hydration, found none lost.
    await page.locator(BANDS.profiles).scrollIntoViewIfNeeded();
    const toggle = page.locator(`${BANDS.profiles} button[aria-expanded]`).first();
    await expect
      .poll(() => page.evaluate((band) => [...document.querySelector(band)!.children].every((child) => Object.keys(child).some((key) => key.startsWith('__reactFiber'))), BANDS.profiles))
      .toBe(true);
    await nextFrames(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.locator(BANDS.closing).scrollIntoViewIfNeeded();
    await expect.poll(async () => (await reactElements(page)).closing).toBeGreaterThan(0);
    expect(await problems.problems()).toEqual([]);
  });

  test('keyboard focus reaching a band far from the screen hydrates it, and stays on the control that replaces a link', {tag: '@desktop-once'}, async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    expect((await reactElements(page)).closing).toBe(0);
    // The closing band's video: the server's link to the player becomes a button once hydrated.
    const name = /^Reproducir el video: Cómo trabajar/;
    await page.getByRole('link', {name}).evaluate((link: HTMLElement) => link.focus({preventScroll: true}));
    await expect(page.getByRole('button', {name})).toBeFocused();
    const hydratedBand = await reactElements(page);
    expect(hydratedBand.closing).toBeGreaterThan(0);
    // Its static parts (the copy and its calls to action) are adopted as the server wrote them, as the rest of the
    // page's are. (Near the screen, a carousel's live track would mount its slides afresh.)
    expect(hydratedBand.insideStatic).toBe(0);
    // Still far from the screen: it was focus, not scrolling, that hydrated it.
    expect(await page.locator(BANDS.closing).evaluate((band) => band.getBoundingClientRect().top > 2 * window.innerHeight)).toBe(true);
  });

  test('a click reaching a band far from the screen (a screen reader\'s, with no pointer before it) hydrates it and is handled', {tag: '@desktop-once'}, async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    expect((await reactElements(page)).profiles).toBe(0);
    const toggle = page.locator(`${BANDS.profiles} button[aria-expanded]`).first();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.evaluate((button: HTMLElement) => button.click());
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await page.locator(BANDS.profiles).evaluate((band) => band.getBoundingClientRect().top > window.innerHeight)).toBe(true);
  });
});

test.describe('the bands under the hero hydrate within half a screen of view (src/components/LateHydration)', {tag: '@lean'}, () => {
  /** The client strip and the video band: their controls (the strip's pause button, the video's play button) are React's. */
  const UNDER_HERO = {strip: '#clientes', video: '#atributos'};

  test('far below the first screen they wait with the server\'s markup; scrolled near, they work', async ({page}) => {
    const problems = await watchProblems(page);
    await page.goto('/');
    await hydrated(page);
    await nextFrames(page);
    /** How many of the band's elements React has made a component of (none: it has not hydrated it). */
    const reactIn = (selector: string) =>
      page.locator(selector).evaluate((band) => [...band.querySelectorAll('*')].filter((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))).length);
    for (const [name, selector] of Object.entries(UNDER_HERO)) {
      const far = await page.locator(selector).evaluate((band) => band.getBoundingClientRect().top > 1.5 * window.innerHeight);
      if (far) expect(await reactIn(selector), `${name}: hydrated while far from the screen`).toBe(0);
      else await expect.poll(() => reactIn(selector), `${name}: near the screen, not hydrated`).toBeGreaterThan(0);
    }
    // Scrolled near, the strip gets its pause button and the video its play button.
    await page.locator(UNDER_HERO.video).scrollIntoViewIfNeeded();
    await expect(page.locator(UNDER_HERO.strip).getByRole('button')).toHaveCount(1);
    await expect(page.locator(UNDER_HERO.video).getByRole('button', {name: /^Reproducir el video/}).first()).toBeAttached();
    expect(await problems.problems()).toEqual([]);
  });
});

test.describe('bands below the first screen (src/lib/deferredRendering.ts)', () => {
  const bandVisibility = (page: Page) =>
    page.evaluate(() => [...document.querySelectorAll('.ready-deferred')].map((band) => getComputedStyle(band).contentVisibility));

  test('a page opened at a fragment lays out every band from the start; one opened without waits for them to near the screen', {tag: '@desktop-once'}, async ({page}) => {
    await page.goto('/#proceso', {waitUntil: 'commit'});
    await page.waitForLoadState('domcontentloaded');
    const atFragment = await bandVisibility(page);
    expect(atFragment.length).toBeGreaterThan(3);
    expect(new Set(atFragment)).toEqual(new Set(['visible']));
    await page.goto('/');
    await page.waitForLoadState('domcontentloaded');
    expect(new Set(await bandVisibility(page))).toEqual(new Set(['auto']));
  });

  test('no :has() on <html>: a page that needs a rule there gives <html> a class (Chrome re-checks a :has() there as the loading document changes)', {tag: '@desktop-once'}, async ({page}) => {
    await page.goto('/empresas/data-engineer');
    const selectors = await page.evaluate(() => {
      const found: string[] = [];
      const walk = (rules: CSSRuleList) => {
        for (const rule of rules) {
          if (rule instanceof CSSStyleRule) found.push(...rule.selectorText.split(/\s*,\s*/));
          else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
        }
      };
      for (const sheet of document.styleSheets) walk(sheet.cssRules);
      return found;
    });
    // A role page sets its scroll padding on <html> through the class its theme component gives it (role-page), not
    // by `html:has(.bar)`. With an attribute in the argument (the menu without JavaScript, `[open]`), Chrome checked the
    // whole document again at every change while the page loaded.
    expect(selectors.filter((selector) => /^(html|:root)\S*:has\(/.test(selector))).toEqual([]);
    expect(selectors.some((selector) => /^html\.role-page\b/.test(selector)), 'the role page rule on <html>').toBe(true);
  });
});
