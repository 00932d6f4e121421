import Foundation
import Vellum
import VellumCharts

/// A chart described mark by mark, as `POST /v1/chart` and `vellum chart` read it from JSON
/// (``read(json:)``): each mark is one Swift Charts mark with its values and modifiers, and the
/// chart's axes, scales and legend are set as the chart modifiers would set them. Where
/// ``ChartJob`` draws series of plain numbers in a fixed look, this draws what Swift Charts
/// code would.
///
/// ```swift
/// let spec = try ChartSpec.read(json: Data(#"{"marks": [{"type": "bar", "x": "Mon", "y": 3}]}"#.utf8))
/// let view = spec.chartView()
/// ```
public struct ChartSpec: Sendable {
    /// The kind of mark: `BarMark`, `LineMark`, `AreaMark`, `PointMark`, `RuleMark`,
    /// `RectangleMark` or `SectorMark`.
    public enum MarkType: String, CaseIterable, Sendable {
        case bar, line, area, point, rule, rectangle, sector
    }

    /// A value on an axis: a number, a category or a date.
    public enum Value: Sendable, Equatable {
        case number(Double)
        case category(String)
        case date(Date)
    }

    /// One mark and its modifiers; nil leaves Swift Charts' default.
    public struct Mark: Sendable {
        public var type: MarkType
        /// The mark's value on x and y, or the ends of its interval.
        public var x: Value?
        public var y: Value?
        public var xStart: Value?
        public var xEnd: Value?
        public var yStart: Value?
        public var yEnd: Value?
        /// A sector's value.
        public var angle: Double?
        /// The series: `foregroundStyle(by:)`, and `series:` for lines and areas.
        public var series: String?
        /// `foregroundStyle(_:)`.
        public var color: Color?
        public var opacity: Double?
        /// `lineStyle(StrokeStyle(lineWidth:dash:))`.
        public var lineWidth: Double?
        public var dash: [Double]?
        public var interpolation: InterpolationMethod?
        public var symbol: BasicChartSymbolShape?
        public var symbolSize: Double?
        public var cornerRadius: Double?
        public var stacking: MarkStackingMethod?
        /// A sector's inner radius as a fraction of the outer one, and its angular inset in points.
        public var innerRadius: Double?
        public var angularInset: Double?
        /// The calendar unit a date bar fills.
        public var unit: Calendar.Component?
        /// Text annotated above the mark.
        public var label: String?

        /// A mark of `type` with nothing set.
        public init(type: MarkType) { self.type = type }
    }

    /// An axis's title, scale and visibility.
    public struct Axis: Sendable {
        public var title: String?
        public var hidden = false
        /// `chartXScale(type:)`; `.date` makes the axis's strings ISO 8601 dates.
        public var type: ScaleType?
        /// `chartXScale(domain:)`: numeric ends, or categories in order.
        public var domain: [Value]?

        public init() {}
    }

    /// Where the legend goes.
    public enum Legend: String, CaseIterable, Sendable {
        case automatic, hidden, top, bottom
    }

    /// At most this many marks.
    public static let maximumMarks = 1_000
    /// At most this many series.
    public static let maximumSeries = 12

    public var marks: [Mark]
    public var x = Axis()
    public var y = Axis()
    public var legend = Legend.automatic
    /// The colour of marks with neither a colour nor a series; nil for the accent blue.
    public var tint: Color?
    /// The frame; nil for 400 × 240.
    public var size: ImageSize?

    /// A chart of `marks`.
    public init(marks: [Mark]) { self.marks = marks }

    /// The frame when no size is given.
    public static let defaultSize = (width: 400, height: 240)

    /// Refuses what cannot be drawn truthfully: no marks or more than ``maximumMarks``, more
    /// than ``maximumSeries`` series, a mark without the values its type needs, a value of the
    /// wrong kind for its axis, a log domain that is not positive.
    /// - Throws: ``JobError/invalidArgument(_:)`` naming the mark (`marks[3]`) and the field.
    public func validate() throws {
        guard !marks.isEmpty else { throw JobError.invalidArgument("marks: give at least one mark") }
        guard marks.count <= Self.maximumMarks else {
            throw JobError.invalidArgument("marks: at most \(Self.maximumMarks), not \(marks.count)")
        }
        let series = Set(marks.compactMap(\.series))
        guard series.count <= Self.maximumSeries else {
            throw JobError.invalidArgument("marks: at most \(Self.maximumSeries) series, not \(series.count)")
        }
        for (index, mark) in marks.enumerated() {
            do {
                try mark.validate()
            } catch JobError.invalidArgument(let reason) {
                throw JobError.invalidArgument("marks[\(index)].\(reason)")
            }
        }
        try checkKinds(of: \.x, \.xStart, \.xEnd, axis: "x")
        try checkKinds(of: \.y, \.yStart, \.yEnd, axis: "y")
        for (name, axis) in [("x", x), ("y", y)] {
            guard axis.type == .log, let domain = axis.domain else { continue }
            if domain.contains(where: { if case .number(let value) = $0 { value <= 0 } else { false } }) {
                throw JobError.invalidArgument("\(name).domain: a log scale's domain must be above 0")
            }
        }
    }
}

