import Foundation

// Arc length by adaptive Gauss–Legendre quadrature of |B'(t)|: each interval is integrated
// with a 16-point rule and accepted when its two halves agree with it to the tolerance;
// otherwise it is halved. The curve is first cut at the minima of its speed, because where
// the speed touches zero (a cusp, a straight cubic turning back) |B'| has a kink that a
// Gauss rule cannot see when it falls between an interval's end and its first node.
// Absolute error stays below 1e-9 of the control polygon's length for the curves we test,
// far inside the 1e-6 relative bound the geometry promises.

private let gaussNodes: [Double] = [
    -0.9894009349916499, -0.9445750230732326, -0.8656312023878318, -0.7554044083550030,
    -0.6178762444026438, -0.4580167776572274, -0.2816035507792589, -0.0950125098376374,
    0.0950125098376374, 0.2816035507792589, 0.4580167776572274, 0.6178762444026438,
    0.7554044083550030, 0.8656312023878318, 0.9445750230732326, 0.9894009349916499
]
private let gaussWeights: [Double] = [
    0.0271524594117541, 0.0622535239386479, 0.0951585116824928, 0.1246289712555339,
    0.1495959888165767, 0.1691565193950025, 0.1826034150449236, 0.1894506104550685,
    0.1894506104550685, 0.1826034150449236, 0.1691565193950025, 0.1495959888165767,
    0.1246289712555339, 0.0951585116824928, 0.0622535239386479, 0.0271524594117541
]

extension CubicBezier {
    /// Control polygon length: an upper bound of the arc length, used to scale tolerances.
    var controlPolygonLength: CGFloat {
        p0.distance(to: p1) + p1.distance(to: p2) + p2.distance(to: p3)
    }

    /// Whether the curve is a straight segment with its controls on the chord in order,
    /// where the arc length is exactly the chord (lines raised to cubics, mostly).
    private var isStraightAndMonotone: Bool {
        let chord = p3 - p0
        let len2 = chord.dot(chord)
        guard len2 > 0 else { return false }
        let t1 = (p1 - p0).dot(chord) / len2, t2 = (p2 - p0).dot(chord) / len2
        return abs(chord.cross(p1 - p0)) <= 1e-12 * len2 && abs(chord.cross(p2 - p0)) <= 1e-12 * len2
            && 0 <= t1 && t1 <= t2 && t2 <= 1
    }

    private func speed(_ t: CGFloat) -> CGFloat { derivative(at: t).length }

    private func gauss(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        let half = (b - a) / 2, mid = (a + b) / 2
        var sum: CGFloat = 0
        for i in 0..<16 { sum += gaussWeights[i] * speed(mid + half * gaussNodes[i]) }
        return sum * half
    }

    private func adaptive(_ a: CGFloat, _ b: CGFloat, _ whole: CGFloat, _ tolerance: CGFloat, _ depth: Int) -> CGFloat {
        let mid = (a + b) / 2
        let left = gauss(a, mid), right = gauss(mid, b)
        // Overflowed coordinates give non-finite speeds: no amount of halving helps.
        guard (left + right).isFinite else { return left + right }
        if depth >= 24 || abs(left + right - whole) <= tolerance { return left + right }
        return adaptive(a, mid, left, tolerance / 2, depth + 1) + adaptive(mid, b, right, tolerance / 2, depth + 1)
    }

    /// The arc length between parameters `t0` and `t1` (0 ≤ t0 ≤ t1 ≤ 1).
    func length(from t0: CGFloat = 0, to t1: CGFloat = 1) -> CGFloat {
        if let (unit, scale) = measuringCopy { return unit.length(from: t0, to: t1) * scale }
        return length(from: t0, to: t1, kinks: kinkParameters())
    }

