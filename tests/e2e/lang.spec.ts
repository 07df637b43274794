import {expect, test} from '@playwright/test';
import {inLocale} from './support';

/**
 * English kept in the Spanish copy is read with English pronunciation only
 * inside lang="en" (WCAG 3.1.2). The list is written here, not imported from
 * src/lib/englishTerms, so the test does not agree with the site by construction.
 */
const ENGLISH_ON_SPANISH_PAGES: Record<string, string[]> = {
  '/': ['Ready, Set, Go!', 'Screening', 'Freelancing', 'Payroll', 'Headhunting'],
  '/service-freelancing': ['Freelancing', 'Payroll', 'Headhunting'],
  '/service-payroll': ['Freelancing', 'Payroll', 'Headhunting'],
  '/service-headhunting': ['Freelancing', 'Payroll', 'Headhunting'],
};
const PHASES = ['Ready', 'Set', 'Go!'];

type Occurrence = {phrase: string; lang: string; context: string};

test.describe('language of parts', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'markup does not depend on the viewport');

  for (const [path, phrases] of Object.entries(ENGLISH_ON_SPANISH_PAGES)) {
    test(`English phrases on ${path} sit in lang="en"`, async ({page}) => {
      await page.goto(path);
      const found = await page.evaluate((list) => {
        const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        const occurrences: Occurrence[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement!;
          if (parent.closest('script, style, [hidden]')) continue;
          for (const phrase of list) {
            // Whole words, any letter case ("payroll" inside a sentence is the same English word).
            const pattern = new RegExp(`(?<![\\p{L}])${escape(phrase)}(?![\\p{L}])`, 'giu');
            for (const match of (node.textContent ?? '').matchAll(pattern)) {
              occurrences.push({
                phrase: match[0],
                lang: parent.closest('[lang]')!.getAttribute('lang')!,
                context: (parent.closest('p, h1, h2, h3, li, th, td, a') ?? parent).textContent!.trim().slice(0, 70),
              });
            }
          }
        }
        return occurrences;
      }, phrases);
      for (const phrase of phrases) {
        expect(found.some((occurrence) => occurrence.phrase.toLowerCase() === phrase.toLowerCase()), `${phrase} is shown on ${path}`).toBe(true);
      }
      expect(found.filter((occurrence) => occurrence.lang !== 'en').map(({phrase, context}) => `"${phrase}" in "${context}"`)).toEqual([]);
    });
  }

  test('the Ready, Set, Go! phase labels are marked English', async ({page}) => {
    await page.goto('/');
    const phases = page.locator('#proceso');
    for (const phase of PHASES) {
      const label = phases.getByText(phase, {exact: true});
      await expect(label).toHaveCount(1);
      expect(await label.evaluate((element) => element.closest('[lang]')!.getAttribute('lang'))).toBe('en');
    }
  });

  for (const path of ['/', '/service-payroll', '/empresas/data-engineer', '/politica-de-privacidad']) {
    test(`English page ${inLocale('en', path)} marks nothing as Spanish but the Spanish language option`, async ({page}) => {
      await page.goto(inLocale('en', path));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const spanish = await page.locator('body [lang]:not([lang="en"])').evaluateAll((elements) =>
        elements.map((element) => ({lang: element.getAttribute('lang'), hreflang: element.getAttribute('hreflang'), text: (element.textContent ?? '').trim().slice(0, 40)})),
      );
      expect(spanish.length).toBeGreaterThan(0);
      expect(spanish.filter((element) => !(element.lang === 'es' && element.hreflang === 'es'))).toEqual([]);
    });
  }
});
