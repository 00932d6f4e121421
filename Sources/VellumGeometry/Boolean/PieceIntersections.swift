import Foundation

// Where two monotone pieces meet. Curves are cut in halves while their bounding boxes
// overlap, until both halves are flat to the tolerance; the chords' crossing is then
// polished by Newton's method on the curves themselves. Pieces that run along each other
// (shared edges, the same arc twice) are found first, from their end points, and give the
// two ends of the shared stretch instead.

/// A point where two pieces meet: parameter `t` on the first, `u` on the second.
struct PieceCrossing {
    var t: CGFloat
    var u: CGFloat
    var point: CGPoint
}

enum PieceIntersections {
    /// Subdivision steps spent on one pair at most: near-tangent pieces would otherwise
    /// multiply their overlapping boxes without bound.
    static let workLimit = 20_000

    /// Where `a` and `b` meet, to within `tolerance`, and the stretches where they run along
    /// each other, each as the crossings at its two ends.
    static func crossings(_ a: BooleanPiece, _ b: BooleanPiece, tolerance: CGFloat)
        -> (crossings: [PieceCrossing], together: [(PieceCrossing, PieceCrossing)])
    {
        guard a.bounds.insetBy(dx: -tolerance, dy: -tolerance).intersects(b.bounds) else { return ([], []) }
        if let shared = sharedStretch(a, b, tolerance: tolerance) { return (shared, [(shared[0], shared[1])]) }
        var found: [PieceCrossing] = []
        var work = 0
        let ends = sharedEnds(a, b, tolerance: tolerance)
        subdivide(
            a, 0, 1, a.curve, b, 0, 1, b.curve, tolerance: tolerance, sharedEnds: ends, work: &work, found: &found)
        // End points meet exactly where they are. A grazing crossing whose pieces run
        // together to an end adds that end: the two then share the stretch between, and
        // where they part is cut on both (kept alone, either point leaves the other piece
        // passing through the stretch uncut).
        for index in found.indices {
            if let exact = endPoint(of: a, at: found[index].t, tolerance: tolerance)
                ?? endPoint(of: b, at: found[index].u, tolerance: tolerance)
            {
                found[index].point = exact
            } else if let end = grazingEnd(found[index], a, b, tolerance: tolerance) {
                found.append(end)
            }
        }
        found.sort { $0.t < $1.t }
        var unique: [PieceCrossing] = []
        for crossing in found where !unique.contains(where: { $0.point.distance(to: crossing.point) <= tolerance }) {
            unique.append(crossing)
        }
        return collapsingTouches(unique, a, b, tolerance: tolerance)
    }

    /// Where nearly tangent pieces run within the tolerance of each other, the subdivision
    /// finds a crossing in every flat bit of the stretch: such a run of crossings becomes its
    /// two ends, and the graph merges the stretch between them as one shared edge. The runs
    /// are returned too: a cut on one piece inside a run is a cut on the other.
    private static func collapsingTouches(
        _ crossings: [PieceCrossing], _ a: BooleanPiece, _ b: BooleanPiece,
        tolerance: CGFloat
    ) -> ([PieceCrossing], [(PieceCrossing, PieceCrossing)]) {
        guard crossings.count > 1 else { return (crossings, []) }
        var result: [PieceCrossing] = [crossings[0]]
        var runs: [(PieceCrossing, PieceCrossing)] = []
        var runEnd: PieceCrossing?
        func endRun() {
            guard let end = runEnd else { return }
            runs.append((result[result.count - 1], end))
            result.append(end)
            runEnd = nil
        }
        for crossing in crossings.dropFirst() {
            let previous = runEnd ?? result[result.count - 1]
            let middle = a.point(at: (previous.t + crossing.t) / 2)
            if parameter(of: middle, on: b, tolerance: tolerance * 4) != nil {
                runEnd = crossing
            } else {
                endRun()
                result.append(crossing)
            }
        }
        endRun()
        return (result, runs)
    }

