import {expect, type Page, test} from '@playwright/test';
import {SERVICE_PATHS} from '../../src/config/routes';
import {hydrated} from './quality';
import {LIMITS} from '../../src/plugins/roles/limits';
import {CATEGORY_ROLES, CONTENT_PAGES, FULL, inLocale, type Locale, LOCALES, ROLE_SLUGS, TEAM_SLUGS, uiString, widthTurn} from './support';

/** The sibling bar's label (i18n/<locale>/code.json). */
const BAR_LABEL = (locale: Locale) => uiString(locale, 'role.bar.label');
/** A blog card's reading time, as Docusaurus words it in each language (one minute, or several). */
const READING_TIME = {es: /min de lectura|Lectura de un minuto/, en: /min read/, 'pt-BR': /minutos de leitura|Um minuto de leitura/} as const satisfies Record<Locale, RegExp>;
const PAGES = [...ROLE_SLUGS, ...TEAM_SLUGS].map((slug) => `/empresas/${slug}`);
const SERVICES = Object.values(SERVICE_PATHS);

test.describe('the sticky sibling bar', () => {
  // ux-researcher sat off-screen in the strip; the last role of each category sits at its end; a team heads its own bar.
  const samples = ['/empresas/ux-researcher', ...Object.values(CATEGORY_ROLES).map((slugs) => `/empresas/${slugs.at(-1)}`), `/empresas/${TEAM_SLUGS[0]}`];

  for (const locale of LOCALES) {
    test(`shows the current page whole inside the viewport, names on one line (${locale})`, {tag: widthTurn(locale)}, async ({page}) => {
      for (const path of samples) {
        await page.goto(inLocale(locale, path));
        // The strip scrolls the current page into view once the page has hydrated (the load event comes before the bundles run).
        await hydrated(page);
        const bar = page.getByRole('navigation', {name: BAR_LABEL(locale)});
        const current = bar.locator('a[aria-current="page"]');
        await expect(current, path).toHaveCount(1);
        await expect(current, path).toHaveAttribute('href', inLocale(locale, path));
        const box = (await current.boundingBox())!;
        const list = (await current.locator('xpath=ancestor::ul[1]').boundingBox())!;
        const viewport = page.viewportSize()!;
        expect(box.x, path).toBeGreaterThanOrEqual(Math.max(0, list.x) - 0.5);
        expect(box.x + box.width, path).toBeLessThanOrEqual(Math.min(viewport.width, list.x + list.width) + 0.5);
        // The page did not move to bring it in.
        expect(await page.evaluate(() => window.scrollY), path).toBe(0);
        // One line per name: every link is as tall as the shortest.
        const heights = await current.locator('xpath=ancestor::ul[1]//a').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().height));
        expect(Math.max(...heights) - Math.min(...heights), path).toBeLessThan(1);
      }
    });
  }

  test('with the header takes at most 120 px of a phone screen', {tag: '@mobile'}, async ({page}) => {
    // Mobile project only: a phone measure.
    for (const path of ['/empresas/data-engineer', `/empresas/${TEAM_SLUGS[0]}`]) {
      await page.goto(path);
      await page.mouse.wheel(0, 1200);
      const bar = page.getByRole('navigation', {name: BAR_LABEL('es')});
      await expect.poll(async () => (await bar.boundingBox())!.y).toBeLessThanOrEqual(71);
      const box = (await bar.boundingBox())!;
      expect(box.y + box.height, path).toBeLessThanOrEqual(120);
    }
  });
});

