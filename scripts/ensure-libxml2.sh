#!/usr/bin/env bash
# Installs Debian's libxml2-dev (and pkg-config) when missing: the UBL-TR
# invoice validation (internal/ubltr) checks documents against the XML
# schemas with libxml2 through cgo, so compiling the Go packages needs its
# headers, and the binary needs libxml2.so.2 at run time.
set -euo pipefail
if command -v pkg-config >/dev/null && pkg-config --exists libxml-2.0; then exit 0; fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "Installing libxml2-dev for the invoice schema validation..."
# The package lists are refreshed only when the install fails without it.
if ! DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libxml2-dev pkg-config >/dev/null 2>&1; then
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libxml2-dev pkg-config >/dev/null
fi
pkg-config --modversion libxml-2.0
