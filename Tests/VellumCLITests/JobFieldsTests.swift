import ArgumentParser
import Foundation
import Testing
import VellumCommandLine
import VellumJobs

/// `ImageJob(fields:output:)` reads a job without ArgumentParser (the server reads jobs too);
/// here the commands themselves are the oracle: the same fields as options give the same job,
/// or the same message.
@Suite struct JobFieldsTests {
    /// The fields as the options `vellum progress` or `vellum path` takes, as `vellum batch`
    /// once passed them to the command: `--name=value` in name order, path data after `--`.
    static func arguments(_ fields: [String: JSONValue], output: String) -> [String] {
        var arguments = ["--output=\(output)"]
        var data: String?
        for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
            let name = key == "lineWidth" ? "line-width" : key
            switch value {
            case .string where key == "kind": continue
            case .string(let text) where ["d", "data", "path"].contains(key): data = text
            case .string(let text): arguments.append("--\(name)=\(text)")
            case .number(let number): arguments.append("--\(name)=\(number)")
            case .bool(true): arguments.append("--\(name)")
            case .array(let items) where name == "size":
                let numbers = items.map { item -> Double in
                    if case .number(let number) = item { return number } else { return .nan }
                }
                arguments.append("--size=\(numbers[0])x\(numbers[1])")
            case .array(let items):
                let numbers = items.map { item -> String in
                    if case .number(let number) = item { return String(number) } else { return "?" }
                }
                arguments.append("--\(name)=\(numbers.joined(separator: ","))")
            default: continue
            }
        }
        if let data { arguments += ["--", data] }
        return arguments
    }

    /// The command's job for `fields`, or its message.
    static func commandResult(_ fields: [String: JSONValue], output: String) -> CommandResult {
        let arguments = Self.arguments(fields, output: output)
        let isPath = fields["d"] != nil || fields["data"] != nil || fields["path"] != nil
        do {
            if isPath { return .job(try PathCommand.parse(arguments).imageJob()) }
            return .job(try ProgressCommand.parse(arguments).imageJob())
        } catch {
            return .refused(isPath ? PathCommand.message(for: error) : ProgressCommand.message(for: error))
        }
    }

    /// What a command made of its options.
    enum CommandResult {
        case job(ImageJob)
        case refused(String)
    }

    @Test(arguments: [
        #"{"value": "abc"}"#, #"{"value": 0.5, "style": "donut"}"#, ##"{"value": 0.5, "tint": "#zz"}"##,
        #"{"kind": "progress", "style": "linear"}"#, #"{"value": "nan"}"#, #"{"value": 0.5, "total": 0}"#,
        #"{"value": 0.5, "size": "0x0"}"#,
        #"{"value": 0.5, "size": "wide"}"#, #"{"value": 0.5, "format": "gif"}"#, #"{"value": 0.5, "scale": -1}"#,
        #"{"kind": "progress", "style": "spinner", "percent": true}"#, #"{"value": 0.5, "size": [20000, 10]}"#,
        #"{"value": 0.5, "track": "blue"}"#,
        #"{"value": 2, "total": "x", "style": "gauge"}"#, #"{"d": "Q"}"#, #"{"d": "M0 0 H10", "line-width": -1}"#,
        #"{"d": "M0 0 H10", "dash": "0,0"}"#, #"{"d": "M0 0 H10", "fill": "red"}"#,
        #"{"d": "M0 0 H10", "size": "0x5"}"#,
        #"{"d": "M0 0 H10", "lineWidth": "wide", "dash": [1, -1]}"#, #"{"d": "M0 0 H10", "scale": 0, "format": "pdf"}"#
    ])
    func badFieldsGetTheCommandsMessage(line: String) throws {
        let fields = try JSONDecoder().decode([String: JSONValue].self, from: Data(line.utf8))
        guard case .refused(let expected) = Self.commandResult(fields, output: "a.png") else {
            Issue.record("the command accepts \(line)")
            return
        }
        #expect(throws: JobError.invalidJob(expected)) { try ImageJob(fields: fields, output: "a.png") }
    }

    @Test(arguments: [
        #"{"value": 0.42, "style": "linear", "label": "Upload", "percent": true, "size": [240, 40], "scale": 2}"#,
        ##"{"value": "7", "total": 10, "tint": "#f00", "track": "#eee", "style": "dashed-ring", "format": "svg"}"##,
        #"{"kind": "progress", "style": "spinner", "label": "-x"}"#,
        ##"{"d": "M10 10 C 20 20, 40 20, 50 10", "stroke": "#000", "lineWidth": 3, "dash": [5, 3]}"##,
        ##"{"d": "M0 0 H10 V10 Z", "fill": "#f00", "format": "pdf"}"##,
        ##"{"d": "M0 0 H10 V10 Z", "fill": "#f00", "line-width": 2, "size": "20x20"}"##
    ])
    func goodFieldsMakeTheCommandsJob(line: String) throws {
        let fields = try JSONDecoder().decode([String: JSONValue].self, from: Data(line.utf8))
        guard case .job(let expected) = Self.commandResult(fields, output: "a.png") else {
            Issue.record("the command refuses \(line)")
            return
        }
        let job = try ImageJob(fields: fields, output: "a.png")
        #expect(job.format == expected.format && job.scale == expected.scale)
        #expect(try job.render() == expected.render(), "the same bytes")
    }
}
