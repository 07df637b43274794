#!/usr/bin/env bash
# Makes sure the Chromium builds the browser tests use exist: CHROME_PATH if set (for both), else Debian's
# /usr/bin/chromium (the full browser: visual baselines, bench) and /usr/bin/chromium-headless-shell (every other
# browser test), installed with apt when missing.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] && exit 0
  echo "CHROME_PATH=$CHROME_PATH is not an executable file." >&2
  exit 1
fi
[ -x /usr/bin/chromium ] && [ -x /usr/bin/chromium-headless-shell ] && exit 0
echo "Chromium or its headless shell is missing; installing Debian's chromium and chromium-headless-shell packages…"
bash "$(dirname "$0")/apt-install.sh" chromium chromium-headless-shell
for binary in /usr/bin/chromium /usr/bin/chromium-headless-shell; do
  [ -x "$binary" ] || { echo "Chromium install failed: $binary is still missing." >&2; exit 1; }
done
