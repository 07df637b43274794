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
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
[ -x "$CHROME" ] || { echo "Chromium install failed: $CHROME is still missing." >&2; exit 1; }
