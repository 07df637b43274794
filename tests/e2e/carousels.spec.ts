/**
 * The spec's autoplay timings, driven by the page's fake clock: the video
 * carousel of #atributos (site.timings.videoCarouselMs) and the pre-footer's
 * small candidate carousel below 1080 px (smallCandidateCarouselMs). Each moves
 * at exactly its interval, never before; stands still on hover, keyboard focus,
 * touch and its pause button (under reduced motion: landing.spec.ts); and loads
 * nothing from another origin until the visitor plays a video.
 */
import {expect, type Locator, type Page, test} from '@playwright/test';
import {expectPauseHolds} from './checks';
import {hydrated} from './quality';
import {freezeClock, restartTimer, site, stubOtherOrigins} from './support';

const {videoCarouselMs, smallCandidateCarouselMs} = site.timings;
const CHAPTERS = ['Así verificamos a cada profesional', 'La prueba técnica, hecha con tus desafíos', 'Horas, avance y pago local en un solo lugar'];
const CANDIDATES = ['Sebastián Núñez', 'Martina Acosta', 'Andrés Solís'];
const TEXT = {
  videos: `Videos: cómo trabaja ${site.brand}`,
  candidates: 'Más perfiles de ejemplo',
  pause: 'Pausar la rotación',
  next: 'Siguiente',
  cannotPlay: 'No pudimos reproducir el video aquí.',
  openVideo: 'Abrir el video en una pestaña nueva',
};

const playButton = (region: Locator, chapter: number) => region.getByRole('button', {name: `Reproducir el video: ${CHAPTERS[chapter]}`, exact: true});

/**
 * Runs the page's clock through one round of `count` items shown `interval` ms each: every item stays until its last
 * millisecond, the next comes on the one after, and the last gives way to the first.
 */
async function expectCycle(page: Page, interval: number, count: number, expectAt: (index: number) => Promise<void>): Promise<void> {
  for (let index = 0; index < count; index += 1) {
    await expectAt(index);
    await page.clock.runFor(interval - 1);
    await expectAt(index);
    await page.clock.runFor(1);
  }
  await expectAt(0);
}

/** The video carousel, on screen; resolves once it rotates (its live region is switched off while it does). */
async function videoCarousel(page: Page): Promise<Locator> {
  const region = page.getByRole('region', {name: TEXT.videos, exact: true});
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('[aria-live="off"]')).toHaveCount(1);
  return region;
}

async function expectChapter(region: Locator, chapter: number): Promise<void> {
  for (const index of CHAPTERS.keys()) {
    if (index === chapter) {
      await expect(playButton(region, index)).toBeVisible();
    } else {
      await expect(playButton(region, index)).toBeHidden();
    }
  }
}

/** The pre-footer's swipe carousel (narrow screens), on screen; resolves once swiper runs and it autoplays. */
async function candidateCarousel(page: Page): Promise<Locator> {
  await page.locator('main > section').last().getByRole('button', {name: TEXT.next}).scrollIntoViewIfNeeded();
  const carousel = page.getByRole('region', {name: TEXT.candidates, exact: true});
  await expect(carousel.locator('[aria-live="off"]')).toHaveCount(1);
  return carousel;
}

/** The candidate whose card fills the carousel's view, and no other on screen. */
async function expectCandidate(carousel: Locator, index: number): Promise<void> {
  await expect(carousel.getByText(CANDIDATES[index], {exact: true})).toBeInViewport({ratio: 1});
  for (const other of CANDIDATES.keys()) {
    if (other !== index) await expect(carousel.getByText(CANDIDATES[other], {exact: true})).not.toBeInViewport({ratio: 1});
  }
}

