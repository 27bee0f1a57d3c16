#!/usr/bin/env bash
# Storefront benchmark at 100,000 books (make bench, after the Go micro-benchmarks).
#
# Starts a throwaway PostgreSQL 15 cluster, fills it with bench/cmd/gencatalog,
# serves it with bin/bookstore (production mode), runs bench/cmd/load, then
# does the same on SQLite, and writes the section "## Storefront at 100,000
# books" of docs/performance.md (bench/cmd/report). Everything it starts is
# stopped on exit.
#
# Environment:
#   BENCH_KEEP=1       keep the generated databases in $BENCH_DIR and reuse them next time
#   BENCH_DIR=dir      work directory (default: a temp dir; with BENCH_KEEP, /tmp/bookstore-bench)
#   BENCH_DURATION=10s BENCH_WARMUP=2s BENCH_CONNS=32   load settings
#   BENCH_BOOKS=100000 BENCH_AUTHORS=10000 BENCH_CATEGORIES=50 BENCH_EVENTS=5000
#   BENCH_DBS="postgres sqlite"   which databases to run
#   BENCH_NO_DOC=1     do not touch docs/performance.md
#   BENCH_NOTES=file   Markdown appended to the section (e.g. a diagnosis of missed targets)
#   BENCH_IMAGES=0     skip the image upload benchmark at the end
set -euo pipefail

# BOOKSTORE_SECRET_KEY of the bench's production-mode servers (32 bytes, base64).
BENCH_SECRET_KEY=q83vEjRWeJq83vEjRWeJq83vEjRWeJq83vEjRWeJq80=
cd "$(dirname "$0")/.."
ROOT=$PWD

DURATION=${BENCH_DURATION:-10s}
WARMUP=${BENCH_WARMUP:-2s}
CONNS=${BENCH_CONNS:-32}
BOOKS=${BENCH_BOOKS:-100000}
AUTHORS=${BENCH_AUTHORS:-10000}
CATEGORIES=${BENCH_CATEGORIES:-50}
EVENTS=${BENCH_EVENTS:-5000}
DBS=${BENCH_DBS:-postgres sqlite}

if [[ -n "${BENCH_KEEP:-}" ]]; then
	WORK=${BENCH_DIR:-/tmp/bookstore-bench}
	mkdir -p "$WORK"
else
	WORK=${BENCH_DIR:-$(mktemp -d /tmp/bookstore-bench.XXXXXX)}
	mkdir -p "$WORK"
fi
chmod 755 "$WORK"
echo "bench: work directory $WORK"

SERVER_PID=""
NGINX_PID=""
PG_BIN=""
PG_DATA="$WORK/pg/data"
PG_STARTED=""

as_pg() { # run a PostgreSQL binary, as the postgres user when root
	if [[ $(id -u) == 0 ]]; then
		runuser -u postgres -- "$@"
	else
		"$@"
	fi
}

cleanup() {
	set +e
	if [[ -n "$SERVER_PID" ]]; then
		kill "$SERVER_PID" 2>/dev/null
		wait "$SERVER_PID" 2>/dev/null
	fi
	if [[ -n "$NGINX_PID" ]]; then
		kill "$NGINX_PID" 2>/dev/null
		wait "$NGINX_PID" 2>/dev/null
	fi
	if [[ -n "$PG_STARTED" ]]; then
		as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w stop >/dev/null 2>&1
	fi
	if [[ -z "${BENCH_KEEP:-}" ]]; then
		rm -rf "$WORK"
	fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() {
	python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])' 2>/dev/null ||
		echo $((20000 + RANDOM % 20000))
}

now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.1f s", b - a }'; }

echo "bench: building bin/bookstore and the bench tools"
go build -o bin/bookstore ./cmd/bookstore
go build -o "$WORK/gencatalog" ./bench/cmd/gencatalog
go build -o "$WORK/load" ./bench/cmd/load
go build -o "$WORK/report" ./bench/cmd/report

