#!/usr/bin/env bash
# Fails when web/openapi.json or web/src/api/schema.gen.ts no longer match
# what the Go code produces. Fix with `make api` and commit the result.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go run ./cmd/bookstore openapi > "$tmp/openapi.json"
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
