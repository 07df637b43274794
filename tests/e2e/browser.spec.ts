/**
 * The full test browser (playwright.config.ts, the visual baselines'): its `--disable-features` switch, the one
 * Chromium honours (the last), still holds every feature Playwright's own switch turns off, and the address bar's
 * preloaded drop-down is gone.
 */
import {expect, test} from '@playwright/test';
import {DISABLED_FEATURES, FULL_BROWSER} from '../../playwright.config';

test.use({launchOptions: FULL_BROWSER});

test('the browser runs with Playwright’s disabled features and ours, in one switch', {tag: '@desktop-once'}, async ({page}) => {
  await page.goto('chrome://version');
  const switches = (await page.locator('#command_line').textContent())!
    .split(/\s+/)
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
  expect(switches.length, 'Playwright’s switch and ours').toBeGreaterThan(1);
  const honoured = switches.at(-1)!;
  expect(honoured).toEqual(DISABLED_FEATURES);
  for (const earlier of switches.slice(0, -1)) {
    expect(earlier.filter((feature) => !honoured.includes(feature)), 'features Playwright disables that the last switch drops').toEqual([]);
  }
  const targets = await (await page.context().browser()!.newBrowserCDPSession()).send('Target.getTargets');
  expect(targets.targetInfos.map((target) => target.url).filter((url) => url.includes('omnibox'))).toEqual([]);
});
