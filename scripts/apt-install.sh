#!/usr/bin/env bash
# Installs Debian packages for the ensure-*.sh scripts: as root, or through
# sudo, quietly. Usage: apt-install.sh [apt-get install options] package…
# The package lists are refreshed unless that happened in the last hour.
set -euo pipefail
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "Cannot install $*: this user is not root and there is no sudo." >&2; exit 1; }
  SUDO="sudo"
fi
if [ -z "$(find /var/lib/apt/lists -maxdepth 1 -name '*_Packages*' -mmin -60 2>/dev/null | head -1)" ]; then
  $SUDO apt-get update -qq
fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
