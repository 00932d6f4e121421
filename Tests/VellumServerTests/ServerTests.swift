import Foundation
import Testing
import Vellum
import VellumRsvg

@testable import VellumServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A server on a free loopback port for the length of `body`.
func withServer<T>(
    _ configure: (inout ServerConfiguration) -> Void = { _ in },
    _ body: (URL) async throws -> T
) async throws -> T {
    var configuration = ServerConfiguration()
    configuration.port = 0
    configuration.workers = 2
    configure(&configuration)
    let server = ImageServer(configuration: configuration)
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let task = Task {
        try await server.run(gracefulShutdownSignals: []) { port in continuation.yield(port) }
    }
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next() else {
        try await task.value
        throw CancellationError()
    }
    do {
        let result = try await body(URL(string: "http://127.0.0.1:\(port)")!)
        await server.shutdown()
        try await task.value
        return result
    } catch {
        await server.shutdown()
        _ = await task.result
        throw error
    }
}

/// One request: status, headers and body.
func send(
    _ url: URL, method: String = "GET", body: Data? = nil,
    headers: [String: String] = [:]
) async throws -> (status: Int, headers: [String: String], body: Data) {
    // Generous: on two cores the suites around may hold Swift concurrency's threads, on which
    // the in-process servers answer, for a long while.
    var request = URLRequest(url: url, timeoutInterval: 600)
    request.httpMethod = method
    request.httpBody = body
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let session = URLSession(configuration: .patient)
    defer { session.finishTasksAndInvalidate() }
    let (data, response) = try await session.data(for: request)
    let http = try #require(response as? HTTPURLResponse)
    var fields: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
        fields[String(describing: name).lowercased()] = String(describing: value)
    }
    return (http.statusCode, fields, data)
}

/// One GET.
func get(_ url: URL, headers: [String: String] = [:]) async throws -> (
    status: Int, headers: [String: String], body: Data
) {
    try await send(url, headers: headers)
}

/// One POST of `body`.
func post(_ url: URL, body: Data, headers: [String: String] = [:]) async throws -> (
    status: Int, headers: [String: String], body: Data
) {
    try await send(url, method: "POST", body: body, headers: headers)
}

