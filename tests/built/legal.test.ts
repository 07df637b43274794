/**
 * The privacy and cookie pages in every language, from the built HTML (was tests/e2e/legal.spec.ts, over HTTP): the
 * laws in force for the site's visitors, the rights of Chile's Law No. 21,719 and its authority, sections for Brazil,
 * Mexico and Colombia, what the site stores in the browser, and whether this build measures visits.
 */
import {inLocale, type Locale, LOCALES} from '../site';
import {pageOf, requireBuild, squash} from './built';

const PT_NOT_MEASURED = 'No momento, este site não mede suas visitas';

const PRIVACY: Readonly<Record<Locale, readonly (string | RegExp)[]>> = {
  es: [/Ley N\.º\s21\.719/, 'Agencia de Protección de Datos Personales', 'acceso', 'rectificación', 'supresión', 'oposición', 'portabilidad', 'bloqueo', 'decisiones', 'LGPD', 'ANPD', 'México', 'Secretaría Anticorrupción y Buen Gobierno', 'Colombia', 'Ley 1581', 'Superintendencia de Industria y Comercio', 'Hoy este sitio no mide sus visitas'],
  en: [/Law No\.\s21,719/, 'Agencia de Protección de Datos Personales', 'Access', 'Rectification', 'Erasure', 'Objection', 'Portability', 'blocking', 'automated', 'LGPD', 'ANPD', 'Mexico', 'Secretaría Anticorrupción y Buen Gobierno', 'Colombia', '1581', 'Superintendencia de Industria y Comercio', 'This site does not measure its visits today'],
  'pt-BR': [/Lei nº\s21\.719/, 'Agencia de Protección de Datos Personales', 'Acesso', 'Retificação', 'Eliminação', 'Oposição', 'Portabilidade', 'Bloqueio', 'decisões automatizadas', 'Lei nº 13.709/2018', 'ANPD', 'México', 'Secretaría Anticorrupción y Buen Gobierno', 'Colômbia', '1581', 'Superintendencia de Industria y Comercio', PT_NOT_MEASURED],
};
const COOKIES: Readonly<Record<Locale, readonly string[]>> = {
  es: ['language', 'measurement', 'No medir mis visitas', 'Global Privacy Control', 'Hoy este sitio no mide sus visitas', 'Sin JavaScript este sitio no mide tus visitas'],
  en: ['language', 'measurement', "Don't measure my visits", 'Global Privacy Control', 'This site does not measure its visits today', 'Without JavaScript this site does not measure your visits'],
  'pt-BR': ['language', 'measurement', 'Não medir minhas visitas', 'Global Privacy Control', PT_NOT_MEASURED, 'Sem JavaScript, este site não mede suas visitas'],
};

beforeAll(requireBuild);

/** The page's text, elements apart (a word never runs into the next element's). */
function textOf(urlPath: string): string {
  const $ = pageOf(urlPath);
  $('script, style').remove();
  const texts = $('body').find('*').addBack().contents().filter((_, node) => node.type === 'text');
  return squash(texts.toArray().map((node) => $(node).text()).join(' '));
}

// The languages this file has texts for (a language added since is checked by check:i18n until they are written here).
describe.each(LOCALES.filter((locale) => locale in PRIVACY))('privacy and cookie pages (%s)', (locale) => {
  test('the privacy policy names the laws, the rights and the authorities', () => {
    const text = textOf(inLocale(locale, '/politica-de-privacidad'));
    for (const expected of PRIVACY[locale]) expect([String(expected), text]).toEqual([String(expected), expect.stringMatching(expected)]);
  });

  test('the cookie page lists what the site stores and the switch', () => {
    const text = textOf(inLocale(locale, '/configuracion-de-cookies'));
    for (const expected of COOKIES[locale]) expect([expected, text.includes(expected)]).toEqual([expected, true]);
  });
});
