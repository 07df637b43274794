#!/usr/bin/env bash
# Makes sure a Chromium for the browser tests exists: CHROME_PATH if set,
# else Debian's /usr/bin/chromium, installed with apt when missing.
set -euo pipefail
CHROME="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$CHROME" ]; then
  exit 0
fi
if [ -n "${CHROME_PATH:-}" ]; then
  echo "CHROME_PATH=$CHROME_PATH is not an executable file." >&2
  exit 1
fi
echo "Chromium not found at $CHROME; installing Debian's chromium package…"
bash "$(dirname "$0")/apt-install.sh" chromium
[ -x "$CHROME" ] || { echo "Chromium install failed: $CHROME is still missing." >&2; exit 1; }
