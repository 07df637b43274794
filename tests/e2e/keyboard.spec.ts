import {expect, type Locator, type Page, test} from '@playwright/test';
import {hydrated} from './quality';
import {CATEGORY_ROLES, focused, freezeClock, FULL, inLocale, inTurn, landingControls, type Locale, LOCALES, onlyIn, site, stubOtherOrigins, tabTo, TEXT, uiPattern} from './support';

/**
 * Keyboard-only paths: every control is reached with Tab from where the
 * visitor is (never with a scripted focus()), and operated with Enter, Space
 * and Escape. What clicks do is covered by landing, layout and roles specs.
 */

/** The category names in each language (src/data/categories.ts, i18n/<locale>/ready-roles/categories.json), in page order. */
const CATEGORY_NAMES = {
  es: ['Desarrollo', 'Data y analítica', 'Diseño', 'Marketing digital', 'Inteligencia artificial'],
  en: ['Development', 'Data & analytics', 'Design', 'Digital marketing', 'Artificial intelligence'],
  'pt-BR': ['Desenvolvimento', 'Dados e analytics', 'Design', 'Marketing digital', 'Inteligência artificial'],
} as const satisfies Record<Locale, readonly string[]>;

/** The controls' names in `locale`: the UI strings of i18n/<locale>/code.json. */
const KEYS = (locale: Locale) => ({
  ...landingControls(locale),
  category: uiPattern(locale, 'role.categoryMenu.label'),
  categories: CATEGORY_NAMES[locale],
});

/** How long the player's host has to answer its check before the fallback link replaces the frame (src/components/VideoFacade). */
const PLAYER_CHECK_MS = 8000;

const inside = (container: Locator) => container.evaluate((element) => element.contains(document.activeElement));

