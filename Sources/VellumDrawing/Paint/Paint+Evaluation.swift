import Foundation
import VellumGeometry

extension Paint {
    /// The exact colour of this paint at `point`, in the paint's user space: the reference
    /// that tests and renderers check rasterised gradients against.
    ///
    /// - `.color`: the colour.
    /// - `.linearGradient`: t is the projection of `point` onto the line from `start` to
    ///   `end` (0 at `start`, 1 at `end`), padded. If `start == end` (or the squared length is
    ///   not finite) the last stop's colour, SVG's rule for a zero-length vector (Cairo
    ///   instead averages the first and last stops for a degenerate `CAIRO_EXTEND_PAD`
    ///   gradient, so a Cairo renderer must special-case it; `LinearGradient` never
    ///   produces one).
    /// - `.radialGradient`: Cairo's and SVG's two-circle gradient reduces, for the concentric
    ///   circles Vellum produces, to t = (d − r0) / (r1 − r0), with d the distance from the
    ///   centre; `r0 > r1` is allowed. Equal radii make a hard edge: the first colour for
    ///   d ≤ r0, the last beyond (the limit of nearly equal radii).
    /// - `.conicGradient`: θ = atan2(y − cy, x − cx) in y-down space (clockwise on screen),
    ///   t = ((θ − startAngle) mod 2π) / 2π; the centre itself counts as θ = 0.
    /// - `.transformed(paint, m)`: the inner paint at `m⁻¹(point)`. A singular or non-finite
    ///   `m` gives the inner paint's first stop colour (its colour, for a solid paint).
    ///
    /// NaN parameters (from non-finite geometry) give the first stop's colour.
    ///
    /// - Parameters:
    ///   - point: Where to evaluate, in the paint's user space.
    /// - Returns: The colour, sRGB, not premultiplied.
    ///
    /// ```swift
    /// let ramp = ResolvedGradient(stops: [.init(location: 0, color: RGBAColor(red: 1)),
    ///                                     .init(location: 1, color: RGBAColor(blue: 1))])
    /// Paint.linearGradient(ramp, start: .zero, end: CGPoint(x: 100, y: 0))
    ///     .color(at: CGPoint(x: 25, y: 40)) // RGBAColor(red: 0.75, blue: 0.25)
    /// ```
    package func color(at point: CGPoint) -> RGBAColor {
        switch self {
        case .color(let color):
            return color
        case let .linearGradient(ramp, start, end):
            let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
            let lengthSquared = dx * dx + dy * dy
            guard lengthSquared > 0, lengthSquared.isFinite else { return ramp.stops[ramp.stops.count - 1].color }
            let t = (Double(point.x - start.x) * dx + Double(point.y - start.y) * dy) / lengthSquared
            return ramp.color(at: t)
        case let .radialGradient(ramp, center, startRadius, endRadius):
            let d = hypot(Double(point.x - center.x), Double(point.y - center.y))
            let r0 = Double(startRadius), r1 = Double(endRadius)
            if r0 == r1 { return d <= r0 ? ramp.stops[0].color : ramp.stops[ramp.stops.count - 1].color }
            return ramp.color(at: (d - r0) / (r1 - r0))
        case let .conicGradient(ramp, center, startAngle):
            let fullTurn = 2 * Double.pi
            let theta = atan2(Double(point.y - center.y), Double(point.x - center.x))
            var u = (theta - startAngle.radians).truncatingRemainder(dividingBy: fullTurn)
            if u < 0 { u += fullTurn }
            return ramp.color(at: u / fullTurn)
        case let .transformed(paint, transform):
            let determinant = transform.a * transform.d - transform.b * transform.c
            guard determinant != 0, determinant.isFinite, transform.tx.isFinite, transform.ty.isFinite else {
                return paint.firstColor
            }
            return paint.color(at: point.applying(transform.inverted()))
        case .image(let pattern):
            return pattern.color(at: point)
        }
    }

    /// The colour of the first stop (a solid paint's colour).
    var firstColor: RGBAColor {
        switch self {
        case .color(let color): return color
        case .linearGradient(let ramp, _, _), .radialGradient(let ramp, _, _, _), .conicGradient(let ramp, _, _):
            return ramp.stops[0].color
        case .transformed(let paint, _): return paint.firstColor
        case .image(let pattern): return pattern.color(at: pattern.frame.origin)
        }
    }
}
