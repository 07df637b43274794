import {defineConfig, devices} from '@playwright/test';

/**
 * Browser tests against the built site served by Debian's nginx with the
 * shipped host rules (`npm run serve:nginx`), in Debian's Chromium: its
 * headless shell, and the full browser for the pictures (CHROME_PATH
 * overrides both). Build first: `npm run build`.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
export const BASE = `http://127.0.0.1:${port}`;
/** The same site built with BASE_URL=/talento/ into build-talento/. */
export const SUBPATH_BASE = `http://127.0.0.1:${port + 1}/talento/`;
/** The same build served by `npm run serve` (node), which must behave like nginx. */
export const NODE_BASE = `http://127.0.0.1:${port + 2}`;
/** The build under test: build/, or another (E2E_BUILD_DIR=build-lean0, the site built with LEAN=0). */
const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';
/** E2E_LEAN=0: the build under test was made with LEAN=0, every speed trick off: tests of a trick (@lean) are not run. */
const LEAN_OFF = process.env.E2E_LEAN === '0';
/** E2E_SKIP_SUBPATH=1 runs without the /talento/ build (a quick local run of other specs). */
export const SKIP_SUBPATH = process.env.E2E_SKIP_SUBPATH === '1' && !process.env.CI;

const FULL = process.env.FULL === '1';
/** What a project leaves out besides the other project's tests: a trick's own tests on the LEAN=0 build; the release checks (`@release`, onlyIn in tests/e2e/support.ts) unless FULL=1. */
const RELEASE_ONLY = [...(LEAN_OFF ? [/@lean\b/] : []), ...(FULL ? [] : [/@release\b/])];

/**
 * The full browser (Debian's Chromium 156) builds its address bar's drop-down as a web page of its own, preloaded in a
 * renderer for every window, so for every test's browser context: about half a second of CPU each. No test uses the
 * address bar.
 * Chromium honours only the last `--disable-features` switch, so this one repeats Playwright's own list before adding
 * the drop-down's features (tests/e2e/browser.spec.ts fails when Playwright's list grows).
 */
export const OMNIBOX_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];
/**
 * Nor does it keep a spare renderer process started ahead for the next page: a test opens one page in a fresh
 * context, and the spare started beside it is work no test uses. Without it, a fresh context and page took about a
 * fifth less processor time, and the template and keyboard specs about a twentieth less.
 */
export const SPARE_RENDERER_FEATURE = 'SpareRendererForSitePerProcess';
export const DISABLED_FEATURES = [
  ...['AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable'],
  ...['LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect'],
  ...['TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch'],
  ...['msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion'],
  ...OMNIBOX_FEATURES,
  SPARE_RENDERER_FEATURE,
];
/**
 * The switches of every Chromium the tests launch. No host resolves but 127.0.0.1: nothing a test loads can reach the
 * internet, and a request elsewhere fails at once (tests list them with watchOtherOrigins, or answer them with
 * stubOtherOrigins where a test leaves the site).
 */
const CHROMIUM_ARGS = [`--disable-features=${DISABLED_FEATURES.join(',')}`, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/**
 * The tests run in Debian's `chromium-headless-shell`: the same Chromium as `/usr/bin/chromium` built without the
 * browser's windows, the build Playwright itself runs for headless tests (docs/decisions/0004-debian-browsers.md).
 * A page load costs it far less processor time. What depends on how text is drawn, the visual baselines and the
 * late font's shift, is tested in the full browser a visitor runs (FULL_BROWSER: visual, fonts and browser.spec.ts).
 */
const HEADLESS_SHELL = {executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell', args: CHROMIUM_ARGS};
export const FULL_BROWSER = {executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS};
/** Spec files run in the desktop project only: the content editor (a desktop tool), the /talento/ crawl, the language switch. */
const DESKTOP_FILES = ['admin.spec.ts', 'base-url.spec.ts', 'language-switch.spec.ts'];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker per core of the machine. In `npm test` the other stages run beside the browser tests and take up the
  // moments a test waits (frames, network idle, the fake clock's turns); a third worker did not fill them but added
  // work: each test ran slower, so its pages' timers, frames and Playwright's polling cost more processor time.
  workers: 2,
  // No retry, in CI either: a test that passes only on its second try is a defect to fix, not to hide.
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // Visual baselines (visual.spec.ts) live in the repository, one folder per project; `npm run test:visual:update`
  // rewrites them on purpose. Same Debian Chromium, same self-hosted fonts: no per-platform copies.
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{arg}{ext}',
  expect: {
    // Exact colours (threshold 0), with a few stray pixels allowed: once in about ten loaded runs, two anti-aliased
    // pixels at the rounded corner of the language switch came out differently. A colour or a block that moves
    // changes thousands.
    toHaveScreenshot: {animations: 'disabled', caret: 'hide', scale: 'css', threshold: 0, maxDiffPixels: 8},
  },
  use: {
    baseURL: BASE,
    trace: 'off',
    launchOptions: HEADLESS_SHELL,
  },
  // Where a test runs is said by its tags, and a project never schedules a test that is not its own (a test that
  // skipped itself there still cost a worker's fixtures, often a page): `@desktop` and `@mobile`, the layout or
  // read that exists or matters at that width only (or a read once is enough); `@desktop-once` and `@mobile-once`,
  // behaviour that does not depend on the width (timers, focus hand-offs, network, the search index), run in that
  // project, and FULL=1 runs it in both. Files whose every test is for the wide screen are left out of the mobile
  // project by name.
  projects: [
    {
      name: 'mobile',
      use: {...devices['Desktop Chrome'], viewport: {width: 390, height: 844}, hasTouch: true, isMobile: false},
      testIgnore: DESKTOP_FILES,
      grepInvert: [FULL ? /@desktop(?![\w-])/ : /@desktop\b/, ...RELEASE_ONLY],
    },
    {
      name: 'desktop',
      use: {...devices['Desktop Chrome'], viewport: {width: 1440, height: 900}},
      grepInvert: [FULL ? /@mobile(?![\w-])/ : /@mobile\b/, ...RELEASE_ONLY],
    },
  ],
  webServer: [
    {
      command: `node scripts/serve-nginx.mjs --port ${port} --dir ${BUILD_DIR}`,
      url: `${BASE}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `node scripts/serve.mjs --port ${port + 2} --dir ${BUILD_DIR}`,
      url: `${NODE_BASE}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(SKIP_SUBPATH
      ? []
      : [
          {
            command: `node scripts/serve-nginx.mjs --port ${port + 1} --dir build-talento`,
            url: SUBPATH_BASE,
            reuseExistingServer: !process.env.CI,
            timeout: 120_000,
          },
        ]),
  ],
});
