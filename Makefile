# The two commands that matter: `make run` and `make test`.
SHELL   := /bin/bash
VERSION := $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
GOFLAGS_BUILD := -trimpath -ldflags "-s -w -X main.version=$(VERSION)"
WEB_STAMP := web/node_modules/.installed

.PHONY: FORCE run build web web-deps test test-go lint-go test-web test-e2e check-api api bench clean soak

## run: install web dependencies, build the app and the binary, start on http://localhost:8080
run: build
	./bin/bookstore serve

## build: the web app embedded in the Go binary bin/bookstore
build: bin/bookstore

# Each step reruns only when its inputs changed, so a second `make run` on an
# unchanged tree starts at once. The inputs are whole directories (any file
# under them): a file missed here would leave a stale app or binary, a file
# counted too many only costs a rebuild.
WEB_INPUTS := $(shell find web/src web/public web/first-screen -type f 2>/dev/null) web/index.html web/vite.config.ts \
	$(wildcard web/tsconfig*.json) web/package.json web/package-lock.json
GO_INPUTS  := $(shell find cmd internal -type f 2>/dev/null) go.mod go.sum web/embed.go $(wildcard web/first-screen/*.html)

# The version is linked into the binary: bin/.version changes (and the binary
# is relinked) only when `git describe` does.
bin/.version: FORCE
	@mkdir -p bin
	@echo '$(VERSION)' | cmp -s - $@ || echo '$(VERSION)' > $@

# go build leaves an up-to-date binary untouched (a touched file with the same
# content), so the binary is touched for make to see it is newer.
bin/bookstore: $(GO_INPUTS) web/dist/index.html bin/.version
	scripts/ensure-libxml2.sh
	go build $(GOFLAGS_BUILD) -o $@ ./cmd/bookstore
	touch $@

web-deps: $(WEB_STAMP)
$(WEB_STAMP): web/package.json web/package-lock.json
	cd web && npm install --no-audit --no-fund
	touch $@

web: web/dist/index.html
# Vite empties web/dist, so the tracked placeholder is put back.
web/dist/index.html: $(WEB_STAMP) $(WEB_INPUTS)
	cd web && npm run build
	touch web/dist/.gitkeep $@

FORCE:

## test: every test: Go lint, Go on SQLite and PostgreSQL, API drift, web unit tests, browser tests
test: lint-go test-go check-api test-web test-e2e

## lint-go: golangci-lint (pinned, installed into bin/ on first use) with .golangci.yml
# check-citations: no comment cites a document outside the repository or an issue
lint-go:
	scripts/ensure-libxml2.sh
	scripts/check-lengths.sh && scripts/check-citations.sh && scripts/lint-go.sh

# No separate `go vet`: golangci-lint's govet (lint-go) runs every analyzer
# go vet runs by default, and more.
# -trimpath as the binary is built: the packages compiled for the tests are
# then the ones `make build` links (compiled once, not twice), and the build
# cache, which lives outside the clone, serves them to the next clone too (an
# untrimmed compile is keyed by the clone's directory).
test-go:
	scripts/ensure-libxml2.sh
	go test -trimpath -count=1 ./...

test-web: web-deps
	cd web && npm run lint && npm run typecheck && npm test

## check-api: fail when the OpenAPI document or the generated TypeScript types drift
# It asks the built binary (which the browser tests need anyway) instead of
# linking one of its own with `go run`.
check-api: web-deps build
	BOOKSTORE_BIN=bin/bookstore scripts/check-api.sh

## api: regenerate web/openapi.json and the TypeScript types after changing the API
api: web-deps
	go run ./cmd/bookstore openapi > web/openapi.json
	cd web && npm run gen:api

test-e2e: build
	scripts/e2e.sh

bench:
	go test -run '^$$' -bench . -skip Checkout -benchmem ./bench/...
	# Checkout throughput in steady state: 3,000 purchases per database, on a
	# PostgreSQL with fsync on (synchronous_commit off).
	BOOKSTORE_TEST_POSTGRES_DURABLE=1 go test -run '^$$' -bench Checkout -benchtime 3000x -benchmem ./bench/...
	bench/run.sh
	# The storefront on a phone: Lighthouse 13, mobile profile, median of 3.
	bench/lighthouse.sh

clean:
	rm -rf bin web/dist/assets web/dist/index.html

## soak: the purchase path under provider faults and a kill -9, 1,000 purchases per database; prints 500s, deadlocks, stuck refunds
soak:
	BOOKSTORE_SOAK_PURCHASES=$${BOOKSTORE_SOAK_PURCHASES:-1000} go test -count=1 -run TestSoakPurchasesUnderFaults -v -timeout 90m ./cmd/bookstore
