/**
 * src/components/LateHydration keeps two of the landing's bands as the server wrote them until they near the screen.
 * A band still waiting must not see a context change (React would render it afresh), so it is shown the values the
 * page hydrated with, through the very context objects Docusaurus and its router read. These tests say when an
 * upgrade moves those objects. (What the visitor gets, the bands' markup kept through the page's hydration, a section
 * link and the menu, then working controls, is in tests/e2e/scripts.spec.ts.)
 */
import fs from 'node:fs';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as router from 'react-router';
import {LateHydrationState, useIsHydrating} from '@site/src/lib/hydration';

test("Docusaurus's useIsBrowser reads the context LateHydration provides", () => {
  const hook = fs.readFileSync(require.resolve('@docusaurus/core/lib/client/exports/useIsBrowser.js'), 'utf8');
  expect(hook).toMatch(/import \{ Context \} from '\.\.\/browserContext';/);
  expect(hook).toMatch(/useContext\(Context\)/);
  // The provider that flips it after the first commit is the one above every page.
  const provider = fs.readFileSync(require.resolve('@docusaurus/core/lib/client/browserContext.js'), 'utf8');
  expect(provider).toMatch(/export const Context = React\.createContext\(false\);/);
  expect(provider).toMatch(/<Context\.Provider value=\{isBrowser\}>/);
  // The wall takes that file by this path (src/plugins/lean/lateHydration.ts): the same module as the hook's `../browserContext`.
  const source = fs.readFileSync(require.resolve('@site/src/plugins/lean/lateHydration.ts'), 'utf8');
  expect(source).toMatch(/import \{Context as BrowserContext\} from '@docusaurus\/core\/lib\/client\/browserContext';/);
});

test('the wall puts its contexts in place of the public stand-in, whose path it names', () => {
  const root = path.resolve(__dirname, '../..');
  const wall = fs.readFileSync(path.join(root, 'src/plugins/lean/index.ts'), 'utf8');
  expect(wall).toMatch(/LATE_CONTEXTS = .*LateHydration.*contexts/);
  expect(fs.existsSync(path.join(root, 'src/components/LateHydration/contexts.ts'))).toBe(true);
  expect(require('@site/src/components/LateHydration/contexts').HELD_CONTEXTS).toBeNull();
  expect(fs.readFileSync(path.join(root, 'src/plugins/lean/lateHydration.ts'), 'utf8')).toMatch(/HELD_CONTEXTS: HeldContexts \| null = \{BrowserContext, RouterContext: /);
});

test("the router's location comes through react-router's __RouterContext, the one react-router-dom reads", () => {
  expect(router.__RouterContext).toBeDefined();
  // react-router-dom builds on react-router, the same copy of it: its Link and NavLink read that context.
  const dom = fs.readFileSync(require.resolve('react-router-dom/cjs/react-router-dom.js'), 'utf8');
  expect(dom).toMatch(/require\('react-router'\)/);
  expect(dom).toMatch(/reactRouter\.__RouterContext/);
  expect(require.resolve('react-router', {paths: [require.resolve('react-router-dom')]})).toBe(require.resolve('react-router'));
  // Docusaurus's router (a react-router-dom BrowserRouter) and its Link import that react-router-dom.
  const docusaurusRouter = require.resolve('react-router-dom', {paths: [require.resolve('@docusaurus/core/package.json')]});
  expect(docusaurusRouter).toBe(require.resolve('react-router-dom'));
});

test('inside a late band, components ask the band whether they are being adopted, not the page', () => {
  function Probe() {
    return <i>{String(useIsHydrating())}</i>;
  }
  // On the server (no document) nothing is being adopted; inside a band, the band says.
  expect(renderToStaticMarkup(<Probe />)).toBe('<i>false</i>');
  expect(
    renderToStaticMarkup(
      <LateHydrationState.Provider value={{hydrating: true}}>
        <Probe />
      </LateHydrationState.Provider>,
    ),
  ).toBe('<i>true</i>');
});
