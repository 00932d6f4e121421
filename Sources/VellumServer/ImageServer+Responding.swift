import Foundation
import Hummingbird
import Vellum
import VellumJobs
import VellumQuantization

extension ImageServer {
    /// The most bytes of query string a request may carry.
    static let queryLimit = 4_096

    /// Answers an image route: `file` is `{value}.{ext}` (no extension: SVG); `build` reads
    /// the value and the query into what to draw. Handles 304s, the cache, the pool and errors
    /// (the route's ``RequestMetricsMiddleware`` counts it).
    func respond(
        to request: Request, file: String, parameters known: [String],
        build: (String, inout Query) throws -> Renderable
    ) async throws -> Response {
        let uri = request.uri.description
        if let known = cache.image(forURI: uri) {
            let response = Self.cached(known, request: request)
            if response.status == .ok { metrics.cacheHit() }
            return response
        }
        let (value, format) = Self.split(file)
        do {
            let query = request.uri.query ?? ""
            guard query.utf8.count <= Self.queryLimit else {
                throw ServerError.tooLarge(what: "the query", limit: Self.queryLimit)
            }
            var parameters = Query(request.uri.queryParameters.map { (String($0.key), String($0.value)) })
            let renderable = try build(value, &parameters)
            try parameters.checkAllTaken(known: known)
            return try await image(renderable, format: format, request: request, uri: uri)
        } catch let error as ServerError {
            return await errorResponse(error, format: format, request: request)
        }
    }

    /// The most bytes of body `POST /v1/render` takes.
    static let bodyLimit = 65_536

    /// `POST /v1/render`: the job in the body, in the format it names.
    func respondToJob(_ request: Request) async throws -> Response {
        try await respond(toBodyOf: request) { body in
            let request = try RenderJobRequest(body: body)
            return (request.job, request.key)
        }
    }

    /// The image a request's body describes, as `read` makes the job and its canonical key
    /// from the body (`POST /v1/render`, `POST /v1/chart`).
    func respond(
        toBodyOf request: Request, read: (Data) throws -> (job: ImageJob, key: String)
    ) async throws -> Response {
        var format = OutputFormat.svg
        do {
            let buffer: ByteBuffer
            do {
                buffer = try await request.body.collect(upTo: Self.bodyLimit)
            } catch {
                throw ServerError.tooLarge(what: "the body", limit: Self.bodyLimit)
            }
            let (imageJob, key) = try read(Data(buffer.readableBytesView))
            format = imageJob.format
            let look = ImageLook(scale: imageJob.scale, alt: "")
            return try await image(
                Renderable(key: key, look: look, content: .job(imageJob)), format: format, request: request)
        } catch let error as ServerError {
            return await errorResponse(error, format: format, request: request)
        }
    }

    /// `42.5.png` → ("42.5", .png); `42.5` → ("42.5", .svg).
    static func split(_ file: String) -> (String, OutputFormat) {
        if let dot = file.lastIndex(of: "."),
            let format = OutputFormat(rawValue: file[file.index(after: dot)...].lowercased())
        {
            return (String(file[..<dot]), format)
        }
        return (file, .svg)
    }

    /// The rendered image, from the cache or the pool, or 304 when the client has it.
    /// `uri`: the request's, remembered as drawing the same image (not for bodies).
    func image(_ renderable: Renderable, format: OutputFormat, request: Request, uri: String? = nil) async throws
        -> Response
    {
        let key = renderable.key + "\u{1F}" + format.rawValue
        let etag = Self.entityTag(key)
        let maxAge = min(
            renderable.look.cacheSeconds ?? configuration.defaultCacheSeconds, configuration.maximumCacheSeconds)
        var headers = Self.imageHeaders(format: format, etag: etag, maxAge: maxAge)
        if let match = request.headers[.ifNoneMatch], Self.matches(match, etag) {
            return Response(status: .notModified, headers: headers)
        }
        if let cached = cache[key] {
            metrics.cacheHit()
            if let uri { cache.alias(uri, to: key) }
            return Response(status: .ok, headers: cached.headers, body: ResponseBody(byteBuffer: cached.body))
        }
        metrics.cacheMiss()
        let renderStarted = ContinuousClock.now
        let data: Data
        do {
            data = try await pool.run(deadline: configuration.renderDeadline) { [renderCaches] cancellation in
                try Self.render(renderable, format: format, caches: renderCaches, cancellation: cancellation)
            }
        } catch let error as ServerError {
            throw error
        } catch {
            throw ServerError.renderFailed("\(error)")
        }
        metrics.rendered(duration: ContinuousClock.now - renderStarted)
        let body = ByteBuffer(bytes: data)
        var hitHeaders = headers
        hitHeaders[.init("X-Vellum-Cache")!] = "hit"
        cache.insert(RenderedImage(body: body, headers: hitHeaders, etag: etag, notModifiedHeaders: headers), for: key)
        if let uri { cache.alias(uri, to: key) }
        headers[.init("X-Vellum-Cache")!] = "miss"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
    }

