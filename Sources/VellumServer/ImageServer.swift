import Foundation
import Hummingbird
import Logging
import Metrics
import Prometheus
import Synchronization
import ServiceLifecycle
import UnixSignals
import Vellum
import VellumJobs

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
        metrics = ServerMetrics()
        self.logger = logger
    }

    deinit { pool.stop() }

    /// Runs until one of `signals` arrives (or the task is cancelled), then stops accepting
    /// connections and finishes the requests in flight. `onRunning` gets the port listened on
    /// (useful with port 0).
    public func run(gracefulShutdownSignals signals: [UnixSignal] = [.sigterm, .sigint],
                    onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        try configuration.validate()
        let application = Application(
            router: makeRouter(),
            configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "Vellum/\(Self.version)"),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger
        )
        let group = ServiceGroup(configuration: .init(services: [application], gracefulShutdownSignals: signals, logger: logger))
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

    /// Every route.
    func makeRouter() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: LogRequestsMiddleware(.info))
        // Every GET route also answers HEAD (RFC 9110, 9.3.2): the same status and headers,
        // Content-Length included, without the body.
        func read(_ path: RouterPath, _ handler: @escaping @Sendable (Request, BasicRequestContext) async throws -> Response) {
            router.get(path, use: handler)
            router.head(path) { request, context in
                var response = try await handler(request, context)
                let length = response.body.contentLength
                // After the body: setting a body rewrites Content-Length.
                response.body = ResponseBody()
                if let length { response.headers[.contentLength] = String(length) }
                return response
            }
        }
        read("health") { _, _ in Response(status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
                                                 body: ResponseBody(byteBuffer: ByteBuffer(string: "ok\n"))) }
        read("metrics") { _, _ in
            Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                     body: ResponseBody(byteBuffer: ByteBuffer(string: self.metrics.exposition(pool: self.pool, cache: self.cache))))
        }
        read("openapi.yaml") { _, _ in
            Response(status: .ok, headers: [.contentType: "application/yaml; charset=utf-8"],
                     body: ResponseBody(byteBuffer: ByteBuffer(string: OpenAPIDescription.yaml)))
        }
        read("v1/progress/:file") { request, context in
            try await self.respond(to: request, route: "progress", file: context.parameters.require("file"),
                                   parameters: ProgressRequest.parameters) { value, query in
                let progress = try ProgressRequest(value: value, query: &query)
                return Renderable(key: progress.key, look: progress.look, animates: progress.animates) { progress.view(colorScheme: $0) }
            }
        }
        read("v1/gauge/:file") { request, context in
            try await self.respond(to: request, route: "gauge", file: context.parameters.require("file"),
                                   parameters: GaugeRequest.parameters) { value, query in
                let gauge = try GaugeRequest(value: value, query: &query)
                return Renderable(key: gauge.key, look: gauge.look) { gauge.view(colorScheme: $0) }
            }
        }
        read("v1/badge/:label/:file") { request, context in
            let label = try context.parameters.require("label")
            return try await self.respond(to: request, route: "badge", file: context.parameters.require("file"),
                                          parameters: BadgeRequest.parameters) { value, query in
                let badge = try BadgeRequest(label: label, value: value, query: &query)
                return Renderable(key: badge.key, look: badge.look) { badge.view(colorScheme: $0) }
            }
        }
        router.post("v1/render") { request, _ in
            try await self.respondToJob(request)
        }
        // A known path with another method: 405 and the methods it takes.
        let readPaths: [RouterPath] = ["health", "metrics", "openapi.yaml", "v1/progress/:file", "v1/gauge/:file",
                                       "v1/badge/:label/:file", ":file"]
        for path in readPaths {
            for method in [HTTPRequest.Method.post, .put, .delete, .patch, .trace] {
                router.on(path, method: method) { _, _ in Self.methodNotAllowed(allow: "GET, HEAD") }
            }
        }
        for method in [HTTPRequest.Method.get, .head, .put, .delete, .patch, .trace] {
            router.on("v1/render", method: method) { _, _ in Self.methodNotAllowed(allow: "POST") }
        }
        // progress-bar.dev's route, last: any other single segment.
        read(":file") { request, context in
            try await self.respond(to: request, route: "progress-bar.dev", file: context.parameters.require("file"),
                                   parameters: ProgressBarDevRequest.parameters) { value, query in
                let bar = try ProgressBarDevRequest(value: value, query: &query)
                return Renderable(key: bar.key, look: bar.look) { bar.view(colorScheme: $0) }
            }
        }
        return router
    }
}

extension ImageServer {
    /// 405, with the methods the path takes.
    static func methodNotAllowed(allow: String) -> Response {
        Response(status: .methodNotAllowed, headers: [.allow: allow, .contentType: "text/plain; charset=utf-8"],
                 body: ResponseBody(byteBuffer: ByteBuffer(string: "method not allowed: use \(allow)\n")))
    }
}

/// What a route asks the server to draw, keyed for the cache: a view per colour scheme, or a
/// command-line job.
struct Renderable: Sendable {
    enum Content: Sendable {
        case view(@Sendable (ColorScheme) -> AnyView)
        case job(ImageJob)
    }

    var key: String
    var look: ImageLook
    var animates = false
    var content: Content

    init(key: String, look: ImageLook, animates: Bool = false, content: Content) {
        self.key = key
        self.look = look
        self.animates = animates
        self.content = content
    }

    init(key: String, look: ImageLook, animates: Bool = false, view: @escaping @Sendable (ColorScheme) -> AnyView) {
        self.init(key: key, look: look, animates: animates, content: .view(view))
    }
}
