import Foundation
import VellumCore
import VellumGeometry

/// One mark as a chart lays it out: its kind, where each channel puts it, and the styles
/// its modifiers set. Marks and modifiers build these; the renderer reads them.
struct ChartMark: Sendable {
    enum Kind: Hashable, Sendable { case bar, line, area, point, rule, rectangle, sector }

    /// Where a mark sits along one axis.
    enum Channel: Hashable, Sendable {
        /// One data value.
        case value(ChartValue)
        /// From one data value to another (a bar's or rule's ends, a bin, a dated unit).
        case range(ChartValue, ChartValue)
        /// No data on this axis: from `start` to `end` in points from the plot's leading or
        /// top edge, nil meaning the plot's edge.
        case span(start: CGFloat?, end: CGFloat?)
        /// No data on this axis: at `position` points, nil meaning the plot's centre.
        case fixed(CGFloat?)

        var values: [ChartValue] {
            switch self {
            case .value(let value): [value]
            case .range(let start, let end): [start, end]
            case .span, .fixed: []
            }
        }

        /// Whether the mark stands at one place on this axis (a value or a fixed position),
        /// not across an interval.
        var isPoint: Bool {
            switch self {
            case .value, .fixed: true
            case .range, .span: false
            }
        }

        /// Whether a data value satisfies `predicate` (no array made: layouts ask this of
        /// every mark several times).
        func contains(where predicate: (ChartValue) -> Bool) -> Bool {
            switch self {
            case .value(let value): predicate(value)
            case .range(let start, let end): predicate(start) || predicate(end)
            case .span, .fixed: false
            }
        }

        /// Whether every data value satisfies `predicate`.
        func allSatisfy(_ predicate: (ChartValue) -> Bool) -> Bool { !contains { !predicate($0) } }

        /// The data values' numbers, appended to `numbers`.
        func appendNumbers(to numbers: inout [Double]) {
            switch self {
            case .value(let value): if let number = value.numeric { numbers.append(number) }
            case .range(let start, let end):
                if let number = start.numeric { numbers.append(number) }
                if let number = end.numeric { numbers.append(number) }
            case .span, .fixed: break
            }
        }
    }

    var kind: Kind
    var x: Channel
    var y: Channel
    /// A line's or area's series, as `series:` names it.
    var series: String?
    var width: MarkDimension = .automatic
    var height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    /// A sector's value, inner and outer radius and inset.
    var angle: Double = 0
    var innerRadius: MarkDimension = .automatic
    var outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat = 0
    /// Whether a range on x (y) came from one value: a date with `unit:` or a bin, so the
    /// mark stands on it as on a band (bars stack on it and fill it).
    var xIsUnit = false
    var yIsUnit = false

    // Set by modifiers; nil means "not set", so the innermost modifier wins.
    var style: AnyShapeStyle?
    var styleCategory: String?
    var symbolCategory: String?
    var symbol: MarkSymbol?
    var symbolArea: CGFloat?
    var lineStyle: StrokeStyle?
    var interpolation: InterpolationMethod?
    var cornerRadius: CGFloat?
    var opacity: Double = 1
    /// `offset(…)`: points added to the mark's start and end along each axis.
    var offset = MarkOffset()
    /// `zIndex(_:)`: marks with a higher value are drawn above the others.
    var zIndex: Double = 0
    /// The views `annotation(position:alignment:spacing:content:)` puts at the mark.
    var annotations: [MarkAnnotation] = []
    /// The category `position(by:)` places the mark by inside its band, the axis it names
    /// (nil: the band axis) and the span the group takes.
    var group: MarkGroup?

    init(kind: Kind, x: Channel, y: Channel) {
        self.kind = kind
        self.x = x
        self.y = y
    }

    /// Whether every data value is finite: marks with NaN or infinite values are skipped.
    var isPlaceable: Bool {
        x.allSatisfy(\.isPlaceable) && y.allSatisfy(\.isPlaceable)
            && (kind != .sector || (angle.isFinite && angle >= 0))
    }
}

/// Points a mark moves by: its start and end along x and y (equal for `offset(x:y:)`).
struct MarkOffset: Sendable, Equatable {
    var xStart: CGFloat = 0
    var xEnd: CGFloat = 0
    var yStart: CGFloat = 0
    var yEnd: CGFloat = 0

    /// Where a one-point mark (a point, a line's vertex) moves along `x` or `y`.
    func center(x: Bool) -> CGFloat { x ? (xStart + xEnd) / 2 : (yStart + yEnd) / 2 }
}

/// A mark's `position(by:)` group.
struct MarkGroup: Sendable {
    var category: String
    var axis: Axis?
    var span: MarkDimension
}

/// An annotation as a mark carries it: where, how aligned, how far, and the view it makes
/// for the mark's size.
struct MarkAnnotation: @unchecked Sendable {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var make: (AnnotationContext) -> AnyView
}

/// The marks chart content makes, gathered in declaration order.
///
/// ```swift
/// var marks = _ChartMarks()
/// BarMark(x: .value("A", "a"), y: .value("V", 1))._makeMarks(into: &marks)
/// ```
public struct _ChartMarks: Sendable {
    var marks: [ChartMark] = []

    /// An empty list.
    public init() {}

    var count: Int { marks.count }
}