/** Cards per row of the task grid, top to bottom. */
async function taskRows(page: Page): Promise<number[]> {
  return page.locator('#role-tasks + ol > li').evaluateAll((items) => {
    const rows = new Map<number, number>();
    for (const item of items) {
      const top = Math.round(item.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
  });
}

/**
 * The task grid's rows depend on the number of tasks alone (src/lib/balancedGrid.ts): one page per task
 * count is loaded, counted from the content; FULL=1 loads every role and team page.
 */
const GRID_PAGES = FULL
  ? PAGES
  : [...new Map(CONTENT_PAGES.map((page) => [page.tasks.length, `/empresas/${page.slug}`])).values()];

test('no task grid leaves one card alone on its last row, at tablet and desktop widths', {tag: '@desktop'}, async ({page}) => {
  test.setTimeout(180_000);
  // Desktop project only: widths are set here.
  for (const path of GRID_PAGES) {
    await page.setViewportSize({width: 1440, height: 900});
    await page.goto(path);
    for (const width of [1440, 800]) {
      await page.setViewportSize({width, height: 900});
      const rows = await taskRows(page);
      expect(rows.reduce((sum, row) => sum + row, 0), `${path}: every task is laid out`).toBeGreaterThanOrEqual(LIMITS.tasks.min);
      if (rows.length > 1) expect(rows.at(-1), `${path} at ${width}px: ${rows.join(' + ')}`).toBeGreaterThan(1);
    }
  }
});

test.describe('the comparison table on a phone', {tag: '@mobile'}, () => {
  // Mobile project only: the phone layout.

  for (const locale of LOCALES) {
    test(`puts the page's own service first, inside the viewport (${locale})`, async ({page}) => {
      for (const path of SERVICES) {
        await page.goto(inLocale(locale, path));
        const current = page.locator('table:visible').first();
        // The current service heads the table, not linked (it is this page).
        await expect(current.locator('thead th'), path).toHaveCount(1);
        await expect(current.locator('thead a'), path).toHaveCount(0);
        await expect(current.locator('tbody th[scope="row"]').first(), path).toBeVisible();
        await current.scrollIntoViewIfNeeded();
        const box = (await current.boundingBox())!;
        expect(box.x, path).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, path).toBeLessThanOrEqual(page.viewportSize()!.width);
      }
    });
  }
});

test.describe('the blog', () => {
  for (const locale of LOCALES) {
    test(`lists posts as cards with date, reading time and image; each post ends with a call to action (${locale})`, {tag: widthTurn(locale, 1)}, async ({page}) => {
      await page.goto(inLocale(locale, '/blog'));
      const cards = page.locator('article');
      expect(await cards.count()).toBeGreaterThanOrEqual(2);
      for (const card of await cards.all()) {
        await expect(card.locator('time')).toHaveCount(1);
        await expect(card).toContainText(READING_TIME[locale]);
        const image = card.locator('xpath=..').locator('img').first();
        await expect(image).toHaveAttribute('src', /\/img\/og\/blog-.+-800\.webp$/);
        await expect(image).toHaveAttribute('srcset', /-800\.webp 800w, .+-1200\.webp 1200w$/);
        // Drawn once it has loaded (lazy below the fold, and late on a busy machine): a broken file never gets a width.
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {message: 'the image loads'}).toBeGreaterThan(0);
        // The card ends with its text: no empty band below its last line (the card's padding, 24 px, and no more).
        const below = await card.evaluate((article) => {
          const frame = article.parentElement!.getBoundingClientRect();
          const bottoms = [...article.querySelectorAll('*')].filter((node) => node.getClientRects().length > 0).map((node) => node.getBoundingClientRect().bottom);
          return frame.bottom - Math.max(...bottoms);
        });
        expect(below, 'space below the last line of the card').toBeLessThanOrEqual(40);
      }
      await expect(page.getByRole('link', {name: new RegExp(`^${uiString(locale, 'theme.blog.post.readMore')}`)}).first()).toBeVisible();
      // The first title stays short on a phone (it wrapped to six lines).
      const title = cards.first().locator('h2');
      const lines = await title.evaluate((heading) => Math.round(heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight)));
      expect(lines).toBeLessThanOrEqual(4);

      await page.goto(inLocale(locale, '/blog/como-validamos-talento'));
      const cta = page.locator('#blog-cta');
      await expect(cta).toBeVisible();
      const after = await page.evaluate(() => {
        const article = document.querySelector('article')!;
        const heading = document.querySelector('#blog-cta')!;
        return Boolean(article.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(after).toBe(true);
      await expect(cta.locator('xpath=..').getByRole('link', {name: uiString(locale, 'cta.quote')})).toBeVisible();
    });
  }
});
