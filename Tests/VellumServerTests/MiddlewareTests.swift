import Foundation
import Testing

@testable import VellumServer

/// What the routes share through middleware: request metrics, and HEAD made from GET.
@Suite(.serialized) struct MiddlewareTests {
    /// The value of one sample line of the Prometheus text, 0 when absent.
    static func sample(_ name: String, in text: String) -> Double {
        for line in text.split(separator: "\n") where line.hasPrefix(name + " ") {
            return Double(line.dropFirst(name.count + 1)) ?? 0
        }
        return 0
    }

    @Test func eachRequestOfAFamilyCountsUnderItsRouteAndStatus() async throws {
        try await withServer { base in
            let metricsURL = base.appendingPathComponent("metrics")
            let before = String(decoding: try await get(metricsURL).body, as: UTF8.self)
            let ok = #"vellum_requests_total{route="gauge",status="200"}"#
            let bad = #"vellum_requests_total{route="gauge",status="400"}"#
            let refused = #"vellum_requests_total{route="gauge",status="405"}"#
            #expect(Self.sample(ok, in: before) == 0)
            _ = try await get(URL(string: "\(base)/v1/gauge/0.5.svg")!)
            _ = try await get(URL(string: "\(base)/v1/gauge/0.5.svg")!)
            _ = try await send(URL(string: "\(base)/v1/gauge/0.5.svg")!, method: "HEAD")
            _ = try await get(URL(string: "\(base)/v1/gauge/x.svg")!)
            _ = try await send(URL(string: "\(base)/v1/gauge/0.5.svg")!, method: "DELETE")
            let after = String(decoding: try await get(metricsURL).body, as: UTF8.self)
            #expect(Self.sample(ok, in: after) == 3, "two GETs and a HEAD: \(after)")
            #expect(Self.sample(bad, in: after) == 1)
            #expect(Self.sample(refused, in: after) == 1)
            #expect(
                Self.sample(#"vellum_requests_total{route="service",status="200"}"#, in: after) >= 1,
                "GET /metrics counts too")
            #expect(Self.sample(#"vellum_request_duration_seconds_count{route="gauge"}"#, in: after) == 5)
        }
    }

    /// The server's own render caches, sized by `--render-cache-mb`, in `/metrics`.
    @Test func metricsShowEachRenderCache() async throws {
        try await withServer({
            $0.renderCacheMegabytes = 8; $0.cacheMegabytes = 0
        }) { base in
            // Masks are kept the second time they are drawn, and found the third.
            for _ in 0..<3 {
                _ = try await get(URL(string: "\(base)/v1/badge/build/12.png")!)
                _ = try await get(URL(string: "\(base)/v1/progress/42.svg?label=Upload")!)
            }
            let text = String(decoding: try await get(base.appendingPathComponent("metrics")).body, as: UTF8.self)
            let limits = [
                "coverage_masks": 2 << 20, "path_data": 1 << 20, "decoded_images": 4 << 20, "shaped_text": 1 << 20
            ]
            for (name, limit) in limits {
                let label = #"{cache="\#(name)"}"#
                #expect(
                    Self.sample("vellum_render_cache_limit_bytes" + label, in: text) == Double(limit),
                    "\(name): \(text)")
                let bytes = Self.sample("vellum_render_cache_bytes" + label, in: text)
                #expect(bytes <= Double(limit), "\(name)")
                for metric in [
                    "vellum_render_cache_entries", "vellum_render_cache_hits_total", "vellum_render_cache_misses_total",
                    "vellum_render_cache_evictions_total"
                ] {
                    #expect(text.contains(metric + label), "\(metric)\(label) in \(text)")
                }
            }
            for name in ["coverage_masks", "path_data", "shaped_text"] {
                let label = #"{cache="\#(name)"}"#
                #expect(Self.sample("vellum_render_cache_entries" + label, in: text) > 0, "\(name)")
                #expect(Self.sample("vellum_render_cache_hits_total" + label, in: text) > 0, "\(name)")
            }
        }
    }

    @Test func renderCacheMegabytesComeFromTheEnvironmentAndAreChecked() throws {
        let configuration = try ServerConfiguration(environment: ["VELLUM_RENDER_CACHE_MB": "12"])
        #expect(configuration.renderCacheMegabytes == 12)
        #expect(ImageServer(configuration: configuration).renderCaches.decodedImageBytes == 6 << 20)
        var negative = configuration
        negative.renderCacheMegabytes = -1
        #expect(throws: ServerError.self) { try negative.validate() }
    }

    @Test func headThroughTheRouterHasNoBodyAndTheGetsLength() async throws {
        try await withServer { base in
            for path in [
                "v1/progress/0.3.svg?label=Upload", "v1/badge/build/12.png", "v1/gauge/nope.svg", "openapi.yaml"
            ] {
                let url = URL(string: "\(base)/\(path)")!
                let full = try await get(url)
                let head = try await send(url, method: "HEAD")
                #expect(!full.body.isEmpty, "\(path)")
                #expect(head.status == full.status && head.body.isEmpty, "\(path)")
                #expect(head.headers["content-length"] == String(full.body.count), "\(path)")
                #expect(head.headers["content-type"] == full.headers["content-type"], "\(path)")
            }
            // The one POST route refuses HEAD as it refuses GET.
            let render = try await send(base.appendingPathComponent("v1/render"), method: "HEAD")
            #expect(render.status == 405 && render.headers["allow"] == "POST" && render.body.isEmpty)
        }
    }
}