    /// A kept image as the answer to `request`: 304 when the client has it.
    static func cached(_ image: RenderedImage, request: Request) -> Response {
        if let match = request.headers[.ifNoneMatch], matches(match, image.etag) {
            return Response(status: .notModified, headers: image.notModifiedHeaders)
        }
        return Response(status: .ok, headers: image.headers, body: ResponseBody(byteBuffer: image.body))
    }

    /// Draws `renderable` in `format` (on a pool thread) with the server's `caches`, unless
    /// `cancellation` says the answer is no longer wanted: checked before each image is
    /// recorded and, by the backends, before each item drawn.
    static func render(
        _ renderable: Renderable, format: OutputFormat, caches: RenderCaches,
        cancellation: RenderCancellation
    ) throws -> Data {
        try cancellation.check()
        let look = renderable.look
        let makeView: @Sendable (ColorScheme) -> AnyView
        switch renderable.content {
        case .job(let job): return try job.render(caches: caches, cancellation: cancellation)
        case .view(let view): makeView = view
        }
        func renderer(_ scheme: ColorScheme) -> ImageRenderer<AnyView> {
            let renderer = ImageRenderer(content: makeView(scheme))
            renderer.renderCaches = caches
            renderer.renderCancellation = cancellation
            renderer.scale = CGFloat(format == .pdf ? 1 : look.scale)
            renderer.svgOptions = SVGOptions(title: look.alt)
            renderer.svgOptions.caches = caches
            return renderer
        }
        // `auto` follows the viewer where the format can (SVG); elsewhere it is light.
        let scheme: ColorScheme = look.theme == "dark" ? .dark : .light
        switch format {
        case .png:
            if renderable.animates { return try renderer(scheme).apngData() }
            if let colors = look.paletteColors {
                return Data(try renderer(scheme).quantizedPNG(PNGQuantization(maximumColors: colors)).bytes)
            }
            return try renderer(scheme).pngData()
        case .pdf:
            return try renderer(scheme).pdfData()
        case .svg:
            if renderable.animates { return try renderer(scheme).animatedSVGData(duration: 1) }
            if look.theme == "auto" {
                let light = renderer(.light)
                let lightDrawing = try light.checkedDrawing()
                let darkDrawing = try renderer(.dark).checkedDrawing()
                return Data(
                    try SVGWriter.colorSchemeSVGString(
                        light: lightDrawing, dark: darkDrawing, scale: CGFloat(look.scale),
                        options: light.svgOptions
                    ).utf8)
            }
            return try renderer(scheme).svgData()
        }
    }

    /// A strong entity tag from the canonical key and the version: equal keys, equal bytes.
    static func entityTag(_ key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in (version + "\u{1F}" + key).utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return "\"" + String(hash, radix: 16) + "\""
    }

    /// Whether an `If-None-Match` value names `etag` (or is `*`).
    static func matches(_ header: String, _ etag: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            let trimmed = candidate.trimmingCharacters(in: .whitespaces)
            return trimmed == "*" || trimmed == etag || trimmed == "W/" + etag
        }
    }

    static func imageHeaders(format: OutputFormat, etag: String, maxAge: Int) -> HTTPFields {
        var headers: HTTPFields = [
            .contentType: format.contentType,
            .eTag: etag,
            .cacheControl:
                "public, max-age=\(maxAge), s-maxage=\(maxAge), stale-while-revalidate=\(min(maxAge, 86_400))",
            .init("X-Content-Type-Options")!: "nosniff"
        ]
        if format == .svg {
            // An SVG opened on its own runs no script and fetches nothing.
            headers[.contentSecurityPolicy] = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
        }
        return headers
    }
}
