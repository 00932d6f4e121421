import Hummingbird

/// `POST /v1/render`: a job in the body (``RenderJobRequest``).
struct RenderRoutes {
    let server: ImageServer

    /// The route, relative to `v1/render`, counted as `route="render"`.
    var endpoints: RouteCollection<BasicRequestContext> {
        let server = self.server
        return RouteCollection.counted(as: "render", in: server)
            .write("") { request, _ in try await server.respondToJob(request) }
    }
}
