#!/usr/bin/env bash
# Browser tests: starts the real binary on a fresh SQLite database with demo
# data and drives it with playwright-core in Debian's Chromium.
# Usage: scripts/e2e.sh [web/e2e/<file>.test.mjs ...]  (default: every file)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-chromium.sh

data=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
export BOOKSTORE_DATA_DIR="$data" BOOKSTORE_ADDR="127.0.0.1:$port" BOOKSTORE_BASE_URL="http://127.0.0.1:$port" BOOKSTORE_DEMO_PASSWORD="Demo-Kitap-2026!"

# A fake Google Books and Open Library (web/e2e/fake-books.mjs knows one ISBN),
# so that the ISBN lookup never leaves the machine.
books_port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
node web/e2e/fake-books.mjs "$books_port" > "$data/fake-books.log" 2>&1 &
books_pid=$!
export BOOKSTORE_GOOGLE_BOOKS_URL="http://127.0.0.1:$books_port" BOOKSTORE_OPENLIBRARY_URL="http://127.0.0.1:$books_port"

./bin/bookstore serve > "$data/server.log" 2>&1 &
pid=$!
cleanup() {
	kill "$pid" "$books_pid" 2>/dev/null || true
	wait "$pid" "$books_pid" 2>/dev/null || true
	rm -rf "$data"
}
trap cleanup EXIT
for _ in $(seq 1 100); do
	curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
	sleep 0.2
done
curl -fs "http://127.0.0.1:$port/readyz" >/dev/null || { cat "$data/server.log"; exit 1; }
for _ in $(seq 1 50); do
	curl -fs "http://127.0.0.1:$books_port/volumes?q=isbn:0" >/dev/null 2>&1 && break
	sleep 0.1
done

export E2E_BASE_URL="http://127.0.0.1:$port" E2E_DEMO_PASSWORD="$BOOKSTORE_DEMO_PASSWORD"
cd web
files=("e2e/")
if [[ $# -gt 0 ]]; then files=("${@#web/}"); fi
if ! node --test --test-concurrency=1 "${files[@]}"; then
	echo "--- server log ---"; tail -50 "$data/server.log"
	exit 1
fi
