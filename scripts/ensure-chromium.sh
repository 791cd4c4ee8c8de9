#!/usr/bin/env bash
# Installs Debian's Chromium for the end-to-end tests when it is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Installing Debian's chromium for the end-to-end tests…"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
