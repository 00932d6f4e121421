import Hummingbird

/// `GET /{value}/`: progress-bar.dev's route (``ProgressBarDevRequest``), any single segment
/// the other routes do not take.
struct ProgressBarDevRoutes {
    let server: ImageServer

    /// The route, counted as `route="progress-bar.dev"`.
    var endpoints: RouteCollection<BasicRequestContext> {
        RouteCollection.counted(as: "progress-bar.dev", in: server)
            .image(":file", server: server) { _, value, query in
                try ProgressBarDevRequest(value: value, query: &query)
            }
    }
}
