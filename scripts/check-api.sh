#!/usr/bin/env bash
# The public API of the library products against the recorded baseline: fails when a change
# would break code that compiles against the baseline. `make test` runs it.
#
# api/BASELINE names the baseline commit; api/baseline.tar.gz holds its API digests (from
# `swift package diagnose-api-breaking-changes`), so the check builds only the current tree.
# The baseline moves only with a CHANGELOG entry that names it ("API baseline: <commit>"):
# `scripts/check-api.sh --record` records the current commit's API and prints that line.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
products=(Vellum VellumTesting VellumQuantization VellumCharts)
dir=.build-api-baseline

if [[ "${1:-}" == "--record" ]]; then
    commit=$(git rev-parse HEAD)
    [[ -z "$(git status --porcelain -- Sources Package.swift)" ]] || { echo "commit Sources/ and Package.swift first" >&2; exit 1; }
    rm -rf "$dir"
    swift package ${SWIFT_FLAGS:-} diagnose-api-breaking-changes "$commit" --products "${products[@]}" --baseline-dir "$dir" --regenerate-baseline
    mkdir -p api
    tar czf api/baseline.tar.gz -C "$dir/$commit" .
    echo "$commit" > api/BASELINE
    echo "Recorded. Add to CHANGELOG.md, under the change that moves it: API baseline: ${commit:0:12}"
    exit 0
fi

baseline=$(tr -d '[:space:]' < api/BASELINE)
if ! grep -q "API baseline: ${baseline:0:12}" CHANGELOG.md; then
    echo "check-api: CHANGELOG.md has no entry naming API baseline ${baseline:0:12}" >&2
    exit 1
fi
rm -rf "$dir"
mkdir -p "$dir/$baseline"
tar xzf api/baseline.tar.gz -C "$dir/$baseline"
swift package ${SWIFT_FLAGS:-} diagnose-api-breaking-changes "$baseline" --products "${products[@]}" --baseline-dir "$dir"
