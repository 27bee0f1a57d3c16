#!/usr/bin/env bash
# Fails when web/openapi.json or web/src/api/schema.gen.ts no longer match
# what the Go code produces. Fix with `make api` and commit the result.
# BOOKSTORE_BIN names an already built binary to ask (`make test` passes the
# one the browser tests run, so the binary is linked once); without it the
# document comes from `go run`.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [[ -n ${BOOKSTORE_BIN:-} ]]; then
	# A built binary states its version (git describe) in info.version where
	# `go run` and the committed document say "dev": that one line (the only
	# "version" key four spaces in) is put back to "dev".
	ver=$("$BOOKSTORE_BIN" version | cut -d' ' -f2-)
	"$BOOKSTORE_BIN" openapi | sed "s|^    \"version\": \"${ver//./\\.}\"\$|    \"version\": \"dev\"|" > "$tmp/openapi.json"
else
	go run ./cmd/bookstore openapi > "$tmp/openapi.json"
fi
if ! diff -u web/openapi.json "$tmp/openapi.json" > "$tmp/doc.diff"; then
	head -40 "$tmp/doc.diff"
	echo "check-api: web/openapi.json is out of date; run 'make api' and commit" >&2
	exit 1
fi
(cd web && npx openapi-typescript openapi.json -o "$tmp/schema.gen.ts" >/dev/null)
if ! diff -u web/src/api/schema.gen.ts "$tmp/schema.gen.ts" > "$tmp/ts.diff"; then
	head -40 "$tmp/ts.diff"
	echo "check-api: web/src/api/schema.gen.ts is out of date; run 'make api' and commit" >&2
	exit 1
fi
echo "check-api: OpenAPI document and TypeScript types are in step"
