import Foundation
import VellumCore
import VellumGeometry

/// A chart's scales and plot area, as Apple's `ChartProxy`: `chartOverlay` and
/// `chartBackground` hand it to their content to turn data values into points and back.
/// Positions are relative to the plot (its top-leading corner is 0, 0).
///
/// ```swift
/// Chart(data) { LineMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
///     .chartOverlay { proxy in
///         GeometryReader { geometry in
///             let origin = proxy.plotFrame.map { geometry[$0].origin } ?? .zero
///             if let point = proxy.position(for: (x: 3, y: 8_000)) {
///                 Circle().fill(.red).frame(width: 8, height: 8)
///                     .position(x: origin.x + point.x, y: origin.y + point.y)
///             }
///         }
///     }
/// ```
public struct ChartProxy: @unchecked Sendable {
    let layout: ChartLayout
    let anchor: Anchor<CGRect>?

    /// The x position of `value` in the plot, or nil when it is not on the scale (a category
    /// the chart does not have, a NaN) or the chart is a pie.
    ///
    /// ```swift
    /// let x = proxy.position(forX: "Tue")
    /// ```
    public func position<P: Plottable>(forX value: P) -> CGFloat? { position(value, on: .x) }

    /// The y position of `value` in the plot, or nil when it is not on the scale.
    ///
    /// ```swift
    /// let y = proxy.position(forY: 8_000)
    /// ```
    public func position<P: Plottable>(forY value: P) -> CGFloat? { position(value, on: .y) }

    /// The point of `point`'s x and y values in the plot, or nil when either is not on its
    /// scale.
    ///
    /// ```swift
    /// let point = proxy.position(for: (x: "Tue", y: 8_000))
    /// ```
    public func position<X: Plottable, Y: Plottable>(for point: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: point.x), let y = position(forY: point.y) else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// The span of `value` on x in the plot: its band for a category, a single point for a
    /// number or date.
    ///
    /// ```swift
    /// let band = proxy.positionRange(forX: "Tue")
    /// ```
    public func positionRange<P: Plottable>(forX value: P) -> ClosedRange<CGFloat>? { range(value, on: .x) }

    /// The span of `value` on y in the plot (see ``positionRange(forX:)``).
    ///
    /// ```swift
    /// let band = proxy.positionRange(forY: "Paris")
    /// ```
    public func positionRange<P: Plottable>(forY value: P) -> ClosedRange<CGFloat>? { range(value, on: .y) }

    /// The x value at `position` in the plot, as a `P`: the category whose band holds it, or
    /// the number or date there (rounded for an integer type); nil outside a band or for a
    /// type of the other kind.
    ///
    /// ```swift
    /// let day = proxy.value(atX: 120, as: String.self)
    /// ```
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        value(at: position, on: .x)
    }

    /// The y value at `position` in the plot, as a `P` (see ``value(atX:as:)``).
    ///
    /// ```swift
    /// let steps = proxy.value(atY: 40, as: Double.self)
    /// ```
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        value(at: position, on: .y)
    }

    /// The x and y values at `position` in the plot, or nil when either has none.
    ///
    /// ```swift
    /// let values = proxy.value(at: CGPoint(x: 120, y: 40), as: (String, Double).self)
    /// ```
    public func value<X: Plottable, Y: Plottable>(at position: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x: X = value(atX: position.x), let y: Y = value(atY: position.y) else { return nil }
        return (x, y)
    }

    /// The plot's size: the area between the axes, not including them.
    ///
    /// ```swift
    /// let width = proxy.plotSize.width
    /// ```
    public var plotSize: CGSize { layout.plot.size }

    /// The plot's size (Apple's name before iOS 17).
    ///
    /// ```swift
    /// let width = proxy.plotAreaSize.width
    /// ```
    public var plotAreaSize: CGSize { plotSize }

    /// An anchor to the plot's frame, to read with a `GeometryProxy` (`geometry[anchor]`);
    /// nil in the first pass of a render, before the plot has been drawn.
    ///
    /// ```swift
    /// GeometryReader { geometry in
    ///     let frame = proxy.plotFrame.map { geometry[$0] } ?? .zero
    ///     Rectangle().stroke(.red).frame(width: frame.width, height: frame.height).offset(x: frame.minX, y: frame.minY)
    /// }
    /// ```
    public var plotFrame: Anchor<CGRect>? { anchor }

    private func position<P: Plottable>(_ value: P, on axis: ChartLayout.Axis) -> CGFloat? {
        let chartValue = value.chartValue
        guard !layout.isPie, chartValue.isPlaceable, layout.places(chartValue, on: axis),
            let point = layout.position(chartValue, on: axis)
        else { return nil }
        return point - (axis == .x ? layout.plot.minX : layout.plot.minY)
    }

    private func range<P: Plottable>(_ value: P, on axis: ChartLayout.Axis) -> ClosedRange<CGFloat>? {
        guard let center = position(value, on: axis) else { return nil }
        let half = (layout.step(axis) ?? 0) / 2
        return (center - half)...(center + half)
    }

    private func value<P: Plottable>(at position: CGFloat, on axis: ChartLayout.Axis) -> P? {
        guard !layout.isPie, position.isFinite else { return nil }
        let origin = axis == .x ? layout.plot.minX : layout.plot.minY
        let point = origin + position
        let found: ChartValue
        switch axis == .x ? layout.x : layout.y {
        case .band(let band):
            let step = band.step
            guard step > 0 else { return nil }
            let slot = ((point - band.range.0) / step).rounded(.down)
            guard slot >= 0, slot < CGFloat(band.domain.count) else { return nil }
            let index = Int(slot)
            guard band.domain.indices.contains(index) else { return nil }
            found = .category(band.domain[index])
        case .continuous(let scale):
            guard let number = scale.value(at: point) else { return nil }
            guard number.isFinite else { return nil }
            let isDate = axis == .x ? layout.xIsDate : layout.yIsDate
            found = isDate ? .date(Date(timeIntervalSinceReferenceDate: number)) : .number(number)
        }
        let primitive =
            P.PrimitivePlottable(_chartValue: found)
            ?? found.numeric.flatMap { P.PrimitivePlottable(_chartValue: .number($0.rounded())) }
        return primitive.flatMap { P(primitivePlottable: $0) }
    }
}
