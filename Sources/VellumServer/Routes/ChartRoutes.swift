import Hummingbird

/// `GET /v1/chart/{kind}.{ext}`: a chart from query values (``ChartRequest``).
struct ChartRoutes {
    let server: ImageServer

    /// The route, relative to `v1/chart`, counted as `route="chart"`.
    var endpoints: RouteCollection<BasicRequestContext> {
        RouteCollection.valueImage(ChartRequest.self, countedAs: "chart", in: server)
    }
}
