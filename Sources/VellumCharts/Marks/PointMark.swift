import Foundation
import VellumCore
import VellumGeometry

/// A symbol at a point, as Apple's `PointMark` (a filled circle of 30 square points unless
/// `symbol` or `symbolSize` says otherwise).
///
/// ```swift
/// Chart(cars) { PointMark(x: .value("Weight", $0.weight), y: .value("Price", $0.price)) }
/// ```
public struct PointMark: ChartContent {
    let mark: ChartMark

    /// A point at `x`, `y`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .point, x: x.channel, y: y.channel)
    }

    /// A point at `x`, at `y` points from the plot's top (nil: centred).
    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        mark = ChartMark(kind: .point, x: x.channel, y: .fixed(y))
    }

    /// A point at `y`, at `x` points from the plot's leading edge (nil: centred).
    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        mark = ChartMark(kind: .point, x: .fixed(x), y: y.channel)
    }

    /// A mark has no body.
    public var body: Never { fatalError("A mark has no body") }
    /// Appends this point.
    public func _makeMarks(into marks: inout _ChartMarks) { marks.marks.append(mark) }
}
