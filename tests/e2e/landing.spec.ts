import {expect, type Locator, type Page, test} from '@playwright/test';
import {expectPauseHolds} from './checks';
import {animationsIn, hydrated, nextFrames} from './quality';
import {CATEGORY_ROLES, freezeClock, htmlLang, inLocale, inTurn, landingControls, type Locale, LOCALES, onlyIn, restartTimer, site, stubOtherOrigins, uiString, uiText} from './support';

const HERO_CANDIDATES = ['Valentina Ríos', 'Diego Mamani', 'Luciana Pereyra'];
const PREFOOTER_CANDIDATES = ['Sebastián Núñez', 'Martina Acosta', 'Andrés Solís'];
const LANDING_CATEGORIES = ['development', 'data', 'design', 'marketing'] as const;

/** The sections' titles, in page order: the hero's h1, then each section's first h2. */
const TITLES = {
  es: [
    /Talento tech verificado/,
    /Calidad, garantía y flexibilidad/,
    /Ready, Set, Go!/,
    /Freelancing, payroll y headhunting/,
    /Los perfiles que tu empresa necesita/,
    /Lo que dicen las empresas/,
    /Pagos locales, control del gasto y cumplimiento/,
    /Habla con un asesor/,
  ],
  en: [
    /Vetted tech talent/,
    /Quality, guarantee and flexibility/,
    /Ready, Set, Go!/,
    /Freelancing, payroll and headhunting/,
    /The profiles your company needs/,
    /What companies working with us say/,
    /Local payments, spend control and compliance/,
    /Talk to an advisor/,
  ],
  'pt-BR': [
    /Talento tech verificado/,
    /Qualidade, garantia e flexibilidade/,
    /Ready, Set, Go!/,
    /Freelancing, Payroll e Headhunting/,
    /Os perfis de que sua empresa precisa/,
    /O que dizem as empresas/,
    /Pagamentos locais, controle de gastos e compliance/,
    /Fale com um consultor/,
  ],
} as const satisfies Record<Locale, readonly RegExp[]>;

/** The landing's controls and regions, named by the UI strings of i18n/<locale>/code.json. */
const text = (locale: Locale) => ({
  ...landingControls(locale),
  clients: uiString(locale, 'clients.label'),
  clientsPause: uiString(locale, 'clients.pause'),
  titles: TITLES[locale],
  heroCards: uiString(locale, 'landing.hero.candidates.label'),
  videos: uiText(locale, 'landing.attributes.videos.label'),
  prefooterCards: uiString(locale, 'landing.prefooter.candidates.label'),
  pause: uiString(locale, 'carousel.pause'),
});
const TEXT = Object.fromEntries(LOCALES.map((locale) => [locale, text(locale)])) as Record<Locale, ReturnType<typeof text>>;

const isWide = (page: Page) => page.viewportSize()!.width >= site.prefooterCardMinWidthPx;

/**
 * The rotating card region, brought into view (a rotation runs only while a visitor can see it; on phones the
 * hero's card sits below the first screen); resolves once its timer runs (the stack's live region is switched off
 * while it rotates).
 */
async function rotator(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole('region', {name, exact: true});
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('[aria-live="off"]')).toHaveCount(1);
  return region;
}

/** The index of the candidate `region` shows now. */
async function showing(region: Locator, names: readonly string[]): Promise<number> {
  for (const [index, name] of names.entries()) {
    if (await region.getByText(name, {exact: true}).isVisible()) return index;
  }
  throw new Error(`none of ${names.join(', ')} is shown`);
}

async function expectShowing(region: Locator, names: readonly string[], index: number): Promise<void> {
  for (const [i, name] of names.entries()) {
    if (i === index) {
      await expect(region.getByText(name, {exact: true})).toBeVisible();
    } else {
      await expect(region.getByText(name, {exact: true})).toBeHidden();
    }
  }
}

/**
 * The hero's candidates for a full turn on the fake clock, counted from the one shown now with its interval restarted:
 * the clock ran while the page loaded (at 6× CPU on a busy machine the card may already have moved on).
 */
async function fullTurn(page: Page, hero: Locator): Promise<void> {
  await restartTimer(page, hero);
  const first = await showing(hero, HERO_CANDIDATES);
  for (let turn = 1; turn <= HERO_CANDIDATES.length; turn += 1) {
    await page.clock.runFor(site.timings.heroRotationMs);
    await expectShowing(hero, HERO_CANDIDATES, (first + turn) % HERO_CANDIDATES.length);
  }
}

