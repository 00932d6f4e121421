import Hummingbird

/// `GET /v1/progress/{value}.{ext}`: a progress view (``ProgressRequest``).
struct ProgressRoutes {
    let server: ImageServer

    /// The route, relative to `v1/progress`, counted as `route="progress"`.
    var endpoints: RouteCollection<BasicRequestContext> {
        RouteCollection.counted(as: "progress", in: server)
            .image(":file", server: server) { _, value, query in
                try ProgressRequest(value: value, query: &query)
            }
    }
}
