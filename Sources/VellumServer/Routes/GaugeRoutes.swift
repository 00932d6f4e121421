import Hummingbird

/// `GET /v1/gauge/{value}.{ext}`: SwiftUI's `Gauge` (``GaugeRequest``).
struct GaugeRoutes {
    let server: ImageServer

    /// The route, relative to `v1/gauge`, counted as `route="gauge"`.
    var endpoints: RouteCollection<BasicRequestContext> {
        RouteCollection.counted(as: "gauge", in: server)
            .image(":file", server: server) { _, value, query in
                try GaugeRequest(value: value, query: &query)
            }
    }
}
