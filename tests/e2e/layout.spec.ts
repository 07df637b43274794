import {expect, test} from '@playwright/test';
import {freezeClock, inLocale, type Locale, LOCALES, onlyIn, site, TEAM_SLUGS, TEXT, uiString} from './support';
import {hydrated} from './quality';

const isMobile = (name: string) => name === 'mobile';

test.describe('mobile menu', {tag: '@mobile'}, () => {
  // Mobile project only: the menu is the phone layout.

  for (const locale of LOCALES) {
    test(`opens as a full-width panel and closes by button, Escape and link (${locale})`, {tag: onlyIn(locale, 'en')}, async ({page}) => {
      const t = TEXT[locale];
      await page.goto(inLocale(locale, '/empresas/data-engineer'));
      const open = page.getByRole('button', {name: t.menuOpen});
      await open.click();
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      const box = (await panel.boundingBox())!;
      expect(box.width).toBe(390);
      // Full screen: nothing (such as a filter on the header) may trap the panel in the header's box.
      expect(box.height).toBe(page.viewportSize()!.height);
      await expect(panel.getByRole('button', {name: t.menuClose})).toBeFocused();
      for (const name of [/LinkedIn/, /Instagram/, /WhatsApp/]) {
        await expect(panel.getByRole('link', {name}).first()).toBeVisible();
      }
      await expect(panel.getByText(`© 2023 ${site.brand}`)).toBeVisible();
      await expect(panel.getByRole('link', {name: uiString(locale, 'layout.legal.privacy')})).toBeVisible();

      await panel.getByRole('button', {name: t.menuClose}).click();
      await expect(panel).toBeHidden();
      await expect(open).toBeFocused();

      await open.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(open).toBeFocused();

      // Focus stays inside while open.
      await open.click();
      for (let i = 0; i < 30; i += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
      }

      // From a role page, a section link leads to the home page at that section and closes the menu.
      await page.getByRole('dialog').getByRole('link', {name: t.process}).click();
      await expect(page).toHaveURL((url) => url.pathname === inLocale(locale, '/') && url.hash === '#proceso');
      await expect(page.getByRole('dialog')).toBeHidden();
    });
  }
});

test.describe('mobile menu without JavaScript', {tag: '@mobile'}, () => {
  // Mobile project only: the menu is the phone layout.
  test.use({javaScriptEnabled: false});

  for (const locale of LOCALES) {
    test(`the hamburger opens the full-width menu and closes it again (${locale})`, {tag: onlyIn(locale, 'pt-BR')}, async ({page}) => {
      const t = TEXT[locale];
      await page.goto(inLocale(locale, '/empresas/data-engineer'));
      const menu = page.getByRole('navigation', {name: uiString(locale, 'layout.menu.nav')});
      await expect(menu).toBeHidden();
      await page.locator('summary', {hasText: t.menuOpen}).click();
      await expect(menu).toBeVisible();
      const panel = await page.locator('details[open] > div').boundingBox();
      expect(panel).toEqual({x: 0, y: 0, width: page.viewportSize()!.width, height: page.viewportSize()!.height});
      // A scroll over the open panel does not carry on to the page behind it (without this, a wheel over it
      // scrolled the landing by as much; checked by hand, as no script runs here to wait for a scroll with).
      expect(await page.locator('details[open] > div').evaluate((panel) => getComputedStyle(panel).overscrollBehaviorY)).toBe('contain');
      const open = page.locator('details[open]');
      await expect(open.getByRole('link', {name: t.process, exact: true})).toBeVisible();
      await expect(open.getByRole('link', {name: /WhatsApp/}).first()).toBeVisible();
      // The same control, drawn over the panel, now closes it.
      await page.locator('summary', {hasText: t.menuClose}).click();
      await expect(menu).toBeHidden();
      await expect(page.locator('summary', {hasText: t.menuOpen})).toBeVisible();
    });
  }
});

