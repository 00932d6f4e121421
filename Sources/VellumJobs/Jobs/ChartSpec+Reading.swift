import Foundation
import Vellum
import VellumCharts

extension ChartSpec {
    /// The fields a spec's JSON object takes.
    public static let fields = ["marks", "x", "y", "legend", "tint", "size"]
    /// The fields a mark takes.
    public static let markFields = [
        "type", "x", "y", "xStart", "xEnd", "yStart", "yEnd", "angle", "series", "color", "opacity", "lineWidth",
        "dash", "interpolation", "symbol", "symbolSize", "cornerRadius", "stacking", "innerRadius", "angularInset",
        "unit", "label"
    ]
    /// The fields an axis takes.
    public static let axisFields = ["title", "hidden", "type", "domain"]
    /// At most this many characters in a name, a title or a label.
    public static let maximumNameLength = 64

    /// Whether a JSON document is a spec of marks (an object with `"marks"`) rather than
    /// ``ChartJob``'s series of numbers.
    public static func isSpec(_ data: Data) -> Bool {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["marks"] != nil
    }

    /// Reads a spec from JSON (docs/charts.md, "A chart as JSON"):
    ///
    /// ```json
    /// {"marks": [{"type": "bar", "x": "Mon", "y": 3, "series": "Walk"},
    ///            {"type": "rule", "y": 4, "color": "red", "dash": [4, 3]}],
    ///  "y": {"title": "Steps", "type": "log"}, "legend": "top", "size": "400x240"}
    /// ```
    ///
    /// Fields not listed are refused (so a misspelt one never passes unnoticed), except those
    /// in `extra`, which the caller reads (the server's `format` and `scale`).
    /// - Throws: ``JobError/invalidArgument(_:)`` naming the field, such as `marks[2].x`.
    public static func read(json data: Data, allowing extra: Set<String> = []) throws -> ChartSpec {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw JobError.invalidArgument("not a chart spec: expected a JSON object with \"marks\"")
        }
        try checkFields(object, allowed: fields + extra, at: "")
        let dates = DateReader()
        let x = try axis(object["x"], name: "x", dates: dates)
        let y = try axis(object["y"], name: "y", dates: dates)
        guard let list = object["marks"] as? [Any] else {
            throw JobError.invalidArgument("marks: expected an array of marks")
        }
        guard list.count <= maximumMarks else {
            throw JobError.invalidArgument("marks: at most \(maximumMarks), not \(list.count)")
        }
        var spec = ChartSpec(
            marks: try list.enumerated().map { index, entry in
                try mark(entry, at: "marks[\(index)]", xIsDate: x.type == .date, yIsDate: y.type == .date, dates: dates)
            })
        spec.x = x
        spec.y = y
        if let legend = object["legend"] {
            guard let text = legend as? String, let value = Legend(rawValue: text) else {
                throw JobError.invalidArgument(
                    "legend: one of \(Legend.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            spec.legend = value
        }
        if let tint = object["tint"] { spec.tint = try color(tint, at: "tint") }
        if let size = object["size"] {
            guard let text = size as? String, let parsed = try? ImageSize(parsing: text) else {
                throw JobError.invalidArgument("size: expected WIDTHxHEIGHT in points, such as 400x240")
            }
            spec.size = parsed
        }
        try spec.validate()
        return spec
    }

    private static func checkFields(_ object: [String: Any], allowed: [String], at path: String) throws {
        if let unknown = object.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw JobError.invalidArgument(
                "\(path)\(unknown.prefix(32)): unknown field; \(path.isEmpty ? "a spec" : String(path.dropLast())) takes \(allowed.joined(separator: ", "))"
            )
        }
    }

