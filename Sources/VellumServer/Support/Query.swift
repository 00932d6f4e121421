import Foundation
import Vellum
import VellumJobs

/// A request's query parameters, read once each: a route takes the ones it knows, and any left
/// over is refused (a misspelt parameter is an error, never silently ignored).
struct Query {
    private var values: [String: String]

    /// The parameters, the last of a repeated name winning.
    init(_ pairs: some Sequence<(String, String)>) {
        var values: [String: String] = [:]
        for (name, value) in pairs { values[name] = value }
        self.values = values
    }

    /// The value in a route's path: a finite number.
    static func value(_ text: String) throws -> Double {
        guard let value = Double(text), value.isFinite else {
            throw ServerError.invalidParameter(name: "value", reason: "not a number: '\(text.prefix(40))'")
        }
        return value
    }

    /// The text of `name`, taken.
    mutating func text(_ name: String, limit: Int = 255) throws -> String? {
        guard let value = values.removeValue(forKey: name) else { return nil }
        guard value.count <= limit else {
            throw ServerError.invalidParameter(name: name, reason: "longer than \(limit) characters")
        }
        return value
    }

    /// The number `name` holds, taken: finite, and in `range` when one is given.
    mutating func number(_ name: String, in range: ClosedRange<Double>? = nil) throws -> Double? {
        guard let text = values.removeValue(forKey: name) else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw ServerError.invalidParameter(name: name, reason: "not a number: '\(text.prefix(40))'")
        }
        if let range, !range.contains(value) {
            throw ServerError.invalidParameter(
                name: name, reason: "must be \(format(range.lowerBound))…\(format(range.upperBound))")
        }
        return value
    }

    /// The whole number `name` holds, taken, in `range`.
    mutating func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = values.removeValue(forKey: name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw ServerError.invalidParameter(
                name: name, reason: "must be a whole number \(range.lowerBound)…\(range.upperBound)")
        }
        return value
    }

    /// `true`/`false` (also `1`/`0`, `yes`/`no`, and an empty value for true), taken.
    mutating func flag(_ name: String) throws -> Bool? {
        guard let text = values.removeValue(forKey: name) else { return nil }
        switch text.lowercased() {
        case "", "true", "1", "yes": return true
        case "false", "0", "no": return false
        default: throw ServerError.invalidParameter(name: name, reason: "must be true or false")
        }
    }

    /// One of `choices`, taken.
    mutating func choice(_ name: String, _ choices: [String]) throws -> String? {
        guard let text = values.removeValue(forKey: name) else { return nil }
        guard choices.contains(text) else {
            throw ServerError.invalidParameter(name: name, reason: "must be one of \(choices.joined(separator: ", "))")
        }
        return text
    }

    /// A colour, taken.
    mutating func color(_ name: String) throws -> ParsedColor? {
        guard let text = values.removeValue(forKey: name) else { return nil }
        return ParsedColor(color: try CSSColor.parse(text, parameter: name), text: text.lowercased())
    }

    /// `size=WxH` in points, taken.
    mutating func size() throws -> ImageSize? {
        guard let text = try text("size", limit: 40) else { return nil }
        do {
            return try ImageSize(parsing: text)
        } catch {
            throw ServerError.invalidParameter(name: "size", reason: "expected WIDTHxHEIGHT in points, such as 128x128")
        }
    }

    /// Refuses what no route took.
    func checkAllTaken(known: [String]) throws {
        guard let name = values.keys.sorted().first else { return }
        throw ServerError.invalidParameter(
            name: name, reason: "unknown parameter; this route takes \(known.joined(separator: ", "))")
    }

    private func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// A colour read from a parameter, with its text for the request's canonical key.
struct ParsedColor: Sendable {
    var color: Color
    var text: String
}
