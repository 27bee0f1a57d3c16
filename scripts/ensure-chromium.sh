#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when it is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing Chromium for the browser tests..."
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
/usr/bin/chromium --version