test.describe('the video carousel of #atributos', () => {
  test(`shows a chapter every ${videoCarouselMs} ms, wraps, and requests nothing from another origin until play`, {tag: '@desktop-once'}, async ({page}) => {
    const seen = await stubOtherOrigins(page);
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const videos = await videoCarousel(page);
    await freezeClock(page);
    await expectChapter(videos, 0);
    await restartTimer(page, videos);
    await expectCycle(page, videoCarouselMs, CHAPTERS.length, (index) => expectChapter(videos, index));
    await page.clock.runFor(videoCarouselMs);
    await expectChapter(videos, 1);
    expect(seen, 'every poster is the site’s own').toEqual([]);

    // Playing a chapter loads the video (at that chapter) and stops the carousel for good.
    const video = page.waitForRequest((request) => request.url() === site.promoVideoUrl);
    await playButton(videos, 1).click();
    await video;
    await expect(videos.getByText(TEXT.cannotPlay)).toBeVisible();
    await expect(videos.getByRole('link', {name: TEXT.openVideo})).toHaveAttribute('href', new RegExp(`^${site.promoVideoUrl.replaceAll('.', '\\.')}#t=\\d+$`));
    await expect(videos.getByRole('button', {name: TEXT.pause})).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(1, 1);
    await page.clock.runFor(videoCarouselMs * 3);
    await expect(videos.getByText(TEXT.cannotPlay)).toBeVisible();
    expect(seen.every((url) => url === site.promoVideoUrl)).toBe(true);
  });

  test('stands still on hover, keyboard focus, touch and its pause button', async ({page}) => {
    await stubOtherOrigins(page);
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const videos = await videoCarousel(page);
    await freezeClock(page);
    const still = () => page.clock.runFor(videoCarouselMs * 3);

    await videos.hover();
    await still();
    await expectChapter(videos, 0);
    await page.mouse.move(1, 1);
    await page.clock.runFor(videoCarouselMs - 1);
    await expectChapter(videos, 0);
    await page.clock.runFor(1);
    await expectChapter(videos, 1);

    await playButton(videos, 1).focus();
    await still();
    await expectChapter(videos, 1);
    await playButton(videos, 1).blur();
    await page.clock.runFor(videoCarouselMs);
    await expectChapter(videos, 2);

    const pause = videos.getByRole('button', {name: TEXT.pause});
    await expectPauseHolds(page, pause, still, () => expectChapter(videos, 2));
    await page.clock.runFor(videoCarouselMs);
    await expectChapter(videos, 0);

    // A finger on the poster (without lifting it into a tap) stops it like the pause button.
    await playButton(videos, 0).dispatchEvent('pointerdown', {pointerType: 'touch', isPrimary: true});
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await still();
    await expectChapter(videos, 0);
  });
});

test.describe('the small candidate carousel of the pre-footer', {tag: '@mobile'}, () => {
  // Mobile project only: below 1080 px only; wider screens show the rotating card.

  test(`moves on every ${smallCandidateCarouselMs} ms, wraps to the first, and stands still on hover, keyboard focus, touch and its pause button`, async ({page}) => {
    await page.clock.install();
    await page.goto('/');
    await hydrated(page);
    const carousel = await candidateCarousel(page);
    await freezeClock(page);
    await restartTimer(page, carousel);
    await expectCycle(page, smallCandidateCarouselMs, CANDIDATES.length, (index) => expectCandidate(carousel, index));

    const still = () => page.clock.runFor(smallCandidateCarouselMs * 3);
    const pause = page.locator('main > section').last().getByRole('button', {name: TEXT.pause});

    await carousel.hover();
    await still();
    await expectCandidate(carousel, 0);
    await page.mouse.move(1, 1);
    await page.clock.runFor(smallCandidateCarouselMs);
    await expectCandidate(carousel, 1);

    await pause.focus();
    await still();
    await expectCandidate(carousel, 1);
    await pause.blur();
    await page.clock.runFor(smallCandidateCarouselMs);
    await expectCandidate(carousel, 2);

    await expectPauseHolds(page, pause, still, () => expectCandidate(carousel, 2));
    await page.clock.runFor(smallCandidateCarouselMs);
    await expectCandidate(carousel, 0);

    // A touch on a card stops it, as the pause button does.
    const card = carousel.getByText(CANDIDATES[0], {exact: true});
    const box = (await card.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await still();
    await expectCandidate(carousel, 0);
  });
});
