import Foundation
import Testing
import Vellum
import VellumJobs

@testable import VellumServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `GET /v1/chart/{kind}.{ext}`: charts from query values, with the same bytes as the job drawn
/// directly, caching by ETag, and a 400 naming the parameter for every bad input.
@Suite(.serialized) struct ChartRouteTests {
    @Test func aBarChartIsTheJobsPictureWithBlueBars() async throws {
        try await withServer { base in
            let url = URL(string: "\(base)/v1/chart/bar.png?values=3,5,2,8&labels=A,B,C,D&size=200x120")!
            let response = try await get(url)
            #expect(response.status == 200 && response.headers["content-type"] == "image/png")
            let image = try RasterImage(pngData: response.body)
            #expect(image.width == 200 && image.height == 120)
            var job = ChartJob(kind: .bar, series: [.init(values: [3, 5, 2, 8])])
            job.labels = ["A", "B", "C", "D"]
            job.size = try ImageSize(parsing: "200x120")
            let direct = try RasterImage(pngData: ImageRenderer(content: job.chartView()).pngData())
            // The route draws what the job draws, pixel for pixel.
            var differing = 0
            for y in 0..<image.height {
                for x in 0..<image.width where direct.rgba(x: x, y: y) != image.rgba(x: x, y: y) { differing += 1 }
            }
            #expect(differing == 0)
            // The accent blue (#007AFF) fills a good part of the plot: the tallest bar alone is
            // about 27 × 85 points.
            var blue = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    let pixel = image.rgba(x: x, y: y)
                    if pixel.red == 0 && pixel.green == 122 && pixel.blue == 255 { blue += 1 }
                }
            }
            #expect(blue > 3_000, "\(blue) blue pixels")
        }
    }

    @Test func everyKindDrawsInEveryFormatAndCaches() async throws {
        try await withServer { base in
            for kind in ChartJob.Kind.allCases {
                for ext in ["svg", "png", "pdf"] {
                    let url = URL(string: "\(base)/v1/chart/\(kind.rawValue).\(ext)?values=4,8,15,16,23,42")!
                    let response = try await get(url)
                    #expect(response.status == 200, "\(kind) \(ext)")
                    if ext == "svg" {
                        let text = String(decoding: response.body, as: UTF8.self)
                        #expect(text.contains("<path") && !text.contains("<image"), "\(kind): vector, no raster")
                    }
                    let etag = try #require(response.headers["etag"])
                    #expect(try await get(url, headers: ["If-None-Match": etag]).status == 304)
                }
            }
            let stacked = try await get(
                URL(string: "\(base)/v1/chart/area.svg?values=1,2,3|3,2,1&series=North|South&tint=red")!)
            #expect(stacked.status == 200)
        }
    }

    @Test func badInputIsA400NamingTheParameter() async throws {
        try await withServer { base in
            let cases: [(String, String)] = [
                ("histogram.svg?values=1,2", "kind"),
                ("bar.svg", "values"),
                ("bar.svg?values=1,x,3", "values"),
                ("bar.svg?values=1,nan", "values"),
                ("bar.svg?values=1,2|3", "values"),
                ("bar.svg?values=1,2&labels=a", "labels"),
                ("bar.svg?values=1,2|3,4&series=one", "series"),
                ("pie.svg?values=1,-2", "values"),
                ("donut.svg?values=0,0", "values"),
                ("pie.svg?values=1,2|3,4", "values"),
                ("bar.svg?values=" + Array(repeating: "1", count: 1_001).joined(separator: ","), "values"),
                ("bar.svg?values=1&colour=red", "colour"),
                ("bar.svg?values=1,2&labels=a%1Eb,c", "labels"),
                ("bar.svg?values=1,2&labels=a,a", "labels"),
                ("sparkline.svg?values=1", "values"),
                ("sparkline.svg?values=1,2|3,4", "values"),
                ("bar.svg?values=1&size=100000x100", "size")
            ]
            for (path, parameter) in cases {
                let response = try await get(URL(string: "\(base)/v1/chart/\(path)")!)
                let error = response.headers["x-vellum-error"] ?? ""
                #expect(response.status == 400, "\(path.prefix(60)): \(response.status)")
                #expect(error.contains(parameter), "\(path.prefix(60)): \(error)")
            }
        }
    }
}

