#!/usr/bin/env bash
# Fails when a hand-written Go or TypeScript file is over 400 lines: a file
# that long holds more than one responsibility and is split by them. Left
# out: tests (*_test.go, *.test.ts(x), web/e2e), generated files (*.gen.ts,
# Go files marked "Code generated ... DO NOT EDIT.") and the installed
# web/node_modules. Only files git tracks or would add are counted, so build
# output and ignored files never fail the check.
set -euo pipefail
cd "$(dirname "$0")/.."

LIMIT=400
over=0
while IFS= read -r -d '' f; do
  case $f in
    *_test.go | *.test.ts | *.test.tsx | web/e2e/* | *.gen.ts) continue ;;
  esac
  [[ -f $f ]] || continue
  if [[ $f == *.go ]] && head -n 5 "$f" | grep -q '^// Code generated .* DO NOT EDIT\.$'; then
    continue
  fi
  n=$(wc -l <"$f")
  if ((n > LIMIT)); then
    echo "check-lengths: $f has $n lines (limit $LIMIT): split it by responsibility" >&2
    over=1
  fi
done < <(git ls-files -z --cached --others --exclude-standard -- '*.go' '*.ts' '*.tsx')
exit $over