/** Scrolls through the whole page in steps, the way a reader would (each step drawn before the next), then back to the top. */
async function readToTheEnd(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = await page.evaluate(() => Math.round(window.innerHeight / 2));
  for (let y = 0; y < height; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames(page);
  }
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await nextFrames(page);
}

test.describe('the nine sections', () => {
  for (const locale of LOCALES) {
    test(`are present in order with their ids (${locale})`, {tag: '@desktop-once'}, async ({page}) => {
      const t = TEXT[locale];
      await page.goto(inLocale(locale, '/'));
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang(locale));
      const sections = page.locator('main > section');
      await expect(sections).toHaveCount(9);
      const ids = await sections.evaluateAll((elements) => elements.map((element) => element.id));
      expect(ids.slice(2, 8)).toEqual(['atributos', 'proceso', 'servicios', 'perfiles', 'testimonios', 'caracteristicas']);
      await expect(sections.nth(0).getByRole('heading', {level: 1})).toHaveText(t.titles[0]);
      await expect(sections.nth(1)).toHaveAttribute('aria-label', t.clients);
      const headings = [2, 3, 4, 5, 6, 7, 8].map((index) => sections.nth(index).getByRole('heading', {level: 2}).first());
      for (const [index, heading] of headings.entries()) {
        await expect(heading).toHaveText(t.titles[index + 1]);
      }
      // Every section is reachable and laid out top to bottom in that order.
      const tops = await sections.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
    });
  }

  test('the compliance feature and the pre-footer calls to action', async ({page}) => {
    await page.goto(inLocale('en', '/'));
    await expect(page.locator('#caracteristicas').getByRole('heading', {name: 'Compliance', exact: true})).toBeVisible();
    const prefooter = page.locator('main > section').last();
    await expect(prefooter.getByText('Do you need help?')).toBeVisible();
    await expect(prefooter.getByRole('link', {name: 'Schedule a call'})).toHaveAttribute('href', site.calendarUrl);
    await expect(prefooter.getByRole('link', {name: 'Talk to an advisor'})).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(prefooter.getByRole('link', {name: 'Apply'})).toHaveAttribute('href', site.signInUrl);
    for (const [name, path] of [
      ['Freelancing', '/service-freelancing'],
      ['Payroll', '/service-payroll'],
      ['Headhunting', '/service-headhunting'],
    ]) {
      await expect(page.locator('#servicios').getByRole('link', {name, exact: true})).toHaveAttribute('href', inLocale('en', path));
    }
  });
});

