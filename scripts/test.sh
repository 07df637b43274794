#!/usr/bin/env bash
# The README's second command: installs what the tests need and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh
bash scripts/ensure-engines.sh

echo "== lint and types"
npx eslint .
npx tsc -p .

echo "== spelling (Spanish and English) and translation completeness"
npx cspell --no-progress
node scripts/check-i18n.mjs

echo "== unit, content and workflow tests"
npx jest

echo "== build (both languages, then under BASE_URL=/talento/)"
npx docusaurus build
BASE_URL=/talento/ npx docusaurus build --out-dir build-talento

echo "== browser tests (against Debian's nginx with the shipped host rules; html.spec also runs the W3C checker)"
npx playwright test

echo "== Lighthouse CI: accessibility, best practices and SEO = 1, byte budgets"
npx lhci autorun
