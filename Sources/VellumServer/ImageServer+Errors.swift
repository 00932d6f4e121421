import Foundation
import Hummingbird
import Vellum
import VellumJobs

extension ImageServer {
    /// The answer to bad input: JSON for `Accept: application/json`, otherwise an image of the
    /// requested format that says what is wrong; `X-Vellum-Error` either way, never cached.
    func errorResponse(_ error: ServerError, format: OutputFormat, request: Request) async -> Response {
        let status = HTTPResponse.Status(code: error.status(badInput: configuration.errorStatus))
        let message = error.description
        var headers: HTTPFields = [
            .init("X-Vellum-Error")!: Self.headerSafe(message),
            .cacheControl: "no-store",
            .init("X-Content-Type-Options")!: "nosniff",
            .vary: "Accept"
        ]
        if case .overloaded = error { headers[.retryAfter] = "1" }
        if case .renderTimedOut = error { headers[.retryAfter] = "1" }
        let accept = request.headers[values: .accept].joined(separator: ",")
        if accept.contains("application/json") {
            headers[.contentType] = "application/json"
            var object: [String: String] = ["error": message]
            object["parameter"] = error.parameter
            let json = (try? JSONEncoder().encode(object)) ?? Data("{}".utf8)
            return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: json)))
        }
        // A busy server answers at once, without drawing.
        let drawn: Data?
        switch error {
        case .overloaded, .renderTimedOut: drawn = nil
        default:
            drawn = try? await pool.run(deadline: configuration.renderDeadline) { [renderCaches] cancellation in
                try cancellation.check()
                return try Self.errorImage(message, format: format, caches: renderCaches)
            }
        }
        guard let drawn else {
            headers[.contentType] = "text/plain; charset=utf-8"
            return Response(
                status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: message + "\n")))
        }
        headers[.contentType] = format.contentType
        if format == .svg { headers[.contentSecurityPolicy] = "default-src 'none'; style-src 'unsafe-inline'" }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: drawn)))
    }

    /// A small card that states `message`, in `format`.
    static func errorImage(_ message: String, format: OutputFormat, caches: RenderCaches) throws -> Data {
        let card = HStack(alignment: .top, spacing: 6) {
            Text("!").font(.system(size: 12, weight: .bold)).foregroundStyle(.white)
                .frame(width: 16, height: 16).background(Color.red, in: Circle())
            Text(message).font(.system(size: 12)).foregroundStyle(Color(red: 0.6, green: 0, blue: 0))
                .frame(maxWidth: 360, alignment: .leading).fixedSize(horizontal: false, vertical: true)
        }
        .padding(8)
        .background(Color(red: 1, green: 0.95, blue: 0.95), in: RoundedRectangle(cornerRadius: 6))
        let renderer = ImageRenderer(content: card)
        renderer.renderCaches = caches
        renderer.svgOptions = SVGOptions(title: "Error: " + message)
        switch format {
        case .png:
            renderer.scale = 2
            return try renderer.pngData()
        case .svg: return try renderer.svgData()
        case .pdf: return try renderer.pdfData()
        }
    }

    /// `message` as a header value: printable ASCII only (… as ..., × as x, others as ?), at
    /// most 300 bytes.
    static func headerSafe(_ message: String) -> String {
        let ascii = message.replacingOccurrences(of: "…", with: "...").replacingOccurrences(of: "×", with: "x")
        return String(
            ascii.unicodeScalars.prefix(300).map {
                $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? Character($0) : "?"
            })
    }
}