extension ChartSpec {
    /// Every value on an axis is of one kind: numbers, categories or dates (a chart places
    /// a mixture on no scale, and would leave some marks out).
    private func checkKinds(
        of value: KeyPath<Mark, Value?>, _ start: KeyPath<Mark, Value?>, _ end: KeyPath<Mark, Value?>, axis: String
    ) throws {
        func kind(_ value: Value) -> String {
            switch value {
            case .number: "a number"
            case .category: "a category"
            case .date: "a date"
            }
        }
        var first: String?
        for (index, mark) in marks.enumerated() {
            for (name, path) in [(axis, value), (axis + "Start", start), (axis + "End", end)] {
                guard let entry = mark[keyPath: path] else { continue }
                let found = kind(entry)
                if let first, found != first {
                    throw JobError.invalidArgument(
                        "marks[\(index)].\(name): \(found) on an axis of \(first == "a number" ? "numbers" : first == "a date" ? "dates" : "categories")"
                    )
                }
                first = first ?? found
            }
        }
    }
}

extension ChartSpec.Mark {
    /// The fields each type takes besides `type`, `series`, `color`, `opacity` and `label`.
    static let fieldsOfType: [ChartSpec.MarkType: Set<String>] = [
        .bar: ["x", "y", "xStart", "xEnd", "yStart", "yEnd", "stacking", "cornerRadius", "unit"],
        .rectangle: ["x", "y", "xStart", "xEnd", "yStart", "yEnd", "cornerRadius"],
        .rule: ["x", "y", "xStart", "xEnd", "yStart", "yEnd", "lineWidth", "dash"],
        .line: ["x", "y", "lineWidth", "dash", "interpolation", "symbol", "symbolSize"],
        .area: ["x", "y", "yStart", "yEnd", "interpolation", "stacking"],
        .point: ["x", "y", "symbol", "symbolSize"],
        .sector: ["angle", "innerRadius", "angularInset"]
    ]

    /// The names of the fields set.
    var setFields: [String] {
        let fields: [(String, Bool)] = [
            ("x", x != nil), ("y", y != nil), ("xStart", xStart != nil), ("xEnd", xEnd != nil),
            ("yStart", yStart != nil), ("yEnd", yEnd != nil), ("angle", angle != nil),
            ("lineWidth", lineWidth != nil), ("dash", dash != nil), ("interpolation", interpolation != nil),
            ("symbol", symbol != nil), ("symbolSize", symbolSize != nil), ("cornerRadius", cornerRadius != nil),
            ("stacking", stacking != nil), ("innerRadius", innerRadius != nil),
            ("angularInset", angularInset != nil), ("unit", unit != nil)
        ]
        return fields.filter(\.1).map(\.0)
    }

    /// The fields `type` takes and the combinations of values its initializers take, so no
    /// field is read and then left undrawn.
    func validate() throws {
        let allowed = Self.fieldsOfType[type] ?? []
        if let extra = setFields.first(where: { !allowed.contains($0) }) {
            throw JobError.invalidArgument("\(extra): a \(type.rawValue) does not take it")
        }
        if (xStart == nil) != (xEnd == nil) { throw JobError.invalidArgument("xStart: give xStart and xEnd together") }
        if (yStart == nil) != (yEnd == nil) { throw JobError.invalidArgument("yStart: give yStart and yEnd together") }
        if x != nil, xStart != nil { throw JobError.invalidArgument("x: give x or xStart and xEnd, not both") }
        if y != nil, yStart != nil { throw JobError.invalidArgument("y: give y or yStart and yEnd, not both") }
        let xRange = xStart != nil
        let yRange = yStart != nil
        switch type {
        case .sector:
            guard let angle, angle >= 0 else { throw JobError.invalidArgument("angle: a sector needs an angle ≥ 0") }
        case .line, .point:
            guard x != nil, y != nil else { throw JobError.invalidArgument("x: a \(type.rawValue) needs x and y") }
        case .area:
            guard x != nil, y != nil || yRange else { throw JobError.invalidArgument("x: an area needs x and y") }
        case .bar:
            guard x != nil || y != nil || xRange || yRange else {
                throw JobError.invalidArgument("x: a bar needs x or y")
            }
            if xRange && yRange { throw JobError.invalidArgument("yStart: a bar spans x or y, not both") }
            if unit != nil {
                guard case .date? = x, y != nil else {
                    throw JobError.invalidArgument("unit: a bar with a date x and a y takes a unit")
                }
            }
        case .rectangle:
            guard x != nil || y != nil || xRange || yRange else {
                throw JobError.invalidArgument("x: a rectangle needs x or y")
            }
        case .rule:
            guard x != nil || y != nil || xRange || yRange else {
                throw JobError.invalidArgument("x: a rule needs x or y")
            }
            if x != nil && y != nil { throw JobError.invalidArgument("y: a rule stands at x or at y, not both") }
            if xRange && yRange { throw JobError.invalidArgument("yStart: a rule spans x or y, not both") }
        }
        if let innerRadius, !(0...1).contains(innerRadius) {
            throw JobError.invalidArgument("innerRadius: a fraction 0…1")
        }
    }
}