    /// For curves too large or too small to measure directly (squared speeds overflow, or
    /// fall into subnormals where precision collapses and the quadrature never converges):
    /// a copy moved to the origin and scaled to unit size, with the factor to scale lengths
    /// back by. Nil for curves of everyday size, which are measured as they are.
    private var measuringCopy: (CubicBezier, CGFloat)? {
        let size = extent
        guard size.isFinite, size > 0, size > 1e100 || size < 1e-100 else { return nil }
        func moved(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x / size - p0.x / size, y: p.y / size - p0.y / size) }
        let unit = CubicBezier(moved(p0), moved(p1), moved(p2), moved(p3))
        let spread = unit.extent
        guard spread > 0, spread.isFinite else { return nil }
        func scaled(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x / spread, y: p.y / spread) }
        return (CubicBezier(scaled(unit.p0), scaled(unit.p1), scaled(unit.p2), scaled(unit.p3)), size * spread)
    }

    /// Where |B'| may have a kink: the speed minima that come near zero. Smooth minima
    /// (a circular arc's, say) are left alone, since the Gauss rule integrates them well.
    func kinkParameters() -> CurveParameters {
        let scale = controlPolygonLength
        var result = CurveParameters()
        for t in speedMinimumParameters() where derivative(at: t).length < 0.1 * scale { result.insert(t) }
        return result
    }

    private func length(from t0: CGFloat, to t1: CGFloat, kinks: CurveParameters) -> CGFloat {
        guard t1 > t0 else { return 0 }
        if isStraightAndMonotone { return point(at: t0).distance(to: point(at: t1)) }
        let scale = controlPolygonLength
        guard scale > 0 else { return 0 }
        guard scale.isFinite else { return .infinity }
        // Integrate between the kinks.
        var total: CGFloat = 0
        var lo = t0
        for cut in kinks where cut > t0 && cut < t1 {
            total += adaptive(lo, cut, gauss(lo, cut), 1e-12 * scale, 0)
            lo = cut
        }
        return total + adaptive(lo, t1, gauss(lo, t1), 1e-12 * scale, 0)
    }

    /// A parameter whose arc length from the start is known, so a later search can start
    /// there and integrate only the stretch beyond it.
    struct KnownLength: Sendable {
        var t: CGFloat
        var length: CGFloat
        static let start = KnownLength(t: 0, length: 0)
    }

    /// The parameter at which the arc length from the start equals `target`
    /// (clamped to the curve). Newton's method, safeguarded by bisection; each step only
    /// integrates the stretch between the last two parameters. A `known` point at or
    /// before `target` (the previous dash end on the same curve, say) starts the search
    /// there, so walking a long curve costs its length once instead of once per query.
    func parameter(atLength target: CGFloat, totalLength: CGFloat, known: KnownLength = .start) -> CGFloat {
        if target <= 0 { return 0 }
        if target >= totalLength { return 1 }
        if let (unit, scale) = measuringCopy {
            return unit.parameter(
                atLength: target / scale, totalLength: totalLength / scale,
                known: KnownLength(t: known.t, length: known.length / scale))
        }
        if isStraightAndMonotone {
            // Exact for a line raised to a cubic; otherwise a straight cubic needs Newton.
            if p1 == p0.lerp(p3, 1.0 / 3.0), p2 == p0.lerp(p3, 2.0 / 3.0) { return target / totalLength }
        }
        // A dash starting where the last one ended (a zero "off" interval).
        if target == known.length && known.t >= 0 && known.t < 1 { return known.t }
        let kinks = kinkParameters()
        // A known point past the target (or a bad one) is no help: start from the curve's start.
        let from = known.length <= target && known.t >= 0 && known.t < 1 && known.length < totalLength ? known : .start
        var lo = from.t, hi: CGFloat = 1
        var t = from.t + (1 - from.t) * (target - from.length) / (totalLength - from.length)
        if !(t > lo && t < hi) { t = (lo + hi) / 2 }
        var lengthAtT = from.length + length(from: from.t, to: t, kinks: kinks)
        // Relative to the stretch searched: a dash or trim a millionth of the curve long,
        // found from the previous one, keeps its own length to 1e-12.
        let tolerance = 1e-12 * max(target - from.length, 1e-300)
        for _ in 0..<60 {
            let s = lengthAtT - target
            if abs(s) <= tolerance { return t }
            if s > 0 { hi = t } else { lo = t }
            let v = speed(t)
            var next = v > 0 ? t - s / v : (lo + hi) / 2
            if !(next > lo && next < hi) { next = (lo + hi) / 2 }
            if abs(next - t) < 1e-16 { return next }
            lengthAtT += next > t ? length(from: t, to: next, kinks: kinks) : -length(from: next, to: t, kinks: kinks)
            t = next
        }
        return t
    }
}

extension PathSegment {
    /// The exact arc length.
    var length: CGFloat {
        switch self {
        case .line(let a, let b): return a.distance(to: b)
        default: return cubic.length()
        }
    }

    /// The part of the segment between parameters `t0 <= t1`, of the same kind.
    func subsegment(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        switch self {
        case .line(let a, let b):
            return .line(t0 <= 0 ? a : a.lerp(b, t0), t1 >= 1 ? b : a.lerp(b, t1))
        case .quad(let a, let c, let b):
            let q = QuadBezier(a, c, b).subcurve(from: t0, to: t1)
            return .quad(q.p0, q.p1, q.p2)
        case .cubic(let c):
            return .cubic(c.subcurve(from: t0, to: t1))
        }
    }

    /// The parameter at arc length `target` from the start; `totalLength` is ``length``.
    /// `known` is a parameter whose length is known (see ``CubicBezier/KnownLength``).
    func parameter(
        atLength target: CGFloat, totalLength: CGFloat,
        known: CubicBezier.KnownLength = .start
    ) -> CGFloat {
        switch self {
        case .line:
            guard totalLength > 0 else { return 0 }
            return min(max(target / totalLength, 0), 1)
        default:
            return cubic.parameter(atLength: target, totalLength: totalLength, known: known)
        }
    }
}