@Suite(.serialized) struct ServerRouteTests {
    @Test func healthMetricsAndOpenAPI() async throws {
        try await withServer { base in
            let health = try await get(base.appendingPathComponent("health"))
            #expect(health.status == 200 && String(decoding: health.body, as: UTF8.self) == "ok\n")
            _ = try await get(URL(string: "\(base)/v1/progress/42.svg")!)
            let metrics = String(decoding: try await get(base.appendingPathComponent("metrics")).body, as: UTF8.self)
            #expect(metrics.contains(#"vellum_requests_total{route="progress",status="200"} 1"#), "\(metrics)")
            #expect(
                metrics.contains("vellum_cache_misses_total 1")
                    && metrics.contains("vellum_render_duration_seconds_bucket"))
            let openapi = try await get(base.appendingPathComponent("openapi.yaml"))
            #expect(String(decoding: openapi.body, as: UTF8.self).contains("/v1/progress/{file}"))
        }
    }

    @Test func progressSVGCarriesItsHeadersTitleAndValue() async throws {
        try await withServer { base in
            let response = try await get(URL(string: "\(base)/v1/progress/42.svg?label=Upload&percent=true")!)
            #expect(response.status == 200)
            #expect(response.headers["content-type"] == "image/svg+xml")
            #expect(response.headers["x-content-type-options"] == "nosniff")
            #expect(response.headers["content-security-policy"]?.contains("default-src 'none'") == true)
            #expect(
                response.headers["cache-control"] == "public, max-age=3600, s-maxage=3600, stale-while-revalidate=3600")
            let svg = String(decoding: response.body, as: UTF8.self)
            // 42 with no total is out of 100.
            #expect(svg.contains("<title id=\"title\">Upload: 42 of 100, 42%</title>"), "\(svg.prefix(400))")
            #expect(svg.contains(#"role="progressbar" aria-valuenow="42" aria-valuemin="0" aria-valuemax="100""#))
            #expect(!svg.contains("<script") && !svg.contains("href"))
        }
    }

    @Test func identicalRequestsGiveIdenticalBytesAnETagAnd304() async throws {
        try await withServer { base in
            let url = URL(string: "\(base)/v1/progress/0.7.png?style=circular&scale=2&percent=1")!
            let first = try await get(url), second = try await get(url)
            #expect(first.status == 200 && first.body == second.body)
            #expect(first.headers["x-vellum-cache"] == "miss" && second.headers["x-vellum-cache"] == "hit")
            let etag = try #require(first.headers["etag"])
            #expect(etag.hasPrefix("\"") && etag == second.headers["etag"])
            #expect(try await get(url, headers: ["If-None-Match": etag]).status == 304)
            // A PNG of 128 × 128 points at scale 2.
            #expect(first.body.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            #expect(first.body[16..<24] == Data([0, 0, 1, 0, 0, 0, 1, 0]))
            // The same parameters in another order are the same picture.
            let reordered = try await get(URL(string: "\(base)/v1/progress/0.7.png?percent=1&scale=2&style=circular")!)
            #expect(reordered.headers["etag"] == etag)
            // Seen URIs are answered without parsing: the same bytes, headers and 304s.
            let reorderedAgain = try await get(
                URL(string: "\(base)/v1/progress/0.7.png?percent=1&scale=2&style=circular")!)
            #expect(reorderedAgain.body == first.body && reorderedAgain.headers["x-vellum-cache"] == "hit")
            for name in ["etag", "cache-control", "content-type", "x-content-type-options"] {
                #expect(reorderedAgain.headers[name] == second.headers[name], "\(name)")
            }
            let notModified = try await get(url, headers: ["If-None-Match": etag])
            #expect(
                notModified.status == 304 && notModified.headers["x-vellum-cache"] == nil
                    && notModified.headers["etag"] == etag)
        }
    }

    @Test func badInputSaysWhatIsWrong() async throws {
        try await withServer { base in
            let bad = try await get(URL(string: "\(base)/v1/progress/abc.svg")!)
            #expect(bad.status == 400 && bad.headers["x-vellum-error"] == "value: not a number: 'abc'")
            #expect(bad.headers["content-type"] == "image/svg+xml" && bad.headers["cache-control"] == "no-store")
            #expect(String(decoding: bad.body, as: UTF8.self).contains("Error: value: not a number"))
            let json = try await get(
                URL(string: "\(base)/v1/progress/1.png?scale=9")!, headers: ["Accept": "application/json"])
            #expect(json.status == 400 && json.headers["content-type"] == "application/json")
            let object = try JSONDecoder().decode([String: String].self, from: json.body)
            #expect(object["parameter"] == "scale" && object["error"] == "scale: must be 1…4")
            let unknown = try await get(URL(string: "\(base)/v1/progress/1.svg?colour=red")!)
            #expect(unknown.headers["x-vellum-error"]?.hasPrefix("colour: unknown parameter") == true)
            let png = try await get(URL(string: "\(base)/v1/progress/1.png?tint=nope")!)
            #expect(
                png.status == 400 && png.headers["content-type"] == "image/png"
                    && png.body.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        }
        // For image proxies that drop errors.
        try await withServer({ $0.errorStatus = 200 }) { base in
            let status = try await get(URL(string: "\(base)/v1/progress/abc.svg")!).status
            #expect(status == 200)
        }
    }

    @Test func limitsAreEnforced() async throws {
        try await withServer { base in
            let cases: [(String, Int, String)] = [
                (
                    "/v1/progress/1.svg?label=" + String(repeating: "a", count: 256), 400,
                    "label: longer than 255 characters"
                ),
                (
                    "/v1/progress/1.png?size=5000x10", 400,
                    "size: at most 4096 pixels a side and 16 megapixels (size x scale)"
                ),
                ("/v1/progress/1.png?size=2048x2048&scale=4", 400, "size: at most"),
                ("/v1/progress/1.svg?scale=0.5", 400, "scale: must be 1...4"),
                ("/v1/progress/1.svg?decimals=9", 400, "decimals: must be a whole number 0...4"),
                (
                    "/v1/progress/1.svg?alt=" + String(repeating: "b", count: 4_100), 413,
                    "the query is over its limit of 4096 bytes"
                )
            ]
            for (path, status, message) in cases {
                let response = try await get(URL(string: "\(base)\(path)")!)
                #expect(response.status == status, "\(path.prefix(60))")
                #expect(
                    response.headers["x-vellum-error"].map { $0.hasPrefix(message) } == true,
                    "\(path.prefix(60)): \(response.headers["x-vellum-error"] ?? "none")")
            }
        }
    }

    @Test func labelsCannotInjectMarkup() async throws {
        try await withServer { base in
            let label = "<script>alert(1)</script>\"&'"
            var components = URLComponents(string: "\(base)/v1/progress/5.svg")!
            components.queryItems = [URLQueryItem(name: "label", value: label), URLQueryItem(name: "alt", value: label)]
            let svg = String(decoding: try await get(components.url!).body, as: UTF8.self)
            #expect(!svg.contains("<script") && svg.contains("&lt;script&gt;"))
            // librsvg reads it as a well-formed document.
            #expect(throws: Never.self) { try LibrsvgRenderer.image(svg: Data(svg.utf8), width: 128, height: 128) }
        }
    }

    @Test func aFullQueueAnswers503AtOnceButTheCacheStillServes() async throws {
        try await withServer({ $0.queueLimit = 0 }) { base in
            let busy = try await get(URL(string: "\(base)/v1/progress/3.svg")!)
            #expect(busy.status == 503 && busy.headers["retry-after"] == "1")
            #expect(busy.headers["x-vellum-error"] == "the server is busy: try again in a second")
        }
    }

    @Test func themesAndRamps() async throws {
        try await withServer { base in
            let auto = String(
                decoding: try await get(URL(string: "\(base)/v1/progress/40.svg?theme=auto&style=linear")!).body,
                as: UTF8.self)
            #expect(auto.contains("@media (prefers-color-scheme:dark)") && auto.contains(#"class="vellum-dark""#))
            let light = try await get(URL(string: "\(base)/v1/progress/40.png?style=linear&label=Up")!)
            let dark = try await get(URL(string: "\(base)/v1/progress/40.png?style=linear&label=Up&theme=dark")!)
            #expect(light.body != dark.body)
            // 20 % with thresholds: the first colour; 80 %: the last.
            let low = String(
                decoding: try await get(URL(string: "\(base)/v1/progress/20.svg?style=linear&ramp=red:0,lime:50")!)
                    .body, as: UTF8.self)
            let high = String(
                decoding: try await get(URL(string: "\(base)/v1/progress/80.svg?style=linear&ramp=red:0,lime:50")!)
                    .body, as: UTF8.self)
            #expect(low.contains(##"fill="#f00""##) && high.contains(##"fill="#0f0""##))
            let both = try await get(URL(string: "\(base)/v1/progress/80.svg?tint=red&ramp=red,lime")!)
            #expect(both.headers["x-vellum-error"] == "ramp: give tint or ramp, not both")
        }
    }
}