test.describe('rotating cards', () => {
  test('the hero asks for a candidate\'s pictures shortly before their turn, not with the page', {tag: '@desktop-once'}, async ({page}) => {
    await page.clock.install();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    await page.goto('/');
    await hydrated(page);
    const hero = await rotator(page, TEXT.es.heroCards);
    await freezeClock(page);
    // Hidden items are out of the accessibility tree (inert): found by their alt text.
    const portrait = (name: string) => hero.locator(`img[alt$="${name}"]`);
    const size = (name: string) => portrait(name).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth);
    await restartTimer(page, hero);
    const ahead = site.timings.picturesAheadMs;
    await page.clock.runFor(site.timings.heroRotationMs - ahead - 1);
    // Still the transparent pixel that stands in: nothing downloaded for the second and third candidates.
    expect(await size(HERO_CANDIDATES[1])).toBe(1);
    expect(await size(HERO_CANDIDATES[2])).toBe(1);
    await page.clock.runFor(1);
    await expect.poll(() => size(HERO_CANDIDATES[1])).toBeGreaterThan(1);
    const second = await portrait(HERO_CANDIDATES[1]).evaluate((image: HTMLImageElement) => image.currentSrc);
    expect(asked.filter((url) => url === second)).toHaveLength(1);
    expect(await size(HERO_CANDIDATES[2])).toBe(1);
    await page.clock.runFor(ahead);
    await expectShowing(hero, HERO_CANDIDATES, 1);
    await page.clock.runFor(site.timings.heroRotationMs - ahead);
    await expect.poll(() => size(HERO_CANDIDATES[2])).toBeGreaterThan(1);
  });

  test('the hero shows its three candidates every 5000 ms, wraps, and pauses on hover, on keyboard focus and with its button', {tag: '@desktop-once'}, async ({page}) => {
    await page.clock.install();
    await page.goto(inLocale('en', '/'));
    await hydrated(page);
    const hero = await rotator(page, TEXT.en.heroCards);
    await freezeClock(page);
    const wait = () => page.clock.runFor(site.timings.heroRotationMs * 3);

    await hero.hover();
    await wait();
    await expectShowing(hero, HERO_CANDIDATES, 0);
    await page.mouse.move(1, 1);
    await page.clock.runFor(site.timings.heroRotationMs - 1);
    await expectShowing(hero, HERO_CANDIDATES, 0);
    await page.clock.runFor(1);
    await expectShowing(hero, HERO_CANDIDATES, 1);

    const pause = hero.getByRole('button', {name: TEXT.en.pause});
    await pause.focus();
    await wait();
    await expectShowing(hero, HERO_CANDIDATES, 1);
    await pause.blur();
    await page.clock.runFor(site.timings.heroRotationMs);
    await expectShowing(hero, HERO_CANDIDATES, 2);

    await expectPauseHolds(page, pause, wait, () => expectShowing(hero, HERO_CANDIDATES, 2));
    await page.clock.runFor(site.timings.heroRotationMs);
    await expectShowing(hero, HERO_CANDIDATES, 0);
  });

  test('the pre-footer rotates a card every 4000 ms on wide screens, and offers a swipe carousel below that', async ({page}) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    if (isWide(page)) {
      // It rotates only while on screen.
      await page.getByRole('region', {name: TEXT.es.prefooterCards, exact: true}).scrollIntoViewIfNeeded();
      const card = await rotator(page, TEXT.es.prefooterCards);
      await freezeClock(page);
      await expectShowing(card, PREFOOTER_CANDIDATES, 0);
      await restartTimer(page, card);
      await page.clock.runFor(site.timings.prefooterRotationMs - 1);
      await expectShowing(card, PREFOOTER_CANDIDATES, 0);
      await page.clock.runFor(1);
      await expectShowing(card, PREFOOTER_CANDIDATES, 1);
      await card.hover();
      await page.clock.runFor(site.timings.prefooterRotationMs * 3);
      await expectShowing(card, PREFOOTER_CANDIDATES, 1);
    } else {
      await expect(page.getByRole('region', {name: TEXT.es.prefooterCards})).toHaveCount(0);
      // Its autoplay (every site.timings.smallCandidateCarouselMs) is covered in carousels.spec.ts: here time stands still.
      await freezeClock(page);
      const prefooter = page.locator('main > section').last();
      await prefooter.getByRole('button', {name: TEXT.es.next}).scrollIntoViewIfNeeded();
      const carousel = page.getByRole('region', {name: TEXT.es.prefooterCards});
      await expect(carousel).toBeVisible();
      await expect(carousel.getByText(PREFOOTER_CANDIDATES[0], {exact: true})).toBeInViewport();
      await expect(carousel.getByText(PREFOOTER_CANDIDATES[2], {exact: true})).not.toBeInViewport();
      // A mouse drag over most of a slide (slow or fast, it is past half) moves it one slide, and it snaps.
      const box = (await carousel.boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.85, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.2, y, {steps: 8});
      await page.mouse.up();
      await expect(carousel.getByText(PREFOOTER_CANDIDATES[1], {exact: true})).toBeInViewport({ratio: 1});
      await expect(carousel.getByText(PREFOOTER_CANDIDATES[0], {exact: true})).not.toBeInViewport();
    }
  });

  test('nothing moves under reduced motion: each pause button shows pressed', {tag: '@desktop-once'}, async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const hero = page.getByRole('region', {name: TEXT.es.heroCards, exact: true});
    const videos = page.getByRole('region', {name: TEXT.es.videos, exact: true});
    // Below 1080 px the pre-footer's candidates are a swipe carousel, its pause button beside it; wider, a rotating card.
    const prefooter = page.getByRole('region', {name: TEXT.es.prefooterCards, exact: true});
    for (const region of [hero, videos, ...(isWide(page) ? [] : [page.locator('main > section').last()])]) {
      await region.scrollIntoViewIfNeeded();
      await expect(region.getByRole('button', {name: TEXT.es.pause})).toHaveAttribute('aria-pressed', 'true');
    }
    const {heroRotationMs, videoCarouselMs, smallCandidateCarouselMs} = site.timings;
    await page.clock.runFor(Math.max(heroRotationMs, videoCarouselMs, smallCandidateCarouselMs) * 4);
    await expectShowing(hero, HERO_CANDIDATES, 0);
    await expect(videos.getByRole('button', {name: TEXT.es.promoVideo, exact: true})).toBeVisible();
    if (isWide(page)) await expectShowing(prefooter, PREFOOTER_CANDIDATES, 0);
    else await expect(prefooter.getByText(PREFOOTER_CANDIDATES[0], {exact: true})).toBeInViewport({ratio: 1});
    // (The client strip's still row: the test below.)
  });

  test('the client marquee starts once the strip is on screen, moves, and stops while hovered', {tag: '@desktop-once'}, async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const strip = page.getByRole('region', {name: TEXT.es.clients});
    const logo = strip.getByRole('img').first();
    // Below the first screen (where the hero leaves it at 390 and 1440 px), it is the still row until reached.
    if (await strip.evaluate((element) => element.getBoundingClientRect().top >= window.innerHeight)) {
      await nextFrames(page);
      expect(await animationsIn(strip)).toEqual([]);
      // Nor has its code run: react-fast-marquee adds a <style> element when it does, which restyles the whole page.
      expect(await page.evaluate(() => [...document.querySelectorAll('style')].some((style) => style.textContent?.includes('rfm-marquee')))).toBe(false);
    }
    await strip.scrollIntoViewIfNeeded();
    // On screen, the marquee takes the still row's place.
    await expect.poll(() => animationsIn(strip)).toContain('running');
    const x = async () => (await logo.boundingBox())!.x;
    const start = await x();
    await expect.poll(x).not.toBe(start);
    expect(await animationsIn(strip)).toContain('running');
    await strip.hover();
    // Hovered, every animation of the strip is paused (react-fast-marquee pauses its CSS animation), and stays put.
    await expect.poll(() => animationsIn(strip)).toEqual(expect.arrayContaining(['paused']));
    expect(await animationsIn(strip)).not.toContain('running');
    const held = await x();
    await nextFrames(page);
    await nextFrames(page);
    expect(await x()).toBe(held);
    // And moves again once the pointer leaves.
    await page.mouse.move(1, 1);
    await expect.poll(x).not.toBe(held);
  });

  for (const locale of LOCALES) {
    test(`the client marquee pauses and plays again by touch and by keyboard (${locale})`, {tag: ['@mobile-once', ...onlyIn(locale, 'en')]}, async ({page}) => {
      const t = TEXT[locale];
      await page.goto(inLocale(locale, '/'));
      await hydrated(page);
      const strip = page.getByRole('region', {name: t.clients});
      const toggle = strip.getByRole('button', {name: t.clientsPause});
      const logo = strip.getByRole('img').first();
      const x = async () => (await logo.boundingBox())!.x;
      await strip.scrollIntoViewIfNeeded();
      await expect.poll(() => animationsIn(strip)).toContain('running');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      // A tap (no hover on a touch screen) stops it: pressed, no animation running, the logos stay put.
      await toggle.tap();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => animationsIn(strip)).not.toContain('running');
      const held = await x();
      await nextFrames(page);
      await nextFrames(page);
      expect(await x()).toBe(held);
      // A second tap starts it again, though the button keeps the focus the tap gave it.
      await toggle.tap();
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(x).not.toBe(held);
      // The keyboard does the same: Space on the focused button stops it, Enter starts it. Each key goes to the button
      // itself (focused, then pressed, in one step): under load a focus given a moment before had moved on once.
      // First the tap's pressed look (:active) ends, as it does while a hand moves to the keyboard: Chromium holds it a
      // moment after a tap, and ending it in the middle of a Space press cancels that press (no click).
      await expect.poll(() => toggle.evaluate((button) => button.matches(':active'))).toBe(false);
      await toggle.press('Space');
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => animationsIn(strip)).not.toContain('running');
      await toggle.press('Enter');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(() => animationsIn(strip)).toContain('running');
    });
  }

  test('under reduced motion the client strip stands still, its pause button pressed, until play is pressed', {tag: '@mobile-once'}, async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.goto('/');
    await hydrated(page);
    const strip = page.getByRole('region', {name: TEXT.es.clients});
    const toggle = strip.getByRole('button', {name: TEXT.es.clientsPause});
    await strip.scrollIntoViewIfNeeded();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    // The still row replaces the marquee (paused) once the page has settled: on a loaded machine, some frames later.
    await expect.poll(() => animationsIn(strip)).toEqual([]);
    const logo = strip.getByRole('img').first();
    const before = (await logo.boundingBox())!.x;
    // Play is an explicit request: it overrides the system setting (and the stylesheet's rule that cuts every
    // animation short under reduced motion), and the logos keep moving.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // Play mounts the marquee in the still row's place: for a frame its first logo is not laid out yet (no box),
    // which counts as not moved.
    await expect.poll(async () => (await logo.boundingBox())?.x ?? before).not.toBe(before);
    await expect.poll(() => animationsIn(strip)).toContain('running');
  });
});

