import Foundation
import Vellum

/// A job from JSON fields, as a `vellum batch` line or a `POST /v1/render` body gives it: the
/// fields are `vellum progress`'s and `vellum path`'s options without their dashes, read and
/// checked as the commands read and check them, with the same messages, but without
/// ArgumentParser (the server reads jobs too).
extension ImageJob {
    /// The fields each kind takes besides `kind` and `output` (flags separately).
    package static let progressFields: Set<String> = [
        "value", "total", "style", "size", "tint", "track", "label", "format", "scale"
    ]
    /// The progress fields that are flags: `true`, `false` or `null`.
    package static let progressFlags: Set<String> = ["percent"]
    /// The fields a path takes besides `kind`, `output` and its data (`data`, `d` or `path`).
    package static let pathFields: Set<String> = ["fill", "stroke", "line-width", "dash", "size", "format", "scale"]

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

    /// The job that `fields` (without `"output"`) describe, written to `output`, whose
    /// extension gives the format unless `"format"` does. `"kind"` may be left out when
    /// ``inferredKind(_:)`` can tell it.
    ///
    /// - Parameters:
    ///   - fields: The job's fields; names are the options' without dashes (`"line-width"`,
    ///     and `"lineWidth"` too). Numbers and strings are read as the option's text; flags take
    ///     `true`; `"size"` and `"dash"` also take arrays of numbers.
    ///   - output: The output's name, for the format.
    /// - Throws: ``JobError`` with the reason, worded as the command words it.
    ///
    /// ```swift
    /// let job = try ImageJob(fields: ["value": .number(0.4), "style": .string("linear")], output: "bar.svg")
    /// ```
    package init(fields: [String: JSONValue], output: String) throws {
        var fields = fields
        let kind: String
        switch fields.removeValue(forKey: "kind") {
        case .string(let named)?: kind = named
        case nil:
            guard let inferred = Self.inferredKind(fields) else {
                throw JobError.invalidJob(
                    "\"kind\" must be \"progress\" or \"path\" (or give \"value\" for progress, \"d\" for a path)")
            }
            kind = inferred
        default:
            throw JobError.invalidJob("\"kind\" must be \"progress\" or \"path\"")
        }
        switch kind {
        case "progress":
            let options = try OptionText(fields, allowed: Self.progressFields, flags: Self.progressFlags, kind: kind)
            self = try Self.progress(options, output: output)
        case "path":
            var data: String?
            for key in ["data", "d", "path"] {
                guard let value = fields.removeValue(forKey: key) else { continue }
                guard case .string(let text) = value else {
                    throw JobError.invalidJob("\"\(key)\" must be a string of SVG path data")
                }
                data = text
            }
            guard let data else {
                throw JobError.invalidJob("a path needs \"data\": SVG path data, such as \"M10 10 L50 10\"")
            }
            let options = try OptionText(fields, allowed: Self.pathFields, flags: [], kind: kind)
            self = try Self.path(data, options, output: output)
        default:
            throw JobError.invalidJob("\"kind\" must be \"progress\" or \"path\", not \"\(kind)\"")
        }
    }

    /// A progress job: the values read in the fields' order, then the output checked, then the
    /// job, then its frame (the order in which `vellum progress` finds faults).
    private static func progress(_ options: OptionText, output: String) throws -> ImageJob {
        var value: Double?, total = 1.0, style = ProgressStyleName.circular, size: ImageSize?
        var tint: Color?, track: Color?, label: String?, format: OutputFormat?, scale = 1.0
        for (name, text) in options.values {
            switch name {
            case "value": value = try options.number(text, name, "number")
            case "total": total = try options.number(text, name, "number")
            case "style": style = try options.choice(text, name, "style")
            case "size": size = try options.read(text, name, "WxH", ImageSize.init(parsing:))
            case "tint": tint = try options.read(text, name, "hex", ColorArgument.parse)
            case "track": track = try options.read(text, name, "hex", ColorArgument.parse)
            case "label": label = text
            case "format": format = try options.choice(text, name, "format")
            default: scale = try options.number(text, name, "factor")
            }
        }
        let resolved = try resolvedFormat(format, scale: scale, output: output)
        var job = ProgressJob(value: value, total: total, style: style)
        job.size = size
        job.tint = tint
        job.track = track
        job.label = label
        job.showsPercent = options.flags.contains("percent")
        try invalidJob { try job.validate() }
        let image = ImageJob(content: .progress(job), format: resolved, scale: scale)
        try invalidJob { try checkSize(image.explicitSize, scale: resolved == .pdf ? 1 : scale) }
        return image
    }

    /// A path job, read and checked as ``progress(_:output:)``; the path data last, as the
    /// command's argument after `--`.
    private static func path(_ data: String, _ options: OptionText, output: String) throws -> ImageJob {
        var fill: Color?, stroke: Color?, lineWidth: Double?, dash: DashPattern?, size: ImageSize?
        var format: OutputFormat?, scale = 1.0
        for (name, text) in options.values {
            switch name {
            case "fill": fill = try options.read(text, name, "hex", ColorArgument.parse)
            case "stroke": stroke = try options.read(text, name, "hex", ColorArgument.parse)
            case "line-width": lineWidth = try options.number(text, name, "points")
            case "dash": dash = try options.read(text, name, "lengths", DashPattern.init(parsing:))
            case "size": size = try options.read(text, name, "WxH", ImageSize.init(parsing:))
            case "format": format = try options.choice(text, name, "format")
            default: scale = try options.number(text, name, "factor")
            }
        }
        let path: Path
        do {
            path = try Path(svgPathData: data)
        } catch {
            throw JobError.invalidJob("The value '\(data)' is invalid for '<path-data>': not SVG path data: \(error)")
        }
        let resolved = try resolvedFormat(format, scale: scale, output: output)
        let job = PathJob.resolving(
            path: path, fill: fill, stroke: stroke, lineWidth: lineWidth, dash: dash, size: size)
        try invalidJob { try job.validate() }
        let image = ImageJob(content: .path(job), format: resolved, scale: scale)
        try invalidJob { try checkSize(image.explicitSize, scale: resolved == .pdf ? 1 : scale) }
        return image
    }

