import Foundation

extension PathStroker {
    /// Whether the closed polygon through `points` winds around every point of `rect`: true
    /// when each corner lies strictly on the same side of every edge, by more than the
    /// edges' rounding. Seen from such a point, every edge turns the same way, so the
    /// winding number there is at least 1 in size; the half-planes are convex, so every
    /// point of `rect` shares it. No orientation or convexity is assumed.
    ///
    /// Each side is measured from the edge's end nearer the origin, along a unit direction
    /// found without overflow: an edge from a path point to an offset 5e299 away still tells
    /// on which side a corner 10 points off lies.
    static func winds(around rect: CGRect, points: [CGPoint]) -> Bool {
        guard points.count >= 3, rect.minX.isFinite, rect.maxX.isFinite, rect.minY.isFinite, rect.maxY.isFinite
        else { return false }
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)
        ]
        let cornerSize = corners.reduce(0) { max($0, abs($1.x), abs($1.y)) }
        var side: CGFloat = 0
        var edges = 0
        for (a, b) in zip(points, points.dropFirst() + [points[0]]) where a != b {
            guard a.isFinite, b.isFinite else { return false }
            let aSize = max(abs(a.x), abs(a.y)), bSize = max(abs(b.x), abs(b.y))
            let (origin, direction) =
                aSize <= bSize ? (a, (b * 0.5 - a * 0.5).normalized) : (b, (a * 0.5 - b * 0.5).normalized)
            let sign: CGFloat = aSize <= bSize ? 1 : -1
            // Rounding of the near end (an ulp), of the corner and of the direction (1e-16
            // of the distance), with room to spare.
            let slack = (min(aSize, bSize) + cornerSize) * 0x1p-40
            for corner in corners {
                let distance = direction.cross(corner - origin) * sign
                guard abs(distance) > slack, !distance.isNaN else { return false }
                if side == 0 { side = distance.sign == .minus ? -1 : 1 }
                if (distance < 0) != (side < 0) { return false }
            }
            edges += 1
        }
        return edges >= 3
    }
}
