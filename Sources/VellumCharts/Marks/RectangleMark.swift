import Foundation
import VellumCore
import VellumGeometry

/// A rectangle, as Apple's `RectangleMark`: 70 % of the step on a category axis (a heat
/// map's cell), or spanning explicit values or the plot.
///
/// ```swift
/// Chart(cells) { RectangleMark(x: .value("Hour", $0.hour), y: .value("Day", $0.day)).foregroundStyle(.blue) }
/// ```
public struct RectangleMark: ChartContent {
    let mark: ChartMark

    /// A rectangle centred on `x`, `y`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
        height: MarkDimension = .automatic
    ) {
        var mark = ChartMark(kind: .rectangle, x: x.channel, y: y.channel)
        mark.width = width
        mark.height = height
        self.mark = mark
    }

    /// A rectangle from `xStart` to `xEnd` and `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        mark = ChartMark(kind: .rectangle, x: RuleMark.range(xStart, xEnd), y: RuleMark.range(yStart, yEnd))
    }

    /// A rectangle from `xStart` to `xEnd`, `height` tall around `y` (Default: 70 % of a
    /// category's band): a Gantt chart's task.
    ///
    /// ```swift
    /// RectangleMark(xStart: .value("Start", 2), xEnd: .value("End", 5), y: .value("Task", "Build"))
    /// ```
    public init<X: Plottable, Y: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        var mark = ChartMark(kind: .rectangle, x: RuleMark.range(xStart, xEnd), y: y.channel)
        mark.height = height
        self.mark = mark
    }

    /// A rectangle from `yStart` to `yEnd`, `width` wide around `x`.
    ///
    /// ```swift
    /// RectangleMark(x: .value("Day", "Mon"), yStart: .value("Low", 12), yEnd: .value("High", 19))
    /// ```
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic
    ) {
        var mark = ChartMark(kind: .rectangle, x: x.channel, y: RuleMark.range(yStart, yEnd))
        mark.width = width
        self.mark = mark
    }

    /// A rectangle at `x` spanning `yStart` to `yEnd` points (nil: the plot's edges).
    public init<X: Plottable>(
        x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic
    ) {
        var mark = ChartMark(kind: .rectangle, x: x.channel, y: .span(start: yStart, end: yEnd))
        mark.width = width
        self.mark = mark
    }

    /// A rectangle at `y` spanning `xStart` to `xEnd` points (nil: the plot's edges).
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic
    ) {
        var mark = ChartMark(kind: .rectangle, x: .span(start: xStart, end: xEnd), y: y.channel)
        mark.height = height
        self.mark = mark
    }

    /// A rectangle from the value `xStart` to `xEnd`, spanning `yStart` to `yEnd` points.
    public init<X: Plottable>(
        xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil
    ) {
        mark = ChartMark(kind: .rectangle, x: RuleMark.range(xStart, xEnd), y: .span(start: yStart, end: yEnd))
    }

    /// A rectangle from the value `yStart` to `yEnd`, spanning `xStart` to `xEnd` points.
    public init<Y: Plottable>(
        xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
    ) {
        mark = ChartMark(kind: .rectangle, x: .span(start: xStart, end: xEnd), y: RuleMark.range(yStart, yEnd))
    }

    /// A mark has no body.
    public var body: Never { fatalError("A mark has no body") }
    /// Appends this rectangle.
    public func _makeMarks(into marks: inout _ChartMarks) { marks.marks.append(mark) }
}
