#!/usr/bin/env bash
# `make load`: requests per second and latency of `vellum serve` under wrk, on loopback only,
# bounded in time: uncached SVG and PNG, and cached responses. With PEER_URL set to a
# progress-bar.dev-compatible server you run yourself (e.g. its public source under gunicorn),
# the same route is measured against it in the same run.
# Settings: DURATION (seconds per run, default 8), CONNECTIONS (default 32), THREADS (default 2).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

duration=${DURATION:-8}
connections=${CONNECTIONS:-32}
threads=${THREADS:-2}
if ! command -v wrk >/dev/null; then
    if [ "$(id -u)" -eq 0 ]; then DEBIAN_FRONTEND=noninteractive apt-get install -y wrk; else
        echo "load: wrk is missing; run: sudo apt-get install -y wrk" >&2; exit 1; fi
fi
swift build -c release --product vellum >/dev/null
binary=.build/release/vellum

logs=$(mktemp -d)
pids=()
cleanup() { for pid in "${pids[@]}"; do kill -TERM "$pid" 2>/dev/null || true; done; rm -rf "$logs"; }
trap cleanup EXIT

# Starts a server with the given options on a free port; prints its base URL.
start() {
    local log="$logs/$RANDOM.log"
    "$binary" serve --port 0 --log-level warning "$@" >"$log" 2>&1 &
    pids+=($!)
    for _ in $(seq 200); do
        if grep -q "listening on" "$log"; then grep -o "http://[0-9.:]*" "$log" | head -1; return; fi
        sleep 0.05
    done
    echo "load: the server did not start" >&2; cat "$log" >&2; exit 1
}

uncached=$(start --cache-mb 0)
cached=$(start)

# Requests whose value runs through 0...100 (VALUES_PATH has {value} where it goes): a server
# that kept anything per value would show it here, not with one URL.
cat >"$logs/values.lua" <<'LUA'
local n = 0
request = function()
    n = n + 1
    return wrk.format("GET", (string.gsub(os.getenv("VALUES_PATH"), "{value}", tostring(n % 101))))
end
LUA

run() {
    local name=$1 url=$2 script=${3:-}
    local out
    # Renders still queued from the previous run would share the cores with this one.
    sleep 2
    out=$(wrk -t"$threads" -c"$connections" -d"${duration}s" --latency ${script:+-s "$script"} "$url")
    local rps p50 p99 errors
    rps=$(awk '/Requests\/sec/ {print $2}' <<<"$out")
    p50=$(awk '$1 == "50%" {print $2}' <<<"$out")
    p99=$(awk '$1 == "99%" {print $2}' <<<"$out")
    errors=$(awk '/Non-2xx/ {print $5}' <<<"$out")
    printf '%-34s %10s req/s   p50 %-9s p99 %-9s %s\n' "$name" "$rps" "$p50" "$p99" "${errors:+non-2xx: $errors}"
}

echo "wrk: $threads threads, $connections connections, ${duration} s each, on $(nproc) cores"
if [ -n "${PEER_URL:-}" ]; then run "peer /42/?title=Upload (SVG)" "$PEER_URL/42/?title=Upload"; fi
run "vellum /42/?title=Upload (SVG, uncached)" "$uncached/42/?title=Upload"
run "vellum progress linear SVG (uncached)" "$uncached/v1/progress/42.svg?style=linear&label=Upload&percent=true"
run "vellum ring 128x128 PNG (uncached)" "$uncached/v1/progress/42.png?style=circular&label=Upload&percent=true&size=128x128"
VALUES_PATH="/v1/progress/{value}.png?style=circular&label=Upload&percent=true&size=128x128" \
    run "vellum ring PNG, values 0-100 (uncached)" "$uncached" "$logs/values.lua"
curl -s -o /dev/null "$cached/42/?title=Upload"
run "vellum /42/?title=Upload (cached)" "$cached/42/?title=Upload"