test.describe('header section links', () => {
  test('scroll smoothly to the section after 100 ms, over 500 ms, stopping 70 px short, then move focus there', async ({page}, info) => {
    // On the page's fake clock (setTimeout, performance.now and requestAnimationFrame), so every figure below is
    // exact whatever the machine's load: the clock moves only when the test says so.
    const {delayMs, durationMs, offsetPx} = site.timings.smoothScroll;
    const FRAME = 16; // the fake clock draws a frame every 16 ms
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const mobile = isMobile(info.project.name);
    if (mobile) {
      await page.getByRole('button', {name: TEXT.es.menuOpen}).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    }
    await freezeClock(page);
    await page.getByRole(mobile ? 'dialog' : 'banner').getByRole('link', {name: 'Perfiles', exact: true}).click();
    await expect(page).toHaveURL(/#perfiles$/);
    const scrollY = () => page.evaluate(() => window.scrollY);
    const target = await page.evaluate((offset) => Math.round(document.getElementById('perfiles')!.getBoundingClientRect().top + window.scrollY + offset), offsetPx);
    expect(target, 'far enough for the figures below to tell the motion apart').toBeGreaterThan(1000);

    // Nothing moves for 100 ms.
    await page.clock.runFor(delayMs - 1);
    expect(await scrollY()).toBe(0);
    // Then one reading every 10 ms of page time, until well after the end.
    const samples: [number, number][] = [];
    for (let t = delayMs; t <= delayMs + durationMs + 10 * FRAME; t += 10) {
      await page.clock.runFor(t === delayMs ? 1 : 10);
      samples.push([t, await scrollY()]);
    }
    const at = (t: number) => samples.filter(([time]) => time <= t).at(-1)![1];
    const started = samples.find(([, y]) => y > 0)![0];
    const arrived = samples.find(([, y]) => y === target)![0];
    // It starts with a frame after the delay, not later: eased in, the first whole pixel comes a little after the
    // first frame, at a time that depends on the distance (and so on the layout), but an eighth of the way into the
    // 500 ms it has visibly moved (a start even three frames late would still read 0 there for a 1000 px trip)…
    expect(started).toBeGreaterThan(delayMs);
    expect(at(delayMs + durationMs / 8), 'moved within the first eighth of the time').toBeGreaterThan(0);
    // …eases in (a quarter of the time covers well under a quarter of the way), is about halfway at the middle…
    expect(at(delayMs + durationMs / 4)).toBeLessThan(0.15 * target);
    expect(at(delayMs + durationMs / 2)).toBeGreaterThan(0.3 * target);
    expect(at(delayMs + durationMs / 2)).toBeLessThan(0.7 * target);
    // …is not there before 90 % of the 500 ms and is there, exactly, within a frame of its end…
    expect(arrived).toBeGreaterThan(delayMs + 0.9 * durationMs);
    expect(arrived).toBeLessThanOrEqual(delayMs + durationMs + 2 * FRAME);
    // …moving only forward, through many positions (eased, not a jump), and stays.
    const ys = samples.map(([, y]) => y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    expect(new Set(ys.filter((y) => y > 0 && y < target)).size).toBeGreaterThan(10);
    expect(ys.at(-1)).toBe(target);
    // Where the section really is: the bands above it, laid out only near the viewport until then
    // (content-visibility), were laid out before the distance was measured.
    const bandsDeferred = await page.evaluate(() => getComputedStyle(document.getElementById('atributos')!).contentVisibility);
    expect(await page.evaluate(() => Math.round(document.getElementById('perfiles')!.getBoundingClientRect().top))).toBe(-offsetPx);
    expect(bandsDeferred).toBe('visible');
    // Focus follows, for keyboards.
    await expect(page.locator('#perfiles')).toBeFocused();
    if (!mobile) {
      await expect(page.getByRole('banner').locator('a[aria-current="location"]')).toHaveText('Perfiles');
    }

    // The page above settles later (a carousel starting, an image or the web font arriving): the section stays where
    // the scroll put it, also without scroll anchoring (WebKit has none; turned off here), until the visitor scrolls.
    const sectionTop = () => page.evaluate(() => Math.round(document.getElementById('perfiles')!.getBoundingClientRect().top));
    const growAbove = (px: number) =>
      page.evaluate((height) => {
        document.documentElement.style.overflowAnchor = 'none';
        const band = document.getElementById('atributos')!;
        band.style.paddingTop = `${parseFloat(getComputedStyle(band).paddingTop) + height}px`;
      }, px);
    await growAbove(300);
    await expect.poll(sectionTop, {message: 'held below the header as the page above grows'}).toBe(-offsetPx);
    await page.mouse.wheel(0, 200);
    await expect.poll(sectionTop, {message: 'the visitor scrolled'}).toBe(-offsetPx - 200);
    await growAbove(100);
    await page.clock.runFor(10 * FRAME);
    expect(await sectionTop(), 'no longer held once the visitor has scrolled').toBe(-offsetPx - 100);
  });

  test('scroll-spy follows the section in view', {tag: '@desktop'}, async ({page}, info) => {
    // Desktop project only: section links are in the desktop header.
    await page.goto('/');
    const nav = page.getByRole('navigation', {name: 'Principal'});
    await expect(nav.locator('[aria-current]')).toHaveCount(0);
    for (const [id, name] of [
      ['proceso', 'Proceso'],
      ['servicios', 'Servicios'],
      ['atributos', 'Atributos'],
    ]) {
      await page.evaluate((section) => {
        const top = document.getElementById(section)!.getBoundingClientRect().top + window.scrollY;
        window.scrollTo(0, top - 60);
      }, id);
      await expect(nav.getByRole('link', {name, exact: true})).toHaveAttribute('aria-current', 'location');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
    }
  });

  test('a section link on another page, or an address with the section, opens the landing at that section', {tag: '@desktop'}, async ({page}, info) => {
    // Desktop project only: section links are in the desktop header.
    // The bands above and around the section are laid out before the scroll (content-visibility), so it stays put.
    // Where the browser puts a section it scrolls to: just below the sticky header (the page's scroll padding, 8 px
    // more than the header), near where the header's smooth scroll stops (70 px).
    const placed = (id: string) =>
      page.evaluate((section) => {
        const element = document.getElementById(section)!;
        const header = document.querySelector('header')!.getBoundingClientRect().height;
        const expected = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
        return expected > header && expected <= header + 10 && Math.abs(element.getBoundingClientRect().top - expected) <= 1;
      }, id);
    await page.goto('/empresas/data-engineer');
    await hydrated(page);
    await page.getByRole('banner').getByRole('link', {name: 'Perfiles', exact: true}).click();
    await expect(page).toHaveURL(/\/#perfiles$/);
    await expect.poll(() => placed('perfiles')).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await placed('perfiles'), 'still there once the bands around it are laid out').toBe(true);
    // The header marks the section the visitor came for, not the one above it.
    const marked = page.getByRole('navigation', {name: 'Principal'}).locator('[aria-current="location"]');
    await expect(marked).toHaveText('Perfiles');
    await page.goto('/#proceso');
    await expect.poll(() => placed('proceso')).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await placed('proceso')).toBe(true);
    await expect(marked).toHaveText('Proceso');
  });

  test('READY IA (READY AI in English) leads to the machine learning role and is marked new', {tag: '@desktop'}, async ({page}, info) => {
    // Desktop project only: desktop header.
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', {name: /READY IA/})).toContainText('Nuevo');
    // Portuguese says IA too, and Novo.
    await page.goto(inLocale('pt-BR', '/'));
    const portuguese = page.getByRole('banner').getByRole('link', {name: /READY IA/});
    await expect(portuguese).toContainText('Novo');
    await expect(portuguese).toHaveAttribute('href', inLocale('pt-BR', '/empresas/machine-learning-engineer'));
    await page.goto('/en/');
    await expect(page.getByRole('banner').getByRole('link', {name: /READY IA/})).toHaveCount(0);
    const entry = page.getByRole('banner').getByRole('link', {name: /READY AI/});
    await expect(entry).toContainText('New');
    await entry.click();
    await expect(page).toHaveURL(/\/en\/empresas\/machine-learning-engineer$/);
  });
});

/** The footer's copyright line (layout.footer.copyright, the year the site's). */
const COPYRIGHT = {
  es: `© 2025 ${site.brand}. Todos los derechos reservados.`,
  en: `© 2025 ${site.brand}. All rights reserved.`,
  'pt-BR': `© 2025 ${site.brand}. Todos os direitos reservados.`,
} as const satisfies Record<Locale, string>;

test.describe('footer and floating button', () => {
  for (const locale of LOCALES) {
    test(`footer lists sections, teams, legal links and social links (${locale})`, {tag: '@desktop-once'}, async ({page}) => {
      await page.goto(inLocale(locale, '/aviso-legal'));
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', {name: /Data & Analytics/})).toHaveAttribute('href', inLocale(locale, '/empresas/equipo-data-analytics'));
      await expect(footer.locator('a[href*="/empresas/equipo-"]')).toHaveCount(TEAM_SLUGS.length);
      for (const id of ['layout.legal.notice', 'layout.legal.cookies', 'layout.legal.terms', 'layout.legal.privacy']) {
        await expect(footer.getByRole('link', {name: uiString(locale, id), exact: true})).toBeVisible();
      }
      await expect(footer.getByText(uiString(locale, 'layout.footer.follow'))).toBeVisible();
      await expect(footer).toContainText(COPYRIGHT[locale]);
      const floating = page.getByRole('link', {name: uiString(locale, 'layout.whatsapp.floating')}).last();
      await expect(floating).toBeVisible();
      const box = (await floating.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
      expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
    });
  }

  test("the floating button takes its first place without moving there, and steps back, animated, as the page's own WhatsApp button comes into view", {tag: '@mobile-once'}, async ({page}) => {
    // Every transition the button starts, from the first script on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as {floatingTransitions: string[]}).floatingTransitions = seen;
      document.addEventListener('transitionrun', (event) => (event.target as Element).matches('[data-place="floating"]') && seen.push(event.propertyName), true);
    });
    const transitions = () => page.evaluate(() => (window as unknown as {floatingTransitions: string[]}).floatingTransitions.length);
    // A role page: its closing band has a WhatsApp button of its own.
    await page.goto('/empresas/data-engineer');
    await hydrated(page);
    const floating = page.locator('[data-place="floating"]');
    // Its transitions come back once its first place is drawn.
    await expect.poll(() => floating.evaluate((element) => getComputedStyle(element).transitionDuration)).not.toMatch(/^0s(, 0s)*$/);
    expect(await transitions()).toBe(0);
    // Scrolling the page past the closing band: it steps back and comes again, animated.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 150) {
        window.scrollTo({top: y, behavior: 'instant'});
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
    });
    await expect.poll(transitions).toBeGreaterThan(0);
  });
});

