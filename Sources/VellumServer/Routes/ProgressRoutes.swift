import Hummingbird

/// `GET /v1/progress/{value}.{ext}`: a progress view (``ProgressRequest``).
struct ProgressRoutes {
    let server: ImageServer

    /// The route, relative to `v1/progress`, counted as `route="progress"`.
    var endpoints: RouteCollection<BasicRequestContext> {
        let server = self.server
        return RouteCollection(context: BasicRequestContext.self)
            .add(middleware: RequestMetricsMiddleware(route: "progress", metrics: server.metrics))
            .read(":file") { request, context in
                try await server.respond(to: request, file: context.parameters.require("file"),
                                         parameters: ProgressRequest.parameters) { value, query in
                    let progress = try ProgressRequest(value: value, query: &query)
                    return Renderable(key: progress.key, look: progress.look, animates: progress.animates) { progress.view(colorScheme: $0) }
                }
            }
    }
}
