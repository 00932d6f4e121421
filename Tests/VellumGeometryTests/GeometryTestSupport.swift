import Foundation
import VellumTestSupport

@testable import VellumGeometry

// Helpers shared by ArcLengthTests, TrimTests, DashTests and StrokeGeometryTests. They are
// deliberately independent of the code under test: arc lengths come from a fixed composite
// Gauss–Legendre rule (not the library's adaptive one), points from the Bernstein form.

/// |actual − expected| / |expected| (or the absolute error when `expected` is 0).
func relativeError(_ actual: CGFloat, _ expected: CGFloat) -> CGFloat {
    expected == 0 ? abs(actual) : abs(actual - expected) / abs(expected)
}

/// Arc length of `c` between `t0` and `t1` by composite 5-point Gauss–Legendre on `panels`
/// equal panels per piece; the interval is first cut at each of `breaks` (cusps, where the
/// speed has a kink), so every panel sees a smooth integrand.
func referenceLength(
    _ c: CubicBezier, from t0: CGFloat = 0, to t1: CGFloat = 1,
    breaks: [CGFloat] = [], panels: Int = 400
) -> CGFloat {
    let r = (10.0 / 7.0).squareRoot()
    let x1 = (5 - 2 * r).squareRoot() / 3, x2 = (5 + 2 * r).squareRoot() / 3
    let w1 = (322 + 13 * 70.0.squareRoot()) / 900, w2 = (322 - 13 * 70.0.squareRoot()) / 900
    let nodes: [(CGFloat, CGFloat)] = [(0, 128.0 / 225.0), (-x1, w1), (x1, w1), (-x2, w2), (x2, w2)]
    func speed(_ t: CGFloat) -> CGFloat {
        let mt = 1 - t
        let d0 = c.p1 - c.p0, d1 = c.p2 - c.p1, d2 = c.p3 - c.p2
        let x = 3 * (mt * mt * d0.x + 2 * mt * t * d1.x + t * t * d2.x)
        let y = 3 * (mt * mt * d0.y + 2 * mt * t * d1.y + t * t * d2.y)
        return (x * x + y * y).squareRoot()
    }
    // Independently of the library, find where the speed has a local minimum (where |B'|
    // may have a kink) by sampling and golden-section refinement, and cut there too.
    var sampledMinima: [CGFloat] = []
    let samples = 2_000
    for i in 1..<samples {
        let (a, m, b) = (
            CGFloat(i - 1) / CGFloat(samples), CGFloat(i) / CGFloat(samples), CGFloat(i + 1) / CGFloat(samples)
        )
        guard speed(m) <= speed(a), speed(m) < speed(b) else { continue }
        var (lo, hi) = (a, b)
        for _ in 0..<80 {
            let m1 = lo + (hi - lo) * 0.381966, m2 = hi - (hi - lo) * 0.381966
            if speed(m1) < speed(m2) { hi = m2 } else { lo = m1 }
        }
        sampledMinima.append((lo + hi) / 2)
    }
    let cuts = [t0] + (breaks + sampledMinima).filter { $0 > t0 && $0 < t1 }.sorted() + [t1]
    var total: CGFloat = 0
    for (a, b) in zip(cuts, cuts.dropFirst()) {
        let h = (b - a) / CGFloat(panels)
        for i in 0..<panels {
            let mid = a + (CGFloat(i) + 0.5) * h
            var sum: CGFloat = 0
            for (x, w) in nodes { sum += w * speed(mid + x * h / 2) }
            total += sum * h / 2
        }
    }
    return total
}

/// The segments of `path` in order, with explicit starts (closing lines included).
func allSegments(_ path: Path) -> [PathSegment] {
    path.subpaths.flatMap(\.segments)
}

/// The total arc length of `path` as the sum of ``PathSegment/length``.
func segmentLengthSum(_ path: Path) -> CGFloat {
    allSegments(path).reduce(0) { $0 + $1.length }
}

/// The point at arc length `s` along `segments` (one open run), found with the reference
/// integrator and bisection on the parameter: independent of PathMeasure.
func referencePoint(atLength s: CGFloat, along segments: [PathSegment]) -> CGPoint {
    var remaining = s
    for segment in segments {
        let c = segment.cubic
        let length = referenceLength(c)
        if remaining <= length {
            var lo: CGFloat = 0, hi: CGFloat = 1
            for _ in 0..<60 {
                let mid = (lo + hi) / 2
                if referenceLength(c, to: mid, panels: 40) < remaining { lo = mid } else { hi = mid }
            }
            return c.point(at: (lo + hi) / 2)
        }
        remaining -= length
    }
    return segments.last!.end
}

/// The arc length from the start of `segments` to the point on them nearest `p` (which
/// must lie on them), by dense sampling and Newton refinement of the foot point.
func referenceArcPosition(of p: CGPoint, along segments: [PathSegment]) -> CGFloat {
    var best = (index: 0, t: CGFloat(0), distance: CGFloat.infinity)
    for (index, segment) in segments.enumerated() {
        let c = segment.cubic
        for i in 0...400 {
            let t = CGFloat(i) / 400
            let d = c.point(at: t).distance(to: p)
            if d < best.distance { best = (index, t, d) }
        }
    }
    let c = segments[best.index].cubic
    var t = best.t
    for _ in 0..<30 {
        let q = c.point(at: t) - p, d1 = c.derivative(at: t), d2 = c.secondDerivative(at: t)
        let f = q.dot(d1), df = d1.dot(d1) + q.dot(d2)
        guard df > 0 else { break }
        t = min(max(t - f / df, 0), 1)
    }
    let before = segments[..<best.index].reduce(CGFloat(0)) { $0 + referenceLength($1.cubic) }
    return before + referenceLength(c, to: t)
}

/// Distance from `p` to the curve, by sampling `samples + 1` parameters (an overestimate by
/// at most (spacing/2)² / (2·distance)).
func sampledDistance(from p: CGPoint, to c: CubicBezier, samples: Int = 10_000) -> CGFloat {
    var best = CGFloat.infinity
    for i in 0...samples {
        best = min(best, c.point(at: CGFloat(i) / CGFloat(samples)).distance(to: p))
    }
    return best
}

/// The shared seeded generator, so sampled tests are reproducible.
extension SplitMix64 {
    /// Uniform in `range`.
    mutating func uniform(_ range: ClosedRange<CGFloat>) -> CGFloat {
        let unit = CGFloat(next() >> 11) / CGFloat(1 << 53)
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }
}
