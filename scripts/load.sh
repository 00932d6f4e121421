#!/usr/bin/env bash
# `make load`: requests per second and latency of `vellum serve` under wrk, on loopback only,
# bounded in time: uncached SVG and PNG, and cached responses. With PEER_URL set to a
# progress-bar.dev-compatible server you run yourself (e.g. its public source under gunicorn),
# the same route is measured against it in the same run.
# Settings: DURATION (seconds per run, default 8), CONNECTIONS (default 32), THREADS (default 2),
# ROUNDS (default 3), VELLUM_BINARY (default: this checkout's release build).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

duration=${DURATION:-8}
connections=${CONNECTIONS:-32}
threads=${THREADS:-2}
rounds=${ROUNDS:-3}
if ! command -v wrk >/dev/null; then
    if [ "$(id -u)" -eq 0 ]; then DEBIAN_FRONTEND=noninteractive apt-get install -y wrk; else
        echo "load: wrk is missing; run: sudo apt-get install -y wrk" >&2; exit 1; fi
fi
# VELLUM_BINARY: a server built elsewhere (a copy of an earlier build, to alternate before and after).
if [ -n "${VELLUM_BINARY:-}" ]; then binary=$VELLUM_BINARY; else
    swift build -c release --product vellum >/dev/null
    binary=.build/release/vellum
fi

logs=$(mktemp -d)
# `start` runs in a command substitution (a subshell), so the servers' ids go to a file.
cleanup() {
    if [ -f "$logs/pids" ]; then while read -r pid; do kill -TERM "$pid" 2>/dev/null || true; done <"$logs/pids"; fi
    rm -rf "$logs"
}
trap cleanup EXIT

# Starts a server with the given options on a free port; prints its base URL.
start() {
    local log="$logs/$RANDOM.log"
    "$binary" serve --port 0 --log-level warning "$@" >"$log" 2>&1 &
    echo $! >>"$logs/pids"
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

# One wrk run: requests/s, p50 and p99 (ms), and non-2xx responses.
measure() {
    local url=$1 script=${2:-}
    local out
    # Renders still queued from the previous run would share the cores with this one.
    sleep 2
    out=$(wrk -t"$threads" -c"$connections" -d"${duration}s" --latency ${script:+-s "$script"} "$url")
    awk '
        function ms(v) { if (v ~ /us$/) return v / 1000; if (v ~ /ms$/) return v + 0; if (v ~ /s$/) return v * 1000; return v }
        /Requests\/sec/ { rps = $2 }
        $1 == "50%" { p50 = ms($2) }
        $1 == "99%" { p99 = ms($2) }
        /Non-2xx/ { errors = $5 }
        END { printf "%s %s %s %s\n", rps, p50, p99, errors + 0 }' <<<"$out"
}

# name | path on a server | wrk script, or empty
routes=(
    "vellum /42/?title=Upload (SVG, uncached)|$uncached/42/?title=Upload|"
    "vellum progress linear SVG (uncached)|$uncached/v1/progress/42.svg?style=linear&label=Upload&percent=true|"
    "vellum ring 128x128 PNG (uncached)|$uncached/v1/progress/42.png?style=circular&label=Upload&percent=true&size=128x128|"
    "vellum ring PNG, values 0-100 (uncached)|$uncached|$logs/values.lua"
    "vellum /42/?title=Upload (cached)|$cached/42/?title=Upload|"
)
if [ -n "${PEER_URL:-}" ]; then routes=("peer /42/?title=Upload (SVG)|$PEER_URL/42/?title=Upload|" "${routes[@]}"); fi
export VALUES_PATH="/v1/progress/{value}.png?style=circular&label=Upload&percent=true&size=128x128"
curl -s -o /dev/null "$cached/42/?title=Upload"

# The machine's speed drifts by 10-20 % over minutes: every route, the peer's too, is measured
# once per round, rounds in turn, and compared by medians.
echo "wrk: $threads threads, $connections connections, ${duration} s each, $rounds rounds, on $(nproc) cores"
for round in $(seq "$rounds"); do
    for index in "${!routes[@]}"; do
        IFS='|' read -r name url script <<<"${routes[$index]}"
        read -r rps p50 p99 errors < <(measure "$url" "$script")
        echo "$index $rps $p50 $p99 $errors" >>"$logs/results"
        printf 'round %d  %-42s %10s req/s   p50 %7.2f ms   p99 %7.2f ms%s\n' "$round" "$name" "$rps" "$p50" "$p99" \
            "$([ "$errors" -gt 0 ] && echo "   non-2xx: $errors")"
    done
done

echo
echo "medians over $rounds rounds (p99: the worst round)"
peer_median=""
for index in "${!routes[@]}"; do
    IFS='|' read -r name _ _ <<<"${routes[$index]}"
    read -r median worst < <(awk -v i="$index" '$1 == i { print $2, $4 }' "$logs/results" | sort -n |
        awk '{ v[NR] = $1; if ($2 > w) w = $2 } END { m = NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; print m, w }')
    [[ "$name" == peer* ]] && peer_median=$median
    ratio=""
    if [ -n "$peer_median" ] && [[ "$name" != peer* ]]; then
        ratio=$(awk -v a="$median" -v b="$peer_median" 'BEGIN { printf "%.2fx the peer", a / b }')
    fi
    printf '%-42s %10.0f req/s   p99 %7.2f ms   %s\n' "$name" "$median" "$worst" "$ratio"
done
