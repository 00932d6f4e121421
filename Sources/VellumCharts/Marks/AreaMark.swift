import Foundation
import VellumCore
import VellumGeometry

/// A point of a filled area, as Apple's `AreaMark`: from zero (or the series stacked
/// below) up to `y`; the marks of one series join into one area. Areas at the same x stack.
///
/// ```swift
/// Chart(sales) { AreaMark(x: .value("Day", $0.day), y: .value("Sales", $0.total)) }
/// ```
public struct AreaMark: ChartContent {
    let mark: ChartMark

    /// A point of the area at `x`, filled from zero (or the stack below) to `y`.
    public init<X: Plottable, Y: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
    ) {
        var mark = ChartMark(kind: .area, x: x.channel, y: y.channel)
        mark.stacking = stacking
        self.mark = mark
    }

    /// A point of the area named by `series`.
    ///
    /// ```swift
    /// AreaMark(x: .value("Day", 1), y: .value("Sales", 3), series: .value("Shop", "North"))
    /// ```
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
        stacking: MarkStackingMethod = .standard
    ) {
        var mark = ChartMark(kind: .area, x: x.channel, y: y.channel)
        mark.series = series.values.first?.label
        mark.stacking = stacking
        self.mark = mark
    }

    /// A point of a band filled from `yStart` to `yEnd` (not stacked).
    ///
    /// ```swift
    /// AreaMark(x: .value("Day", 1), yStart: .value("Low", 2), yEnd: .value("High", 9))
    /// ```
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        let start = yStart.values.first ?? .number(.nan)
        let end = yEnd.values.first ?? .number(.nan)
        mark = ChartMark(kind: .area, x: x.channel, y: .range(start, end))
    }

    /// A point of the band named by `series`, filled from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        let start = yStart.values.first ?? .number(.nan)
        let end = yEnd.values.first ?? .number(.nan)
        var mark = ChartMark(kind: .area, x: x.channel, y: .range(start, end))
        mark.series = series.values.first?.label
        self.mark = mark
    }

    /// A mark has no body.
    public var body: Never { fatalError("A mark has no body") }
    /// Appends this point of the area.
    public func _makeMarks(into marks: inout _ChartMarks) { marks.marks.append(mark) }
}
