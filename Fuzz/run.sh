#!/usr/bin/env bash
# Builds the libFuzzer targets (every module with -sanitize=fuzzer,address, linked with lld)
# and runs each for FUZZ_SECONDS (default 60) from the committed seeds in corpus/<target>/.
#
#   Fuzz/run.sh                      # all four targets, one after another
#   FUZZ_SECONDS=900 Fuzz/run.sh drawing path-data
#   FUZZ_BUILD_ONLY=1 Fuzz/run.sh    # just build
#
# New inputs go to Fuzz/.build/corpus/<target>/ (not committed), crashes and hangs to
# Fuzz/.build/artifacts/<target>/, libFuzzer's output to Fuzz/.build/logs/<target>.log.
# Exits non-zero when a target found a crash, a hang (FUZZ_TIMEOUT, default 10 s) or a leak
# of time; replay one with `Fuzz/.build/release/<Executable> <artifact>`.
set -euo pipefail
cd "$(dirname "$0")"

SWIFT=${SWIFT:-swift}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
FUZZ_TIMEOUT=${FUZZ_TIMEOUT:-10}
all_targets=(path-data hex-colour job-line drawing)
targets=("${@:-${all_targets[@]}}")

executable() {
    case "$1" in
        path-data) echo FuzzPathData ;; hex-colour) echo FuzzHexColour ;;
        job-line) echo FuzzJobLine ;; drawing) echo FuzzDrawing ;;
        *) echo "unknown target '$1' (one of: ${all_targets[*]})" >&2; exit 2 ;;
    esac
}

max_len() {
    case "$1" in path-data) echo 512 ;; hex-colour) echo 32 ;; job-line) echo 1024 ;; drawing) echo 512 ;; esac
}

# SwiftPM keeps the plan of the package on `..` across builds and missed source files and
# module dependencies added there since (a fresh plan costs seconds).
rm -f .build/release.yaml .build/release/description.json
# (The filter hides a harmless lld note; the build's own status decides.)
if ! $SWIFT build -c release --scratch-path .build -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld \
    > >(grep -v "prohibited flag(s): -pthread") 2>&1; then
    echo "Fuzz/run.sh: building the fuzz targets failed" >&2
    exit 1
fi
[[ -n "${FUZZ_BUILD_ONLY:-}" ]] && exit 0

# Pango and fontconfig keep caches for the life of the process; they are not our leaks.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
# libFuzzer reports crashes itself; the Swift backtracer would only delay them.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
status=0
for target in "${targets[@]}"; do
    exe=$(executable "$target")
    mkdir -p ".build/corpus/$target" ".build/artifacts/$target" .build/logs
    log=".build/logs/$target.log"
    echo "== $target ($exe), ${FUZZ_SECONDS}s"
    if ! ".build/release/$exe" -max_total_time="$FUZZ_SECONDS" -timeout="$FUZZ_TIMEOUT" -rss_limit_mb=4096 \
        -max_len="$(max_len "$target")" -print_final_stats=1 \
        -artifact_prefix=".build/artifacts/$target/" ".build/corpus/$target" "corpus/$target" >"$log" 2>&1; then
        echo "   FAILED: see $log and .build/artifacts/$target/"
        grep -m3 -E "ERROR|Fatal error|deadly signal|timeout" "$log" | sed 's/^/   /' || true
        status=1
    fi
    grep -E "^#[0-9]+" "$log" | tail -1 | sed 's/^/   last: /' || true
    grep -E "stat::number_of_executed_units|stat::average_exec_per_sec" "$log" | sed 's/^/   /' || true
done
exit $status
