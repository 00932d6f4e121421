import ArgumentParser
import Foundation

/// One line of a batch file, read into a job: the line's fields become the same options
/// `vellum progress` or `vellum path` takes and are parsed and validated by that command.
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

    /// The fields each kind takes besides `kind` and `output` (flags separately).
    static let progressFields: Set<String> = ["value", "total", "style", "size", "tint", "track", "label", "format", "scale"]
    static let progressFlags: Set<String> = ["percent"]
    static let pathFields: Set<String> = ["fill", "stroke", "line-width", "dash", "size", "format", "scale"]

    /// Reads one line.
    /// - Parameters:
    ///   - text: The line, a JSON object.
    ///   - line: Its number, for messages.
    ///   - directory: The batch directory outputs are written into.
    /// - Throws: ``CommandLineError/invalidJob(_:)`` with the reason, as the command would
    ///   word it for a bad option.
    public init(parsing text: String, line: Int, directory: URL) throws {
        let object: [String: JSONValue]
        do {
            object = try JSONDecoder().decode([String: JSONValue].self, from: Data(text.utf8))
        } catch {
            throw CommandLineError.invalidJob("not a JSON object: \(Self.reason(error))")
        }
        guard case .string(let output)? = object["output"] else {
            throw CommandLineError.invalidJob("\"output\" must be a file name, such as \"ring.png\"")
        }
        try Self.checkOutputName(output)
        if object["format"] == nil, OutputFormat(fileName: output) == nil {
            throw CommandLineError.unknownFormat(output: output)
        }
        let destination = directory.appendingPathComponent(output)
        var fields = object
        fields["output"] = nil
        let job = try Self.imageJob(fields, output: destination.path)
        self.line = line
        self.output = output
        self.destination = destination
        self.job = job
    }

    /// The kind a job's fields make plain when it has no `"kind"`: a `"value"` means progress,
    /// `"d"`, `"data"` or `"path"` a path; nil when neither or both.
    package static func inferredKind(_ fields: [String: JSONValue]) -> String? {
        let progress = fields["value"] != nil
        let path = fields["d"] != nil || fields["data"] != nil || fields["path"] != nil
        switch (progress, path) {
        case (true, false): return "progress"
        case (false, true): return "path"
        default: return nil
        }
    }

    /// The job that `fields` (a batch line's, without `"output"`) describe, written to
    /// `output` (whose extension gives the format unless `"format"` does). `"kind"` may be
    /// left out when ``inferredKind(_:)`` can tell it.
    /// - Throws: ``CommandLineError/invalidJob(_:)`` with the reason.
    package static func imageJob(_ fields: [String: JSONValue], output: String) throws -> ImageJob {
        var fields = fields
        let kind: String
        switch fields.removeValue(forKey: "kind") {
        case .string(let named)?: kind = named
        case nil:
            guard let inferred = inferredKind(fields) else {
                throw CommandLineError.invalidJob("\"kind\" must be \"progress\" or \"path\" (or give \"value\" for progress, \"d\" for a path)")
            }
            kind = inferred
        default:
            throw CommandLineError.invalidJob("\"kind\" must be \"progress\" or \"path\"")
        }
        var arguments = ["--output=\(output)"]
        switch kind {
        case "progress":
            arguments += try Self.options(fields, allowed: Self.progressFields, flags: Self.progressFlags, kind: kind)
            return try Self.parse(ProgressCommand.self, arguments) { try $0.imageJob() }
        case "path":
            var data: String?
            for key in ["data", "d", "path"] {
                guard let value = fields.removeValue(forKey: key) else { continue }
                guard case .string(let text) = value else { throw CommandLineError.invalidJob("\"\(key)\" must be a string of SVG path data") }
                data = text
            }
            guard let data else { throw CommandLineError.invalidJob("a path needs \"data\": SVG path data, such as \"M10 10 L50 10\"") }
            arguments += try Self.options(fields, allowed: Self.pathFields, flags: [], kind: kind)
            arguments += ["--", data]
            return try Self.parse(PathCommand.self, arguments) { try $0.imageJob() }
        default:
            throw CommandLineError.invalidJob("\"kind\" must be \"progress\" or \"path\", not \"\(kind)\"")
        }
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
            || bytes.contains(0) || components.contains(where: { $0.elementsEqual("..".utf8) }) || bytes.last == slash {
            throw CommandLineError.invalidJob("\"output\" must be a file name inside the output directory, not '\(name)'")
        }
    }

    /// The fields as long options, `--name=value` (so values starting with `-` stay values).
    private static func options(_ fields: [String: JSONValue], allowed: Set<String>, flags: Set<String>,
                                kind: String) throws -> [String] {
        var arguments: [String] = []
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            let name = optionName(key)
            if flags.contains(name) {
                switch value {
                case .bool(true): arguments.append("--\(name)")
                case .bool(false), .null: break
                default: throw CommandLineError.invalidJob("\"\(key)\" must be true or false, not \(value.kindName)")
                }
                continue
            }
            guard allowed.contains(name) else {
                let known = (allowed.union(flags).union(["kind", "output"]).union(kind == "path" ? ["data"] : [])).sorted()
                throw CommandLineError.invalidJob("unknown field \"\(key)\" for \"\(kind)\"; known: \(known.joined(separator: ", "))")
            }
            switch value {
            case .null: continue
            case .string(let text): arguments.append("--\(name)=\(text)")
            case .number(let number): arguments.append("--\(name)=\(number)")
            case .array(let items) where name == "dash" || name == "size":
                let numbers = try items.map { item -> Double in
                    guard case .number(let number) = item else {
                        throw CommandLineError.invalidJob("\"\(key)\" must hold numbers, not \(item.kindName)")
                    }
                    return number
                }
                if name == "size" {
                    guard numbers.count == 2 else { throw CommandLineError.invalidJob("\"size\" must be [width, height]") }
                    arguments.append("--size=\(numbers[0])x\(numbers[1])")
                } else {
                    arguments.append("--dash=\(numbers.map { String($0) }.joined(separator: ","))")
                }
            default:
                throw CommandLineError.invalidJob("\"\(key)\" must be a string or a number, not \(value.kindName)")
            }
        }
        return arguments
    }

    /// `lineWidth` → `line-width`; kebab-case stays.
    private static func optionName(_ key: String) -> String {
        var name = ""
        for character in key {
            if character.isUppercase {
                name += "-" + character.lowercased()
            } else {
                name.append(character)
            }
        }
        return name
    }

    /// Parses and validates `arguments` with `Command`, with the command's own message on
    /// failure (with the option names the fields stand for).
    private static func parse<Command: ParsableCommand>(_: Command.Type, _ arguments: [String],
                                                        _ make: (Command) throws -> ImageJob) throws -> ImageJob {
        let command: Command
        do {
            command = try Command.parse(arguments)
        } catch {
            throw CommandLineError.invalidJob(Command.message(for: error))
        }
        return try make(command)
    }

    private static func reason(_ error: Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            return (context.underlyingError.map { "\($0.localizedDescription)" }) ?? context.debugDescription
        }
        if case DecodingError.typeMismatch = error { return "expected an object" }
        return "\(error)"
    }
}