/// `POST /v1/chart`: a chart from a JSON body.
@Suite(.serialized) struct ChartBodyRouteTests {
    @Test func aJSONBodyDrawsTheSameChartAsTheQuery() async throws {
        try await withServer { base in
            let body =
                #"{"kind": "bar", "values": [3, 5, 2, 8], "labels": ["A", "B", "C", "D"], "size": "200x120", "format": "png"}"#
            let posted = try await post(URL(string: "\(base)/v1/chart")!, body: Data(body.utf8))
            #expect(posted.status == 200 && posted.headers["content-type"] == "image/png")
            let queried = try await get(
                URL(string: "\(base)/v1/chart/bar.png?values=3,5,2,8&labels=A,B,C,D&size=200x120")!)
            let one = try RasterImage(pngData: posted.body), other = try RasterImage(pngData: queried.body)
            var differing = 0
            for y in 0..<one.height {
                for x in 0..<one.width where one.rgba(x: x, y: y) != other.rgba(x: x, y: y) { differing += 1 }
            }
            #expect(one.width == 200 && differing == 0)
            let series =
                #"{"kind": "line", "series": [{"name": "a", "values": [1, 2]}, {"name": "b", "values": [2, 1]}]}"#
            let svg = try await post(URL(string: "\(base)/v1/chart")!, body: Data(series.utf8))
            #expect(svg.status == 200 && svg.headers["content-type"] == "image/svg+xml")
        }
    }

    @Test func badBodiesAreA400NamingTheField() async throws {
        try await withServer { base in
            let cases: [(String, String)] = [
                ("[1, 2]", "body"),
                (#"{"values": [1], "colour": "red"}"#, "colour"),
                (#"{"values": [1], "format": "gif"}"#, "format"),
                (#"{"values": [1], "scale": 9}"#, "scale"),
                (#"{"values": [1], "size": "big"}"#, "size"),
                (#"{"values": [1], "tint": "notacolour"}"#, "tint"),
                (#"{"kind": "radar", "values": [1]}"#, "body"),
                (#"{"kind": "pie", "values": [1, -1]}"#, "body"),
                (#"{"values": []}"#, "body")
            ]
            for (body, field) in cases {
                let response = try await post(URL(string: "\(base)/v1/chart")!, body: Data(body.utf8))
                let error = response.headers["x-vellum-error"] ?? ""
                #expect(response.status == 400, "\(body): \(response.status)")
                #expect(error.contains(field), "\(body): \(error)")
            }
        }
    }

    @Test func aSpecOfMarksDrawsAsTheSpecAndCaches() async throws {
        try await withServer { base in
            let body =
                #"{"marks": [{"type": "bar", "x": "A", "y": 3}, {"type": "rule", "y": 2, "color": "red"}], "size": "160x100", "format": "png", "scale": 2}"#
            let url = URL(string: "\(base)/v1/chart")!
            let posted = try await post(url, body: Data(body.utf8))
            #expect(posted.status == 200 && posted.headers["content-type"] == "image/png")
            let image = try RasterImage(pngData: posted.body)
            var spec = try ChartSpec.read(json: Data(body.utf8), allowing: ["format", "scale"])
            spec.size = ImageSize(width: 160, height: 100)
            let renderer = ImageRenderer(content: spec.chartView())
            renderer.scale = 2
            let direct = try RasterImage(pngData: renderer.pngData())
            #expect(image.width == 320 && image.height == 200)
            var differing = 0
            for y in 0..<image.height {
                for x in 0..<image.width where direct.rgba(x: x, y: y) != image.rgba(x: x, y: y) { differing += 1 }
            }
            #expect(differing == 0)
            let etag = try #require(posted.headers["etag"])
            #expect(try await post(url, body: Data(body.utf8), headers: ["If-None-Match": etag]).status == 304)
            for (bad, field) in [
                (#"{"marks": [{"type": "bar", "x": "A", "y": 3}], "kind": "bar"}"#, "kind"),
                (#"{"marks": [{"type": "bar", "x": "A"}], "scale": 9}"#, "scale"),
                (#"{"marks": [{"type": "line", "x": "A"}]}"#, "marks[0]"),
                (#"{"marks": [{"type": "bar", "x": "A", "y": 1}], "size": "9000x9000"}"#, "size")
            ] {
                let response = try await post(url, body: Data(bad.utf8))
                #expect(response.status == 400, "\(bad)")
                #expect((response.headers["x-vellum-error"] ?? "").contains(field), "\(bad)")
            }
        }
    }
}