    /// The end of `a` or `b` that `crossing` runs into along both pieces, within four
    /// tolerances of the other piece all the way, if any.
    private static func grazingEnd(
        _ crossing: PieceCrossing, _ a: BooleanPiece, _ b: BooleanPiece,
        tolerance: CGFloat
    ) -> PieceCrossing? {
        let band = tolerance * 4
        for end in [0, 1] as [CGFloat] {
            let point = a.point(at: end)
            if let u = parameter(of: point, on: b, tolerance: band),
                parameter(of: a.point(at: (crossing.t + end) / 2), on: b, tolerance: band) != nil
            {
                return PieceCrossing(t: end, u: u, point: point)
            }
            let other = b.point(at: end)
            if let t = parameter(of: other, on: a, tolerance: band),
                parameter(of: b.point(at: (crossing.u + end) / 2), on: a, tolerance: band) != nil
            {
                return PieceCrossing(t: t, u: end, point: other)
            }
        }
        return nil
    }

    private static func endPoint(of piece: BooleanPiece, at t: CGFloat, tolerance: CGFloat) -> CGPoint? {
        if t <= 0 || piece.point(at: t).distance(to: piece.start) <= tolerance { return piece.start }
        if t >= 1 || piece.point(at: t).distance(to: piece.end) <= tolerance { return piece.end }
        return nil
    }

    /// What the subdivision asks of a curve, worked out once per half: its control points'
    /// box, and the band parallel to its chord that holds them (so all of the curve).
    struct Hull {
        var minX, maxX, minY, maxY: CGFloat
        var origin: CGPoint
        /// The chord's unit normal; zero for a chord of no length.
        var normal: CGPoint
        var low, high: CGFloat
        /// Whether the curve lies within the tolerance of its chord.
        var isFlat: Bool
        var size: CGFloat { max(maxX - minX, maxY - minY) }

        init(_ c: CubicBezier, isLine: Bool, tolerance: CGFloat) {
            minX = min(c.p0.x, c.p1.x, c.p2.x, c.p3.x); maxX = max(c.p0.x, c.p1.x, c.p2.x, c.p3.x)
            minY = min(c.p0.y, c.p1.y, c.p2.y, c.p3.y); maxY = max(c.p0.y, c.p1.y, c.p2.y, c.p3.y)
            origin = c.p0
            let chord = c.p3 - c.p0
            let length = chord.length
            guard length > 0 else {
                normal = .zero; low = 0; high = 0
                isFlat = isLine || (c.p1.distance(to: c.p0) <= tolerance && c.p2.distance(to: c.p0) <= tolerance)
                return
            }
            normal = CGPoint(x: -chord.y / length, y: chord.x / length)
            let d1 = normal.dot(c.p1 - c.p0), d2 = normal.dot(c.p2 - c.p0)
            low = min(0, d1, d2); high = max(0, d1, d2)
            // The curve is within 3/4 of its controls' distance from the chord.
            isFlat = isLine || max(-low, high) * 0.75 <= tolerance
        }

        /// Whether the boxes overlap, widened by `tolerance`. (Plain comparisons:
        /// CGRect.intersects builds the intersection.)
        func overlaps(_ other: Hull, tolerance: CGFloat) -> Bool {
            minX - tolerance <= other.maxX && other.minX <= maxX + tolerance
                && minY - tolerance <= other.maxY && other.minY <= maxY + tolerance
        }

        /// Whether some control point of `other` lies within this band, widened by
        /// `tolerance`. A long diagonal piece's box covers much it does not.
        func reaches(_ other: CubicBezier, tolerance: CGFloat) -> Bool {
            guard normal != .zero else { return true }
            let e0 = normal.dot(other.p0 - origin), e1 = normal.dot(other.p1 - origin)
            let e2 = normal.dot(other.p2 - origin), e3 = normal.dot(other.p3 - origin)
            return max(e0, e1, e2, e3) >= low - tolerance && min(e0, e1, e2, e3) <= high + tolerance
        }
    }

    /// An end point the two pieces have in common (neighbours along a path), to within the
    /// tolerance: `t` on the first, `u` on the second, each 0 or 1.
    private struct SharedEnd {
        var t: CGFloat
        var u: CGFloat
        var point: CGPoint
    }