test.describe('profile categories', () => {
  for (const locale of LOCALES) {
    test(`expand and collapse by click and keyboard and list the roles of CATEGORY_ROLES.ts (${locale})`, {tag: [inTurn(locale), ...onlyIn(locale, 'pt-BR')]}, async ({page}) => {
      const t = TEXT[locale];
      await page.goto(inLocale(locale, '/'));
      await hydrated(page);
      const section = page.locator('#perfiles');
      // The bands above lay themselves out as the page scrolls past them and may push the section down again: scroll
      // to it until it stays, as a visitor would, and the carousel's swiper has taken over the static row.
      await expect(async () => {
        await section.scrollIntoViewIfNeeded();
        await expect(page.getByRole('region', {name: t.profiles})).toBeVisible({timeout: 1_000});
      }).toPass();
      const toggles = section.getByRole('button', {name: t.showRoles});
      await expect(toggles).toHaveCount(LANDING_CATEGORIES.length);
      for (const [index, category] of LANDING_CATEGORIES.entries()) {
        const toggle = toggles.nth(index);
        const slugs = CATEGORY_ROLES[category];
        await expect(toggle).toHaveText(t.showRoles);
        await expect(toggle).toContainText(String(slugs.length));
        const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(list).toBeHidden();

        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(list).toBeVisible();
        const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(hrefs).toEqual(slugs.map((slug) => inLocale(locale, `/empresas/${slug}`)));
        await page.keyboard.press('Space');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(list).toBeHidden();

        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(list.getByRole('link').first()).toBeVisible();
        await toggle.click();
        await expect(list).toBeHidden();
        // Swiper's a11y module ignores focus for two frames after a pointer is released (so a click does not slide
        // the carousel); the next card's focus comes after them, as a person's next key press would.
        await nextFrames(page);
      }
    });
  }

  test('a role link opens its page', {tag: '@desktop-once'}, async ({page}) => {
    await page.goto(inLocale('en', '/'));
    await hydrated(page);
    await page.locator('#perfiles').scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', {name: TEXT.en.profiles})).toBeVisible();
    const toggle = page.locator('#perfiles').getByRole('button', {name: TEXT.en.showRoles}).first();
    await toggle.click();
    const link = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`).getByRole('link').first();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${inLocale('en', `/empresas/${CATEGORY_ROLES.development[0]}`)}$`));
  });
});

