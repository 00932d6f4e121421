import Hummingbird

/// Counts and times every request of one route family: `vellum_requests_total{route,status}`
/// and `vellum_request_duration_seconds{route}` in the server's own registry
/// (``ServerMetrics``). Each family's ``RouteCollection`` adds one with its name, so HEAD
/// requests (answered through the GET route) and 405s count under the family too.
///
/// Hummingbird's `MetricsMiddleware` records through the process-wide metrics system with
/// OpenTelemetry's names and labels (`http.route` as a path template); this one keeps the
/// names `GET /metrics` has always shown and a registry per server.
///
/// ```swift
/// let routes = RouteCollection(context: BasicRequestContext.self)
///     .add(middleware: RequestMetricsMiddleware(route: "gauge", metrics: metrics))
/// ```
struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The `route` label.
    let route: String
    /// Where requests are recorded.
    let metrics: ServerMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let started = ContinuousClock.now
        do {
            let response = try await next(request, context)
            metrics.record(route: route, status: Int(response.status.code), duration: .now - started)
            return response
        } catch {
            let status = (error as? any HTTPResponseError)?.status ?? .internalServerError
            metrics.record(route: route, status: Int(status.code), duration: .now - started)
            throw error
        }
    }
}
