/**
 * The countries' facts (src/data/countries.ts) and what the country pages work out from them: every legal or tax
 * fact names its rule and a source to check it against, the time table's clock times, and the people each page lists.
 */
import fs from 'node:fs';
import path from 'node:path';
import {COUNTRY_FACTS} from '@site/src/data/countries';
import {COUNTRY_MESSAGES} from '@site/src/lib/countryMessages';
import {COUNTRY_CODES} from '@site/src/data/people';
import {countryPages} from '@site/src/plugins/roles/derive';
import {clockAt, seasons, utcLabel} from '@site/src/lib/timeZones';
import {CONTENT, CONTENT_PAGES} from '@site/tests/site';

describe('country facts', () => {
  it.each(COUNTRY_CODES.map((code) => [code]))('%s: every legal or tax fact names its rule and an https source', (code) => {
    const facts = COUNTRY_FACTS[code];
    for (const citation of [facts.contract, facts.employment, facts.invoice, facts.vat]) {
      expect(citation.rule.length).toBeGreaterThan(15);
      expect(citation.source.publisher).not.toBe('');
      expect(new URL(citation.source.url).protocol).toBe('https:');
    }
    expect(facts.vat.rate).toBeGreaterThan(0);
    expect(facts.vat.rate).toBeLessThan(30);
    expect(facts.currency).toMatch(/^[A-Z]{3}$/);
    // A zone the browser and Node know (an unknown one throws).
    for (const zone of [facts.timeZone, ...(facts.otherZones ?? [])]) expect(() => new Intl.DateTimeFormat('en', {timeZone: zone})).not.toThrow();
  });

  it("takes the withholding's figures from the data, in both languages: no digit typed, every placeholder a figure", () => {
    const english = JSON.parse(fs.readFileSync(path.join(__dirname, '../../i18n/en/ready-countries/messages.json'), 'utf8')) as Record<string, {message: string}>;
    for (const code of COUNTRY_CODES) {
      const {shares = {}, amounts = {}} = COUNTRY_FACTS[code].withholding;
      const figures = [...Object.keys(shares), ...Object.keys(amounts)].sort();
      for (const text of [COUNTRY_MESSAGES[`withholding.${code}`].message, english[`withholding.${code}`]!.message]) {
        const named = [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
        expect([code, [...new Set(named)].sort()]).toEqual([code, figures]);
        expect([code, text.replace(/\{\w+\}/g, '').replace(/\b20\d\d\b/g, '')]).not.toEqual([code, expect.stringMatching(/\d/)]);
      }
    }
  });

  it('names at least three roles most asked for in each country, every one a role page', () => {
    const roles = new Set(CONTENT_PAGES.filter((page) => page.kind === 'role').map((page) => page.slug));
    for (const code of COUNTRY_CODES) {
      expect(COUNTRY_FACTS[code].mostAsked.length).toBeGreaterThanOrEqual(3);
      expect(COUNTRY_FACTS[code].mostAsked.filter((slug) => !roles.has(slug))).toEqual([]);
    }
  });
});

describe('the time table', () => {
  const {january, july} = seasons(2026);

  it('gives the clock elsewhere at ten in the morning in the capital, with each daylight-saving rule', () => {
    const bogota = 'America/Bogota';
    expect(clockAt(bogota, 10, 'America/Santiago', january, 'es')).toBe('12:00');
    expect(clockAt(bogota, 10, 'America/Santiago', july, 'es')).toBe('11:00');
    expect(clockAt(bogota, 10, 'America/New_York', january, 'es')).toBe('10:00');
    expect(clockAt(bogota, 10, 'America/New_York', july, 'es')).toBe('11:00');
    expect(clockAt(bogota, 10, 'America/Los_Angeles', january, 'en').replace(/\s/g, ' ')).toBe('7:00 AM');
    expect(clockAt('America/Mexico_City', 10, 'America/Mexico_City', july, 'es')).toBe('10:00');
  });

  it('writes each zone as its offset from UTC', () => {
    expect(utcLabel('America/Argentina/Buenos_Aires', january)).toBe('UTC\u22123');
    expect(utcLabel('America/Costa_Rica', july)).toBe('UTC\u22126');
  });
});

describe('the people of a country page', () => {
  const pages = [...CONTENT.pages.es.values()];
  const data = countryPages(pages, 'es');

  it.each(COUNTRY_CODES.map((code) => [code]))('%s: every example person of the role pages who lives there, each with their role page', (code) => {
    const expected = CONTENT_PAGES.flatMap((page) => (page.kind === 'role' ? page.profiles.filter((profile) => profile.country === code).map((profile) => `${profile.name} → ${page.slug}`) : []));
    expect(data[code].people.map((person) => `${person.name} → ${person.role}`).sort()).toEqual(expected.sort());
    expect(data[code].people.length).toBeGreaterThan(0);
    expect(data[code].mostAsked.map((role) => role.slug)).toEqual([...COUNTRY_FACTS[code].mostAsked]);
  });
});
