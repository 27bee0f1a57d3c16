#!/usr/bin/env bash
# Lighthouse on the storefront as a phone sees it (make bench): /, /kitaplar
# and a book page of the real binary with the demo data, each run 3 times in
# Debian's Chromium with Lighthouse's mobile profile (Moto G Power, simulated
# slow 4G and 4x CPU slowdown); prints the median run's scores (by
# performance) as a Markdown table for docs/performance.md.
#
# Environment:
#   LH_RUNS=3            runs per page
#   LH_OUT=dir           where the JSON reports go (default: a temp dir, kept)
#   LH_PAGES="/ /kitaplar book"   the pages ("book" is the first listed book's page)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
RUNS=${LH_RUNS:-3}
PAGES=${LH_PAGES:-/ /kitaplar book}
OUT=${LH_OUT:-$(mktemp -d /tmp/bookstore-lighthouse.XXXXXX)}
mkdir -p "$OUT"

scripts/ensure-chromium.sh
# Lighthouse 13 lives in its own folder (bench/lighthouse/package.json):
# installed from the npm registry on first use, never with npx.
LH="$ROOT/bench/lighthouse/node_modules/.bin/lighthouse"
if [[ ! -x "$LH" ]]; then
	(cd bench/lighthouse && npm install --no-audit --no-fund --loglevel=error)
fi
[[ -x bin/bookstore ]] || make build

data=$(mktemp -d)
port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
BOOKSTORE_DATA_DIR="$data" BOOKSTORE_ADDR="127.0.0.1:$port" BOOKSTORE_BASE_URL="http://127.0.0.1:$port" \
	BOOKSTORE_DEMO_PASSWORD="Demo-Kitap-2026!" ./bin/bookstore serve > "$data/server.log" 2>&1 &
server=$!
cleanup() {
	kill "$server" 2>/dev/null || true
	wait "$server" 2>/dev/null || true
	rm -rf "$data"
}
trap cleanup EXIT
for _ in $(seq 1 150); do
	curl -fs "http://127.0.0.1:$port/readyz" >/dev/null 2>&1 && break
	sleep 0.2
done
curl -fs "http://127.0.0.1:$port/readyz" >/dev/null || { cat "$data/server.log"; exit 1; }
base="http://127.0.0.1:$port"
book=$(curl -fs "$base/api/books?pageSize=1" | python3 -c 'import json,sys; print(json.load(sys.stdin)["items"][0]["id"])')

for page in $PAGES; do
	path=$page
	[[ $page == book ]] && path="/kitap/$book"
	# Warm the server's caches once, as a visitor after the first would find them.
	curl -fs -o /dev/null "$base$path"
	for i in $(seq 1 "$RUNS"); do
		name=$(echo "$page" | tr -c 'a-z0-9\n' '_')
		CHROME_PATH=/usr/bin/chromium "$LH" "$base$path" --quiet \
			--only-categories=performance,accessibility,best-practices,seo \
			--chrome-flags="--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=$data/chrome-$i" \
			--output=json --output-path="$OUT/${name}-$i.json" >/dev/null 2>"$OUT/${name}-$i.log" ||
			{ echo "lighthouse failed on $path"; tail -20 "$OUT/${name}-$i.log"; exit 1; }
	done
done

python3 - "$OUT" "$RUNS" $PAGES <<'PY'
import json, sys, glob, os, statistics
out, runs, pages = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
print(f"Lighthouse {json.load(open(glob.glob(os.path.join(out, '*.json'))[0]))['lighthouseVersion']}, mobile profile, median of {runs} runs (by performance); reports in {out}")
print()
print("| Page | Performance | LCP | CLS | TBT | FCP | Accessibility | Best practices | SEO | Runs (performance) |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|")
for page in pages:
    name = ''.join(c if c in 'abcdefghijklmnopqrstuvwxyz0123456789' else '_' for c in page)
    reps = [json.load(open(os.path.join(out, f"{name}-{i}.json"))) for i in range(1, runs + 1)]
    score = lambda r, c: round((r['categories'][c]['score'] or 0) * 100)
    reps.sort(key=lambda r: score(r, 'performance'))
    m = reps[len(reps) // 2]
    a = m['audits']
    label = '/kitap/{id}' if page == 'book' else page
    print(f"| `{label}` | {score(m,'performance')} | {a['largest-contentful-paint']['numericValue']/1000:.2f} s | "
          f"{a['cumulative-layout-shift']['numericValue']:.3f} | {a['total-blocking-time']['numericValue']:.0f} ms | "
          f"{a['first-contentful-paint']['numericValue']/1000:.2f} s | {score(m,'accessibility')} | {score(m,'best-practices')} | "
          f"{score(m,'seo')} | {', '.join(str(score(r,'performance')) for r in reps)} |")
# What the median runs still flag, for the reader of the figures.
print()
for page in pages:
    name = ''.join(c if c in 'abcdefghijklmnopqrstuvwxyz0123456789' else '_' for c in page)
    r = json.load(open(os.path.join(out, f"{name}-1.json")))
    failing = sorted({aid for cat in ('best-practices', 'seo', 'accessibility') for ref in r['categories'][cat]['auditRefs']
                      for aid in [ref['id']] if ref.get('weight', 0) > 0 and (r['audits'][aid].get('score') is not None) and r['audits'][aid]['score'] < 1})
    if failing:
        print(f"- `{page}` failing audits (run 1): {', '.join(failing)}")
PY
