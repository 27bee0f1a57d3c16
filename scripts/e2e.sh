#!/usr/bin/env bash
# Browser tests: starts the real binary on fresh SQLite databases with demo
# data, beside the iyzico simulator as its own process, and drives them with
# playwright-core in Debian's Chromium.
# Usage: scripts/e2e.sh [web/e2e/<file>.test.mjs ...]  (default: every file)
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-chromium.sh

data=$(mktemp -d)
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
port=$(free_port)
port3ds=$(free_port)
sim_port=$(free_port)
books_port=$(free_port)
smtp_port=$(free_port)
smtp_http_port=$(free_port)
pids=()
cleanup() {
	kill "${pids[@]}" 2>/dev/null || true
	wait "${pids[@]}" 2>/dev/null || true
	rm -rf "$data"
}
trap cleanup EXIT
wait_for() { # url, log
	for _ in $(seq 1 150); do
		curl -fs "$1" >/dev/null 2>&1 && return 0
		sleep 0.2
	done
	echo "not ready: $1"; cat "$2"; exit 1
}

# The iyzico simulator runs as its own process on its own origin, as iyzico
# does: the shop frames its pages across origins, so a CSP, sandbox or cookie
# mistake fails a test. Its webhooks go to the checkout-form shop.
./bin/bookstore iyzico-sim --addr "127.0.0.1:$sim_port" \
	--webhook-url "http://127.0.0.1:$port/odeme/iyzico-bildirim" --webhook-delay 3s --webhook-spacing 5s \
	> "$data/iyzico-sim.log" 2>&1 &
pids+=($!)
export IYZICO_BASE_URL="http://127.0.0.1:$sim_port" IYZICO_API_KEY=sandbox-simulator-api-key IYZICO_SECRET_KEY=sandbox-simulator-secret-key

# A fake Google Books and Open Library (web/e2e/fake-books.mjs knows one ISBN),
# so that the ISBN lookup never leaves the machine.
node web/e2e/fake-books.mjs "$books_port" > "$data/fake-books.log" 2>&1 &
pids+=($!)
export BOOKSTORE_GOOGLE_BOOKS_URL="http://127.0.0.1:$books_port" BOOKSTORE_OPENLIBRARY_URL="http://127.0.0.1:$books_port"
export BOOKSTORE_DEMO_PASSWORD="Demo-Kitap-2026!"

# A stand-in SMTP server: the shop's mail goes out over real SMTP, and the
# tests read the delivered messages (GET /messages) as a mailbox. A reset
# link exists only there: the outbox keeps it redacted.
node web/e2e/fake-smtp.mjs "$smtp_port" "$smtp_http_port" > "$data/fake-smtp.log" 2>&1 &
pids+=($!)

# Two shops on the one simulator: the default (iyzico's hosted Checkout
# Form) for every test, and one in direct 3D Secure mode for its own tests.
mkdir -p "$data/shop" "$data/shop3ds"
BOOKSTORE_DATA_DIR="$data/shop" BOOKSTORE_ADDR="127.0.0.1:$port" BOOKSTORE_BASE_URL="http://127.0.0.1:$port" \
	BOOKSTORE_SMTP_URL="smtp://127.0.0.1:$smtp_port?from=magaza@kitapevi.test" ./bin/bookstore serve > "$data/server.log" 2>&1 &
pids+=($!)
BOOKSTORE_DATA_DIR="$data/shop3ds" BOOKSTORE_ADDR="127.0.0.1:$port3ds" BOOKSTORE_BASE_URL="http://127.0.0.1:$port3ds" \
	BOOKSTORE_PAYMENT_MODE=direct-3ds ./bin/bookstore serve > "$data/server3ds.log" 2>&1 &
pids+=($!)
wait_for "http://127.0.0.1:$port/readyz" "$data/server.log"
wait_for "http://127.0.0.1:$port3ds/readyz" "$data/server3ds.log"
wait_for "http://127.0.0.1:$books_port/volumes?q=isbn:0" "$data/fake-books.log"
wait_for "http://127.0.0.1:$smtp_http_port/messages" "$data/fake-smtp.log"
curl -fs -o /dev/null "http://127.0.0.1:$sim_port/_sim/payments" || { cat "$data/iyzico-sim.log"; exit 1; }

export E2E_BASE_URL_3DS="http://127.0.0.1:$port3ds" E2E_IYZICO_URL="http://127.0.0.1:$sim_port"
export E2E_MAILBOX_URL="http://127.0.0.1:$smtp_http_port/messages"
export E2E_BASE_URL="http://127.0.0.1:$port" E2E_DEMO_PASSWORD="$BOOKSTORE_DEMO_PASSWORD"
# The default shop's data directory: the royalties test dates its orders in the past there (test-only SQL).
export E2E_DATA_DIR="$data/shop"
cd web
files=("e2e/")
if [[ $# -gt 0 ]]; then files=("${@#web/}"); fi
if ! node --test --test-concurrency=1 "${files[@]}"; then
	echo "--- server log ---"; tail -50 "$data/server.log"
	echo "--- direct-3ds server log ---"; tail -20 "$data/server3ds.log"
	echo "--- iyzico simulator log ---"; tail -20 "$data/iyzico-sim.log"
	exit 1
fi
