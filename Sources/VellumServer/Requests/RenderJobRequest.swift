import Foundation
import Vellum
import VellumJobs

/// `POST /v1/render`: one job as a `vellum batch` line, without `"output"`: `"kind"` may be
/// left out (a `"value"` means progress, `"d"` or `"path"` a path), `"format"` picks PNG, SVG
/// or PDF (default SVG).
struct RenderJobRequest: Sendable {
    var job: ImageJob
    var key: String

    init(body: Data) throws {
        let object = try Self.object(from: body)
        var fields = object
        let format = try Self.format(of: fields["format"])
        fields["format"] = nil
        if fields["output"] != nil {
            throw ServerError.invalidParameter(name: "output", reason: "the response is the output; leave it out")
        }
        do {
            job = try ImageJob(fields: fields, output: "render.\(format.rawValue)")
        } catch let error as JobError {
            throw ServerError.invalidParameter(name: "body", reason: error.description)
        }
        if case .progress(let progress) = job.content, let size = progress.size {
            try ImageLook.checkPixels(size, scale: job.scale)
        }
        if case .path(let path) = job.content {
            try ImageLook.checkPixels(path.size, scale: job.scale)
        }
        guard (1...4).contains(job.scale) else {
            throw ServerError.invalidParameter(name: "scale", reason: "must be 1…4")
        }
        key = "render\u{1F}" + Self.canonical(.object(object))
    }

    /// A request body's fields: a JSON object, else a 400 naming the body.
    static func object(from body: Data) throws -> [String: JSONValue] {
        do {
            return try JSONDecoder().decode([String: JSONValue].self, from: body)
        } catch {
            throw ServerError.invalidParameter(name: "body", reason: "not a JSON object")
        }
    }

    /// The format a body's `"format"` field names: PNG, SVG (the default) or PDF.
    static func format(of field: JSONValue?) throws -> OutputFormat {
        switch field {
        case nil: return .svg
        case .string(let name)?:
            guard let named = OutputFormat(rawValue: name.lowercased()) else {
                throw ServerError.invalidParameter(name: "format", reason: "must be png, svg or pdf")
            }
            return named
        default: throw ServerError.invalidParameter(name: "format", reason: "must be png, svg or pdf")
        }
    }

    /// The JSON with its keys sorted: equal jobs, equal keys.
    static func canonical(_ value: JSONValue) -> String {
        switch value {
        case .string(let text): return "s" + text.debugDescription
        case .number(let number): return "n\(number)"
        case .bool(let flag): return flag ? "t" : "f"
        case .null: return "0"
        case .array(let items): return "[" + items.map(canonical).joined(separator: ",") + "]"
        case .object(let fields):
            return "{"
                + fields.sorted { $0.key < $1.key }.map { $0.key.debugDescription + ":" + canonical($0.value) }.joined(
                    separator: ",") + "}"
        }
    }
}
