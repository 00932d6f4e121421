import Foundation
import Metrics
import Prometheus
import Synchronization
import Vellum

/// The server's metrics through swift-metrics, kept in a Prometheus registry of its own (so
/// several servers in one process keep theirs apart) and written by `GET /metrics`: requests
/// by route and status, request latency, render time, cache hits and misses, queue depth,
/// and each of the render caches (`vellum_render_cache_*{cache="…"}`).
final class ServerMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    private let factory: PrometheusMetricsFactory
    private let hits: Metrics.Counter
    private let misses: Metrics.Counter
    private let renderTime: Metrics.Timer
    private let queueDepth: Metrics.Gauge
    private let activeRenders: Metrics.Gauge
    private let cacheBytes: Metrics.Gauge

    init() {
        var factory = PrometheusMetricsFactory(registry: registry)
        let buckets: [Duration] = [
            .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
            .milliseconds(20), .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500),
            .seconds(1), .seconds(2.5), .seconds(5), .seconds(10)
        ]
        factory.defaultDurationHistogramBuckets = buckets
        self.factory = factory
        hits = Metrics.Counter(label: "vellum_cache_hits_total", factory: factory)
        misses = Metrics.Counter(label: "vellum_cache_misses_total", factory: factory)
        renderTime = Metrics.Timer(label: "vellum_render_duration_seconds", factory: factory)
        queueDepth = Metrics.Gauge(label: "vellum_render_queue_depth", factory: factory)
        activeRenders = Metrics.Gauge(label: "vellum_renders_active", factory: factory)
        cacheBytes = Metrics.Gauge(label: "vellum_cache_bytes", factory: factory)
    }

    /// The metrics of one render cache, labelled by its name.
    private struct RenderCacheMetrics {
        let limit, bytes, entries: Metrics.Gauge
        let hits, misses, evictions: Metrics.Counter
    }

    /// The render caches' metrics, made on the first exposition, with the counts last
    /// reported (the caches count themselves; the counters advance by the difference).
    private let renderCacheMetrics = Mutex<
        (metrics: [String: RenderCacheMetrics], reported: [String: CacheStatistics])
    >(([:], [:]))

    /// Reports `statistics` of the render caches: gauges of bytes, limit and entries, and
    /// counters of hits, misses and evictions.
    func record(_ statistics: RenderCacheStatistics) {
        renderCacheMetrics.withLock { state in
            for (name, now) in statistics.all {
                let metrics =
                    state.metrics[name]
                    ?? {
                        let dimensions = [("cache", name)]
                        func gauge(_ label: String) -> Metrics.Gauge {
                            Metrics.Gauge(label: label, dimensions: dimensions, factory: factory)
                        }
                        func counter(_ label: String) -> Metrics.Counter {
                            Metrics.Counter(label: label, dimensions: dimensions, factory: factory)
                        }
                        return RenderCacheMetrics(
                            limit: gauge("vellum_render_cache_limit_bytes"), bytes: gauge("vellum_render_cache_bytes"),
                            entries: gauge("vellum_render_cache_entries"),
                            hits: counter("vellum_render_cache_hits_total"),
                            misses: counter("vellum_render_cache_misses_total"),
                            evictions: counter("vellum_render_cache_evictions_total"))
                    }()
                state.metrics[name] = metrics
                let before = state.reported[name] ?? CacheStatistics()
                metrics.limit.record(now.byteLimit)
                metrics.bytes.record(now.bytes)
                metrics.entries.record(now.entries)
                metrics.hits.increment(by: max(now.hits - before.hits, 0))
                metrics.misses.increment(by: max(now.misses - before.misses, 0))
                metrics.evictions.increment(by: max(now.evictions - before.evictions, 0))
                state.reported[name] = now
            }
        }
    }

    func cacheHit() { hits.increment() }
    func cacheMiss() { misses.increment() }
    func rendered(duration: Duration) { renderTime.recordNanoseconds(duration.nanoseconds) }

    private struct RequestKey: Hashable {
        let route: String
        let status: Int
    }

    /// The request counters and timers made so far: made once each, not per request.
    private let requestMetrics = Mutex<(counters: [RequestKey: Metrics.Counter], timers: [String: Metrics.Timer])>(
        ([:], [:]))

    /// One request answered.
    func record(route: String, status: Int, duration: Duration) {
        let (counter, timer) = requestMetrics.withLock { metrics in
            let key = RequestKey(route: route, status: status)
            let counter =
                metrics.counters[key]
                ?? Metrics.Counter(
                    label: "vellum_requests_total",
                    dimensions: [("route", route), ("status", String(status))],
                    factory: factory)
            metrics.counters[key] = counter
            let timer =
                metrics.timers[route]
                ?? Metrics.Timer(
                    label: "vellum_request_duration_seconds", dimensions: [("route", route)],
                    factory: factory)
            metrics.timers[route] = timer
            return (counter, timer)
        }
        counter.increment()
        timer.recordNanoseconds(duration.nanoseconds)
    }

    /// The Prometheus text of every metric, with the pool and caches read now.
    func exposition(pool: RenderPool, cache: ResponseCache, renderCaches: RenderCaches) -> String {
        record(renderCaches.statistics)
        queueDepth.record(pool.queueDepth)
        activeRenders.record(pool.activeRenders)
        cacheBytes.record(cache.byteCount)
        var bytes: [UInt8] = []
        registry.emit(into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
