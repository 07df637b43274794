import {language, LOCALES} from '../../src/config/locales';
import {formatNumber, formatPercent, type NumberOptions} from '../../src/lib/numberFormat';

const OPTIONS: NumberOptions[] = [{}, {minimumFractionDigits: 1}, {maximumFractionDigits: 0}, {minimumFractionDigits: 2, maximumFractionDigits: 2}];
const VALUES = [0, -0, 1, 4.9, 5, 4.75, 4.85, 0.5, 1.5, 2.5, 1.005, 0.05, 2.675, 9.995, 99.95, 12.345, 999, 1000, 3500, 9999.5, 10000, 12000, 123456.789, 1234567, -1234.5, -0.0001];

describe('formatNumber', () => {
  it('knows the site\'s languages', () => {
    expect(LOCALES).toEqual(expect.arrayContaining(['es', 'en', 'pt-BR']));
  });

  // Intl's digits, decimals and grouping, with the group separator of STYLE.md (Spanish: a no-break space, "25 000").
  it.each(LOCALES)('matches Intl.NumberFormat in %s, groups joined as STYLE.md says', (locale) => {
    const {group} = language(locale).numbers;
    for (const options of OPTIONS) {
      for (const value of VALUES) {
        const parts = new Intl.NumberFormat(locale, options).formatToParts(value);
        expect(`${value} ${JSON.stringify(options)}: ${formatNumber(value, locale, options)}`).toBe(
          `${value} ${JSON.stringify(options)}: ${parts.map((part) => (part.type === 'group' ? group : part.value)).join('')}`,
        );
      }
    }
  });

  it('writes the site\'s languages out, without Intl', () => {
    const spy = jest.spyOn(Intl, 'NumberFormat');
    expect(formatNumber(4.9, 'es', {minimumFractionDigits: 1})).toBe('4,9');
    expect(formatNumber(35000, 'es', {maximumFractionDigits: 0})).toBe('35\u00a0000');
    expect(formatNumber(3500, 'es', {maximumFractionDigits: 0})).toBe('3500');
    expect(formatNumber(3500, 'en', {maximumFractionDigits: 0})).toBe('3,500');
    expect(formatNumber(1500, 'pt-BR', {maximumFractionDigits: 0})).toBe('1.500');
    expect([formatPercent(5, 'es'), formatPercent(5, 'en'), formatPercent(5, 'pt-BR')]).toEqual(['5\u00a0%', '5%', '5%']);
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('falls back to Intl for another language', () => {
    expect(formatNumber(1234.5, 'de')).toBe(new Intl.NumberFormat('de').format(1234.5));
  });
});