GEN_FLAGS=(-books "$BOOKS" -authors "$AUTHORS" -categories "$CATEGORIES" -events "$EVENTS" -seed 1)
thousands() { echo "$1" | sed ':a;s/\B[0-9]\{3\}\>/,&/;ta'; }
CATALOGUE="$(thousands "$BOOKS") books, $(thousands "$AUTHORS") authors, $CATEGORIES categories, $(thousands "$EVENTS") events"
STAMP="$BOOKS-$AUTHORS-$CATEGORIES-$EVENTS"

# generate LABEL MARKER_DIR gencatalog-args... : runs the generator unless a
# kept database of the same size exists; sets GEN_TIME.
generate() {
	local label=$1 dir=$2
	shift 2
	if [[ -n "${BENCH_KEEP:-}" && -f "$dir/generated" && $(cat "$dir/generated") == "$STAMP" ]]; then
		GEN_TIME="(reused)"
		[[ -f "$dir/gen_time" ]] && GEN_TIME="$(cat "$dir/gen_time") (database reused)"
		echo "bench: $label: reusing the generated catalogue in $dir"
		return
	fi
	local t0 t1
	t0=$(now)
	"$WORK/gencatalog" "$@" "${GEN_FLAGS[@]}"
	t1=$(now)
	GEN_TIME=$(secs "$t0" "$t1")
	echo "$STAMP" >"$dir/generated"
	echo "$GEN_TIME" >"$dir/gen_time"
	echo "bench: $label: generated in $GEN_TIME"
}

# serve_and_load LABEL JSON env... : starts the server with the env, waits for
# /readyz, runs the load, stops the server.
serve_and_load() {
	local label=$1 json=$2
	shift 2
	local port
	port=$(free_port)
	# Production refuses the built-in payment simulator and refuses to start
	# without SMTP; the storefront load never pays and queues no mail, so the
	# keys and the SMTP URL only have to be present (and lead nowhere); the
	# secret key is a fixed one, as no bench account has a second factor.
	env "$@" BOOKSTORE_ENV=production BOOKSTORE_SECRET_KEY="$BENCH_SECRET_KEY" IYZICO_API_KEY=bench IYZICO_SECRET_KEY=bench IYZICO_BASE_URL=http://127.0.0.1:9 \
		BOOKSTORE_SMTP_URL=smtp://127.0.0.1:9 \
		BOOKSTORE_ADDR="127.0.0.1:$port" BOOKSTORE_BASE_URL="http://127.0.0.1:$port" \
		./bin/bookstore serve >"$WORK/server-$label.log" 2>&1 &
	SERVER_PID=$!
	for i in $(seq 1 150); do
		if curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; then break; fi
		if ! kill -0 "$SERVER_PID" 2>/dev/null; then
			echo "bench: $label: the server exited:" >&2
			tail -20 "$WORK/server-$label.log" >&2
			exit 1
		fi
		sleep 0.2
	done
	curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null
	echo "bench: $label: load against http://127.0.0.1:$port"
	"$WORK/load" -base "http://127.0.0.1:$port" -c "$CONNS" -d "$DURATION" -warmup "$WARMUP" -label "$label" -json "$json" "${NGINX_ARGS[@]}"
	kill "$SERVER_PID"
	wait "$SERVER_PID" 2>/dev/null || true
	SERVER_PID=""
}

# nginx beside the product: the load writes the product's own
# list, detail and book page answers into $WORK/static and measures nginx
# serving them from files (gzip_static, as the product sends gzip) right
# before the product answers the same requests, on the same cores.
NGINX_ARGS=()
if command -v nginx >/dev/null 2>&1 || [[ -x /usr/sbin/nginx ]]; then
	NGINX=$(command -v nginx || echo /usr/sbin/nginx)
	NGINX_PORT=$(free_port)
	mkdir -p "$WORK/static" "$WORK/nginx"
	chmod 755 "$WORK/static"
	cat >"$WORK/nginx/nginx.conf" <<CONF
