#!/usr/bin/env bash
# Installs Debian's nginx-light for the reverse-proxy test (cmd/bookstore
# proxy_test.go runs this script) when it is missing. Only the binary is
# used: the test writes its own configuration and runs nginx on its own port.
set -euo pipefail
if [ -x /usr/sbin/nginx ]; then exit 0; fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing nginx-light for the reverse-proxy test..."
# The package lists are refreshed only when the install fails without it:
# the other ensure-*.sh script may just have done so in this run.
if ! DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq nginx-light >/dev/null 2>&1; then
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq nginx-light >/dev/null
fi
# The package starts a system-wide nginx on port 80 where systemd or
# invoke-rc.d runs; the test needs only the binary, so stop it when it runs.
if command -v systemctl >/dev/null && systemctl is-active --quiet nginx 2>/dev/null; then
  $sudo systemctl stop nginx || true
fi
/usr/sbin/nginx -v
