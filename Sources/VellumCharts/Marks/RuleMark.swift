import Foundation
import VellumCore
import VellumGeometry

/// A straight line across the plot or a segment, as Apple's `RuleMark` (1 point wide).
///
/// ```swift
/// Chart {
///     ForEach(days) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.steps)) }
///     RuleMark(y: .value("Goal", 10_000)).foregroundStyle(.red)
/// }
/// ```
public struct RuleMark: ChartContent {
    let mark: ChartMark

    /// A horizontal rule at `y` from `xStart` to `xEnd` points (nil: the plot's edges).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule, x: .span(start: xStart, end: xEnd), y: y.channel)
    }

    /// A horizontal segment at `y` from the value `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule, x: Self.range(xStart, xEnd), y: y.channel)
    }

    /// A horizontal segment from the value `xStart` to `xEnd`, at `y` points (nil: centred).
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        mark = ChartMark(kind: .rule, x: Self.range(xStart, xEnd), y: .fixed(y))
    }

    /// A vertical rule at `x` from `yStart` to `yEnd` points (nil: the plot's edges).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        mark = ChartMark(kind: .rule, x: x.channel, y: .span(start: yStart, end: yEnd))
    }

    /// A vertical segment at `x` from the value `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule, x: x.channel, y: Self.range(yStart, yEnd))
    }

    /// A vertical segment from the value `yStart` to `yEnd`, at `x` points (nil: centred).
    public init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(kind: .rule, x: .fixed(x), y: Self.range(yStart, yEnd))
    }

    static func range<V>(_ start: PlottableValue<V>, _ end: PlottableValue<V>) -> ChartMark.Channel {
        .range(start.values.first ?? .number(.nan), end.values.first ?? .number(.nan))
    }

    /// A mark has no body.
    public var body: Never { fatalError("A mark has no body") }
    /// Appends this rule.
    public func _makeMarks(into marks: inout _ChartMarks) { marks.marks.append(mark) }
}