test.describe('carousel buttons', () => {
  async function walk(carousel: Locator, slides: number): Promise<void> {
    const t = TEXT.es;
    const previous = carousel.getByRole('button', {name: t.previous});
    const next = carousel.getByRole('button', {name: t.next});
    await next.scrollIntoViewIfNeeded();
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    for (let i = 1; i < slides; i += 1) {
      await next.click();
      await expect(previous).toBeEnabled();
    }
    await expect(next).toBeDisabled();
    for (let i = 1; i < slides; i += 1) {
      await previous.click();
      await expect(next).toBeEnabled();
    }
    await expect(previous).toBeDisabled();
  }

  test('previous and next are disabled at the ends of the profiles carousel, and hidden when all four fit', async ({page}) => {
    await page.goto('/');
    await hydrated(page);
    const carousel = page.locator('#perfiles');
    if (page.viewportSize()!.width >= 1200) {
      await carousel.scrollIntoViewIfNeeded();
      await expect(page.getByRole('region', {name: TEXT.es.profiles})).toBeVisible();
      for (const category of LANDING_CATEGORIES.keys()) {
        await expect(carousel.getByRole('button', {name: TEXT.es.showRoles}).nth(category)).toBeInViewport();
      }
      await expect(carousel.getByRole('button', {name: TEXT.es.next})).toBeHidden();
      await expect(carousel.getByRole('button', {name: TEXT.es.previous})).toBeHidden();
    } else {
      await walk(carousel, LANDING_CATEGORIES.length);
    }
  });

  test('arrow keys move the profiles carousel', {tag: '@mobile'}, async ({page}) => {
    // Mobile project only (narrower than 1200 px): all four cards fit on wider screens.
    await page.goto('/');
    await hydrated(page);
    const carousel = page.locator('#perfiles');
    const previous = carousel.getByRole('button', {name: TEXT.es.previous});
    await previous.scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', {name: TEXT.es.profiles})).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(previous).toBeEnabled();
    await page.keyboard.press('ArrowLeft');
    await expect(previous).toBeDisabled();
  });
});

