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
        var start = CGPoint.zero, point = CGPoint.zero
        // Whether a move began the current subpath (segments after a close need a new one).
        var isOpen = false
        // The start direction of the subpath's first live segment, the end direction of its last.
        var first: CGPoint?, last: CGPoint?
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
        for element in elements {
            switch element {
            case .move(let p):
                start = p
                point = p
                isOpen = true
                first = nil
                last = nil
            case .line(let p):
                if isOpen, turns(into: .line(point, p)) { return true }
                point = p
            case .quadCurve(let p, let c):
                if isOpen, turns(into: .quad(point, c, p)) { return true }
                point = p
            case .curve(let p, let c1, let c2):
                if isOpen, turns(into: .cubic(CubicBezier(point, c1, c2, p))) { return true }
                point = p
            case .closeSubpath:
                guard isOpen else { continue }
                if point != start, turns(into: .line(point, start)) { return true }
                if let first, let last, !PathStroker.continues(last, first) { return true }
                point = start
                isOpen = false
            }
        }
        return false
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
        var start = CGPoint.zero, point = CGPoint.zero
        // The distance from `end` to the first of `points` that differs from it.
        func arm(from end: CGPoint, toward points: CGPoint...) -> CGFloat? {
            for p in points where p != end { return hypot(p.x - end.x, p.y - end.y) }
            return nil
        }
        for element in elements {
            switch element {
            case .move(let p):
                start = p
                point = p
            case .line(let p):
                if let length = arm(from: point, toward: p) { shortest = min(shortest, length) }
                point = p
            case .quadCurve(let p, let c):
                if let a = arm(from: point, toward: c, p) { shortest = min(shortest, a) }
                if let b = arm(from: p, toward: c, point) { shortest = min(shortest, b) }
                point = p
            case .curve(let p, let c1, let c2):
                if let a = arm(from: point, toward: c1, c2, p) { shortest = min(shortest, a) }
                if let b = arm(from: p, toward: c2, c1, point) { shortest = min(shortest, b) }
                point = p
            case .closeSubpath:
                if let length = arm(from: point, toward: start) { shortest = min(shortest, length) }
                point = start
            }
        }
        return shortest
    }
}
