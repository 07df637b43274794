#!/usr/bin/env bash
# The README's first command: install, build every language, serve them like production.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install.sh
npx docusaurus build
exec node scripts/serve.mjs --port "${PORT:-3000}" "$@"
