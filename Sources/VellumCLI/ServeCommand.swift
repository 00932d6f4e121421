import ArgumentParser
import Foundation
import VellumServer

/// `vellum serve`: the HTTP server (`ImageServer`, in VellumServer). Options override the
/// `VELLUM_*` environment variables, which override the defaults. It lives in the executable,
/// the one place that sees both the command line and the server, so neither library depends
/// on the other.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve progress views, gauges and badges as PNG, SVG and PDF over HTTP.",
        discussion: """
            Renders run on a pool of --workers threads; when --queue renders wait already, the \
            server answers 503 with Retry-After at once. Responses carry a strong ETag and \
            Cache-Control, and rendered images are kept in an in-memory cache of --cache-mb \
            megabytes; what renders keep for one another (shaped text, decoded images, masks, \
            path data) is bounded by --render-cache-mb. SIGTERM or SIGINT stops accepting \
            connections and finishes the requests in flight.

            Each option has an environment variable: VELLUM_HOST, VELLUM_PORT, VELLUM_WORKERS, \
            VELLUM_QUEUE, VELLUM_CACHE_MB, VELLUM_RENDER_CACHE_MB, VELLUM_ERROR_STATUS, \
            VELLUM_RENDER_DEADLINE, VELLUM_CACHE_SECONDS, VELLUM_LOG_LEVEL.

            Examples:
              vellum serve --port 8080
              curl 'http://127.0.0.1:8080/v1/progress/42.svg?label=Upload&percent=true'
              curl -o ring.png 'http://127.0.0.1:8080/v1/progress/0.7.png?style=circular&scale=2'
              VELLUM_WORKERS=2 VELLUM_CACHE_MB=256 vellum serve --host 0.0.0.0
            """
    )

    @Option(help: "The address to listen on (default 127.0.0.1).")
    var host: String?

    @Option(help: "The port; 0 picks a free one (default 8080).")
    var port: Int?

    @Option(help: "Renders that run at once (default: the number of cores).")
    var workers: Int?

    @Option(help: "Renders that may wait for a worker before the server answers 503 (default: 64 per core).")
    var queue: Int?

    @Option(
        name: .customLong("cache-mb"),
        help: "Megabytes of rendered images kept in memory; 0 turns the cache off (default 64).")
    var cacheMegabytes: Int?

    @Option(
        name: .customLong("render-cache-mb"),
        help: "Megabytes renders keep for one another (text, images, masks, path data); 0 turns them off (default 32).")
    var renderCacheMegabytes: Int?

    @Option(
        name: .customLong("error-status"),
        help: "The status of bad input: 400, or 200 for image proxies that drop errors (default 400).")
    var errorStatus: Int?

    @Option(name: .customLong("render-deadline"), help: "Seconds a render may take before 503 (default 10).")
    var renderDeadline: Double?

    @Option(name: .customLong("cache-seconds"), help: "max-age when a request gives no cacheSeconds (default 3600).")
    var cacheSeconds: Int?

    @Option(
        name: .customLong("log-level"),
        help:
            "The lowest level logged: trace, debug, info (every request, the default), notice, warning, error, critical."
    )
    var logLevel: String?

    init() {}

    /// The settings: defaults, then the environment, then the options.
    func serverConfiguration(environment: [String: String] = ProcessInfo.processInfo.environment) throws
        -> ServerConfiguration
    {
        var configuration = try ServerConfiguration(environment: environment)
        if let host { configuration.host = host }
        if let port { configuration.port = port }
        if let workers { configuration.workers = workers }
        if let queue { configuration.queueLimit = queue }
        if let cacheMegabytes { configuration.cacheMegabytes = cacheMegabytes }
        if let renderCacheMegabytes { configuration.renderCacheMegabytes = renderCacheMegabytes }
        if let errorStatus { configuration.errorStatus = errorStatus }
        if let renderDeadline { configuration.renderDeadline = renderDeadline }
        if let cacheSeconds { configuration.defaultCacheSeconds = cacheSeconds }
        if let logLevel { configuration.logLevel = logLevel }
        try configuration.validate()
        return configuration
    }

    func run() async throws {
        let configuration: ServerConfiguration
        do {
            configuration = try serverConfiguration()
        } catch let error as ServerError {
            throw ValidationError(error.description)
        }
        let server = ImageServer(configuration: configuration)
        try await server.run { port in
            // Scripts and tests read the port from this line.
            FileHandle.standardOutput.write(
                Data("vellum serve: listening on http://\(configuration.host):\(port)\n".utf8))
        }
    }
}