    /// `"format"`, else the one `output`'s extension names; checks `"scale"`.
    private static func resolvedFormat(_ format: OutputFormat?, scale: Double, output: String) throws -> OutputFormat {
        guard let resolved = format ?? OutputFormat(fileName: output) else {
            throw JobError.unknownFormat(output: output)
        }
        guard scale.isFinite, scale > 0 else {
            throw JobError.invalidJob("--scale must be a positive number, not \(scale)")
        }
        return resolved
    }

    /// `body`'s result; its error, whatever it is, as ``JobError/invalidJob(_:)`` with the
    /// same words.
    private static func invalidJob<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw JobError.invalidJob("\(error)")
        }
    }
}

/// A job's fields as the text each option would get on the command line, in the order the
/// command would read them (by name), with readers that word faults as the command does.
private struct OptionText {
    /// Each option's text by its name (kebab-case), in name order; the last of two spellings
    /// of one option wins, as the last of a repeated option does.
    var values: [(name: String, text: String)] = []
    /// The flags given as `true`.
    var flags: Set<String> = []

    init(_ fields: [String: JSONValue], allowed: Set<String>, flags allowedFlags: Set<String>, kind: String) throws {
        var byName: [String: String] = [:]
        var order: [String] = []
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            let name = Self.optionName(key)
            if allowedFlags.contains(name) {
                switch value {
                case .bool(true): flags.insert(name)
                case .bool(false), .null: break
                default: throw JobError.invalidJob("\"\(key)\" must be true or false, not \(value.kindName)")
                }
                continue
            }
            guard allowed.contains(name) else {
                let known =
                    (allowed.union(allowedFlags).union(["kind", "output"]).union(kind == "path" ? ["data"] : []))
                    .sorted()
                throw JobError.invalidJob(
                    "unknown field \"\(key)\" for \"\(kind)\"; known: \(known.joined(separator: ", "))")
            }
            let text: String
            switch value {
            case .null: continue
            case .string(let string): text = string
            case .number(let number): text = "\(number)"
            case .array(let items) where name == "dash" || name == "size":
                let numbers = try items.map { item -> Double in
                    guard case .number(let number) = item else {
                        throw JobError.invalidJob("\"\(key)\" must hold numbers, not \(item.kindName)")
                    }
                    return number
                }
                if name == "size" {
                    guard numbers.count == 2 else { throw JobError.invalidJob("\"size\" must be [width, height]") }
                    text = "\(numbers[0])x\(numbers[1])"
                } else {
                    text = numbers.map { String($0) }.joined(separator: ",")
                }
            default:
                throw JobError.invalidJob("\"\(key)\" must be a string or a number, not \(value.kindName)")
            }
            if byName[name] == nil { order.append(name) }
            byName[name] = text
        }
        values = order.map { ($0, byName[$0]!) }
    }

    /// A number, as ArgumentParser reads a `Double` (so `nan` and `inf` read, and are refused
    /// by the checks after).
    func number(_ text: String, _ name: String, _ valueName: String) throws -> Double {
        guard let number = Double(text) else { throw Self.invalid(text, name, valueName, "") }
        return number
    }

    /// One of a fixed set of names, with the list in the message as ArgumentParser gives it.
    func choice<Choice: RawRepresentable & CaseIterable>(_ text: String, _ name: String, _ valueName: String) throws
        -> Choice
    where Choice.RawValue == String {
        if let choice = Choice(rawValue: text) { return choice }
        let quoted = Choice.allCases.map { "'\($0.rawValue)'" }
        let list: String
        if quoted.count >= 6 {
            list =
                ". Please provide one of the following:\n"
                + Choice.allCases.map { "  - \($0.rawValue)" }.joined(separator: "\n")
        } else if quoted.count <= 2 {
            list = ". Please provide one of \(quoted.joined(separator: " and "))."
        } else {
            list = ". Please provide one of \(quoted.dropLast().joined(separator: ", ")) or \(quoted.last!)."
        }
        throw Self.invalid(text, name, valueName, list)
    }

    /// `text` through `parse`, its error after the option's name.
    func read<T>(_ text: String, _ name: String, _ valueName: String, _ parse: (String) throws -> T) throws -> T {
        do {
            return try parse(text)
        } catch {
            throw Self.invalid(text, name, valueName, ": \(error)")
        }
    }

    static func invalid(_ text: String, _ name: String, _ valueName: String, _ reason: String) -> JobError {
        JobError.invalidJob("The value '\(text)' is invalid for '--\(name) <\(valueName)>'\(reason)")
    }

    /// `lineWidth` → `line-width`; kebab-case stays.
    static func optionName(_ key: String) -> String {
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
}
