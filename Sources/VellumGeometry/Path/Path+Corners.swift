import Foundation

extension Path {
    /// Whether the path has a corner: two consecutive segments of a subpath (or, in a closed
    /// subpath, its last and first) whose directions differ where they meet. Only there can
    /// a stroke's join show, so only there does a miter join's limit matter.
    ///
    /// Zero-length segments are skipped, as strokers skip them. A circle, an arc, a rounded
    /// rectangle or a lone segment has no corner; a rectangle, a polyline that turns, or a
    /// subpath that goes straight back (a reversal) has. A cusp inside one curve is not a
    /// join: its directions are exactly opposite, and a full reversal draws no miter at any
    /// limit.
    ///
    /// One pass over the elements that stops at the first corner; it allocates nothing.
    package var hasCorners: Bool {
        // The start direction of the subpath's first live segment, the end direction of its last.
        var first: CGPoint?, last: CGPoint?
        var found = false
        // Whether `segment` turns away from the live segment before it.
        func turns(into segment: PathSegment) -> Bool {
            guard !segment.isDegenerate else { return false }
            let cubic = segment.cubic
            guard let direction = cubic.tangent(at: 0) else { return false }
            if let last, !PathStroker.continues(last, direction) { return true }
            if first == nil { first = direction }
            if let end = cubic.tangent(at: 1) { last = end }
            return false
        }
        walkSegments { event in
            switch event {
            case .move:
                first = nil
                last = nil
            case .segment(let segment):
                found = turns(into: segment)
            case .close:
                if let first, let last, !PathStroker.continues(last, first) { found = true }
            }
            return !found
        }
        return found
    }
}

extension Path {
    /// The shortest arm of the path: a line's length, or the distance from a curve's end
    /// point to the nearest distinct control point (where the curve's end direction comes
    /// from). Moving a control point by ε turns an end or a corner by about ε over its arm,
    /// so writers that round coordinates use this to tell how many decimals a wide pen's
    /// edges need. Zero-length segments are skipped; `.infinity` for a path without segments.
    package var shortestArm: CGFloat {
        var shortest = CGFloat.infinity
        // The distance from `end` to the first of `points` that differs from it.
        func arm(from end: CGPoint, toward points: CGPoint...) -> CGFloat? {
            for p in points where p != end { return hypot(p.x - end.x, p.y - end.y) }
            return nil
        }
        func consider(_ length: CGFloat?) { if let length { shortest = min(shortest, length) } }
        walkSegments { event in
            guard case .segment(let segment) = event else { return true }
            switch segment {
            case .line(let a, let b):
                consider(arm(from: a, toward: b))
            case .quad(let a, let c, let b):
                consider(arm(from: a, toward: c, b))
                consider(arm(from: b, toward: c, a))
            case .cubic(let c):
                consider(arm(from: c.p0, toward: c.p1, c.p2, c.p3))
                consider(arm(from: c.p3, toward: c.p2, c.p1, c.p0))
            }
            return true
        }
        return shortest
    }
}
