import Foundation

/// How `vellum serve` runs: where it listens, how many renders run at once, its cache and
/// limits. Every setting also comes from an environment variable (`VELLUM_PORT`, …), which the
/// command line overrides.
///
/// ```swift
/// var configuration = ServerConfiguration()
/// configuration.port = 0 // any free port
/// ```
public struct ServerConfiguration: Sendable, Hashable {
    /// The address to listen on. Default: 127.0.0.1 (`VELLUM_HOST`).
    public var host = "127.0.0.1"
    /// The port; 0 picks a free one. Default: 8080 (`VELLUM_PORT`).
    public var port = 8080
    /// Renders that run at once. Default: the number of cores (`VELLUM_WORKERS`).
    public var workers = ProcessInfo.processInfo.activeProcessorCount
    /// Renders that may wait for a worker; more get 503 at once. Default: 64 per worker
    /// (`VELLUM_QUEUE`).
    public var queueLimit = 64 * ProcessInfo.processInfo.activeProcessorCount
    /// Megabytes of rendered images kept in memory. 0 turns the cache off. Default: 64
    /// (`VELLUM_CACHE_MB`).
    public var cacheMegabytes = 64
    /// Megabytes the renders keep for one another (`RenderCaches`): half for decoded images,
    /// a quarter for coverage masks of text and strokes, an eighth each for SVG path data and
    /// shaped text. 0 turns them off. Default: 32 (`VELLUM_RENDER_CACHE_MB`).
    ///
    /// ```swift
    /// configuration.renderCacheMegabytes = 16   // 8 MiB of images, 4 of masks, 2 + 2
    /// ```
    public var renderCacheMegabytes = 32
    /// The status bad input gets: 400, or 200 for image proxies that drop other statuses.
    /// Default: 400 (`VELLUM_ERROR_STATUS`).
    public var errorStatus = 400
    /// Seconds a render may take before the request gets 503. Default: 10
    /// (`VELLUM_RENDER_DEADLINE`).
    public var renderDeadline = 10.0
    /// `max-age` when a request gives no `cacheSeconds`. Default: 3600
    /// (`VELLUM_CACHE_SECONDS`).
    public var defaultCacheSeconds = 3600
    /// The most `cacheSeconds` a request may ask for. Default: 31,536,000 (a year).
    public var maximumCacheSeconds = 31_536_000
    /// The lowest level logged: `info` logs every request. Default: info (`VELLUM_LOG_LEVEL`).
    public var logLevel = "info"

    /// The defaults.
    public init() {}

    /// The defaults, changed by the `VELLUM_*` variables of `environment`.
    /// - Throws: ``ServerError/invalidParameter(name:reason:)`` for a variable that is not a
    ///   number where one is needed.
    public init(environment: [String: String]) throws {
        self.init()
        func integer(_ name: String) throws -> Int? {
            guard let text = environment[name] else { return nil }
            guard let value = Int(text) else {
                throw ServerError.invalidParameter(name: name, reason: "not a whole number")
            }
            return value
        }
        if let host = environment["VELLUM_HOST"] { self.host = host }
        if let level = environment["VELLUM_LOG_LEVEL"] { logLevel = level }
        if let port = try integer("VELLUM_PORT") { self.port = port }
        if let workers = try integer("VELLUM_WORKERS") { self.workers = workers }
        if let queue = try integer("VELLUM_QUEUE") { self.queueLimit = queue }
        if let cache = try integer("VELLUM_CACHE_MB") { self.cacheMegabytes = cache }
        if let cache = try integer("VELLUM_RENDER_CACHE_MB") { self.renderCacheMegabytes = cache }
        if let status = try integer("VELLUM_ERROR_STATUS") { self.errorStatus = status }
        if let seconds = try integer("VELLUM_CACHE_SECONDS") { self.defaultCacheSeconds = seconds }
        if let text = environment["VELLUM_RENDER_DEADLINE"] {
            guard let deadline = Double(text) else {
                throw ServerError.invalidParameter(name: "VELLUM_RENDER_DEADLINE", reason: "not a number of seconds")
            }
            renderDeadline = deadline
        }
    }

    /// Checks every setting.
    /// - Throws: ``ServerError/invalidParameter(name:reason:)`` for the first bad one.
    public func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ServerError.invalidParameter(name: "port", reason: "must be 0…65535")
        }
        guard (1...1_024).contains(workers) else {
            throw ServerError.invalidParameter(name: "workers", reason: "must be 1…1024")
        }
        guard (0...1_000_000).contains(queueLimit) else {
            throw ServerError.invalidParameter(name: "queue", reason: "must be 0…1000000")
        }
        guard (0...65_536).contains(cacheMegabytes) else {
            throw ServerError.invalidParameter(name: "cache-mb", reason: "must be 0…65536")
        }
        guard (0...65_536).contains(renderCacheMegabytes) else {
            throw ServerError.invalidParameter(name: "render-cache-mb", reason: "must be 0…65536")
        }
        guard errorStatus == 400 || errorStatus == 200 else {
            throw ServerError.invalidParameter(name: "error-status", reason: "must be 400 or 200")
        }
        guard renderDeadline.isFinite, renderDeadline > 0, renderDeadline <= 600 else {
            throw ServerError.invalidParameter(
                name: "render-deadline", reason: "must be more than 0 and at most 600 seconds")
        }
        guard ["trace", "debug", "info", "notice", "warning", "error", "critical"].contains(logLevel) else {
            throw ServerError.invalidParameter(
                name: "log-level", reason: "must be trace, debug, info, notice, warning, error or critical")
        }
        guard (0...maximumCacheSeconds).contains(defaultCacheSeconds) else {
            throw ServerError.invalidParameter(name: "cache-seconds", reason: "must be 0…\(maximumCacheSeconds)")
        }
    }
}
