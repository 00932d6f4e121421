import Hummingbird

/// `GET /v1/badge/{label}/{value}.{ext}`: a shields.io-style badge (``BadgeRequest``).
struct BadgeRoutes {
    let server: ImageServer

    /// The route, relative to `v1/badge`, counted as `route="badge"`.
    var endpoints: RouteCollection<BasicRequestContext> {
        let server = self.server
        return RouteCollection(context: BasicRequestContext.self)
            .add(middleware: RequestMetricsMiddleware(route: "badge", metrics: server.metrics))
            .read(":label/:file") { request, context in
                let label = try context.parameters.require("label")
                return try await server.respond(to: request, file: context.parameters.require("file"),
                                                parameters: BadgeRequest.parameters) { value, query in
                    let badge = try BadgeRequest(label: label, value: value, query: &query)
                    return Renderable(key: badge.key, look: badge.look) { badge.view(colorScheme: $0) }
                }
            }
    }
}