/// CSS colours as the query writes them.
@Suite struct CSSColorTests {
    @Test func formsAgree() throws {
        let orange = try #require(CSSColor.color("orange")).resolve(in: EnvironmentValues())
        for form in ["#ffa500", "ffa500", "FFA500", "rgb(255, 165, 0)", "rgb(100% 64.7% 0%)", "hsl(38.8, 100%, 50%)"] {
            let color = try #require(CSSColor.color(form), "\(form)").resolve(in: EnvironmentValues())
            #expect(
                abs(color.red - orange.red) < 0.01 && abs(color.green - orange.green) < 0.01
                    && abs(color.blue - orange.blue) < 0.01, "\(form)")
        }
        #expect(CSSColor.color("#f008").map { $0.resolve(in: EnvironmentValues()).opacity } == Float(0x88) / 255)
        for bad in ["", "nope", "#12", "rgb(1,2)", "hsl(10, 20, 30)", "rgb(a,b,c)", String(repeating: "a", count: 100)]
        {
            #expect(CSSColor.color(bad) == nil, "\(bad)")
        }
    }
}

/// The width and height a PNG says it has.
func pngSize(_ data: Data) -> (Int, Int) {
    let bytes = [UInt8](data)
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
}

@Suite(.serialized) struct ServerMoreRouteTests {
    @Test func gaugesInSwiftUIsStyles() async throws {
        try await withServer { base in
            let svg = String(
                decoding: try await get(URL(string: "\(base)/v1/gauge/72.svg?label=CPU&suffix=%25")!).body,
                as: UTF8.self)
            #expect(
                svg.contains(
                    #"role="meter" aria-valuenow="72" aria-valuemin="0" aria-valuemax="100" aria-label="CPU""#),
                "\(svg.prefix(500))")
            #expect(svg.contains("<title id=\"title\">CPU: 72 of 0…100</title>"))
            // SwiftUI's spelling of the style works too, and linear gauges default to 240 points wide.
            let linear = try await get(URL(string: "\(base)/v1/gauge/0.3.png?style=linearCapacity")!)
            #expect(linear.status == 200 && pngSize(linear.body).0 == 240)
            // Without `decimals`, a value shows as many decimals as it has (0.7, not a rounded 1).
            func gauge(_ query: String) async throws -> Data {
                try await get(URL(string: "\(base)/v1/gauge/\(query)")!).body
            }
            // (Bounds hidden: with decimals they read 0.0 and 1.0.)
            #expect(try await gauge("0.7.svg?bounds=false") == gauge("0.7.svg?bounds=false&decimals=1"))
            #expect(try await gauge("0.7.svg?bounds=false") != gauge("0.7.svg?bounds=false&decimals=0"))
            #expect(try await gauge("72.svg") == gauge("72.svg?decimals=0"))
            #expect(try await gauge("0.125.svg?bounds=false") == gauge("0.125.svg?bounds=false&decimals=3"))
            let bad = try await get(URL(string: "\(base)/v1/gauge/3.svg?style=dial")!)
            #expect(
                bad.status == 400 && bad.headers["x-vellum-error"]?.hasPrefix("style: must be one of automatic") == true
            )
        }
    }

    @Test func badgesMeasureTheirTextAndKeepShieldsHeights() async throws {
        try await withServer { base in
            let narrow = try await get(URL(string: "\(base)/v1/badge/iii/50.png")!)
            let wide = try await get(URL(string: "\(base)/v1/badge/WWW/50.png")!)
            #expect(pngSize(narrow.body).1 == 20 && pngSize(wide.body).1 == 20)
            // Real glyph widths, not six pixels a character.
            #expect(pngSize(wide.body).0 - pngSize(narrow.body).0 > 10)
            let tall = try await get(URL(string: "\(base)/v1/badge/build/91.png?style=for-the-badge")!)
            #expect(pngSize(tall.body).1 == 28)
            let svg = String(
                decoding: try await get(URL(string: "\(base)/v1/badge/coverage/72.svg?color=blue")!).body, as: UTF8.self
            )
            #expect(svg.contains(#"aria-label="coverage: 72%""#) && svg.contains(##"fill="#007ec6""##))
            let bad = try await get(URL(string: "\(base)/v1/badge/x/5.svg?style=round")!)
            #expect(bad.headers["x-vellum-error"] == "style: must be one of flat, flat-square, plastic, for-the-badge")
        }
    }

    /// `colors=N`: a lossy palette PNG of at most N colours, smaller than the exact PNG.
    @Test func colorsGivesAPalettePNG() async throws {
        try await withServer { base in
            let exact = try await get(URL(string: "\(base)/v1/badge/coverage/87.png?scale=2&color=green")!)
            let palette = try await get(URL(string: "\(base)/v1/badge/coverage/87.png?scale=2&color=green&colors=16")!)
            #expect(exact.status == 200 && palette.status == 200)
            let png = [UInt8](palette.body)
            #expect(png[25] == 3 && png[24] == 4, "indexed at 4 bits")
            #expect(pngSize(palette.body) == pngSize(exact.body))
            #expect(palette.body.count < exact.body.count)
            let decoded = try RasterImage(pngData: palette.body)
            #expect(decoded.width == pngSize(exact.body).0)
            // SVG ignores it; out of range is a 400 naming the parameter.
            let svg = try await get(URL(string: "\(base)/v1/progress/40.svg?colors=8")!)
            #expect(svg.status == 200 && svg.headers["content-type"] == "image/svg+xml")
            let bad = try await get(URL(string: "\(base)/v1/gauge/40.png?colors=1")!)
            #expect(bad.status == 400 && bad.headers["x-vellum-error"]?.hasPrefix("colors:") == true)
        }
    }

    @Test func progressBarDevsRouteAndParameters() async throws {
        try await withServer { base in
            let plain = try await get(URL(string: "\(base)/42/")!)
            #expect(plain.status == 200 && plain.headers["content-type"] == "image/svg+xml")
            let svg = String(decoding: plain.body, as: UTF8.self)
            #expect(
                svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" width="90" height="20""#), "\(svg.prefix(120))")
            // Their colours: orange from 30 %, green from 70 %; a decimal and a custom total.
            #expect(svg.contains(##"fill="#f0ad4e""##))
            let green = String(
                decoding: try await get(URL(string: "\(base)/7.5/?scale=10&suffix=%20pts")!).body, as: UTF8.self)
            #expect(
                green.contains(##"fill="#5cb85c""##) && green.contains("<title id=\"title\">Progress: 7.5 pts</title>"))
            let titled = String(
                decoding: try await get(URL(string: "\(base)/42/?title=Upload&width=80")!).body, as: UTF8.self)
            #expect(titled.contains(##"fill="#428bca""##))
        }
    }

    @Test func postedJobsRenderWithTheirKindInferred() async throws {
        try await withServer { base in
            let url = base.appendingPathComponent("v1/render")
            let png = try await post(
                url, body: Data(#"{"value": 0.4, "style": "linear", "format": "png", "percent": true}"#.utf8))
            #expect(
                png.status == 200 && png.headers["content-type"] == "image/png" && pngSize(png.body) == (240, 22),
                "\(pngSize(png.body))")
            let path = try await post(
                url, body: Data(##"{"d": "M0 0 L10 10", "stroke": "#000", "size": [20, 20]}"##.utf8))
            #expect(path.status == 200 && String(decoding: path.body, as: UTF8.self).hasPrefix("<svg"))
            let again = try await post(
                url, body: Data(##"{"stroke": "#000", "size": [20, 20], "d": "M0 0 L10 10"}"##.utf8))
            #expect(again.headers["etag"] == path.headers["etag"] && again.headers["x-vellum-cache"] == "hit")
            let cases: [(String, Int, String)] = [
                ("[1, 2]", 400, "body: not a JSON object"),
                (#"{"total": 1}"#, 400, "body: \"kind\" must be"),
                (#"{"value": 1, "output": "a.png"}"#, 400, "output: the response is the output"),
                (#"{"value": 1, "format": "gif"}"#, 400, "format: must be png, svg or pdf"),
                (#"{"value": 1, "size": [5000, 10]}"#, 400, "size: at most"),
                (
                    "{\"label\": \"" + String(repeating: "a", count: 70_000) + "\"}", 413,
                    "the body is over its limit of 65536 bytes"
                )
            ]
            for (body, status, message) in cases {
                let response = try await post(url, body: Data(body.utf8))
                #expect(response.status == status, "\(body.prefix(40))")
                #expect(
                    response.headers["x-vellum-error"]?.hasPrefix(message) == true,
                    "\(body.prefix(40)): \(response.headers["x-vellum-error"] ?? "none")")
            }
        }
    }

    @Test func otherMethodsGet405AndPDFsCarryTheirTitle() async throws {
        try await withServer { base in
            let put = try await send(URL(string: "\(base)/v1/progress/1.svg")!, method: "PUT")
            #expect(put.status == 405 && put.headers["allow"] == "GET, HEAD")
            let getRender = try await get(URL(string: "\(base)/v1/render")!)
            #expect(getRender.status == 405 && getRender.headers["allow"] == "POST")
            let pdf = try await get(URL(string: "\(base)/v1/progress/42.pdf?label=Upload")!)
            #expect(pdf.status == 200 && pdf.headers["content-type"] == "application/pdf")
            #expect(String(decoding: pdf.body, as: UTF8.self).contains("/Title (Upload: 42 of 100, 42%)"))
        }
    }

    @Test func headAnswersAsGetWithoutTheBody() async throws {
        try await withServer { base in
            for path in [
                "v1/progress/42.png?style=circular", "v1/badge/coverage/87.svg", "42/?title=Upload", "v1/gauge/x.png",
                "health"
            ] {
                let url = URL(string: "\(base)/\(path)")!
                let full = try await get(url)
                let head = try await send(url, method: "HEAD")
                #expect(head.status == full.status, "\(path)")
                #expect(head.body.isEmpty, "\(path)")
                #expect(head.headers["content-length"] == String(full.body.count), "\(path)")
                for name in ["content-type", "etag", "cache-control", "x-vellum-error"] {
                    #expect(head.headers[name] == full.headers[name], "\(path): \(name)")
                }
            }
        }
    }
}

extension URLSessionConfiguration {
    /// An ephemeral configuration that waits up to ten minutes for an answer.
    static var patient: URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = 600
        configuration.timeoutIntervalForResource = 600
        return configuration
    }
}