    private static func sharedEnds(_ a: BooleanPiece, _ b: BooleanPiece, tolerance: CGFloat) -> [SharedEnd] {
        var ends: [SharedEnd] = []
        for (t, p) in [(0, a.start), (1, a.end)] as [(CGFloat, CGPoint)] {
            // A piece shorter than the tolerance has both ends there: either may show it.
            if p.distance(to: b.start) <= tolerance { ends.append(SharedEnd(t: t, u: 0, point: p)) }
            if p.distance(to: b.end) <= tolerance { ends.append(SharedEnd(t: t, u: 1, point: p)) }
        }
        return ends
    }

    /// The directions of a curve's control polygon as an arc of angles: its middle and half
    /// its width. Every direction along the curve is a positive mix of the polygon's edges, so
    /// it, and every chord between two points of the curve, lies in that arc. Nil for a curve
    /// of no length, and for an arc of half a turn or more: a monotone curve's middle edge
    /// can point backwards, and then the mixes point every way.
    private static func directions(_ c: CubicBezier, reversed: Bool) -> (middle: CGFloat, halfWidth: CGFloat)? {
        var reference: CGFloat?
        var low: CGFloat = 0, high: CGFloat = 0
        for edge in [c.p1 - c.p0, c.p2 - c.p1, c.p3 - c.p2] where edge != .zero {
            let angle = reversed ? atan2(-edge.y, -edge.x) : atan2(edge.y, edge.x)
            guard let base = reference else { reference = angle; continue }
            let relative = remainder(angle - base, 2 * .pi)
            low = min(low, relative); high = max(high, relative)
        }
        guard let base = reference, high - low < .pi else { return nil }
        return (base + (low + high) / 2, (high - low) / 2)
    }

    /// Whether sub-curves `ca` and `cb`, which both end at `end`, meet nowhere else. A second
    /// meeting point X would make the chord from X to the shared end a chord of both, so its
    /// direction would lie in both curves' arcs of directions (each turned to run towards the
    /// shared end). Arcs apart by a clear angle rule that out. (The ends agree only to within
    /// the tolerance, so a crossing up to 10 tolerances from the end, 1 / sin 0.1, is taken
    /// for the end.)
    private static func meetOnlyAt(_ end: SharedEnd, _ ca: CubicBezier, _ cb: CubicBezier) -> Bool {
        guard let arcA = directions(ca, reversed: end.t == 0), let arcB = directions(cb, reversed: end.u == 0) else {
            return false
        }
        return abs(remainder(arcA.middle - arcB.middle, 2 * .pi)) >= arcA.halfWidth + arcB.halfWidth + 0.1
    }

    private static func subdivide(
        _ a: BooleanPiece, _ t0: CGFloat, _ t1: CGFloat, _ ca: CubicBezier,
        _ b: BooleanPiece, _ u0: CGFloat, _ u1: CGFloat, _ cb: CubicBezier,
        tolerance: CGFloat, sharedEnds: [SharedEnd], work: inout Int, found: inout [PieceCrossing]
    ) {
        subdivide(
            a, t0, t1, ca, Hull(ca, isLine: a.kind == .line, tolerance: tolerance),
            b, u0, u1, cb, Hull(cb, isLine: b.kind == .line, tolerance: tolerance),
            tolerance: tolerance, sharedEnds: sharedEnds, transversal: false, work: &work, found: &found)
    }

