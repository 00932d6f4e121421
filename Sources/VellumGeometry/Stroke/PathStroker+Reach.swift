import Foundation

// How far a stroke reaches from its path: what decides which segments near an image are
// stroked at all, and which clips a stroke lies inside.

extension PathStroker {
    /// How far the stroke of `path` can reach from it, in line widths: half a width to each
    /// side, √½ at a square cap's corner, more where a miter join sticks out. Found from the
    /// joins the stroker will make (between live segments, at cusps, and at the start of
    /// closed subpaths); dashes only cut runs, so they add no joins.
    ///
    /// A miter limit of 1e300 alone does not make a stroke reach 1e300 widths: only a corner
    /// that turns almost all the way back does, and no miter lies beyond 1.4 million.
    ///
    /// With a `wobble` (how far a renderer may move each point when it rounds coordinates),
    /// the reach holds for the path as that renderer sees it: each corner may turn by as much
    /// more as moving the points that set its two directions can turn them, so a corner just
    /// short of the miter limit counts as mitered; where those points lie closer than 20
    /// wobbles (a segment rounding could turn any way, or erase), only the limit bounds it.
    static func reach(of path: Path, style: StrokeStyle, wobble: CGFloat = 0) -> CGFloat {
        let ends: CGFloat = style.lineCap == .square ? 0.5.squareRoot() : 0.5
        guard style.lineJoin == .miter else { return ends }
        let limit = style.effectiveMiterLimit
        // The tip of the longest miter the limit allows, in widths.
        let limitReach = max(ends, limit / 2)
        var widest = ends
        var unsure = false
        func corner(_ incoming: Tangent, _ outgoing: Tangent) {
            let dot = incoming.direction.dot(outgoing.direction)
            guard wobble > 0 else {
                if drawsMiter(dot: dot, limit: limit) { widest = max(widest, (2 / (1 + dot)).squareRoot() / 2) }
                return
            }
            let shortest = min(incoming.base, outgoing.base)
            guard shortest >= 20 * wobble else { unsure = true; return }
            // Each direction turns by at most asin(2·wobble / base) when both its points move.
            let turn = acos(min(max(dot, -1), 1))
            let play = asin(2 * wobble / incoming.base) + asin(2 * wobble / outgoing.base)
            // A miter is drawn while 1 / (2·cos(turn / 2)) stays within limit / 2.
            let limitTurn = 2 * acos(1 / limit)
            guard turn - play <= limitTurn else { return }
            let worst = min(turn + play, limitTurn)
            widest = max(widest, min(1 / (2 * cos(worst / 2)), limitReach))
        }
        // The same walk as `stroke(segments:start:closed:dotDirection:)`.
        for subpath in path.subpaths {
            let live = subpath.segments.filter { !$0.isDegenerate }.flatMap(splitAtCusps)
            var previousEnd: Tangent?
            for segment in live {
                guard let start = Tangent(segment.cubic, atStart: true) else { continue }
                if let previousEnd { corner(previousEnd, start) }
                if let end = Tangent(segment.cubic, atStart: false) { previousEnd = end }
            }
            if subpath.isClosed, let firstSegment = live.first, let lastSegment = live.last,
                let first = Tangent(firstSegment.cubic, atStart: true),
                let last = Tangent(lastSegment.cubic, atStart: false)
            {
                corner(last, first)
            }
        }
        return unsure ? limitReach : widest
    }

    /// A segment's direction at one end, and how far apart the points that set it lie.
    fileprivate struct Tangent {
        let direction: CGPoint
        let base: CGFloat

        init?(_ cubic: CubicBezier, atStart: Bool) {
            guard let direction = cubic.tangent(at: atStart ? 0 : 1) else { return nil }
            self.direction = direction
            // `tangent(at:)` takes the nearest distinct point: the closest of these that is not
            // the end itself.
            let end = atStart ? cubic.p0 : cubic.p3
            let (near, middle, far) = atStart ? (cubic.p1, cubic.p2, cubic.p3) : (cubic.p2, cubic.p1, cubic.p0)
            let tiny = 1e-12 * max(1, cubic.extent)
            let lengths = ((near - end).length, (middle - end).length, (far - end).length)
            base = lengths.0 > tiny ? lengths.0 : lengths.1 > tiny ? lengths.1 : lengths.2 > tiny ? lengths.2 : 0
        }
    }
}