    private static func axis(_ entry: Any?, name: String, dates: DateReader) throws -> Axis {
        var axis = Axis()
        guard let entry else { return axis }
        guard let object = entry as? [String: Any] else {
            throw JobError.invalidArgument("\(name): expected an object with \(axisFields.joined(separator: ", "))")
        }
        try checkFields(object, allowed: axisFields, at: "\(name).")
        if let title = object["title"] { axis.title = try text(title, at: "\(name).title") }
        if let hidden = object["hidden"] {
            guard type(of: hidden) == booleanType, let flag = hidden as? Bool else {
                throw JobError.invalidArgument("\(name).hidden: true or false")
            }
            axis.hidden = flag
        }
        if let type = object["type"] {
            let types: [String: ScaleType] = [
                "linear": .linear, "log": .log, "squareRoot": .squareRoot, "symmetricLog": .symmetricLog,
                "category": .category, "date": .date
            ]
            guard let name = type as? String, let scale = types[name] else {
                throw JobError.invalidArgument("\(name).type: one of \(types.keys.sorted().joined(separator: ", "))")
            }
            axis.type = scale
        }
        if let domain = object["domain"] {
            guard let values = domain as? [Any], !values.isEmpty, values.count <= maximumMarks else {
                throw JobError.invalidArgument("\(name).domain: [low, high] or an array of categories")
            }
            axis.domain = try values.enumerated().map {
                try value($0.element, at: "\(name).domain[\($0.offset)]", isDate: axis.type == .date, dates: dates)
            }
            // Two ends, low then high, or categories only: nothing to leave out or turn around.
            let domain = axis.domain ?? []
            let ends = domain.compactMap { value -> Double? in
                switch value {
                case .number(let number): number
                case .date(let date): date.timeIntervalSinceReferenceDate
                case .category: nil
                }
            }
            let valid = ends.isEmpty || (ends.count == 2 && domain.count == 2 && ends[0] < ends[1])
            guard valid, Set(domain.map { "\($0)" }).count == domain.count else {
                throw JobError.invalidArgument(
                    "\(name).domain: two ends, low then high, or categories each once")
            }
        }
        return axis
    }

