import Foundation
import VellumCore
import VellumGeometry

/// A slice of a pie or donut, as Apple's `SectorMark`: its sweep is its value's share of
/// the total, starting at 12 o'clock and running clockwise in data order.
///
/// ```swift
/// Chart(sales) {
///     SectorMark(angle: .value("Sales", $0.total), innerRadius: .ratio(0.618), angularInset: 1.5)
///         .foregroundStyle(by: .value("Product", $0.name))
/// }
/// ```
public struct SectorMark: ChartContent {
    let mark: ChartMark

    /// A sector proportional to `angle`; radii relative to the plot (outer: half its
    /// shorter side; inner: 0); `angularInset` points trimmed off each straight edge.
    public init<V: Plottable>(
        angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
        angularInset: CGFloat? = nil
    ) {
        var mark = ChartMark(kind: .sector, x: .fixed(nil), y: .fixed(nil))
        mark.angle = angle.values.first?.numeric ?? .nan
        mark.innerRadius = innerRadius
        mark.outerRadius = outerRadius
        mark.angularInset = angularInset ?? 0
        self.mark = mark
    }

    /// A mark has no body.
    public var body: Never { fatalError("A mark has no body") }
    /// Appends this sector.
    public func _makeMarks(into marks: inout _ChartMarks) { marks.marks.append(mark) }
}
