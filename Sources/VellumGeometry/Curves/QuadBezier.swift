import Foundation

/// A quadratic Bézier, kept as a quadratic when trimmed so trimming preserves element kinds.
internal struct QuadBezier: Hashable, Sendable {
    var p0, p1, p2: CGPoint
    init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint) { self.p0 = p0; self.p1 = p1; self.p2 = p2 }

    func split(at t: CGFloat) -> (QuadBezier, QuadBezier) {
        let a = p0.lerp(p1, t), b = p1.lerp(p2, t), m = a.lerp(b, t)
        return (QuadBezier(p0, a, m), QuadBezier(m, b, p2))
    }

    func subcurve(from t0: CGFloat, to t1: CGFloat) -> QuadBezier {
        if t0 <= 0 && t1 >= 1 { return self }
        if t0 <= 0 { return split(at: t1).0 }
        if t1 >= 1 { return split(at: t0).1 }
        return split(at: t0).1.split(at: (t1 - t0) / (1 - t0)).0
    }
}

/// The inner control points of the cubic that traces the quadratic from `p0` through
/// control `c` to `p2`: exact degree elevation, each ⅔ of the way from an end to the control.
/// The one place a quadratic becomes a cubic (Cairo has no quadratics, and the geometry
/// code computes with cubics).
package func cubicControls(quadFrom p0: CGPoint, control c: CGPoint, to p2: CGPoint) -> (CGPoint, CGPoint) {
    (p0 + (c - p0) * (2.0 / 3.0), p2 + (c - p2) * (2.0 / 3.0))
}
