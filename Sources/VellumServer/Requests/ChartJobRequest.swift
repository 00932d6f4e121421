import Foundation
import Vellum
import VellumJobs

/// `POST /v1/chart`: a chart described in a JSON body, as `vellum chart` reads a JSON file:
/// `"values"` or `"series"` (`[{"name": …, "values": […]}]`), `"labels"`, `"kind"` (default
/// `"bar"`), and `"tint"`, `"size"` (`"WxH"`), `"format"` (default SVG) and `"scale"` (1…4);
/// or a ``ChartSpec`` of `"marks"` with the same `"format"` and `"scale"`. Any other field is
/// refused, so a misspelt one never passes unnoticed.
struct ChartJobRequest: Sendable {
    static let fields = ["kind", "values", "series", "labels", "tint", "size", "format", "scale"]

    var job: ImageJob
    var key: String

    init(body: Data) throws {
        let object = try RenderJobRequest.object(from: body)
        let format = try RenderJobRequest.format(of: object["format"])
        var scale = 1.0
        switch object["scale"] {
        case nil: break
        case .number(let value)? where (1...4).contains(value): scale = value
        default: throw ServerError.invalidParameter(name: "scale", reason: "must be a number 1…4")
        }
        key = "chart-job\u{1F}" + RenderJobRequest.canonical(.object(object))
        if object["marks"] != nil {
            let spec: ChartSpec
            do {
                spec = try ChartSpec.read(json: body, allowing: ["format", "scale"])
                try ImageLook.checkPixels(spec.size ?? ImageSize(width: 400, height: 240), scale: scale)
            } catch let error as JobError {
                throw ServerError.invalidParameter(name: "body", reason: error.description)
            }
            job = ImageJob(content: .chartSpec(spec), format: format, scale: scale)
            return
        }
        if let unknown = object.keys.sorted().first(where: { !Self.fields.contains($0) }) {
            throw ServerError.invalidParameter(
                name: unknown, reason: "unknown field; this route takes \(Self.fields.joined(separator: ", "))")
        }
        var chart: ChartJob
        do {
            chart = try ChartJob.readJSON(body, kind: .bar)
        } catch let error as JobError {
            throw ServerError.invalidParameter(name: "body", reason: error.description)
        }
        switch object["tint"] {
        case nil: break
        case .string(let text)?: chart.tint = try CSSColor.parse(text, parameter: "tint")
        default: throw ServerError.invalidParameter(name: "tint", reason: "must be a CSS colour")
        }
        switch object["size"] {
        case nil: break
        case .string(let text)?:
            guard let size = try? ImageSize(parsing: text) else {
                throw ServerError.invalidParameter(
                    name: "size", reason: "expected WIDTHxHEIGHT in points, such as 400x240")
            }
            try ImageLook.checkPixels(size, scale: scale)
            chart.size = size
        default: throw ServerError.invalidParameter(name: "size", reason: "expected a string WIDTHxHEIGHT")
        }
        do {
            try chart.validate()
        } catch let error as JobError {
            throw ServerError.invalidParameter(name: "body", reason: error.description)
        }
        job = ImageJob(content: .chart(chart), format: format, scale: scale)
    }
}