test.describe('media and privacy', () => {
  test('nothing is requested from another origin while the page is read to the end', {tag: '@mobile-once'}, async ({page}) => {
    const seen = await stubOtherOrigins(page);
    await page.goto('/');
    await hydrated(page);
    await readToTheEnd(page);
    expect(seen).toEqual([]);
    // Then a video only once asked for: the promo's (carousels.spec.ts) and the player's (hosting.spec.ts).
  });

  test('images have sizes and alt text, and only the hero loads eagerly', {tag: '@desktop-once'}, async ({page}) => {
    await page.goto(inLocale('en', '/'));
    // Hydrated first: the video's play link then becomes a button with a new poster, and a poster read between the
    // query and the check (two steps) was one no longer in the page, in no rotator item.
    await hydrated(page);
    const images = await page.locator('main img').evaluateAll((elements) =>
      elements.map((element) => {
        const img = element as HTMLImageElement;
        return {
          // A rotating item not shown yet holds its address until shortly before its turn (src/lib/imageLoading.ts).
          src: img.getAttribute('data-deferred-src') ?? img.getAttribute('src'),
          standIn: img.hasAttribute('data-deferred-src') ? img.getAttribute('src') : null,
          waiting: !!img.closest('[role="group"][aria-hidden="true"]'),
          alt: img.getAttribute('alt'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          loading: img.getAttribute('loading'),
          hero: !!img.closest('main > section:first-child'),
          beside: img.parentElement?.textContent?.trim() ?? '',
        };
      }),
    );
    expect(images.length).toBeGreaterThan(10);
    for (const image of images) {
      // A decorative image (alt="", such as a flag) sits beside the text that says what it shows.
      if (image.alt === '') expect(image.beside, `${image.src} is decorative: the text beside it`).toBeTruthy();
      else expect(image.alt, image.src!).toBeTruthy();
      expect(Number(image.width), image.src!).toBeGreaterThan(0);
      expect(Number(image.height), image.src!).toBeGreaterThan(0);
      expect(image.src, 'served by the site').toMatch(/^\//);
      if (image.standIn !== null) expect(image.standIn, `${image.src} waits behind a picture in the page`).toMatch(/^data:image\//);
    }
    // The rotating items not shown yet wait (the hero's later candidates among them); nothing a visitor sees does.
    expect(images.filter((image) => image.standIn !== null).every((image) => image.waiting)).toBe(true);
    expect(images.filter((image) => image.standIn !== null && image.hero).length).toBeGreaterThan(0);
    expect(images.filter((image) => !image.hero).every((image) => image.loading === 'lazy')).toBe(true);
    expect(images.find((image) => image.hero)!.loading).not.toBe('lazy');
  });
});

/** A layout shift as the browser reports it, with the nodes that moved (the Layout Instability API; not in lib.dom). */
type LayoutShift = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources: readonly {node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly}[];
};

/**
 * Records the page's layout shifts from its first frame on, as the cumulative layout shift counts them (not those
 * right after an input), each described by its score and the nodes that moved (where from, where to), for the
 * failure message: read them with `shiftsIn`.
 */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as {layoutShifts: string[]}).layoutShifts = seen;
    const rect = ({x, y, width, height}: DOMRectReadOnly) => `${Math.round(x)},${Math.round(y)} ${Math.round(width)}x${Math.round(height)}`;
    const describe = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return '(a node since removed)';
      return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((source) => `${describe(source.node)} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`);
        seen.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
}

