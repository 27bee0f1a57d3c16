#!/usr/bin/env bash
# Lints the Go module with golangci-lint at a pinned version, as configured in
# .golangci.yml. The first run installs it into ./bin with `go install` (from
# the Go module proxy, like every other Go dependency); later runs reuse that
# binary while its version matches. Extra arguments go to `golangci-lint run`,
# e.g. scripts/lint-go.sh --fix ./internal/mail/...
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=2.15.0
BIN="$PWD/bin/golangci-lint"

if [[ ! -x $BIN ]] || [[ $("$BIN" version --short 2>/dev/null || true) != "$VERSION" ]]; then
  echo "lint-go: installing golangci-lint v$VERSION into bin/" >&2
  GOBIN="$PWD/bin" go install "github.com/golangci/golangci-lint/v2/cmd/golangci-lint@v$VERSION"
fi

if [[ $# -eq 0 ]]; then
  set -- ./...
fi
# Several worktrees may lint at once on one machine: golangci-lint otherwise
# refuses to start while another run holds its lock.
exec "$BIN" run --allow-parallel-runners "$@"
