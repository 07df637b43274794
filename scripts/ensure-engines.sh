#!/usr/bin/env bash
# Makes sure the Gecko and WebKit runs (tests/engines) and the W3C checker can
# start: Debian's Firefox ESR, WebKitGTK's WebDriver inside Xvfb, the GObject
# bindings the WebKit launcher imports, and a Java runtime for vnu-jar.
# Installs only what is missing, with apt, quietly; a second run does nothing.
set -euo pipefail

missing=()
[ -x /usr/bin/firefox-esr ] || missing+=(firefox-esr)
[ -x /usr/bin/WebKitWebDriver ] || missing+=(webkit2gtk-driver)
command -v Xvfb >/dev/null || missing+=(xvfb)
[ -f /usr/lib/x86_64-linux-gnu/girepository-1.0/WebKit2-4.1.typelib ] || [ -n "$(ls /usr/lib/*/girepository-1.0/WebKit2-4.1.typelib 2>/dev/null)" ] || missing+=(gir1.2-webkit2-4.1)
/usr/bin/python3 -c 'import gi' 2>/dev/null || missing+=(python3-gi)
command -v java >/dev/null || missing+=(default-jre-headless)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing Debian's ${missing[*]} for the Gecko/WebKit runs and the W3C checker…" >&2
bash "$(dirname "$0")/apt-install.sh" --no-install-recommends "${missing[@]}"
for bin in /usr/bin/firefox-esr /usr/bin/WebKitWebDriver; do
  [ -x "$bin" ] || { echo "Install failed: $bin is still missing." >&2; exit 1; }
done
command -v java >/dev/null || { echo "Install failed: java is still missing." >&2; exit 1; }
