/**
 * The privacy and cookie pages in both languages (static HTML): the laws in
 * force for the site's visitors, the rights of Chile's Law No. 21,719 and its
 * authority, sections for Brazil, Mexico and Colombia, what the site stores in
 * the browser, and whether this build measures visits.
 */
import {expect, test} from '@playwright/test';
import {inLocale, LOCALES} from './support';

const PRIVACY = {
  es: [/Ley N\.º\s21\.719/, 'Agencia de Protección de Datos Personales', 'acceso', 'rectificación', 'supresión', 'oposición', 'portabilidad', 'bloqueo', 'decisiones', 'LGPD', 'ANPD', 'México', 'Secretaría Anticorrupción y Buen Gobierno', 'Colombia', 'Ley 1581', 'Superintendencia de Industria y Comercio', 'Hoy este sitio no mide sus visitas'],
  en: [/Law No\.\s21,719/, 'Agencia de Protección de Datos Personales', 'Access', 'Rectification', 'Erasure', 'Objection', 'Portability', 'blocking', 'automated', 'LGPD', 'ANPD', 'Mexico', 'Secretaría Anticorrupción y Buen Gobierno', 'Colombia', '1581', 'Superintendencia de Industria y Comercio', 'This site does not measure its visits today'],
};
const COOKIES = {
  es: ['language', 'measurement', 'No medir mis visitas', 'Global Privacy Control', 'Hoy este sitio no mide sus visitas', 'Sin JavaScript este sitio no mide tus visitas'],
  en: ['language', 'measurement', "Don't measure my visits", 'Global Privacy Control', 'This site does not measure its visits today', 'Without JavaScript this site does not measure your visits'],
};

test.describe('privacy and cookie pages', () => {
  test.skip(({viewport}) => (viewport?.width ?? 0) < 1000, 'the text is the same at every width');

  for (const locale of LOCALES) {
    test(`the privacy policy names the laws, the rights and the authorities (${locale})`, async ({request}) => {
      const text = (await (await request.get(inLocale(locale, '/politica-de-privacidad'))).text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
      for (const expected of PRIVACY[locale]) expect(text, String(expected)).toMatch(expected);
    });

    test(`the cookie page lists what the site stores and the switch (${locale})`, async ({request}) => {
      const text = (await (await request.get(inLocale(locale, '/configuracion-de-cookies'))).text()).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/&#x27;|&#39;/g, "'");
      for (const expected of COOKIES[locale]) expect(text, expected).toContain(expected);
    });
  }
});
