import {expect, test} from '@playwright/test';
import {inLocale, LOCALES, site, stubOtherOrigins, TEXT} from './support';
import {hydrated} from './quality';

const isMobile = (name: string) => name === 'mobile';

test.describe('mobile menu', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) >= 1000, 'the menu is the phone layout');

  for (const locale of LOCALES) {
    test(`opens as a full-width panel and closes by button, Escape and link (${locale})`, async ({page}) => {
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
      await expect(panel.getByRole('link', {name: locale === 'es' ? 'Política de privacidad' : 'Privacy policy'})).toBeVisible();

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

test.describe('header section links', () => {
  test('scroll smoothly to the section after 100 ms, over 500 ms, stopping 70 px short', async ({page}, info) => {
    await page.goto('/');
    await hydrated(page);
    const mobile = isMobile(info.project.name);
    if (mobile) {
      await page.getByRole('button', {name: TEXT.es.menuOpen}).click();
    }
    // Sample the scroll position every frame, and note when the click lands.
    await page.evaluate(() => {
      const w = window as unknown as {samples: [number, number][]; clickedAt: number};
      w.samples = [];
      document.addEventListener('click', () => (w.clickedAt = performance.now()), {capture: true});
      const sample = () => {
        w.samples.push([performance.now(), window.scrollY]);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.getByRole(mobile ? 'dialog' : 'banner').getByRole('link', {name: 'Perfiles', exact: true}).click();
    const target = await page.evaluate(() => Math.round(document.getElementById('perfiles')!.getBoundingClientRect().top + window.scrollY - 70));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(target);
    await page.waitForTimeout(200);
    const {samples, clickedAt} = await page.evaluate(() => {
      const w = window as unknown as {samples: [number, number][]; clickedAt: number};
      return {samples: w.samples, clickedAt: w.clickedAt};
    });
    const moving = samples.filter(([, y]) => y > 0);
    const started = moving[0][0] - clickedAt;
    const arrived = samples.find(([, y]) => y === target)![0] - clickedAt;
    expect(started).toBeGreaterThanOrEqual(90);
    // 100 ms, then 500 ms of movement: a busy machine can only make it later (its first frames too, so
    // the movement is timed from the click, not from the first frame that moved).
    expect(arrived).toBeGreaterThan(550);
    expect(arrived - started).toBeLessThan(700);
    // Eased, not a jump: several intermediate positions.
    expect(new Set(moving.map(([, y]) => y)).size).toBeGreaterThan(5);
    await expect(page).toHaveURL(/#perfiles$/);
    if (!mobile) {
      await expect(page.getByRole('banner').locator('a[aria-current="location"]')).toHaveText('Perfiles');
    }
  });

  test('scroll-spy follows the section in view', async ({page}, info) => {
    test.skip(isMobile(info.project.name), 'section links are in the desktop header');
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

  test('READY IA (READY AI in English) leads to the machine learning role and is marked new', async ({page}, info) => {
    test.skip(isMobile(info.project.name), 'desktop header');
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('link', {name: /READY IA/})).toContainText('Nuevo');
    await page.goto('/en/');
    await expect(page.getByRole('banner').getByRole('link', {name: /READY IA/})).toHaveCount(0);
    const entry = page.getByRole('banner').getByRole('link', {name: /READY AI/});
    await expect(entry).toContainText('New');
    await entry.click();
    await expect(page).toHaveURL(/\/en\/empresas\/machine-learning-engineer$/);
  });
});

test.describe('footer and floating button', () => {
  for (const locale of LOCALES) {
    test(`footer lists sections, teams, legal links and social links (${locale})`, async ({page}) => {
      await page.goto(inLocale(locale, '/aviso-legal'));
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', {name: /Data & Analytics/})).toHaveAttribute('href', inLocale(locale, '/empresas/equipo-data-analytics'));
      await expect(footer.locator('a[href*="/empresas/equipo-"]')).toHaveCount(7);
      for (const name of locale === 'es'
        ? ['Aviso legal', 'Política de cookies', 'Términos y condiciones', 'Política de privacidad']
        : ['Legal notice', 'Cookie policy', 'Terms and conditions', 'Privacy policy']) {
        await expect(footer.getByRole('link', {name, exact: true})).toBeVisible();
      }
      await expect(footer.getByText(locale === 'es' ? 'Síguenos' : 'Follow us')).toBeVisible();
      await expect(footer).toContainText(locale === 'es' ? `© 2025 ${site.brand}. Todos los derechos reservados.` : `© 2025 ${site.brand}. All rights reserved.`);
      const floating = page.getByRole('link', {name: locale === 'es' ? 'Escríbenos por WhatsApp' : 'Message us on WhatsApp'}).last();
      await expect(floating).toBeVisible();
      const box = (await floating.boundingBox())!;
      const viewport = page.viewportSize()!;
      expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
      expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
    });
  }
});

test.describe('outbound links', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'links do not depend on the viewport');

  for (const path of ['/', '/en/', '/empresas/data-engineer', '/en/politica-de-privacidad', '/blog', '/en/no-existe']) {
    test(`every link leaving the site opens safely on ${path}`, async ({page}) => {
      await page.goto(path);
      const external = await page.locator('a[href^="http"], a[href^="mailto:"]').evaluateAll((links) =>
        links
          .map((a) => a as HTMLAnchorElement)
          .filter((a) => a.origin !== window.location.origin && a.protocol.startsWith('http'))
          .map((a) => ({href: a.href, rel: a.rel})),
      );
      expect(external.length).toBeGreaterThan(0);
      for (const {href, rel} of external) {
        expect(rel.split(' '), href).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      }
    });
  }

  test('the WhatsApp link carries the Spanish greeting', async ({page}) => {
    await page.goto('/en/');
    const href = await page.getByRole('link', {name: 'Message us on WhatsApp'}).last().getAttribute('href');
    const url = new URL(href!);
    expect(url.hostname).toBe('wa.me');
    expect(url.pathname).toBe(`/${site.whatsappNumber}`);
    expect(url.searchParams.get('text')).toBe(site.whatsappGreeting);
    expect(site.whatsappGreeting).toMatch(/talentos/);
  });

  test('/freelancers goes where the header sign-in goes', async ({page}) => {
    await stubOtherOrigins(page);
    await page.goto('/');
    const signIn = await page.getByRole('banner').getByRole('link', {name: TEXT.es.signIn}).getAttribute('href');
    // The host's 301 is followed by the network stack, past the stub: watch the request leave.
    const leaving = page.waitForRequest(signIn!);
    await page.goto('/freelancers').catch(() => undefined);
    expect((await leaving).redirectedFrom()?.url()).toMatch(/\/freelancers$/);
  });
});
