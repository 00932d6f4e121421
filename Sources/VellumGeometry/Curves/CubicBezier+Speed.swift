import Foundation

extension CubicBezier {
    /// Parameters in (0, 1) where the speed |B'(t)| has a local minimum, sorted.
    ///
    /// Where the speed touches zero (a cusp, or a straight cubic turning back on itself)
    /// |B'| has a kink that quadrature and offsetting must not straddle, so both cut there.
    /// The minima are the roots of d/dt |B'|² = 2 B'·B'', a cubic in t, where it changes
    /// sign from negative to positive.
    func speedMinimumParameters() -> CurveParameters {
        // B'(t) = a t² + b t + c, B''(t) = 2a t + b.
        let a = (p3 - p0 + (p1 - p2) * 3) * 3
        let b = (p0 - p1 * 2 + p2) * 6
        let c = (p1 - p0) * 3
        let k3 = 2 * a.dot(a), k2 = 3 * a.dot(b), k1 = b.dot(b) + 2 * a.dot(c), k0 = b.dot(c)
        guard [k3, k2, k1, k0].allSatisfy({ $0.isFinite }) else { return CurveParameters() }
        func f(_ t: CGFloat) -> CGFloat { ((k3 * t + k2) * t + k1) * t + k0 }
        func slope(_ t: CGFloat) -> CGFloat { (3 * k3 * t + 2 * k2) * t + k1 }
        // f is monotone between the roots of f' = 3k3 t² + 2k2 t + k1.
        var bounds = CurveParameters()
        for root in solveQuadratic(3 * k3, 2 * k2, k1) where root > 0 && root < 1 { bounds.insert(root) }
        var result = CurveParameters()
        var lo: CGFloat = 0
        var bracket = Array(bounds)
        bracket.append(1)
        for hi in bracket {
            defer { lo = hi }
            var (x0, x1) = (lo, hi)
            guard f(x0) < 0, f(x1) > 0 else { continue }
            // Newton's method kept inside the bracket, bisecting when it would leave it.
            var root = (x0 + x1) / 2
            for _ in 0..<64 {
                let value = f(root)
                if value == 0 { break }
                if value < 0 { x0 = root } else { x1 = root }
                let d = slope(root)
                var next = d != 0 ? root - value / d : (x0 + x1) / 2
                if !(next > x0 && next < x1) { next = (x0 + x1) / 2 }
                if abs(next - root) <= 1e-15 { root = next; break }
                root = next
            }
            if root > 0 && root < 1 { result.insert(root) }
        }
        return result
    }

    /// Parameters in (0, 1) where the curve (nearly) stops: cusps, and the turning points of
    /// a straight cubic that runs back on itself. There the tangent flips, so a stroke
    /// needs a join.
    func cuspParameters() -> CurveParameters {
        let scale = controlPolygonLength
        var result = CurveParameters()
        guard scale > 0, scale.isFinite else { return result }
        for t in speedMinimumParameters() where derivative(at: t).length <= 1e-3 * scale {
            result.insert(t)
        }
        return result
    }
}
