import Hummingbird

/// `GET /v1/chart/{kind}.{ext}`: a chart from query values (``ChartRequest``); `POST
/// /v1/chart`: a chart from a JSON body (``ChartJobRequest``).
struct ChartRoutes {
    let server: ImageServer

    /// The routes, relative to `v1/chart`, counted as `route="chart"`.
    var endpoints: RouteCollection<BasicRequestContext> {
        let server = self.server
        return RouteCollection.valueImage(ChartRequest.self, countedAs: "chart", in: server)
            .write("") { request, _ in
                try await server.respond(toBodyOf: request) { body in
                    let request = try ChartJobRequest(body: body)
                    return (request.job, request.key)
                }
            }
    }
}
