import Foundation
import Hummingbird
import Logging
import Metrics
import Prometheus
import ServiceLifecycle
import Synchronization
import UnixSignals
import Vellum

/// The HTTP server of `vellum serve`: progress views, gauges and badges as PNG, SVG and PDF,
/// rendered on a bounded pool, cached by canonical request, with ETags, limits and metrics.
///
/// ```swift
/// let server = ImageServer(configuration: ServerConfiguration())
/// try await server.run() // until SIGTERM or SIGINT; in-flight requests finish
/// ```
public final class ImageServer: Sendable {
    /// Where it listens, its pool, cache and limits.
    public let configuration: ServerConfiguration
    let pool: RenderPool
    let cache: ResponseCache
    /// What every render keeps for the next: shaped text, decoded images, coverage masks and
    /// SVG path data, within ``ServerConfiguration/renderCacheMegabytes`` together.
    let renderCaches: RenderCaches
    let metrics: ServerMetrics
    let logger: Logger
    private let runningGroup = Mutex<ServiceGroup?>(nil)

    /// The version in ETags and the `Server` header: Vellum's own (`Vellum.version`).
    public static var version: String { Vellum.version }

    /// A server with `configuration`, logging to `logger` (default: one line per entry on
    /// standard output) at the configuration's level. Nothing listens until
    /// ``run(gracefulShutdownSignals:onRunning:)``.
    public init(configuration: ServerConfiguration, logger: Logger? = nil) {
        self.configuration = configuration
        var logger = logger ?? Logger(label: "vellum.serve") { LineLogHandler(label: $0) }
        if let level = Logger.Level(rawValue: configuration.logLevel) { logger.logLevel = level }
        pool = RenderPool(workers: configuration.workers, queueLimit: configuration.queueLimit)
        cache = ResponseCache(byteLimit: configuration.cacheMegabytes << 20)
        renderCaches = RenderCaches(totalBytes: configuration.renderCacheMegabytes << 20)
        metrics = ServerMetrics()
        self.logger = logger
    }

    deinit { pool.stop() }

    /// Runs until one of `signals` arrives (or the task is cancelled), then stops accepting
    /// connections and finishes the requests in flight. `onRunning` gets the port listened on
    /// (useful with port 0).
    public func run(
        gracefulShutdownSignals signals: [UnixSignal] = [.sigterm, .sigint],
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) async throws {
        try configuration.validate()
        let application = Application(
            router: makeRouter(),
            configuration: .init(
                address: .hostname(configuration.host, port: configuration.port), serverName: "Vellum/\(Self.version)"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        let group = ServiceGroup(
            configuration: .init(services: [application], gracefulShutdownSignals: signals, logger: logger))
        runningGroup.withLock { $0 = group }
        defer {
            runningGroup.withLock { $0 = nil }
            pool.stop()
            LineLogHandler.flush()
        }
        try await group.run()
    }

    /// Stops the server as SIGTERM does: no new connections, the requests in flight finish.
    public func shutdown() async {
        await runningGroup.withLock { $0 }?.triggerGracefulShutdown()
    }

    /// Every route: each family a `RouteCollection` (`Routes/`), counted by its
    /// ``RequestMetricsMiddleware``.
    ///
    /// Every GET route also answers HEAD (RFC 9110, 9.3.2): Hummingbird's
    /// `autoGenerateHeadEndpoints` answers it through the GET route and sends the same status
    /// and headers, `Content-Length` included, without the body.
    func makeRouter() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: LogRequestsMiddleware(.info))
        router.addRoutes(ServiceRoutes(server: self).endpoints)
        router.addRoutes(ProgressRoutes(server: self).endpoints, atPath: "v1/progress")
        router.addRoutes(GaugeRoutes(server: self).endpoints, atPath: "v1/gauge")
        router.addRoutes(BadgeRoutes(server: self).endpoints, atPath: "v1/badge")
        router.addRoutes(ChartRoutes(server: self).endpoints, atPath: "v1/chart")
        router.addRoutes(RenderRoutes(server: self).endpoints, atPath: "v1/render")
        // progress-bar.dev's route, last: any other single segment.
        router.addRoutes(ProgressBarDevRoutes(server: self).endpoints)
        return router
    }
}
