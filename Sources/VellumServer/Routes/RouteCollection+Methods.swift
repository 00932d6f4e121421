import Hummingbird

extension RouteCollection where Context == BasicRequestContext {
    /// An empty collection whose requests are counted as `route` in `server`'s metrics.
    static func counted(as route: String, in server: ImageServer) -> RouteCollection {
        RouteCollection(context: BasicRequestContext.self)
            .add(middleware: RequestMetricsMiddleware(route: route, metrics: server.metrics))
    }

    /// An image route at `:file` alone, for `R` read from the value and query, counted as
    /// `route` in `server`'s metrics.
    static func valueImage<R: ValueImageRequest>(_ type: R.Type, countedAs route: String, in server: ImageServer)
        -> RouteCollection
    {
        counted(as: route, in: server).image(":file", server: server) { _, value, query in
            try R(value: value, query: &query)
        }
    }

    /// Adds a GET image route at `path`, whose `:file` parameter is `{value}.{ext}`: `read`
    /// makes the request from the context (other path parameters), the value and the query.
    @discardableResult
    func image<R: ImageRequest>(
        _ path: RouterPath, server: ImageServer,
        _ read: @escaping @Sendable (Context, String, inout Query) throws -> R
    ) -> Self {
        self.read(path) { request, context in
            try await server.respond(to: request, file: context.parameters.require("file"), parameters: R.parameters) {
                try read(context, $0, &$1).renderable
            }
        }
    }
}

extension RouteCollection {
    /// Adds a GET route (which the router also answers for HEAD) and a 405, with `Allow: GET,
    /// HEAD`, for the other methods on the same path.
    @discardableResult
    func read(_ path: RouterPath, use handler: @escaping @Sendable (Request, Context) async throws -> Response) -> Self
    {
        get(path, use: handler)
        for method in [HTTPRequest.Method.post, .put, .delete, .patch, .trace] {
            on(path, method: method) { _, _ in Self.methodNotAllowed(allow: "GET, HEAD") }
        }
        return self
    }

    /// Adds a POST route and a 405, with `Allow: POST`, for the other methods on the same path.
    @discardableResult
    func write(_ path: RouterPath, use handler: @escaping @Sendable (Request, Context) async throws -> Response) -> Self
    {
        post(path, use: handler)
        for method in [HTTPRequest.Method.get, .head, .put, .delete, .patch, .trace] {
            on(path, method: method) { _, _ in Self.methodNotAllowed(allow: "POST") }
        }
        return self
    }

    /// 405, with the methods the path takes.
    static func methodNotAllowed(allow: String) -> Response {
        Response(
            status: .methodNotAllowed, headers: [.allow: allow, .contentType: "text/plain; charset=utf-8"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: "method not allowed: use \(allow)\n")))
    }
}