worker_processes auto;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/error.log;
events { worker_connections 1024; }
http {
	access_log off;
	sendfile on;
	keepalive_requests 1000000;
	types { application/json json; text/html html; }
	server {
		listen 127.0.0.1:$NGINX_PORT;
		root $WORK/static;
		gzip_static on;
		etag on;
	}
}
CONF
	"$NGINX" -p "$WORK/nginx" -c "$WORK/nginx/nginx.conf" -g 'daemon off;' &
	NGINX_PID=$!
	NGINX_ARGS=(-nginx "http://127.0.0.1:$NGINX_PORT" -static-dir "$WORK/static")
	echo "bench: nginx on port $NGINX_PORT serves $WORK/static"
else
	echo "bench: nginx not installed (apt-get install nginx-light): no comparison with static files" >&2
fi

REPORT_ARGS=()

for db in $DBS; do
	case $db in
	postgres)
		PG_BIN=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/initdb | sort -V | tail -1)")
		mkdir -p "$WORK/pg"
		[[ $(id -u) == 0 ]] && chown postgres:postgres "$WORK/pg"
		if [[ ! -f "$PG_DATA/PG_VERSION" ]]; then
			as_pg "$PG_BIN/initdb" -D "$PG_DATA" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >"$WORK/pg/initdb.log"
			rm -f "$WORK/pg/generated"
		fi
		PG_PORT=$(free_port)
		# fsync stays on: the figures must not depend on skipping durability.
		as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$WORK/pg/log" -w -t 60 start -o \
			"-p $PG_PORT -k $WORK/pg -c listen_addresses=127.0.0.1 -c synchronous_commit=off -c shared_buffers=256MB -c max_connections=100" >/dev/null
		PG_STARTED=1
		PG_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres?sslmode=disable"
		echo "bench: postgres: cluster on port $PG_PORT ($("$PG_BIN/postgres" --version))"
		generate postgres "$WORK/pg" -database-url "$PG_URL"
		# A kept database may predate a migration: apply it before vacuuming.
		BOOKSTORE_DATABASE_URL="$PG_URL" BOOKSTORE_ENV=production BOOKSTORE_SECRET_KEY="$BENCH_SECRET_KEY" ./bin/bookstore migrate >/dev/null
		# What autovacuum does in production after a bulk load: statistics and the visibility map.
		psql -q "$PG_URL" -c 'VACUUM ANALYZE' >/dev/null
		serve_and_load postgres "$WORK/postgres.json" BOOKSTORE_DATABASE_URL="$PG_URL" BOOKSTORE_DATA_DIR="$WORK/pg-app"
		REPORT_ARGS+=(-run "PostgreSQL=$WORK/postgres.json:$GEN_TIME")
		echo "bench: postgres: psql \"$PG_URL\" (while the script runs)"
		as_pg "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w stop >/dev/null
		PG_STARTED=""
		;;
	sqlite)
		mkdir -p "$WORK/sqlite"
		generate sqlite "$WORK/sqlite" -data-dir "$WORK/sqlite"
		serve_and_load sqlite "$WORK/sqlite.json" BOOKSTORE_DATA_DIR="$WORK/sqlite"
		REPORT_ARGS+=(-run "SQLite=$WORK/sqlite.json:$GEN_TIME")
		;;
	*)
		echo "bench: unknown database $db" >&2
		exit 2
		;;
	esac
done

if [[ -z "${BENCH_NO_DOC:-}" && ${#REPORT_ARGS[@]} -gt 0 ]]; then
	notes=()
	[[ -n "${BENCH_NOTES:-}" ]] && notes=(-notes "$BENCH_NOTES")
	"$WORK/report" -doc docs/performance.md -gen "$CATALOGUE" "${notes[@]}" "${REPORT_ARGS[@]}"
	echo "bench: docs/performance.md updated (section 'Storefront at 100,000 books')"
fi

# Images: four concurrent 12 MP uploads against the real binary (figures in
# docs/performance.md, section "Images").
# BENCH_IMAGES=0 skips them (a storefront-only run).
if [[ "${BENCH_IMAGES:-1}" != 0 ]]; then
	IMAGES_MICRO=0 bench/images.sh
fi
