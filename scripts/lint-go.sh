#!/usr/bin/env bash
# Lints the Go module with golangci-lint at a pinned version, as configured in
# .golangci.yml. Extra arguments go to `golangci-lint run`, e.g.
# scripts/lint-go.sh --fix ./internal/mail/...
#
# The binary is built once per machine, not per clone: the first run builds it
# with `go install` (from the Go module proxy, like every other Go dependency;
# the project's releases are not downloadable from every machine) into a cache
# outside the clone, keyed by version, and every clone copies it into ./bin.
# Building it takes a minute or more even with a warm Go build cache (the link
# alone is tens of seconds on two cores), a copy a fraction of a second.
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=2.15.0
BIN="$PWD/bin/golangci-lint"
CACHE_DIR="${BOOKSTORE_TOOLS_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/bookstore-tools}"
CACHED="$CACHE_DIR/golangci-lint-v$VERSION"

version_of() { "$1" version --short 2>/dev/null || true; }

if [[ ! -x $BIN ]] || [[ $(version_of "$BIN") != "$VERSION" ]]; then
  if [[ ! -x $CACHED ]] || [[ $(version_of "$CACHED") != "$VERSION" ]]; then
    echo "lint-go: building golangci-lint v$VERSION into $CACHE_DIR" >&2
    mkdir -p "$CACHE_DIR"
    tmp=$(mktemp -d "$CACHE_DIR/build.XXXXXX")
    GOBIN="$tmp" go install "github.com/golangci/golangci-lint/v2/cmd/golangci-lint@v$VERSION" || { rm -rf "$tmp"; exit 1; }
    # A rename is atomic: another clone linting at the same time sees the
    # old file or the whole new one, never half of it.
    mv -f "$tmp/golangci-lint" "$CACHED"
    rmdir "$tmp"
  fi
  mkdir -p bin
  cp -f "$CACHED" "$BIN.tmp"
  mv -f "$BIN.tmp" "$BIN"
fi

if [[ $# -eq 0 ]]; then
  set -- ./...
fi
# Several worktrees may lint at once on one machine: golangci-lint otherwise
# refuses to start while another run holds its lock.
exec "$BIN" run --allow-parallel-runners "$@"
