import Foundation
import VellumCore
import VellumGeometry

extension PlottableValue {
    /// The channel this value fills: one value, or a range for a bin or dated unit.
    var channel: ChartMark.Channel {
        values.count == 2 ? .range(values[0], values[1]) : .value(values.first ?? .number(.nan))
    }
}

/// A bar, as Apple's `BarMark`. The bar runs along the axis whose value is a number and
/// sits in the band of the axis whose value is a category; bars sharing a band stack.
///
/// ```swift
/// Chart(sales) { BarMark(x: .value("Month", $0.month), y: .value("Sales", $0.total)) }
/// ```
public struct BarMark: ChartContent {
    let mark: ChartMark

    /// A bar at `x` and `y`: vertical for a category on x, horizontal for one on y.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        var mark = ChartMark(kind: .bar, x: x.channel, y: y.channel)
        mark.width = width
        mark.height = height
        mark.stacking = stacking
        mark.xIsUnit = x.values.count == 2
        mark.yIsUnit = y.values.count == 2
        self.mark = mark
    }

    /// A bar at `x` spanning from `yStart` to `yEnd` points (nil: the plot's edges).
    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        var mark = ChartMark(kind: .bar, x: x.channel, y: .span(start: yStart, end: yEnd))
        mark.width = width
        mark.stacking = stacking
        self.mark = mark
    }

    /// A bar at `y` spanning from `xStart` to `xEnd` points (nil: the plot's edges).
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic,
        stacking: MarkStackingMethod = .standard
    ) {
        var mark = ChartMark(kind: .bar, x: .span(start: xStart, end: xEnd), y: y.channel)
        mark.height = height
        mark.stacking = stacking
        self.mark = mark
    }

    /// A horizontal bar from `xStart` to `xEnd` at `y` (a Gantt chart's bar).
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        let start = xStart.values.first ?? .number(.nan)
        let end = xEnd.values.first ?? .number(.nan)
        var mark = ChartMark(kind: .bar, x: .range(start, end), y: y.channel)
        mark.height = height
        self.mark = mark
    }

    /// A vertical bar from `yStart` to `yEnd` at `x` (a range or candlestick bar).
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        let start = yStart.values.first ?? .number(.nan)
        let end = yEnd.values.first ?? .number(.nan)
        var mark = ChartMark(kind: .bar, x: x.channel, y: .range(start, end))
        mark.width = width
        self.mark = mark
    }

    /// A bar from `xStart` to `xEnd` spanning `yStart` to `yEnd` points.
    public init<X: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil
    ) {
        let start = xStart.values.first ?? .number(.nan)
        let end = xEnd.values.first ?? .number(.nan)
        self.mark = ChartMark(kind: .bar, x: .range(start, end), y: .span(start: yStart, end: yEnd))
    }

    /// A bar from `yStart` to `yEnd` spanning `xStart` to `xEnd` points.
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        let start = yStart.values.first ?? .number(.nan)
        let end = yEnd.values.first ?? .number(.nan)
        self.mark = ChartMark(kind: .bar, x: .span(start: xStart, end: xEnd), y: .range(start, end))
    }

    /// A mark has no body.
    public var body: Never { fatalError("A mark has no body") }
    /// Appends this bar.
    public func _makeMarks(into marks: inout _ChartMarks) { marks.marks.append(mark) }
}
