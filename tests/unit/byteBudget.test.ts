/** The byte budget by difference (scripts/budgets/bytes.ts): what a page loads at start, and what counts as growth. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {overBudget, pageBytes, startScripts, startStyles, TOLERANCE} from '@site/scripts/budgets/bytes';

describe('the byte budget', () => {
  const recorded = {'landing/es': {scripts: 100_000, styles: 20_000}, 'role/es': {scripts: 90_000, styles: 20_000}};

  test('2 KB of growth passes, one byte more fails, naming the page, the kind and the figures', () => {
    expect(TOLERANCE).toBe(2048);
    expect(overBudget(recorded, {'landing/es': {scripts: 102_048, styles: 20_000}, 'role/es': {scripts: 80_000, styles: 22_048}})).toEqual([]);
    expect(overBudget(recorded, {'landing/es': {scripts: 102_049, styles: 20_000}, 'role/es': {scripts: 90_000, styles: 22_049}})).toEqual([
      'landing/es: scripts 97.7 → 99.7 KB (+2.0 KB, more than the 2.0 KB allowed)',
      'role/es: styles 19.5 → 21.5 KB (+2.0 KB, more than the 2.0 KB allowed)',
    ]);
  });

  test("the comparison is held to the role page's budget, not to its own figures", () => {
    const withComparison = {...recorded, 'comparison/es': {scripts: 10_000, styles: 10_000}};
    expect(overBudget(withComparison, {'comparison/es': {scripts: 92_048, styles: 22_048}})).toEqual([]);
    expect(overBudget(withComparison, {'comparison/es': {scripts: 92_049, styles: 20_000}})).toEqual([
      'comparison/es: scripts 87.9 (role/es) → 89.9 KB (+2.0 KB, more than the 2.0 KB allowed)',
    ]);
  });

  test('a page with no recorded figure is named, not passed', () => {
    expect(overBudget(recorded, {'team/en': {scripts: 1, styles: 1}})).toEqual(['team/en: no recorded figure in budgets/bytes.json']);
  });

  test('counts the scripts and stylesheets a page loads at start, once each, and none from elsewhere', () => {
    const html =
      '<link rel=preload href=/assets/js/a.js as=script><link rel="stylesheet" href="/assets/css/s.css">' +
      '<script src=/assets/js/a.js defer></script><script src="/assets/js/b.js?v=1"></script><script>inline()</script>' +
      '<link rel=modulepreload href=/assets/js/m.js><script src=https://elsewhere.example/x.js></script><link rel=preload as=font href=/f.woff2>';
    expect(startScripts(html)).toEqual(['/assets/js/a.js', '/assets/js/b.js', '/assets/js/m.js']);
    expect(startStyles(html)).toEqual(['/assets/css/s.css']);
  });

  test('measures a built page, and stops naming a file the page loads that the build lacks', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bytes-'));
    try {
      fs.mkdirSync(path.join(dir, 'assets/js'), {recursive: true});
      fs.writeFileSync(path.join(dir, 'assets/js/a.js'), 'console.log("a");'.repeat(200));
      fs.writeFileSync(path.join(dir, 'index.html'), '<script src=/assets/js/a.js></script>');
      // Counted once, whether asked for twice or with a query.
      const bytes = pageBytes(dir, '/', {scripts: ['/assets/js/a.js', '/assets/js/a.js?x=1'], styles: []});
      expect(bytes.scripts).toBeGreaterThan(0);
      expect(bytes.scripts).toBeLessThan(200);
      expect(Object.keys(bytes.files)).toEqual(['/assets/js/a.js']);
      expect(bytes.styles).toBe(0);
      expect(() => pageBytes(dir, '/', {scripts: ['/assets/js/gone.js'], styles: []})).toThrow('/ loads /assets/js/gone.js, which is not in the build');
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});
