import Hummingbird

/// `GET /{value}/`: progress-bar.dev's route (``ProgressBarDevRequest``), any single segment
/// the other routes do not take.
struct ProgressBarDevRoutes {
    let server: ImageServer

    /// The route, counted as `route="progress-bar.dev"`.
    var endpoints: RouteCollection<BasicRequestContext> {
        let server = self.server
        return RouteCollection(context: BasicRequestContext.self)
            .add(middleware: RequestMetricsMiddleware(route: "progress-bar.dev", metrics: server.metrics))
            .read(":file") { request, context in
                try await server.respond(to: request, file: context.parameters.require("file"),
                                         parameters: ProgressBarDevRequest.parameters) { value, query in
                    let bar = try ProgressBarDevRequest(value: value, query: &query)
                    return Renderable(key: bar.key, look: bar.look) { bar.view(colorScheme: $0) }
                }
            }
    }
}
