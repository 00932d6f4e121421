import Hummingbird

/// `GET /health`, `GET /metrics` and `GET /openapi.yaml`: the routes about the server itself.
struct ServiceRoutes {
    let server: ImageServer

    /// The three routes, counted as `route="service"`.
    var endpoints: RouteCollection<BasicRequestContext> {
        let metrics = server.metrics, pool = server.pool, cache = server.cache, renderCaches = server.renderCaches
        return RouteCollection.counted(as: "service", in: server)
            .read("health") { _, _ in
                Response(
                    status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: "ok\n")))
            }
            .read("metrics") { _, _ in
                let text = metrics.exposition(pool: pool, cache: cache, renderCaches: renderCaches)
                return Response(
                    status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
            }
            .read("openapi.yaml") { _, _ in
                Response(
                    status: .ok, headers: [.contentType: "application/yaml; charset=utf-8"],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: OpenAPIDescription.yaml)))
            }
    }
}
