#!/usr/bin/env bash
# Soak of `vellum serve`: REQUESTS unique requests (default 1,000,000) across every route
# (progress SVG/PNG/PDF, gauge, badge SVG/PNG, progress-bar.dev, POST /v1/render, /health,
# /metrics), sent by wrk on loopback to a release server with its default caches, while the
# server's RSS (VmRSS) and its caches' bytes are sampled every SAMPLE seconds. Stops at
# REQUESTS or after LIMIT seconds (default 3600), whichever comes first; prints the RSS curve
# and the peak. Not part of `make test` (a full run takes 15-30 minutes on two cores).
# Settings: REQUESTS, LIMIT, SAMPLE (default 10), CONNECTIONS (default 16), THREADS (default 2),
# SERVE_OPTIONS (extra `vellum serve` options, e.g. "--render-cache-mb 8"), OUT (CSV of samples),
# SCRATCH (SwiftPM's build directory, default .build).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

requests=${REQUESTS:-1000000}
limit=${LIMIT:-3600}
sample=${SAMPLE:-10}
connections=${CONNECTIONS:-16}
threads=${THREADS:-2}
out=${OUT:-soak.csv}
command -v wrk >/dev/null || { echo "soak: wrk is missing; run: sudo apt-get install -y wrk" >&2; exit 1; }
scratch=${SCRATCH:-.build}
swift build -c release --product vellum --scratch-path "$scratch" >/dev/null
binary=$scratch/release/vellum

work=$(mktemp -d)
server=""
cleanup() { [ -n "$server" ] && kill -TERM "$server" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

# shellcheck disable=SC2086
"$binary" serve --port 0 --log-level warning ${SERVE_OPTIONS:-} >"$work/serve.log" 2>&1 &
server=$!
base=""
for _ in $(seq 200); do
    if grep -q "listening on" "$work/serve.log"; then base=$(grep -o "http://[0-9.:]*" "$work/serve.log" | head -1); break; fi
    sleep 0.05
done
[ -n "$base" ] || { echo "soak: the server did not start" >&2; cat "$work/serve.log" >&2; exit 1; }

# Each wrk thread numbers its requests n = thread, thread + THREADS, …: every request is
# unique (its label or value carries n), and the routes take turns.
cat >"$work/soak.lua" <<'LUA'
local counter = 0
function setup(thread)
    thread:set("id", counter)
    counter = counter + 1
end
function init(args)
    n = id
    step = tonumber(os.getenv("SOAK_THREADS"))
    quota = math.ceil(tonumber(os.getenv("SOAK_REQUESTS")) / step)
    sent = 0
    answered = 0
end
request = function()
    n = n + step
    sent = sent + 1
    local v = n % 100
    local route = n % 10
    if route == 0 then
        return wrk.format("GET", "/v1/progress/" .. v .. ".svg?style=linear&label=P" .. n)
    elseif route == 1 then
        return wrk.format("GET", "/v1/progress/" .. v .. ".png?style=circular&percent=true&label=Q" .. n)
    elseif route == 2 then
        return wrk.format("GET", "/v1/progress/" .. v .. ".pdf?label=R" .. n)
    elseif route == 3 then
        return wrk.format("GET", "/v1/gauge/" .. v .. ".svg?min=0&max=100&label=G" .. n)
    elseif route == 4 then
        return wrk.format("GET", "/v1/badge/b" .. n .. "/" .. v .. ".png")
    elseif route == 5 then
        return wrk.format("GET", "/v1/badge/c" .. n .. "/" .. v .. ".svg?style=plastic")
    elseif route == 6 then
        return wrk.format("GET", "/" .. v .. "/?title=T" .. n)
    elseif route == 7 then
        local body = '{"value": ' .. (v / 100) .. ', "style": "linear", "format": "png", "label": "J' .. n .. '"}'
        return wrk.format("POST", "/v1/render", {["Content-Type"] = "application/json"}, body)
    elseif route == 8 then
        return wrk.format("GET", "/v1/gauge/" .. v .. ".png?min=0&max=100&label=H" .. n)
    elseif n % 1000 < 10 then
        return wrk.format("GET", "/metrics")
    else
        return wrk.format("GET", "/health?n=" .. n)
    end
end
response = function(status, headers, body)
    answered = answered + 1
    if answered >= quota then wrk.thread:stop() end
end
LUA

pid=$server
echo "seconds,requests,rss_kib,response_cache_bytes,render_cache_bytes" >"$out"
started=$(date +%s)
SOAK_THREADS=$threads SOAK_REQUESTS=$requests \
    wrk -t"$threads" -c"$connections" -d"${limit}s" --timeout 30s -s "$work/soak.lua" "$base" >"$work/wrk.txt" 2>&1 &
load=$!
# Requests answered (every route, every status) and the caches' bytes, from /metrics.
read_metrics() {
    curl -s "$base/metrics" | awk '
        /^vellum_requests_total\{/ { requests += $2 }
        /^vellum_cache_bytes / { response = $2 }
        /^vellum_render_cache_bytes\{/ { render += $2 }
        END { printf "%d,%d,%d\n", requests, response, render }'
}
while kill -0 "$load" 2>/dev/null; do
    sleep "$sample"
    rss=$(awk '/^VmRSS/ { print $2 }' "/proc/$pid/status")
    line="$(( $(date +%s) - started )),$(read_metrics | awk -F, -v rss="$rss" '{ printf "%s,%s,%s,%s", $1, rss, $2, $3 }')"
    echo "$line" >>"$out"
    echo "$line"
    # wrk's threads stop at their quota, but wrk itself waits out -d: end it (it then reports).
    if [ "$(echo "$line" | cut -d, -f2)" -ge "$requests" ]; then kill -INT "$load" 2>/dev/null || true; fi
done
wait "$load" || true
cat "$work/wrk.txt"
rss=$(awk '/^VmRSS/ { print $2 }' "/proc/$pid/status")
peak=$(awk '/^VmHWM/ { print $2 }' "/proc/$pid/status")
echo "soak: $(read_metrics | cut -d, -f1) requests answered in $(( $(date +%s) - started )) s;" \
     "RSS now $(( rss / 1024 )) MiB, peak (VmHWM) $(( peak / 1024 )) MiB; samples in $out"
grep -E '^vellum_render_cache_(bytes|entries|evictions_total)\{' <(curl -s "$base/metrics") || true
