/**
 * src/lib/hydration.ts holds the head as the server wrote it until the page has hydrated, through react-helmet-async's
 * documented `HelmetProvider.canUseDOM` switch. These tests say when a Docusaurus upgrade changes what that relies on.
 * (What the visitor gets, no head change before hydration and the next page's head after a move, is in
 * tests/e2e/scripts.spec.ts.)
 */
import fs from 'node:fs';
import {HelmetProvider} from 'react-helmet-async';
import {holdHead, releaseHead} from '@site/src/lib/hydration';

test("Docusaurus's client entry renders the page inside react-helmet-async's HelmetProvider", () => {
  const entry = fs.readFileSync(require.resolve('@docusaurus/core/lib/client/clientEntry.js'), 'utf8');
  expect(entry).toMatch(/import \{ HelmetProvider \} from 'react-helmet-async';/);
  expect(entry).toMatch(/<HelmetProvider>/);
  // The same package as the one the site imports: the switch is a static of that very class.
  expect(require.resolve('react-helmet-async', {paths: [require.resolve('@docusaurus/core/package.json')]})).toBe(require.resolve('react-helmet-async'));
});

test('the package writes the head only when HelmetProvider.canUseDOM is on, and holdHead/releaseHead turn it off and back', () => {
  const source = fs.readFileSync(require.resolve('react-helmet-async'), 'utf8');
  // The dispatcher reads the switch each time a <Head> changes: off, it computes the server's state instead.
  expect(source).toMatch(/\.canUseDOM\?\(\w=\w,\w&&cancelAnimationFrame\(\w\)/);
  const initial = HelmetProvider.canUseDOM;
  holdHead();
  expect(HelmetProvider.canUseDOM).toBe(false);
  releaseHead();
  expect(HelmetProvider.canUseDOM).toBe(initial);
});
