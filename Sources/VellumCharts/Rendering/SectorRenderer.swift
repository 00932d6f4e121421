import Foundation
import VellumCore
import VellumGeometry

/// Draws the sectors of a pie or donut: each sweep is its value's share of the total,
/// from 12 o'clock clockwise in data order.
enum SectorRenderer {
    /// The start and end angles (radians, y-down, 0 at 3 o'clock) of each sector.
    static func angles(of values: [Double]) -> [(Double, Double)] {
        // Shares of the largest value, so a total past the doubles' range still divides.
        let largest = values.max() ?? 0
        guard largest > 0, largest.isFinite else { return values.map { _ in (0, 0) } }
        let total = values.reduce(0) { $0 + $1 / largest }
        guard total > 0, total.isFinite else { return values.map { _ in (0, 0) } }
        var start = -Double.pi / 2
        return values.map { value in
            let sweep = value / largest / total * 2 * .pi
            defer { start += sweep }
            return (start, start + sweep)
        }
    }

    /// A radius from a dimension: `.ratio` and `.inset` relative to `reference`.
    static func radius(_ dimension: MarkDimension, reference: CGFloat, automatic: CGFloat) -> CGFloat {
        let value: CGFloat
        switch dimension.kind {
        case .automatic: value = automatic
        case .fixed(let points): value = points
        case .ratio(let ratio): value = reference * ratio
        case .inset(let inset): value = reference - inset
        }
        return value.isFinite ? max(0, value) : 0
    }

    /// A sector between `start` and `end` with both straight edges moved in by half the
    /// angular inset, so neighbours are `inset` points apart.
    static func path(
        center: CGPoint, inner: CGFloat, outer: CGFloat, start: Double, end: Double, inset: CGFloat
    ) -> Path? {
        let half = Double(max(0, inset) / 2)
        guard outer > 0, end > start, Double(outer) > half else { return nil }
        let outerTrim = asin(half / Double(outer))
        guard end - start > 2 * outerTrim else { return nil }
        var path = Path()
        path.addArc(
            center: center, radius: outer, startAngle: .radians(start + outerTrim),
            endAngle: .radians(end - outerTrim), clockwise: false)
        if Double(inner) > half {
            let innerTrim = asin(half / Double(inner))
            if end - start > 2 * innerTrim {
                path.addArc(
                    center: center, radius: inner, startAngle: .radians(end - innerTrim),
                    endAngle: .radians(start + innerTrim), clockwise: true)
            } else {
                path.addLine(to: apex(center: center, start: start, end: end, half: half))
            }
        } else {
            path.addLine(to: apex(center: center, start: start, end: end, half: half))
        }
        path.closeSubpath()
        return path
    }

    private static func apex(center: CGPoint, start: Double, end: Double, half: Double) -> CGPoint {
        let bisector = (start + end) / 2
        let sweep = end - start
        let distance = half == 0 || sweep >= .pi ? 0 : half / sin(sweep / 2)
        return CGPoint(x: center.x + CGFloat(cos(bisector) * distance), y: center.y + CGFloat(sin(bisector) * distance))
    }

    static func draw(_ layout: ChartLayout, in context: inout GraphicsContext) {
        let plot = layout.plot
        let center = CGPoint(x: plot.midX, y: plot.midY)
        let reference = min(plot.width, plot.height) / 2
        let angles = angles(of: layout.marks.map(\.angle))
        for (mark, (start, end)) in zip(layout.marks, angles) {
            let outer = radius(mark.outerRadius, reference: reference, automatic: reference)
            let inner = radius(mark.innerRadius, reference: outer, automatic: 0)
            guard
                let path = path(
                    center: center, inner: min(inner, outer), outer: outer, start: start, end: end,
                    inset: mark.angularInset)
            else { continue }
            var local = context
            local.opacity *= mark.opacity
            local.fill(path, with: ChartRenderer.shading(for: mark, in: layout))
        }
    }
}
