import Hummingbird

/// `GET /{value}/`: progress-bar.dev's route (``ProgressBarDevRequest``), any single segment
/// the other routes do not take.
struct ProgressBarDevRoutes {
    let server: ImageServer

    /// The route, counted as `route="progress-bar.dev"`.
    var endpoints: RouteCollection<BasicRequestContext> {
        RouteCollection.valueImage(ProgressBarDevRequest.self, countedAs: "progress-bar.dev", in: server)
    }
}
