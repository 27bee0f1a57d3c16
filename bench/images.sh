#!/usr/bin/env bash
# Image upload benchmark: the Go micro-benchmarks of the imaging pipeline,
# then four concurrent 12 MP uploads against the real binary (fresh SQLite
# with demo data), reporting latency and the server's peak memory (VmHWM).
# Called by bench/run.sh; runs on its own too.
set -euo pipefail
cd "$(dirname "$0")/.."
WORK=$(mktemp -d /tmp/bookstore-images.XXXXXX)
SERVER_PID=""
cleanup() {
	if [[ -n "$SERVER_PID" ]]; then kill "$SERVER_PID" 2>/dev/null; wait "$SERVER_PID" 2>/dev/null || true; fi
	rm -rf "$WORK"
}
trap cleanup EXIT

# make bench has already run the micro-benchmarks when it calls this through run.sh.
if [[ "${IMAGES_MICRO:-1}" != 0 ]]; then
	go test -run '^$' -bench '12MP' -benchtime 20x ./bench/
fi
go build -o bin/bookstore ./cmd/bookstore
go build -o "$WORK/imageload" ./bench/cmd/imageload

port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
export BOOKSTORE_DATA_DIR="$WORK/data" BOOKSTORE_ADDR="127.0.0.1:$port" BOOKSTORE_DEMO_PASSWORD="Bench-Kitap-2026!"
./bin/bookstore serve >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 150); do curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break; sleep 0.2; done
# The uploads are rate-limited per user (burst 10): 2 rounds of 4 stay inside it.
"$WORK/imageload" -base "http://127.0.0.1:$port" -pid "$SERVER_PID" -c 4 -rounds 2 -password "$BOOKSTORE_DEMO_PASSWORD"
