import Foundation

// Based on the SVG 1.1 implementation notes, appendix F.6 "Elliptical arc implementation
// notes" (https://www.w3.org/TR/SVG11/implnote.html#ArcImplementationNotes):
//   F.6.2 out-of-range parameters: identical end points omit the arc, a zero radius makes
//         a straight line, negative radii take their absolute value, and radii too small to
//         reach the end point are scaled up by √Λ (F.6.6);
//   F.6.5 conversion from endpoint to center parameterization.
// The arc is then split into pieces of at most 90°, each a cubic with the control distance
// k = 4/3·tan(θ/4) on the unit circle, mapped onto the ellipse by its affine transform.

extension Path {
    /// Adds an SVG elliptical arc (the `A` command) from the current point to `end`.
    ///
    /// `rotation` is the ellipse's x-axis rotation in degrees. A `sweep` of true turns in
    /// the positive-angle direction, which is clockwise on screen in y-down space. The last
    /// cubic ends exactly at `end`. If the arc's geometry overflows (coordinates near the
    /// limits of `Double`), a straight line to `end` is added instead.
    internal mutating func addSVGArc(
        to end: CGPoint, radiusX: CGFloat, radiusY: CGFloat,
        rotation: CGFloat, largeArc: Bool, sweep: Bool
    ) {
        guard let start = currentPoint, end.isFinite else { return }
        // F.6.2: identical end points omit the arc entirely.
        if start == end { return }
        var rx = abs(radiusX), ry = abs(radiusY)
        // F.6.2: a zero radius (or one that is not finite) makes a straight line.
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite, rotation.isFinite else {
            addLine(to: end)
            return
        }
        let phi = rotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi), sinPhi = sin(phi)

        // F.6.5.1: the midpoint of the chord, rotated into the ellipse's axes.
        let hx = (start.x - end.x) / 2, hy = (start.y - end.y) / 2
        let x1 = cosPhi * hx + sinPhi * hy
        let y1 = -sinPhi * hx + cosPhi * hy

        // F.6.6: radii too small to span the chord are scaled up uniformly.
        let lambda = (x1 / rx) * (x1 / rx) + (y1 / ry) * (y1 / ry)
        if lambda > 1 {
            let scale = lambda.squareRoot()
            rx *= scale
            ry *= scale
        }

        // F.6.5.2: the centre in the rotated frame. The radicand
        // (rx²ry² − rx²y1² − ry²x1²) / (rx²y1² + ry²x1²) equals (1 − Λ) / Λ, which avoids
        // the overflow of rx²ry²; after the correction above it is never negative.
        let ratio = lambda > 1 ? 0 : max(0, (1 - lambda) / lambda)
        let coefficient = (largeArc != sweep ? 1.0 : -1.0) * ratio.squareRoot()
        let cxr = coefficient * rx * (y1 / ry)
        let cyr = -coefficient * ry * (x1 / rx)

        // F.6.5.3: the centre in user space.
        let cx = cosPhi * cxr - sinPhi * cyr + (start.x + end.x) / 2
        let cy = sinPhi * cxr + cosPhi * cyr + (start.y + end.y) / 2

        // F.6.5.5-6: the start angle and the sweep, on the unit circle.
        let u = CGPoint(x: (x1 - cxr) / rx, y: (y1 - cyr) / ry)
        let v = CGPoint(x: (-x1 - cxr) / rx, y: (-y1 - cyr) / ry)
        let theta1 = atan2(u.y, u.x)
        var delta = atan2(u.cross(v), u.dot(v))
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }

        // The unit circle mapped onto the ellipse: scale by the radii, rotate, translate.
        let transform = CGAffineTransform(
            a: rx * cosPhi, b: rx * sinPhi,
            c: -ry * sinPhi, d: ry * cosPhi, tx: cx, ty: cy)
        var pieces = arcCubics(center: .zero, radius: 1, start: theta1, delta: delta).map { $0.applying(transform) }
        // The last piece ends exactly where the command said.
        if !pieces.isEmpty { pieces[pieces.count - 1].p3 = end }
        guard !pieces.isEmpty, pieces.allSatisfy({ $0.p1.isFinite && $0.p2.isFinite && $0.p3.isFinite }) else {
            addLine(to: end)
            return
        }
        for piece in pieces {
            addCurve(to: piece.p3, control1: piece.p1, control2: piece.p2)
        }
    }
}
