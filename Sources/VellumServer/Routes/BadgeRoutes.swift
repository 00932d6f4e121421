import Hummingbird

/// `GET /v1/badge/{label}/{value}.{ext}`: a shields.io-style badge (``BadgeRequest``).
struct BadgeRoutes {
    let server: ImageServer

    /// The route, relative to `v1/badge`, counted as `route="badge"`.
    var endpoints: RouteCollection<BasicRequestContext> {
        RouteCollection.counted(as: "badge", in: server)
            .image(":label/:file", server: server) { context, value, query in
                try BadgeRequest(label: context.parameters.require("label"), value: value, query: &query)
            }
    }
}
