#!/usr/bin/env bash
# The README's second command: installs what the tests need and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's Java first: vnu-jar's postinstall would otherwise try to download a Java of its own.
bash scripts/ensure-engines.sh
bash scripts/install.sh
bash scripts/ensure-chromium.sh
bash scripts/ensure-nginx.sh

echo "== lint and types"
npx eslint .
npx tsc -p .

echo "== spelling (Spanish and English), prose rules (STYLE.md) and translation completeness"
npx cspell --no-progress
node scripts/lint-prose.mjs
node scripts/check-i18n.mjs

echo "== unit, content and workflow tests"
npx jest

echo "== build (both languages, then under BASE_URL=/talento/)"
npx docusaurus build
BASE_URL=/talento/ npx docusaurus build --out-dir build-talento

echo "== browser tests (against Debian's nginx with the shipped host rules; html.spec also runs the W3C checker)"
npx playwright test

echo "== Lighthouse CI (accessibility, best practices and SEO = 1, byte budgets), and beside it the visitor's"
echo "   paths in Chromium, Gecko and WebKit with screenshots in test-results/engines/<engine>/ (tests/engines)"
# Lighthouse spends most of its minutes waiting on one page at a time, and its gates do not depend on
# speed: the three engines run meanwhile, and their report follows Lighthouse's.
mkdir -p test-results
engines_log=test-results/engines.log
npx playwright test -c tests/engines/playwright.config.ts >"$engines_log" 2>&1 &
engines_pid=$!
trap 'kill "$engines_pid" 2>/dev/null || true' EXIT
lhci_status=0
npx lhci autorun || lhci_status=$?
engines_status=0
wait "$engines_pid" || engines_status=$?
trap - EXIT
echo "== Chromium, Gecko and WebKit (tests/engines)"
cat "$engines_log"
if [ "$lhci_status" -ne 0 ] || [ "$engines_status" -ne 0 ]; then
  echo "Failed: Lighthouse CI exit $lhci_status, engine runs exit $engines_status." >&2
  exit 1
fi
