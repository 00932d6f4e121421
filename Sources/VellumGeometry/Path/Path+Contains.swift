import Foundation

// Based on the winding test of Cairo's cairo-path-in-fill.c (half-open edge crossings,
// points on the outline count as inside), with Bézier curves solved directly instead of
// flattened: each curve is cut where x' or y' vanishes, so every piece is monotone in both
// coordinates and one bisection decides which side of the point it crosses on.

extension Path {
    /// Whether `p` is inside the filled path, as in SwiftUI.
    ///
    /// Open subpaths are closed implicitly with a straight line, as filling does. The winding
    /// number comes from a horizontal ray from `p` to the right: each crossing counts +1
    /// where the outline runs down the screen (y increasing) and −1 where it runs up.
    ///
    /// - Parameters:
    ///   - p: The point to test. A point with a non-finite coordinate is never inside.
    ///   - eoFill: `false` (default) for the non-zero winding rule, `true` for even-odd.
    /// - Returns: `true` when `p` is inside. Points on the outline (to within rounding, and
    ///   always exactly at a segment's end point) count as inside, as in Cairo; the answer
    ///   for a given path and point is always the same.
    ///
    /// ```swift
    /// let ring = Path { p in
    ///     p.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    ///     p.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
    /// }
    /// ring.contains(CGPoint(x: 50, y: 50))               // true: winding number 2
    /// ring.contains(CGPoint(x: 50, y: 50), eoFill: true) // false: the hole
    /// ```
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        guard p.isFinite else { return false }
        let (winding, onBoundary) = windingNumber(at: p)
        if onBoundary { return true }
        return eoFill ? winding & 1 != 0 : winding != 0
    }

    /// The winding number of the path around `p` (finite), every subpath closed, or
    /// `onBoundary` when `p` lies on the outline.
    internal func windingNumber(at p: CGPoint) -> (winding: Int, onBoundary: Bool) {
        var counter = WindingCounter(point: p)
        var start = CGPoint.zero
        var current = CGPoint.zero
        var hasSubpath = false
        for element in elements {
            switch element {
            case .move(let q):
                if hasSubpath { counter.addLine(current, start) }
                start = q; current = q; hasSubpath = true
                counter.addVertex(q)
            case .line(let q):
                counter.addLine(current, q); current = q
            case .quadCurve(let q, let c):
                counter.addCubic(CubicBezier(quadFrom: current, control: c, to: q)); current = q
            case .curve(let q, let c1, let c2):
                counter.addCubic(CubicBezier(current, c1, c2, q)); current = q
            case .closeSubpath:
                counter.addLine(current, start); current = start; hasSubpath = false
            }
            if counter.onBoundary { return (0, true) }
        }
        if hasSubpath { counter.addLine(current, start) }
        return (counter.winding, counter.onBoundary)
    }
}

/// Signed crossings of the ray from `point` towards +x. A piece of outline from `y0` to
/// `y1` crosses the ray's line when `min(y0, y1) <= point.y < max(y0, y1)`, a half-open rule
/// that counts a vertex on the line exactly once.
private struct WindingCounter {
    let point: CGPoint
    var winding = 0
    var onBoundary = false

    init(point: CGPoint) { self.point = point }

    mutating func addVertex(_ q: CGPoint) {
        if q == point { onBoundary = true }
    }

    /// +1 or −1 when a piece from `y0` to `y1` crosses the ray's line, else 0.
    private func direction(_ y0: CGFloat, _ y1: CGFloat) -> Int {
        if y0 <= point.y && point.y < y1 { return 1 }
        if y1 <= point.y && point.y < y0 { return -1 }
        return 0
    }

    mutating func addLine(_ a: CGPoint, _ b: CGPoint) {
        addVertex(b)
        guard let dir = undecidedCrossing(a, b) else { return }
        // The crossing is at x = a.x + (b.x − a.x)·(y − a.y)/(b.y − a.y); its side of the
        // point is the sign of this cross product, times the sign of b.y − a.y.
        let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
        if cross == 0 { onBoundary = true; return }
        if (cross > 0) == (b.y > a.y) { winding += dir }
    }

    /// Settles what a piece monotone in x and y from `q0` to `q1` adds, where its end points
    /// decide it: a flat piece (on the boundary only if the point lies on it), a piece that
    /// misses the ray's line or lies wholly left of the point, or wholly right of it (it
    /// crosses). Otherwise returns the crossing's direction for the caller to locate.
    private mutating func undecidedCrossing(_ q0: CGPoint, _ q1: CGPoint) -> Int? {
        if q0.y == q1.y {
            if q0.y == point.y && min(q0.x, q1.x) <= point.x && point.x <= max(q0.x, q1.x) {
                onBoundary = true
            }
            return nil
        }
        let dir = direction(q0.y, q1.y)
        if dir == 0 || max(q0.x, q1.x) < point.x { return nil }
        if min(q0.x, q1.x) > point.x { winding += dir; return nil }
        return dir
    }

    mutating func addCubic(_ c: CubicBezier) {
        addVertex(c.p3)
        let ys = (c.p0.y, c.p1.y, c.p2.y, c.p3.y)
        // The curve stays in the hull of its control points.
        if point.y < min(ys.0, ys.1, ys.2, ys.3) || point.y > max(ys.0, ys.1, ys.2, ys.3) { return }
        let maxX = max(c.p0.x, c.p1.x, c.p2.x, c.p3.x)
        if point.x > maxX { return }
        if point.x < min(c.p0.x, c.p1.x, c.p2.x, c.p3.x) {
            // Every crossing is right of the point, so they sum to the end points' change.
            winding += direction(c.p0.y, c.p3.y)
            return
        }
        // Pieces monotone in x and y, sharing the points where they meet.
        var t0: CGFloat = 0
        var q0 = c.p0
        var cuts = c.extremaParameters()
        cuts.insert(1)
        for t1 in cuts where t1 > t0 {
            let q1 = t1 == 1 ? c.p3 : c.point(at: t1)
            addMonotone(c, t0, q0, t1, q1)
            if onBoundary { return }
            t0 = t1; q0 = q1
        }
    }

    /// A piece of `c` from `t0` to `t1`, monotone in both coordinates, whose ends are `q0`
    /// and `q1`.
    private mutating func addMonotone(
        _ c: CubicBezier, _ t0: CGFloat, _ q0: CGPoint,
        _ t1: CGFloat, _ q1: CGPoint
    ) {
        guard let dir = undecidedCrossing(q0, q1) else { return }
        // Bisect on y for the crossing, until the bracket's x is on one side of the point.
        let rising = q1.y > q0.y
        var lo = t0, hi = t1
        var xLo = q0.x, xHi = q1.x
        for _ in 0..<80 {
            if min(xLo, xHi) > point.x { winding += dir; return }
            if max(xLo, xHi) < point.x { return }
            let mid = (lo + hi) / 2
            if mid <= lo || mid >= hi { break }
            let m = c.point(at: mid)
            if (m.y <= point.y) == rising { lo = mid; xLo = m.x } else { hi = mid; xHi = m.x }
        }
        // The crossing is at the point to within rounding.
        onBoundary = true
    }
}
