import Foundation
import VellumJobs

/// One line of a batch file, read into a job: the line's fields are the options `vellum
/// progress` or `vellum path` takes, read and checked as the command would
/// (`ImageJob(fields:output:)` in VellumJobs, which `POST /v1/render` reads with too).
///
/// A line is a JSON object with `"kind"` (`"progress"` or `"path"`), `"output"` (a file name
/// inside the batch's `--out` directory) and the command's options as fields, named as the
/// options are without their dashes (`"line-width"`; `"lineWidth"` also works). Flags take
/// `true`; `"dash"` and `"size"` may be arrays of numbers; a path's data is `"data"` (or `"d"`).
///
/// ```json
/// {"kind": "progress", "value": 0.42, "style": "circular", "percent": true, "output": "ring.png"}
/// {"kind": "path", "data": "M10 10 L50 10", "stroke": "#000", "dash": [5, 3], "output": "line.svg"}
/// ```
public struct BatchJob: Sendable {
    /// The line's number in the file, from 1.
    public var line: Int
    /// The output name as the line gives it, relative to the batch directory.
    public var output: String
    /// Where the image is written.
    public var destination: URL
    /// What to render.
    public var job: ImageJob

    /// Reads one line.
    /// - Parameters:
    ///   - text: The line, a JSON object.
    ///   - line: Its number, for messages.
    ///   - directory: The batch directory outputs are written into.
    /// - Throws: `JobError` with the reason, as the command would word it for a bad option;
    ///   ``CommandLineError/invalidJob(_:)`` for an output outside the directory.
    public init(parsing text: String, line: Int, directory: URL) throws {
        let object: [String: JSONValue]
        do {
            object = try JSONDecoder().decode([String: JSONValue].self, from: Data(text.utf8))
        } catch {
            throw JobError.invalidJob("not a JSON object: \(Self.reason(error))")
        }
        guard case .string(let output)? = object["output"] else {
            throw CommandLineError.invalidJob("\"output\" must be a file name, such as \"ring.png\"")
        }
        try Self.checkOutputName(output)
        if object["format"] == nil, OutputFormat(fileName: output) == nil {
            throw JobError.unknownFormat(output: output)
        }
        let destination = directory.appendingPathComponent(output)
        var fields = object
        fields["output"] = nil
        let job = try ImageJob(fields: fields, output: destination.path)
        self.line = line
        self.output = output
        self.destination = destination
        self.job = job
    }

    /// Refuses output names that would leave the batch directory: empty, `-`, absolute,
    /// starting with `~`, or with a `..` component.
    ///
    /// The checks look at the UTF-8 bytes the file system sees, not at Swift characters: a
    /// combining mark after `/` makes one `Character` of both, so `"/\u{301}etc/x"` has no
    /// `"/"` prefix and `"../\u{301}x"` no `".."` component as Strings (found by fuzzing).
    public static func checkOutputName(_ name: String) throws {
        let bytes = Array(name.utf8)
        let slash = UInt8(ascii: "/")
        let components = bytes.split(separator: slash, omittingEmptySubsequences: false)
        if bytes.isEmpty || bytes == [UInt8(ascii: "-")] || bytes.first == slash || bytes.first == UInt8(ascii: "~")
            || bytes.contains(0) || components.contains(where: { $0.elementsEqual("..".utf8) }) || bytes.last == slash
        {
            throw CommandLineError.invalidJob(
                "\"output\" must be a file name inside the output directory, not '\(name)'")
        }
    }

    private static func reason(_ error: Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            return (context.underlyingError.map { "\($0.localizedDescription)" }) ?? context.debugDescription
        }
        if case DecodingError.typeMismatch = error { return "expected an object" }
        return "\(error)"
    }
}
