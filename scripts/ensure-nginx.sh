#!/usr/bin/env bash
# Makes sure Debian's nginx (and its brotli filter module) is installed for
# `npm run serve:nginx` and the browser tests; installs them with apt when
# missing. Without the brotli module the site is still served, gzip only.
set -euo pipefail
NGINX_BIN="$(command -v nginx || echo /usr/sbin/nginx)"
BROTLI_MODULE=/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so
if [ -x "$NGINX_BIN" ] && [ -f "$BROTLI_MODULE" ]; then
  exit 0
fi
echo "Installing Debian's nginx and its brotli module…" >&2
# The package's service is not wanted: the site's nginx runs in the foreground.
if [ ! -x "$NGINX_BIN" ]; then
  bash "$(dirname "$0")/apt-install.sh" nginx
fi
bash "$(dirname "$0")/apt-install.sh" libnginx-mod-http-brotli-filter \
  || echo "The brotli module could not be installed: nginx will compress with gzip only." >&2
NGINX_BIN="$(command -v nginx || echo /usr/sbin/nginx)"
[ -x "$NGINX_BIN" ] || { echo "nginx install failed." >&2; exit 1; }