    private static func subdivide(
        _ a: BooleanPiece, _ t0: CGFloat, _ t1: CGFloat, _ ca: CubicBezier, _ hullA: Hull,
        _ b: BooleanPiece, _ u0: CGFloat, _ u1: CGFloat, _ cb: CubicBezier, _ hullB: Hull,
        tolerance: CGFloat, sharedEnds: [SharedEnd], transversal: Bool,
        work: inout Int, found: inout [PieceCrossing]
    ) {
        work += 1
        guard work <= workLimit else { return }
        guard hullA.overlaps(hullB, tolerance: tolerance),
            hullA.reaches(cb, tolerance: tolerance), hullB.reaches(ca, tolerance: tolerance)
        else { return }
        // Neighbours along a path meet at their common end; near it, their halves need not be
        // cut down to the tolerance when their directions show they meet nowhere else.
        for end in sharedEnds where (end.t == 0 ? t0 == 0 : t1 == 1) && (end.u == 0 ? u0 == 0 : u1 == 1) {
            if meetOnlyAt(end, ca, cb) {
                found.append(PieceCrossing(t: end.t, u: end.u, point: end.point))
                return
            }
        }
        // Curves whose directions stay a clear angle apart meet once at most: Newton's method
        // from their chords' crossing finds that point without cutting them down to the
        // tolerance (where it does not settle inside both, the halving goes on).
        var transversal = transversal
        if !transversal && !(hullA.isFlat && hullB.isFlat) && sharedEnds.isEmpty {
            transversal = areTransversal(ca, cb)
        }
        if transversal && !(hullA.isFlat && hullB.isFlat),
            let crossing = newtonCrossing(a, t0, t1, ca, b, u0, u1, cb, tolerance: tolerance)
        {
            found.append(crossing)
            return
        }
        if hullA.isFlat && hullB.isFlat {
            guard let (s, r) = chordCrossing(ca.p0, ca.p3, cb.p0, cb.p3, tolerance: tolerance) else { return }
            // A chord's fraction is not the curve's parameter (a flat curve may run at any
            // speed): place the chords' crossing on each curve itself.
            let meeting = ca.p0.lerp(ca.p3, s).lerp(cb.p0.lerp(cb.p3, r), 0.5)
            var t =
                a.kind == .line
                ? t0 + s * (t1 - t0) : nearestParameter(of: meeting, on: a, from: t0, to: t1, resolution: 1e-6)
            var u =
                b.kind == .line
                ? u0 + r * (u1 - u0) : nearestParameter(of: meeting, on: b, from: u0, to: u1, resolution: 1e-6)
            polish(a, b, &t, &u)
            found.append(PieceCrossing(t: t, u: u, point: a.point(at: t).lerp(b.point(at: u), 0.5)))
            return
        }
        // Halve the larger of the two (a flat one is never halved).
        if !hullA.isFlat && (hullB.isFlat || hullA.size >= hullB.size) {
            let (left, right) = ca.split(at: 0.5)
            let tm = (t0 + t1) / 2
            let isLine = a.kind == .line
            subdivide(
                a, t0, tm, left, Hull(left, isLine: isLine, tolerance: tolerance), b, u0, u1, cb, hullB,
                tolerance: tolerance, sharedEnds: sharedEnds, transversal: transversal, work: &work, found: &found)
            subdivide(
                a, tm, t1, right, Hull(right, isLine: isLine, tolerance: tolerance), b, u0, u1, cb, hullB,
                tolerance: tolerance, sharedEnds: sharedEnds, transversal: transversal, work: &work, found: &found)
        } else {
            let (left, right) = cb.split(at: 0.5)
            let um = (u0 + u1) / 2
            let isLine = b.kind == .line
            subdivide(
                a, t0, t1, ca, hullA, b, u0, um, left, Hull(left, isLine: isLine, tolerance: tolerance),
                tolerance: tolerance, sharedEnds: sharedEnds, transversal: transversal, work: &work, found: &found)
            subdivide(
                a, t0, t1, ca, hullA, b, um, u1, right, Hull(right, isLine: isLine, tolerance: tolerance),
                tolerance: tolerance, sharedEnds: sharedEnds, transversal: transversal, work: &work, found: &found)
        }
    }

    /// Whether the two curves' directions, either way along them, are a clear angle apart:
    /// the chord between two meeting points would run in a direction of both.
    private static func areTransversal(_ ca: CubicBezier, _ cb: CubicBezier) -> Bool {
        guard let arcA = directions(ca, reversed: false), let arcB = directions(cb, reversed: false) else {
            return false
        }
        return abs(remainder(arcA.middle - arcB.middle, .pi)) >= arcA.halfWidth + arcB.halfWidth + 0.1
    }

