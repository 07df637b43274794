import path from 'node:path';
import {defineConfig} from '@playwright/test';
import type {Engine} from './drivers';

/**
 * The visitor's paths of tests/engines/cases.ts in Firefox ESR (Gecko) and WebKitGTK (WebKit), from
 * Debian (scripts/ensure-engines.sh installs them). Playwright is only the test runner here; the
 * browsers are driven by tests/engines/drivers.ts. Against the built site on Debian's nginx, like the
 * Chromium suite. The Chromium suite (tests/e2e) covers every case in Chromium, so the engines'
 * Chromium project runs only with FULL=1 (or `-- --project=chromium` with FULL=1), as a control
 * when a case fails in another engine.
 * Port: E2E_PORT + 5 (E2E_PORT defaults to 4173).
 */
const port = Number(process.env.E2E_PORT ?? 4173) + 5;
export const ENGINES_BASE = `http://127.0.0.1:${port}`;
const FULL = process.env.FULL === '1';

export default defineConfig<{engine: Engine}>({
  testDir: '.',
  testMatch: 'engines.spec.ts',
  // Outside test-results/: the Chromium suite empties that folder when it starts, and the two may run at once.
  outputDir: '../../test-results-engines',
  // One worker per engine: each launches its browser once and runs the cases in order. The browsers
  // mostly wait (on pages, timers and animations), so they share the two cores well.
  workers: FULL ? 3 : 2,
  fullyParallel: false,
  // No retry, in CI either: a case that passes only on its second try is a defect to fix.
  retries: 0,
  reporter: [['list']],
  timeout: 120_000,
  expect: {timeout: 10_000},
  projects: [...(FULL ? [{name: 'chromium', use: {engine: 'chromium' as const}}] : []), {name: 'gecko', use: {engine: 'gecko'}}, {name: 'webkit', use: {engine: 'webkit'}}],
  webServer: {
    command: `node scripts/serve-nginx.mjs --port ${port}`,
    cwd: path.resolve(__dirname, '../..'),
    url: `${ENGINES_BASE}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