    private static func mark(_ entry: Any, at path: String, xIsDate: Bool, yIsDate: Bool, dates: DateReader) throws
        -> Mark
    {
        guard let object = entry as? [String: Any] else {
            throw JobError.invalidArgument("\(path): expected an object")
        }
        try checkFields(object, allowed: markFields, at: "\(path).")
        guard let typeName = object["type"] as? String, let type = MarkType(rawValue: typeName) else {
            throw JobError.invalidArgument(
                "\(path).type: one of \(MarkType.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        var mark = Mark(type: type)
        func read(_ key: String, isDate: Bool) throws -> Value? {
            try object[key].map { try value($0, at: "\(path).\(key)", isDate: isDate, dates: dates) }
        }
        mark.x = try read("x", isDate: xIsDate)
        mark.xStart = try read("xStart", isDate: xIsDate)
        mark.xEnd = try read("xEnd", isDate: xIsDate)
        mark.y = try read("y", isDate: yIsDate)
        mark.yStart = try read("yStart", isDate: yIsDate)
        mark.yEnd = try read("yEnd", isDate: yIsDate)
        func number(_ key: String, in range: ClosedRange<Double>) throws -> Double? {
            guard let entry = object[key] else { return nil }
            guard let value = Self.number(entry), range.contains(value) else {
                throw JobError.invalidArgument("\(path).\(key): a number \(range.lowerBound)…\(range.upperBound)")
            }
            return value
        }
        mark.angle = try number("angle", in: 0...Double.greatestFiniteMagnitude)
        mark.opacity = try number("opacity", in: 0...1)
        mark.lineWidth = try number("lineWidth", in: 0...100)
        mark.symbolSize = try number("symbolSize", in: 0...10_000)
        mark.cornerRadius = try number("cornerRadius", in: 0...1_000)
        mark.innerRadius = try number("innerRadius", in: 0...1)
        mark.angularInset = try number("angularInset", in: 0...90)
        if let series = object["series"] { mark.series = try text(series, at: "\(path).series") }
        if let label = object["label"] { mark.label = try text(label, at: "\(path).label") }
        if let color = object["color"] { mark.color = try Self.color(color, at: "\(path).color") }
        if let dash = object["dash"] {
            guard let entries = dash as? [Any], entries.count <= 16,
                case let lengths = entries.compactMap(Self.number), lengths.count == entries.count,
                lengths.allSatisfy({ (0...1_000).contains($0) })
            else { throw JobError.invalidArgument("\(path).dash: at most 16 lengths 0…1000") }
            mark.dash = lengths
        }
        mark.interpolation = try choice(
            object["interpolation"], at: "\(path).interpolation",
            from: [
                "linear": .linear, "monotone": .monotone, "catmullRom": .catmullRom, "cardinal": .cardinal,
                "stepStart": .stepStart, "stepCenter": .stepCenter, "stepEnd": .stepEnd
            ])
        mark.symbol = try choice(
            object["symbol"], at: "\(path).symbol",
            from: [
                "circle": .circle, "square": .square, "triangle": .triangle, "diamond": .diamond,
                "pentagon": .pentagon, "plus": .plus, "cross": .cross, "asterisk": .asterisk
            ])
        mark.stacking = try choice(
            object["stacking"], at: "\(path).stacking",
            from: ["standard": .standard, "normalized": .normalized, "center": .center, "unstacked": .unstacked])
        mark.unit = try choice(
            object["unit"], at: "\(path).unit",
            from: [
                "minute": .minute, "hour": .hour, "day": .day, "weekOfYear": .weekOfYear, "month": .month,
                "quarter": .quarter, "year": .year
            ])
        if mark.unit != nil, !xIsDate {
            throw JobError.invalidArgument("\(path).unit: needs \"x\": {\"type\": \"date\"}")
        }
        return mark
    }

    private static func choice<T>(_ entry: Any?, at path: String, from options: [String: T]) throws -> T? {
        guard let entry else { return nil }
        guard let name = entry as? String, let value = options[name] else {
            throw JobError.invalidArgument("\(path): one of \(options.keys.sorted().joined(separator: ", "))")
        }
        return value
    }

    /// The type JSON's `true` and `false` take: Foundation hands them over as numbers, and
    /// `true` would otherwise read as the number 1.
    private static let booleanType = type(of: NSNumber(value: true) as Any)

    /// A finite number, not a boolean.
    private static func number(_ entry: Any) -> Double? {
        guard type(of: entry) != booleanType, let value = entry as? Double, value.isFinite else { return nil }
        return value
    }

    /// A number, a category, or on a date axis an ISO 8601 date (`2025-01-31` or
    /// `2025-01-31T12:00:00Z`).
    private static func value(_ entry: Any, at path: String, isDate: Bool, dates: DateReader) throws -> Value {
        if isDate {
            guard let string = entry as? String, let date = dates.date(string) else {
                throw JobError.invalidArgument("\(path): an ISO 8601 date such as 2025-01-31 (the axis is a date axis)")
            }
            return .date(date)
        }
        if let string = entry as? String { return .category(try text(string, at: path)) }
        if let number = number(entry) { return .number(number) }
        throw JobError.invalidArgument("\(path): a number or a string")
    }

    /// The two ISO 8601 formatters one reading makes once: a spec can hold 6,000 dates.
    private final class DateReader {
        let full = ISO8601DateFormatter()
        let day = ISO8601DateFormatter()
        init() { day.formatOptions = [.withFullDate] }
        func date(_ string: String) -> Date? { full.date(from: string) ?? day.date(from: string) }
    }

    /// A name, title or label: at most ``maximumNameLength`` Unicode scalars (a character
    /// can hold any number of them), no control characters.
    private static func text(_ entry: Any, at path: String) throws -> String {
        guard let string = entry as? String else { throw JobError.invalidArgument("\(path): expected a string") }
        guard string.unicodeScalars.count <= maximumNameLength else {
            throw JobError.invalidArgument("\(path): longer than \(maximumNameLength) characters")
        }
        guard !string.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw JobError.invalidArgument("\(path): holds a control character")
        }
        return string
    }

    /// SwiftUI's named colours (`"red"`, `"mint"` …) or hexadecimal.
    private static func color(_ entry: Any, at path: String) throws -> Color {
        let named: [String: Color] = [
            "red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint, "teal": .teal,
            "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple, "pink": .pink, "brown": .brown,
            "gray": .gray, "black": .black, "white": .white, "primary": .primary, "secondary": .secondary
        ]
        guard let text = entry as? String, let color = named[text] ?? Color(hex: text) else {
            throw JobError.invalidArgument("\(path): a SwiftUI colour name (red, blue …) or #RRGGBB")
        }
        return color
    }
}