    /// The point where sub-curves `ca` (`t0...t1` of `a`) and `cb` (`u0...u1` of `b`) cross,
    /// if Newton's method from their chords' crossing settles on it inside both.
    private static func newtonCrossing(
        _ a: BooleanPiece, _ t0: CGFloat, _ t1: CGFloat, _ ca: CubicBezier,
        _ b: BooleanPiece, _ u0: CGFloat, _ u1: CGFloat, _ cb: CubicBezier,
        tolerance: CGFloat
    ) -> PieceCrossing? {
        guard let (s, r) = chordCrossing(ca.p0, ca.p3, cb.p0, cb.p3, tolerance: tolerance) else { return nil }
        var t = t0 + s * (t1 - t0), u = u0 + r * (u1 - u0)
        polish(a, b, &t, &u)
        guard t >= t0, t <= t1, u >= u0, u <= u1 else { return nil }
        let p = a.point(at: t), q = b.point(at: u)
        guard p.distance(to: q) <= tolerance / 16 else { return nil }
        return PieceCrossing(t: t, u: u, point: p.lerp(q, 0.5))
    }

    /// Where segments p0→p1 and q0→q1 cross, as fractions along each (clamped to 0...1), when
    /// they do to within `tolerance`. Parallel segments give their nearest ends if they touch.
    static func chordCrossing(
        _ p0: CGPoint, _ p1: CGPoint, _ q0: CGPoint, _ q1: CGPoint,
        tolerance: CGFloat
    ) -> (CGFloat, CGFloat)? {
        let d = p1 - p0, e = q1 - q0, w = q0 - p0
        let denominator = d.cross(e)
        let lengthD = d.length, lengthE = e.length
        if abs(denominator) <= 1e-12 * lengthD * lengthE || lengthD == 0 || lengthE == 0 {
            // Parallel (or a point): they meet where an end of one lies on the other.
            for (point, onP) in [(q0, true), (q1, true), (p0, false), (p1, false)] {
                let (a, b, other) = onP ? (p0, p1, point) : (q0, q1, point)
                let f = projection(of: other, onSegment: a, b)
                if a.lerp(b, f).distance(to: other) <= tolerance {
                    let fq = onP ? (point == q0 ? 0 : 1) : projection(of: point, onSegment: q0, q1)
                    let fp = onP ? f : (point == p0 ? 0 : 1)
                    return (fp, fq)
                }
            }
            return nil
        }
        let s = w.cross(e) / denominator, r = w.cross(d) / denominator
        let slackS = lengthD > 0 ? tolerance / lengthD : 0, slackR = lengthE > 0 ? tolerance / lengthE : 0
        guard s >= -slackS, s <= 1 + slackS, r >= -slackR, r <= 1 + slackR else { return nil }
        return (min(max(s, 0), 1), min(max(r, 0), 1))
    }

    private static func projection(of p: CGPoint, onSegment a: CGPoint, _ b: CGPoint) -> CGFloat {
        let d = b - a
        let lengthSquared = d.dot(d)
        guard lengthSquared > 0 else { return 0 }
        return min(max((p - a).dot(d) / lengthSquared, 0), 1)
    }

    /// A few Newton steps on A(t) − B(u) = 0, kept only if they bring the points closer.
    private static func polish(_ a: BooleanPiece, _ b: BooleanPiece, _ t: inout CGFloat, _ u: inout CGFloat) {
        var gap = a.point(at: t).distance(to: b.point(at: u))
        for _ in 0..<6 where gap > 0 {
            let f = a.point(at: t) - b.point(at: u)
            let da = a.kind == .line ? a.end - a.start : a.curve.derivative(at: t)
            let db = b.kind == .line ? b.end - b.start : b.curve.derivative(at: u)
            // [da, −db] · (Δt, Δu) = −f
            let determinant = da.x * -db.y - (-db.x) * da.y
            guard abs(determinant) > 1e-300 else { return }
            let dt = (-f.x * -db.y - (-db.x) * -f.y) / determinant
            let du = (da.x * -f.y - -f.x * da.y) / determinant
            let nt = min(max(t + dt, 0), 1), nu = min(max(u + du, 0), 1)
            let newGap = a.point(at: nt).distance(to: b.point(at: nu))
            guard newGap < gap else { return }
            (t, u, gap) = (nt, nu, newGap)
        }
    }
}
