import Hummingbird

/// `GET /v1/progress/{value}.{ext}`: a progress view (``ProgressRequest``).
struct ProgressRoutes {
    let server: ImageServer

    /// The route, relative to `v1/progress`, counted as `route="progress"`.
    var endpoints: RouteCollection<BasicRequestContext> {
        RouteCollection.valueImage(ProgressRequest.self, countedAs: "progress", in: server)
    }
}
