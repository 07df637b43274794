#!/usr/bin/env bash
# The README's second command: installs what the tests need and runs every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
bash scripts/ensure-chromium.sh

echo "== lint and types"
npx eslint .
npx tsc -p .

echo "== unit and content tests"
npx jest

echo "== build (both languages, then under BASE_URL=/talento/)"
npx docusaurus build
BASE_URL=/talento/ npx docusaurus build --out-dir build-talento

echo "== browser tests"
npx playwright test
