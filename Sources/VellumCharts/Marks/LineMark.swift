import Foundation
import VellumCore
import VellumGeometry

/// A point of a line, as Apple's `LineMark`: the marks of one series join into one line,
/// in data order. Without `series:`, marks split by `foregroundStyle(by:)` make one line
/// per style.
///
/// ```swift
/// Chart(steps) { LineMark(x: .value("Day", $0.day), y: .value("Steps", $0.count)) }
/// ```
public struct LineMark: ChartContent {
    let mark: ChartMark

    /// A point of the chart's line.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .line, x: x.channel, y: y.channel)
    }

    /// A point of the line named by `series`.
    ///
    /// ```swift
    /// LineMark(x: .value("Day", 1), y: .value("Steps", 8_000), series: .value("City", "Paris"))
    /// ```
    public init<X: Plottable, Y: Plottable, S: Plottable>(
        x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
    ) {
        var mark = ChartMark(kind: .line, x: x.channel, y: y.channel)
        mark.series = series.values.first?.label
        self.mark = mark
    }

    /// A mark has no body.
    public var body: Never { fatalError("A mark has no body") }
    /// Appends this point of the line.
    public func _makeMarks(into marks: inout _ChartMarks) { marks.marks.append(mark) }
}
