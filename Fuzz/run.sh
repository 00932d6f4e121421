#!/usr/bin/env bash
# Builds the fuzz targets of Sources/Fuzz/ for libFuzzer (every module they use with
# -sanitize=fuzzer,address, linked with lld, into .build-fuzz/ at the top of the package) and
# runs each for FUZZ_SECONDS (default 60) from the committed seeds in Fuzz/corpus/<target>/.
#
#   Fuzz/run.sh                      # all six targets, one after another
#   FUZZ_SECONDS=900 Fuzz/run.sh drawing path-data
#   FUZZ_BUILD_ONLY=1 Fuzz/run.sh    # just build
#
# New inputs go to .build-fuzz/corpus/<target>/ (not committed), crashes and hangs to
# .build-fuzz/artifacts/<target>/, libFuzzer's output to .build-fuzz/logs/<target>.log.
# Exits non-zero when a target found a crash or a hang (FUZZ_TIMEOUT, default 10 s, 60 s for
# image-data); replay
# one with `.build-fuzz/release/<Executable> <artifact>`, or without libFuzzer with
# `swift run <Executable> <artifact>`.
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build-fuzz

SWIFT=${SWIFT:-swift}
FUZZ_SECONDS=${FUZZ_SECONDS:-60}
# Seconds one input may take (FUZZ_TIMEOUT overrides every target's): image data gets 60,
# since a legal image near the 64-megapixel limit takes over 10 s under ASan.
timeout_for() {
    if [[ -n "${FUZZ_TIMEOUT:-}" ]]; then echo "$FUZZ_TIMEOUT"; return; fi
    case "$1" in image-data) echo 60 ;; *) echo 10 ;; esac
}
all_targets=(path-data hex-colour job-line drawing image-data set-operations)
targets=("${@:-${all_targets[@]}}")

executable() {
    case "$1" in
        path-data) echo FuzzPathData ;; hex-colour) echo FuzzHexColour ;;
        job-line) echo FuzzJobLine ;; drawing) echo FuzzDrawing ;;
        image-data) echo FuzzImageData ;; set-operations) echo FuzzSetOperations ;;
        *) echo "unknown target '$1' (one of: ${all_targets[*]})" >&2; exit 2 ;;
    esac
}

max_len() {
    case "$1" in
        path-data) echo 512 ;; hex-colour) echo 32 ;; job-line) echo 1024 ;; drawing) echo 512 ;;
        image-data) echo 65536 ;; set-operations) echo 256 ;;
    esac
}

# (The filter hides a harmless lld note; the build's own status decides.)
for target in "${targets[@]}"; do
    if ! $SWIFT build -c release --scratch-path "$out" --product "$(executable "$target")" \
        -Xswiftc -DVELLUM_LIBFUZZER -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld \
        > >(grep -v "prohibited flag(s): -pthread") 2>&1; then
        echo "Fuzz/run.sh: building the fuzz target $target failed" >&2
        exit 1
    fi
done
[[ -n "${FUZZ_BUILD_ONLY:-}" ]] && exit 0

# Pango and fontconfig keep caches for the life of the process; they are not our leaks.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0}
# libFuzzer reports crashes itself; the Swift backtracer would only delay them.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
status=0
for target in "${targets[@]}"; do
    exe=$(executable "$target")
    mkdir -p "$out/corpus/$target" "$out/artifacts/$target" "$out/logs"
    log="$out/logs/$target.log"
    echo "== $target ($exe), ${FUZZ_SECONDS}s"
    if ! "$out/release/$exe" -max_total_time="$FUZZ_SECONDS" "-timeout=$(timeout_for "$target")" -rss_limit_mb=4096 \
        -max_len="$(max_len "$target")" -print_final_stats=1 \
        -artifact_prefix="$out/artifacts/$target/" "$out/corpus/$target" "Fuzz/corpus/$target" >"$log" 2>&1; then
        echo "   FAILED: see $log and $out/artifacts/$target/"
        grep -m3 -E "ERROR|Fatal error|deadly signal|timeout" "$log" | sed 's/^/   /' || true
        status=1
    fi
    grep -E "^#[0-9]+" "$log" | tail -1 | sed 's/^/   last: /' || true
    grep -E "stat::number_of_executed_units|stat::average_exec_per_sec" "$log" | sed 's/^/   /' || true
done
exit $status
