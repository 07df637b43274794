#!/usr/bin/env bash
# Installs the npm dependencies from the committed lock file when they are
# missing or older than it. (`npm ci` refuses lock files made on this registry
# mirror, which lacks some other platforms' optional builds; `npm install`
# with the lock file gives the same tree.)
set -euo pipefail
cd "$(dirname "$0")/.."
# `npm install` also applies patches/ (patch-package, package.json's postinstall): a changed patch installs again.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ] || [ -n "$(find patches -newer node_modules/.package-lock.json)" ]; then
  npm install --no-audit --no-fund --prefer-offline --loglevel=error
fi