const shiftsIn = (page: Page) => page.evaluate(() => (window as unknown as {layoutShifts: string[]}).layoutShifts);

test.describe('layout stability', () => {
  /**
   * Loaded and read on a slow phone's processor (6x CPU, as Lighthouse's and the issue's measurements): the parser,
   * hydration and the late bands then land between frames, where a visitor sees them. Nothing may move: a shift is
   * listed with the nodes that moved. Before the bound was 0 (it was 0.01), a loaded run measured 0.016; the causes
   * found: frames painted while the parser was still inside the header and the hero's card (0.0161 on a loaded
   * desktop run, once in three; a :has(+ *) rule that hid each until the parser had passed it still let one through; now the
   * head's `<link rel="expect" blocking="render">` paints nothing before the parser has reached their ends, see
   * src/config/routes.ts's FIRST_SCREEN_IDS), the hero's card grew when a
   * later candidate's logo came (its box was a 1 px stand-in's, see below), the header's call to action moved beside
   * the browser's own summary of the static menu while the parser had not reached ours (0.0008, one load in two on a
   * phone), and the dots of every rotation moved as the pill grew.
   */
  test('no layout shift while loading and reading the page at 6x CPU (CLS 0)', async ({page}) => {
    test.setTimeout(120_000);
    await recordShifts(page);
    const client = await page.context().newCDPSession(page);
    await client.send('Emulation.setCPUThrottlingRate', {rate: 6});
    await page.clock.install();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await hydrated(page);
    // The visitor looks at the hero's card for a full turn of its candidates (on the fake clock): each one's
    // pictures come shortly before its turn, and the dots move on. Then reads on.
    const hero = await rotator(page, TEXT.es.heroCards);
    await freezeClock(page);
    await fullTurn(page, hero);
    await expect.poll(() => animationsIn(hero)).toEqual([]);
    await page.clock.resume();
    await readToTheEnd(page);
    expect(await shiftsIn(page), 'layout shifts (score at time: the nodes that moved)').toEqual([]);
  });

  /**
   * A full turn of the hero's candidates on the fake clock, on the narrowest phone laid out (360 px, where the
   * longest rows wrap): each candidate's pictures come shortly before its turn, and the card, sized by the tallest
   * candidate, keeps its size and place. Each logo's box is reserved by its own figures, not by the picture
   * loaded (on the old markup, the second candidate's card grew by a line, 30 px, once its logo came).
   */
  for (const locale of LOCALES) {
    test(`the hero's card keeps its size and place through a full turn, 360 px wide (${locale})`, {tag: '@mobile'}, async ({page}) => {
      await page.setViewportSize({width: 360, height: 800});
      await recordShifts(page);
      await page.clock.install();
      await page.goto(inLocale(locale, '/'));
      await hydrated(page);
      const hero = await rotator(page, TEXT[locale].heroCards);
      await freezeClock(page);
      const box = () =>
        hero.evaluate((element) => {
          const {left, top, width, height} = element.getBoundingClientRect();
          return {left, top: top + window.scrollY, width, height};
        });
      const before = await box();
      await fullTurn(page, hero);
      // Every picture of the three candidates has come, none is the stand-in any more, and the dots have settled.
      await expect
        .poll(() => hero.locator('img').evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete && image.naturalWidth > 1)))
        .toBe(true);
      await expect.poll(() => animationsIn(hero)).toEqual([]);
      expect(await shiftsIn(page), 'layout shifts (score at time: the nodes that moved)').toEqual([]);
      expect(await box()).toEqual(before);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the static page shows one pre-footer layout, the role lists and the first candidates', async ({page}) => {
    await page.goto('/');
    const prefooter = page.locator('main > section').last();
    // The card (wide) or the carousel (narrow), never both: the stylesheet decides, not a script.
    await expect(prefooter.getByText(PREFOOTER_CANDIDATES[0], {exact: true}).filter({visible: true})).toHaveCount(1);
    await expect(page.getByRole('region', {name: TEXT.es.heroCards}).getByText(HERO_CANDIDATES[0], {exact: true})).toBeVisible();
    const roleLinks = page.locator('#perfiles').getByRole('link', {name: /.+/}).filter({visible: true});
    expect(await roleLinks.count()).toBeGreaterThanOrEqual(CATEGORY_ROLES.development.length);
    await expect(page.getByRole('button', {name: TEXT.es.pause})).toBeHidden();
  });
});
