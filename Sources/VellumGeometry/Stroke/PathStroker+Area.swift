import Foundation

extension PathStroker {
    /// Twice the signed area of the control polygon of a closed piece, measured from its
    /// start and, for pieces beyond 2^500, at an exact power-of-two scale, so that products
    /// of corners near 1e300 do not overflow to infinity and NaN.
    static func signedArea(start: CGPoint, _ segments: [PathSegment]) -> CGFloat {
        var largest: CGFloat = 0
        for segment in segments {
            let c = segment.cubic
            for p in [c.p1, c.p2, c.p3] { largest = max(largest, abs(p.x - start.x), abs(p.y - start.y)) }
        }
        guard largest.isFinite else {
            // Differences of points near ±1.8e308 overflow: halve the points first.
            return signedArea(
                start: start * 0.5,
                segments.map {
                    .cubic(
                        CubicBezier(
                            $0.cubic.p0 * 0.5, $0.cubic.p1 * 0.5,
                            $0.cubic.p2 * 0.5, $0.cubic.p3 * 0.5))
                })
        }
        let scale = largest > 0x1p500 ? CGFloat(sign: .plus, exponent: -largest.exponent, significand: 1) : 1
        var area: CGFloat = 0
        for segment in segments {
            let c = segment.cubic
            let p0 = (c.p0 - start) * scale, p1 = (c.p1 - start) * scale, p2 = (c.p2 - start) * scale,
                p3 = (c.p3 - start) * scale
            area += p0.cross(p1) + p1.cross(p2) + p2.cross(p3)
        }
        return area
    }
}
