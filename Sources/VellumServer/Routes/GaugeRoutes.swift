import Hummingbird

/// `GET /v1/gauge/{value}.{ext}`: SwiftUI's `Gauge` (``GaugeRequest``).
struct GaugeRoutes {
    let server: ImageServer

    /// The route, relative to `v1/gauge`, counted as `route="gauge"`.
    var endpoints: RouteCollection<BasicRequestContext> {
        RouteCollection.valueImage(GaugeRequest.self, countedAs: "gauge", in: server)
    }
}
