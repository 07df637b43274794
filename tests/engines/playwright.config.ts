import path from 'node:path';
import {defineConfig} from '@playwright/test';
import type {Engine} from './drivers';

/**
 * The visitor's paths of tests/engines/cases.ts in three engines: Chromium,
 * Firefox ESR (Gecko) and WebKitGTK (WebKit), all from Debian
 * (scripts/ensure-engines.sh installs them). Playwright is only the test
 * runner here; the browsers are driven by tests/engines/drivers.ts. Against
 * the built site on Debian's nginx, like the Chromium suite; screenshots land
 * in test-results/engines/<engine>/.
 */
const port = Number(process.env.E2E_PORT ?? 4173) + 5;
export const ENGINES_BASE = `http://127.0.0.1:${port}`;

export default defineConfig<{engine: Engine}>({
  testDir: '.',
  testMatch: 'engines.spec.ts',
  outputDir: '../../test-results/engines/output',
  // One worker per engine: each launches its browser once and runs the cases in order. The browsers
  // mostly wait (on pages, timers and animations), so three of them share the two cores well.
  workers: 3,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 120_000,
  expect: {timeout: 10_000},
  projects: [
    {name: 'chromium', use: {engine: 'chromium'}},
    {name: 'gecko', use: {engine: 'gecko'}},
    {name: 'webkit', use: {engine: 'webkit'}},
  ],
  webServer: {
    command: `node scripts/serve-nginx.mjs --port ${port}`,
    cwd: path.resolve(__dirname, '../..'),
    url: `${ENGINES_BASE}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
