/**
 * Lighthouse CI: the gates that do not depend on this machine's speed.
 * Accessibility, best practices and SEO must score 1 on every page; bytes and
 * request counts stay within budget. Performance and timings are measured by
 * `npm run bench` instead (a shared 2-core machine is too noisy to gate on them).
 * Run after a build: `npx lhci autorun` (the test command does).
 */
const PORT = Number(process.env.LHCI_PORT ?? 4310);
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = ['/', '/empresas/data-engineer', '/empresas/equipo-desarrollo-web', '/service-freelancing', '/politica-de-privacidad'];
const KB = 1024;

/** Budgets per page kind, in bytes transferred (compressed) before any interaction. */
const budgets = (landing) => [
  ['resource-summary:script:size', {maxNumericValue: 150 * KB}],
  ['resource-summary:total:size', {maxNumericValue: (landing ? 400 : 300) * KB}],
  ['resource-summary:font:count', {maxNumericValue: 1}],
  ['resource-summary:third-party:count', {maxNumericValue: 0}],
  ['resource-summary:total:count', {maxNumericValue: landing ? 45 : 30}],
];

const scores = {
  'categories:accessibility': ['error', {minScore: 1}],
  'categories:best-practices': ['error', {minScore: 1}],
  'categories:seo': ['error', {minScore: 1}],
};

module.exports = {
  ci: {
    collect: {
      startServerCommand: `node scripts/serve.mjs --port ${PORT}`,
      startServerReadyPattern: 'Serving',
      url: PAGES.flatMap((path) => [`${BASE}${path}`, `${BASE}/en${path === '/' ? '/' : path}`]),
      numberOfRuns: 1,
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      settings: {
        chromeFlags: '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run',
        // The byte budgets need only the resource summary, not the (slow, machine-dependent) performance metrics.
        onlyCategories: ['accessibility', 'best-practices', 'seo'],
        onlyAudits: ['resource-summary'],
      },
    },
    assert: {
      assertMatrix: [
        {matchingUrlPattern: `^${BASE}/(en/)?$`, assertions: {...scores, ...Object.fromEntries(budgets(true).map(([id, opts]) => [id, ['error', opts]]))}},
        {matchingUrlPattern: `^${BASE}/(en/)?.+`, assertions: {...scores, ...Object.fromEntries(budgets(false).map(([id, opts]) => [id, ['error', opts]]))}},
      ],
    },
    upload: {target: 'filesystem', outputDir: '.lighthouseci/reports'},
  },
};
