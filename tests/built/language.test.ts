/**
 * The language of parts, from the built HTML (was tests/e2e/lang.spec.ts, in the browser; hydration must keep the
 * markup, which scripts.spec checks): English kept in the Spanish copy is read with English pronunciation only inside
 * lang="en" (WCAG 3.1.2), on Spanish and Portuguese pages alike, and a translated page marks nothing as another
 * language but the other languages' options. The list is
 * written here, not imported from src/lib/englishTerms, so the test does not agree with the site by construction.
 */
import type {CheerioAPI, Element} from 'cheerio';
import {LANGUAGES} from '../../src/config/locales';
import {inLocale} from '../site';
import {pageOf, requireBuild, squash} from './built';

const ENGLISH_ON_SPANISH_PAGES: Record<string, string[]> = {
  '/': ['Ready, Set, Go!', 'Screening', 'Freelancing', 'Payroll', 'Headhunting'],
  '/service-freelancing': ['Freelancing', 'Payroll', 'Headhunting'],
  '/service-payroll': ['Freelancing', 'Payroll', 'Headhunting'],
  '/service-headhunting': ['Freelancing', 'Payroll', 'Headhunting'],
};
const PHASES = ['Ready', 'Set', 'Go!'];

beforeAll(requireBuild);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The language in force at an element: its own lang or its nearest ancestor's. */
const langAt = ($: CheerioAPI, element: Element) => $(element).closest('[lang]').attr('lang');

/** The languages whose pages mark English terms: every one but English. */
const NOT_ENGLISH = LANGUAGES.filter(({locale}) => locale !== 'en');

describe('language of parts', () => {
  for (const [spanishPath, phrases] of Object.entries(ENGLISH_ON_SPANISH_PAGES)) for (const {locale} of NOT_ENGLISH) {
    const path = inLocale(locale, spanishPath);
    test(`English phrases on ${path} sit in lang="en"`, () => {
      const $ = pageOf(path);
      const found: {phrase: string; lang: string | undefined; context: string}[] = [];
      const texts = $('body').find('*').contents().filter((_, node) => node.type === 'text');
      for (const node of texts.toArray()) {
        const parent = node.parent as Element;
        if ($(parent).closest('script, style, [hidden]').length > 0) continue;
        for (const phrase of phrases) {
          // Whole words, any letter case ("payroll" inside a sentence is the same English word).
          const pattern = new RegExp(`(?<![\\p{L}])${escape(phrase)}(?![\\p{L}])`, 'giu');
          for (const match of $(node).text().matchAll(pattern)) {
            const block = $(parent).closest('p, h1, h2, h3, li, th, td, a');
            found.push({phrase: match[0], lang: langAt($, parent), context: squash((block.length > 0 ? block : $(parent)).text()).slice(0, 70)});
          }
        }
      }
      for (const phrase of phrases) expect([phrase, found.some((occurrence) => occurrence.phrase.toLowerCase() === phrase.toLowerCase())]).toEqual([phrase, true]);
      expect(found.filter((occurrence) => occurrence.lang !== 'en').map(({phrase, context}) => `"${phrase}" in "${context}"`)).toEqual([]);
    });
  }

  test('the Ready, Set, Go! phase labels are marked English', () => {
    const $ = pageOf('/');
    const phases = $('#proceso').find('*');
    for (const phase of PHASES) {
      // The element whose own text is the label (getByText's exact match: the innermost such element).
      const labels = phases.filter((_, element) => squash($(element).text()) === phase && $(element).children().toArray().every((child) => squash($(child).text()) !== phase));
      expect([phase, labels.length]).toEqual([phase, 1]);
      expect([phase, langAt($, labels.get(0)!)]).toEqual([phase, 'en']);
    }
  });

  // A translated page marks another language only on the language switch's options (and English terms, above).
  for (const {locale, htmlLang} of LANGUAGES.filter((entry) => entry.locale !== 'es')) {
    for (const path of ['/', '/service-payroll', '/empresas/data-engineer', '/politica-de-privacidad']) {
      test(`${locale} page ${inLocale(locale, path)} marks nothing as another language but the other languages' options`, () => {
        const $ = pageOf(inLocale(locale, path));
        expect($('html').attr('lang')).toBe(htmlLang);
        const marked = $(`body [lang]:not([lang="${htmlLang}"]):not([lang="en"]:not([hreflang]))`)
          .toArray()
          .map((element) => ({lang: $(element).attr('lang'), hreflang: $(element).attr('hreflang'), text: squash($(element).text()).slice(0, 40)}));
        const options = LANGUAGES.filter((entry) => entry.locale !== locale).map((entry) => ({lang: entry.htmlLang, hreflang: entry.htmlLang, text: entry.short}));
        // Each other language's option, once in the header and once in the phone menu.
        expect(marked).toEqual(expect.arrayContaining(options));
        expect(marked.filter((element) => !options.some((option) => option.lang === element.lang && option.hreflang === element.hreflang))).toEqual([]);
      });
    }
  }
});