test.describe('outbound links', {tag: '@desktop'}, () => {
  // Desktop project only: links do not depend on the viewport.

  // Every link leaving the site opens with rel="noopener noreferrer": templates.spec.ts, on every template.

  test('the WhatsApp link carries the Spanish greeting', async ({page}) => {
    await page.goto('/en/');
    const href = await page.getByRole('link', {name: 'Message us on WhatsApp'}).last().getAttribute('href');
    const url = new URL(href!);
    expect(url.hostname).toBe('wa.me');
    expect(url.pathname).toBe(`/${site.whatsappNumber}`);
    expect(url.searchParams.get('text')).toBe(site.whatsappGreeting);
    expect(site.whatsappGreeting).toMatch(/talentos/);
  });

  test('/freelancers goes where the header sign-in goes', async ({request}) => {
    // The host's 301 (every redirect, every server: hosting.spec) leads to the header's sign-in link.
    const html = await (await request.get('/')).text();
    const signIn = /<a [^>]*href="?([^" >]+)"?[^>]*>(?:(?!<\/a>)[\s\S])*Ingresar/.exec(html.slice(html.indexOf('<header'), html.indexOf('</header>')))?.[1];
    expect(signIn).toBe(site.signInUrl);
    const response = await request.get('/freelancers', {maxRedirects: 0});
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(signIn);
  });
});
