import Hummingbird

/// `GET /v1/gauge/{value}.{ext}`: SwiftUI's `Gauge` (``GaugeRequest``).
struct GaugeRoutes {
    let server: ImageServer

    /// The route, relative to `v1/gauge`, counted as `route="gauge"`.
    var endpoints: RouteCollection<BasicRequestContext> {
        let server = self.server
        return RouteCollection(context: BasicRequestContext.self)
            .add(middleware: RequestMetricsMiddleware(route: "gauge", metrics: server.metrics))
            .read(":file") { request, context in
                try await server.respond(to: request, file: context.parameters.require("file"),
                                         parameters: GaugeRequest.parameters) { value, query in
                    let gauge = try GaugeRequest(value: value, query: &query)
                    return Renderable(key: gauge.key, look: gauge.look) { gauge.view(colorScheme: $0) }
                }
            }
    }
}
