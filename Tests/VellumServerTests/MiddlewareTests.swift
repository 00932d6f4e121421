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
            #expect(Self.sample(#"vellum_requests_total{route="service",status="200"}"#, in: after) >= 1, "GET /metrics counts too")
            #expect(Self.sample(#"vellum_request_duration_seconds_count{route="gauge"}"#, in: after) == 5)
        }
    }

    @Test func headThroughTheRouterHasNoBodyAndTheGetsLength() async throws {
        try await withServer { base in
            for path in ["v1/progress/0.3.svg?label=Upload", "v1/badge/build/12.png", "v1/gauge/nope.svg", "openapi.yaml"] {
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
