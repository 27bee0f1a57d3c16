#!/usr/bin/env bash
# Fails when a file cites what a reader of this repository cannot open: the
# product's specification documents (storefront.md, panels.md, DESIGN.md,
# "the spec", "spec §8"), notes kept outside the repository (../shared,
# reference/*.md) or an issue number ("issue 21", "issue #21", "(#21)"). A
# comment states the rule it relies on, or points to a page in docs/.
#
# Every text file git tracks or would add is searched, tests and generated
# files included (web/src/api/schema.gen.ts and web/openapi.json are
# generated from the Go API's doc tags, so a citation there is fixed in Go and
# regenerated). The only file left out is this script, which has to spell the
# patterns.
set -euo pipefail
cd "$(dirname "$0")/.."

# One Perl-compatible pattern per kind of citation, so that a hit says why.
patterns=(
  'documents|storefront\.md|panels\.md|DESIGN\.md|\.\./shared\b|\bshared/(spec|reference|DESIGN)|(?<![\w/])reference/[\w.-]+\.md'
  'the specification|(?i)\b(the|a|our|this|both|per|of) specs?\b|\bspecs?'\''s?(?=\s)|\bspec\s*§|\(spec\s*[:§]|(?<=\s)\(spec\)|\bspec (texts?|messages?|orders?|toasts?|rules?|defaults?|limits?|names)\b'
  'a section of a specification|(?<!\d )§\s?\d'
  'an issue number|(?i)\b(issues?|tickets?|pull requests?|PRs?)\s+#?\d+\b|\(#\d+\)|(?i)\b(fix(es|ed)?|close[sd]?|resolve[sd]?|see|refs?)\s+#\d+\b'
)

status=0
for p in "${patterns[@]}"; do
  what=${p%%|*}
  re=${p#*|}
  if hits=$(git grep --untracked -nIP -e "$re" -- . ':!scripts/check-citations.sh'); then
    while IFS= read -r h; do
      echo "check-citations: $h: cites $what; state the rule itself or point to docs/" >&2
    done <<<"$hits"
    status=1
  fi
done
exit $status
