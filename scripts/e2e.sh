#!/usr/bin/env bash
# Browser tests: starts the real binary on fresh SQLite databases with demo
# data, beside the iyzico and e-invoice simulators as their own processes, and
# drives them with playwright-core in Debian's Chromium.
# Usage: scripts/e2e.sh [web/e2e/<file>.test.mjs ...]  (default: every file)
#
# Test files run E2E_WORKERS at a time (default 1, never more than there are
# files), each on a shop of its own: every worker is a complete set (the
# checkout-form shop, the direct 3D Secure shop, their iyzico simulator, the
# e-invoice simulator and mailbox) on its own ports and data directories, so
# no file sees another's simulator faults, mails or half-made orders. A test
# file's process takes a free set when it starts (web/e2e/helpers.mjs) and
# keeps it to the end; one file at a time per set, as before, so a file still
# finds its shop as the files before it in that set left it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/ensure-chromium.sh

files=("e2e/")
if [[ $# -gt 0 ]]; then files=("${@#web/}"); fi
count=$( (cd web && find "${files[@]}" -name '*.test.mjs') | wc -l)
# One set by default: with two on a 2-core machine, a file that leaves its
# shop in a state the next file does not expect (a queued simulator fault,
# a held refund) or a slow refund under load failed tests that pass alone;
# E2E_WORKERS=2 is for a machine with cores to spare.
workers=${E2E_WORKERS:-1}
if ((count < workers)); then workers=$((count > 0 ? count : 1)); fi

data=$(mktemp -d)
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
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

# A fake Google Books and Open Library (web/e2e/fake-books.mjs knows one ISBN),
# so that the ISBN lookup never leaves the machine. It keeps no state: one
# serves every worker.
books_port=$(free_port)
node web/e2e/fake-books.mjs "$books_port" > "$data/fake-books.log" 2>&1 &
pids+=($!)
export BOOKSTORE_GOOGLE_BOOKS_URL="http://127.0.0.1:$books_port" BOOKSTORE_OPENLIBRARY_URL="http://127.0.0.1:$books_port"
export BOOKSTORE_DEMO_PASSWORD="Demo-Kitap-2026!"
# The workers talking to the simulators pass every 2 s instead of 30 s: a
# test waits for an invoice's acceptance seconds, not a minute.
export BOOKSTORE_WORKER_EVERY=2s
export IYZICO_API_KEY=sandbox-simulator-api-key IYZICO_SECRET_KEY=sandbox-simulator-secret-key

# The secret the carrier simulator signs its webhook calls with, and the
# shop checks them with.
carrier_secret=e2e-carrier-webhook-secret-0001

# start_set N starts worker N's set and writes what its tests need to know to
# $data/slots/N.json.
mkdir -p "$data/slots"
start_set() {
	local w=$1 dir="$data/w$1"
	local port port3ds sim_port einvoice_port carrier_port smtp_port smtp_http_port
	port=$(free_port) port3ds=$(free_port) sim_port=$(free_port) einvoice_port=$(free_port) carrier_port=$(free_port) smtp_port=$(free_port) smtp_http_port=$(free_port)
	mkdir -p "$dir/shop" "$dir/shop3ds"

	# The iyzico simulator runs as its own process on its own origin, as
	# iyzico does: the shop frames its pages across origins, so a CSP, sandbox
	# or cookie mistake fails a test. Its webhooks go to the checkout-form shop.
	./bin/bookstore iyzico-sim --addr "127.0.0.1:$sim_port" \
		--webhook-url "http://127.0.0.1:$port/odeme/iyzico-bildirim" --webhook-delay 3s --webhook-spacing 5s \
		> "$dir/iyzico-sim.log" 2>&1 &
	pids+=($!)

	# The e-invoice integrator's simulator, also on its own origin, for the
	# default shop (an integrator numbers one seller's series; the 3D Secure
	# shop keeps the simulator mounted in it, as development does).
	./bin/bookstore einvoice-sim --addr "127.0.0.1:$einvoice_port" --accept-after 1s > "$dir/einvoice-sim.log" 2>&1 &
	pids+=($!)

	# The carrier's (MNG Kargo's) simulator, on its own origin for the
	# default shop, calling its webhook with the shared secret. Parcels move
	# only when a test asks (POST $E2E_CARRIER_URL/_sim/shipments/{no}/advance).
	./bin/bookstore carrier-sim --addr "127.0.0.1:$carrier_port" \
		--webhook "http://127.0.0.1:$port/api/carrier/webhook" --webhook-secret "$carrier_secret" \
		> "$dir/carrier-sim.log" 2>&1 &
	pids+=($!)

	# A stand-in SMTP server: the shop's mail goes out over real SMTP, and the
	# tests read the delivered messages (GET /messages) as a mailbox. A reset
	# link exists only there: the outbox keeps it redacted.
	node web/e2e/fake-smtp.mjs "$smtp_port" "$smtp_http_port" > "$dir/fake-smtp.log" 2>&1 &
	pids+=($!)

	# Two shops on the one simulator: the default (iyzico's hosted Checkout
	# Form) for every test, and one in direct 3D Secure mode for its own tests.
	IYZICO_BASE_URL="http://127.0.0.1:$sim_port" BOOKSTORE_DATA_DIR="$dir/shop" BOOKSTORE_ADDR="127.0.0.1:$port" \
		BOOKSTORE_EINVOICE_URL="http://127.0.0.1:$einvoice_port" \
		BOOKSTORE_CARRIER_URL="http://127.0.0.1:$carrier_port" BOOKSTORE_CARRIER_WEBHOOK_SECRET="$carrier_secret" BOOKSTORE_BASE_URL="http://127.0.0.1:$port" BOOKSTORE_SMTP_URL="smtp://127.0.0.1:$smtp_port?from=magaza@kitapevi.test" \
		./bin/bookstore serve > "$dir/server.log" 2>&1 &
	pids+=($!)
	IYZICO_BASE_URL="http://127.0.0.1:$sim_port" BOOKSTORE_DATA_DIR="$dir/shop3ds" BOOKSTORE_ADDR="127.0.0.1:$port3ds" \
		BOOKSTORE_BASE_URL="http://127.0.0.1:$port3ds" BOOKSTORE_PAYMENT_MODE=direct-3ds \
		./bin/bookstore serve > "$dir/server3ds.log" 2>&1 &
	pids+=($!)

	# The default shop's data directory: the royalties test dates its orders
	# in the past there (test-only SQL).
	cat > "$data/slots/$w.json" <<-JSON
	{"E2E_BASE_URL": "http://127.0.0.1:$port", "E2E_BASE_URL_3DS": "http://127.0.0.1:$port3ds",
	 "E2E_IYZICO_URL": "http://127.0.0.1:$sim_port", "E2E_EINVOICE_URL": "http://127.0.0.1:$einvoice_port",
	 "E2E_CARRIER_URL": "http://127.0.0.1:$carrier_port", "E2E_CARRIER_WEBHOOK_SECRET": "$carrier_secret", "E2E_MAILBOX_URL": "http://127.0.0.1:$smtp_http_port/messages",
	 "E2E_DATA_DIR": "$dir/shop"}
	JSON
	echo "$port $port3ds $sim_port $smtp_http_port $einvoice_port $carrier_port" > "$dir/ports"
}
for ((w = 1; w <= workers; w++)); do start_set "$w"; done
for ((w = 1; w <= workers; w++)); do
	read -r port port3ds sim_port smtp_http_port einvoice_port carrier_port < "$data/w$w/ports"
	wait_for "http://127.0.0.1:$port/readyz" "$data/w$w/server.log"
	wait_for "http://127.0.0.1:$port3ds/readyz" "$data/w$w/server3ds.log"
	wait_for "http://127.0.0.1:$smtp_http_port/messages" "$data/w$w/fake-smtp.log"
	curl -fs -o /dev/null "http://127.0.0.1:$sim_port/_sim/payments" || { cat "$data/w$w/iyzico-sim.log"; exit 1; }
	curl -fs -o /dev/null "http://127.0.0.1:$einvoice_port/_sim/invoices" || { cat "$data/w$w/einvoice-sim.log"; exit 1; }
	curl -fs -o /dev/null "http://127.0.0.1:$carrier_port/_sim/shipments" || { cat "$data/w$w/carrier-sim.log"; exit 1; }
done
wait_for "http://127.0.0.1:$books_port/volumes?q=isbn:0" "$data/fake-books.log"

export E2E_SLOTS_DIR="$data/slots" E2E_DEMO_PASSWORD="$BOOKSTORE_DEMO_PASSWORD"
cd web
if ! node --test --test-concurrency="$workers" "${files[@]}"; then
	for ((w = 1; w <= workers; w++)); do
		echo "--- worker $w: server log, warnings and errors ---"
		grep -E 'level=(WARN|ERROR)' "$data/w$w/server.log" | tail -40
		echo "--- worker $w: server log ---"; tail -50 "$data/w$w/server.log"
		echo "--- worker $w: direct-3ds server log ---"; tail -20 "$data/w$w/server3ds.log"
		echo "--- worker $w: iyzico simulator log ---"; tail -20 "$data/w$w/iyzico-sim.log"
		echo "--- worker $w: e-invoice simulator log ---"; tail -20 "$data/w$w/einvoice-sim.log"
		echo "--- worker $w: carrier simulator log ---"; tail -20 "$data/w$w/carrier-sim.log"
	done
	exit 1
fi