test.describe('mobile menu', {tag: '@mobile'}, () => {
  // Mobile project only: the menu is the phone layout.

  for (const locale of LOCALES) {
    test(`Tab reaches the hamburger, Enter opens, Escape closes and gives focus back (${locale})`, {tag: onlyIn(locale, 'pt-BR')}, async ({page}) => {
      const t = TEXT[locale];
      await page.goto(inLocale(locale, '/'));
      await hydrated(page);
      const hamburger = page.getByRole('button', {name: t.menuOpen});
      await tabTo(page, hamburger, {max: 10});
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog');
      await expect(panel).toBeVisible();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
      expect(await inside(panel)).toBe(true);
      await page.keyboard.press('Tab');
      expect(await inside(panel), await focused(page)).toBe(true);
      await expect(page.locator(':focus')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(hamburger).toBeFocused();
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      // Space opens it as well.
      await page.keyboard.press('Space');
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  }
});

test.describe('role page category dropdown', () => {
  for (const locale of LOCALES) {
    test(`opens with Enter, closes with Escape, lists the categories in Tab order, closes when focus leaves, Enter follows a link (${locale})`, {tag: [inTurn(locale), ...onlyIn(locale, 'es')]}, async ({page}) => {
      const k = KEYS(locale);
      await page.goto(inLocale(locale, '/empresas/animador'));
      await hydrated(page);
      const toggle = page.getByRole('button', {name: k.category});
      await tabTo(page, toggle, {max: 40});
      // Escape closes it, focus staying on the button; Enter opens it again.
      for (const key of ['Enter', 'Escape', 'Enter']) {
        await page.keyboard.press(key);
        await expect(toggle).toHaveAttribute('aria-expanded', String(key === 'Enter'));
        await expect(toggle).toBeFocused();
      }
      const list = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
      await expect(list).toBeVisible();
      for (const name of k.categories) {
        await page.keyboard.press('Tab');
        await expect(list.getByRole('link', {name, exact: true})).toBeFocused();
      }
      // Shift+Tab walks back up the list.
      await page.keyboard.press('Shift+Tab');
      await expect(list.getByRole('link', {name: k.categories[3], exact: true})).toBeFocused();
      // Leaving the list with Tab closes it: an open list would cover what receives focus next.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();

      await tabTo(page, toggle, {back: true, max: 10});
      await page.keyboard.press('Space');
      await expect(list).toBeVisible();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(list.getByRole('link', {name: k.categories[1], exact: true})).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === inLocale(locale, `/empresas/${CATEGORY_ROLES.data[0]}`));
    });
  }
});

test.describe('landing category cards', () => {
  for (const locale of LOCALES) {
    test(`Tab reaches each card, Enter and Space expand it and its role links follow in Tab order (${locale})`, {tag: [inTurn(locale), ...onlyIn(locale, 'en')]}, async ({page}) => {
      const k = KEYS(locale);
      await page.emulateMedia({reducedMotion: 'reduce'});
      await page.goto(inLocale(locale, '/'));
      await hydrated(page);
      const section = page.locator('#perfiles');
      const toggles = section.getByRole('button', {name: k.showRoles});
      await tabTo(page, toggles.first());
      // Near the screen the carousel swaps its static track for swiper's and gives focus back to the same card: a Tab
      // pressed in between would start from elsewhere. Go on once swiper runs and the card has focus again.
      await expect(section.locator('.swiper-initialized')).toHaveCount(1);
      await expect(toggles.first()).toBeFocused();
      for (const [index, category] of (['development', 'data', 'design', 'marketing'] as const).entries()) {
        const toggle = toggles.nth(index);
        await tabTo(page, toggle, {max: 3});
        await expect(toggle).toBeInViewport();
        await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const links = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`).getByRole('link');
        await expect(links).toHaveCount(CATEGORY_ROLES[category].length);
        for (const [position, slug] of CATEGORY_ROLES[category].entries()) {
          await page.keyboard.press('Tab');
          await expect(links.nth(position)).toBeFocused();
          await expect(links.nth(position)).toHaveAttribute('href', inLocale(locale, `/empresas/${slug}`));
          await expect(links.nth(position)).toBeInViewport();
        }
      }
    });
  }
});

test.describe('carousel buttons by keyboard', {tag: '@mobile'}, () => {
  // Mobile project only: the carousels have buttons on narrow screens.

  // The two carousels share their buttons' code: each run checks one in each language, the languages taking turns
  // (Spanish the profiles', English the pre-footer's, Portuguese the profiles'…; FULL=1: both in all).
  for (const locale of LOCALES) {
    for (const [name, carousel, slides] of [
      ['profiles', '#perfiles', 4],
      ['pre-footer', 'main > section:last-child', 3],
    ] as const) {
      if (!FULL && (LOCALES.indexOf(locale) % 2 === 0) !== (name === 'profiles')) continue;
      test(`the ${name} carousel: Enter and Space on its buttons, focus kept at the ends (${locale})`, async ({page}) => {
        const k = KEYS(locale);
        await page.emulateMedia({reducedMotion: 'reduce'});
        await page.goto(inLocale(locale, '/'));
        await hydrated(page);
        const root = page.locator(carousel);
        const buttons = {prev: root.getByRole('button', {name: k.previous}), next: root.getByRole('button', {name: k.next})};
        const slideList = page.locator(`[id="${await buttons.next.getAttribute('aria-controls')}"]`);
        const edgeSlides = {prev: slideList.locator(':scope > *').first(), next: slideList.locator(':scope > *').last()};
        // Tabbing through the slides' own links moves the carousel with them: whichever button is enabled comes first.
        const path: string[] = [];
        while (!(await buttons.prev.evaluate((e) => e === document.activeElement)) && !(await buttons.next.evaluate((e) => e === document.activeElement))) {
          expect(path.length, `Tab never reached the carousel buttons:\n${path.slice(-10).join('\n')}`).toBeLessThan(250);
          await page.keyboard.press('Tab');
          path.push(await focused(page));
        }
        let toward: 'prev' | 'next' = (await buttons.next.evaluate((e) => e === document.activeElement)) ? 'next' : 'prev';
        for (const round of [0, 1]) {
          const back = toward === 'next' ? 'prev' : 'next';
          for (let i = 0; i < slides && (await buttons[toward].isEnabled()); i += 1) {
            await page.keyboard.press((i + round) % 2 === 0 ? 'Enter' : 'Space');
            await expect(buttons[back]).toBeEnabled();
          }
          await expect(buttons[toward]).toBeDisabled();
          await expect(edgeSlides[toward]).toBeInViewport();
          await expect(edgeSlides[back]).not.toBeInViewport();
          // The pressed button turned disabled: focus moves to its partner instead of falling back to the page.
          await expect(buttons[back]).toBeFocused();
          toward = back;
        }
      });
    }
  }
});

test.describe('video facade', () => {
  // Each hand-off runs on the page's fake clock, paused once the page has hydrated: the player's 8 s check of its
  // host (src/components/VideoFacade) cannot run out while a busy machine is slow, and nothing else moves.
  test.beforeEach(async ({page}) => {
    await page.clock.install();
  });

  test('Tab reaches the play button and Enter hands focus to the video', async ({page}) => {
    await stubOtherOrigins(page);
    // The video file never arrives, so the video element stays (a failed one is covered below).
    await page.route(site.promoVideoUrl, () => undefined);
    await page.goto('/');
    await hydrated(page);
    await freezeClock(page);
    // On a phone the video band has not hydrated yet (src/components/LateHydration): its control is the server's link
    // to the video until focus reaches it, which hydrates the band and leaves focus on the button that replaces it.
    const play = page.getByRole('button', {name: KEYS('es').promoVideo});
    await tabTo(page, play.or(page.getByRole('link', {name: KEYS('es').promoVideo})));
    await expect(play).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#atributos video')).toBeFocused();
  });

  test('when the video cannot play, focus lands on the link that opens it', {tag: '@desktop-once'}, async ({page}) => {
    await stubOtherOrigins(page);
    await page.goto(inLocale('en', '/'));
    await hydrated(page);
    await freezeClock(page);
    const play = page.getByRole('button', {name: KEYS('en').promoVideo});
    await tabTo(page, play);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', {name: KEYS('en').openVideo})).toBeFocused();
  });

  /**
   * Opens the English landing, reaches the player's control from the end of the page by keyboard and presses Enter:
   * the frame takes focus. The closing band hydrates when it comes near the screen or when focus enters it
   * (src/components/LateHydration): focus may reach its control while it is still the server's link, and stays on
   * the button that replaces it.
   */
  async function playByKeyboard(page: Page) {
    await page.goto(inLocale('en', '/'));
    await hydrated(page);
    await freezeClock(page);
    const play = page.getByRole('button', {name: KEYS('en').playerVideo});
    await tabTo(page, play.or(page.getByRole('link', {name: KEYS('en').playerVideo})), {back: true, max: 60});
    await expect(play).toBeFocused();
    await page.keyboard.press('Enter');
    const player = page.getByTitle(/How working with/);
    await expectFrameFocused(page, player);
    return player;
  }

  /**
   * The page's focus is on the player's frame. Not `toBeFocused`: it also asks `document.hasFocus()`, which for a
   * frame of another origin (another renderer process) waits on the browser telling this page where its window's
   * focus went, and a loaded run saw that lag past 5 s while the page's focus was on the frame.
   */
  async function expectFrameFocused(page: Page, player: Locator) {
    await expect
      .poll(() => player.evaluate((frame) => frame === frame.ownerDocument.activeElement).catch(() => false), {message: 'focus on the player frame'})
      .toBe(true)
      .catch(async (error: Error) => {
        throw new Error(`${error.message}\nFocus is on: ${await focused(page)}`);
      });
  }

  test('Enter on the player button hands focus to the player iframe', {tag: '@desktop-once'}, async ({page}) => {
    await stubOtherOrigins(page);
    // Counts the page's settled fetches: the host's answer to the player's check is a real response, which a busy
    // machine may deliver after the fake clock has been run past the check's 8 s; the clock waits for it.
    await page.addInitScript((playerUrl) => {
      const fetchOf = window.fetch.bind(window);
      const counted = window as unknown as {settledFetches: number};
      counted.settledFetches = 0;
      window.fetch = (...args: Parameters<typeof fetch>) => {
        const settled = fetchOf(...args);
        return String(args[0]) === playerUrl ? settled.finally(() => (counted.settledFetches += 1)) : settled;
      };
    }, site.playerUrl);
    const player = await playByKeyboard(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as {settledFetches: number}).settledFetches)).toBeGreaterThan(0);
    // The host answered its check: the frame stays, focused, however long the visitor watches.
    await page.clock.runFor(PLAYER_CHECK_MS * 2);
    await expectFrameFocused(page, player);
  });

  test('a player host that never answers gives way to the link after 8 s, which takes focus', {tag: '@desktop-once'}, async ({page}) => {
    await stubOtherOrigins(page);
    // Neither the frame nor the check of its host ever gets an answer.
    await page.route(site.playerUrl, () => undefined);
    const player = await playByKeyboard(page);
    await page.clock.runFor(PLAYER_CHECK_MS - 1);
    await expectFrameFocused(page, player);
    await page.clock.runFor(1);
    await expect(player).toHaveCount(0);
    await expect(page.getByRole('link', {name: KEYS('en').openVideo})).toBeFocused();
  });
});
