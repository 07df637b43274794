/**
 * Lighthouse CI, for release checks (`npm run test:full`; alone: `npx lhci autorun` after a build): only the gates no
 * other stage checks (docs/decisions/0008-test-stages.md). Best practices must score 1 on every page (image aspect
 * ratios and sizes, deprecated APIs, browser issues, the doctype and charset), and each page's bytes and requests in
 * all stay within budget. Checked elsewhere, once: accessibility by axe on every template in both languages and
 * widths (templates.spec), SEO facts over every page of the sitemaps (tests/built/head.test.ts), script bytes by the
 * byte budgets (`npm run budget:bytes`, growth over budgets/bytes.json), the one font file and no third-party request
 * by the template pass. Performance and timings are measured by `npm run bench` (a shared 2-core machine is too noisy
 * to gate on them).
 */
const PORT = Number(process.env.LHCI_PORT ?? 4310);
const BASE = `http://127.0.0.1:${PORT}`;
/** The pages measured: one of each template that carries the most bytes (Spanish; each a little over its English twin). */
const PAGES = ['/', '/empresas/data-engineer', '/empresas/equipo-desarrollo-web', '/service-freelancing', '/politica-de-privacidad', '/blog'];
const KB = 1024;

/** Budgets of one page, in bytes transferred (compressed) before any interaction, and requests. */
const budgets = (path) => {
  const landing = path === '/';
  return [
    ['resource-summary:total:size', {maxNumericValue: (landing ? 400 : 300) * KB}],
    ['resource-summary:total:count', {maxNumericValue: landing ? 45 : 30}],
  ];
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const scores = {
  'categories:best-practices': ['error', {minScore: 1}],
};

module.exports = {
  ci: {
    collect: {
      startServerCommand: `node scripts/serve.mjs --port ${PORT}`,
      startServerReadyPattern: 'Serving',
      url: PAGES.map((path) => `${BASE}${path}`),
      numberOfRuns: 1,
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      settings: {
        chromeFlags: '--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run',
        // The byte budgets need only the resource summary, not the (slow, machine-dependent) performance metrics.
        onlyCategories: ['best-practices'],
        onlyAudits: ['resource-summary'],
        // No gate reads the full-page picture, and taking it was Lighthouse's costliest step on each page.
        disableFullPageScreenshot: true,
      },
    },
    assert: {
      assertMatrix: PAGES.map((path) => ({
        matchingUrlPattern: `^${BASE}${escape(path)}$`,
        assertions: {...scores, ...Object.fromEntries(budgets(path).map(([id, opts]) => [id, ['error', opts]]))},
      })),
    },
    upload: {target: 'filesystem', outputDir: '.lighthouseci/reports'},
  },
};
