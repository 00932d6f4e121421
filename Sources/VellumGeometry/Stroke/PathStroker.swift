import Foundation

// The stroker turns each run of segments into closed pieces that all wind the same way, so
// that filling their union with the non-zero rule paints exactly the stroke:
// - a body per segment (per curve piece): the band between the two offset curves;
// - a wedge per corner on the outer side of the turn: bevel, miter (up to the limit) or round;
// - caps at the ends of open runs: butt (nothing), square, or round.
// Overlaps are harmless under non-zero winding, and no piece ever needs a boolean union.
//
// Curve offsets stay curves. Based on the Tiller–Hanson idea as refined in Skia's SkStroke.cpp
// and tiny-skia's stroker.rs: each offset piece is a cubic whose end points are the exact
// offset points and whose handles are the original handles scaled by (1 − κ·δ) (the ratio of
// offset speed to curve speed), checked against the exact offset at five parameters and
// split in half until it is within tolerance. Where the curvature radius is smaller than
// the offset (the inner side of a tight bend), the band folds over itself; that side is then
// emitted as two simple pieces meeting at the crossing of the end normals, which keeps every
// piece's winding positive.

internal struct PathStroker {
    /// Largest distance between an emitted offset curve and the exact offset, in user units,
    /// for pens up to 4e7 units wide.
    static let tolerance: CGFloat = 0.02
    /// The tolerance for this pen: 0.02, or 1e-9 of the half width for wider pens, beyond
    /// any rasterizer's fixed point. An absolute 0.02 made the pieces grow as the sixth root
    /// of the width, up to the depth limit (1,024 pieces per curve).
    let tolerance: CGFloat
    private static let maximumDepth = 10

    let halfWidth: CGFloat
    /// Whether edges across the pen (a body's ends, a cap's base) pass through the path's
    /// own point as a vertex: for pens wider than 4e7 (where ``tolerance`` grows with the
    /// width). Such an edge's ends lie half a width out, and rounded there (an ulp of 5e299
    /// is 6e283) the line between them loses where the path is: every dash of a pen 1e300
    /// wide had its ends through the origin, 80,000 dashes 400,000 points long all cut the
    /// image, and Cairo filled 923,111 elements. Through the exact point, a far dash stays far.
    let pivotsOnPath: Bool
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    private(set) var output = Path()
    /// A rectangle to watch for: once one piece alone winds around every point of it,
    /// ``coversTarget`` turns true (see ``PathStroker/winds(around:points:)``).
    var coverTarget: CGRect?
    /// Whether a piece emitted since ``coverTarget`` was set covers all of it: the stroke,
    /// a union, then paints all of it whatever else it holds.
    private(set) var coversTarget = false

    init(style: StrokeStyle) {
        halfWidth = style.lineWidth / 2
        tolerance = max(Self.tolerance, abs(halfWidth) * 1e-9)
        pivotsOnPath = abs(halfWidth) * 1e-9 > Self.tolerance
        cap = style.lineCap
        join = style.lineJoin
        miterLimit = style.effectiveMiterLimit
    }

    // MARK: Runs

    /// Strokes one run of connected segments; `closed` adds the corner at the start instead
    /// of caps. A run with no length (a dot) gets round or square caps only.
    mutating func stroke(segments: [PathSegment], start: CGPoint, closed: Bool, dotDirection: CGPoint? = nil) {
        // Which pieces begin at a cusp of the segment before them.
        var startsAtCusp: Set<Int> = []
        var live: [PathSegment] = []
        for segment in segments where !segment.isDegenerate {
            let pieces = Self.splitAtCusps(segment)
            for index in pieces.indices.dropFirst() { startsAtCusp.insert(live.count + index) }
            live += pieces
        }
        guard let first = live.first, let last = live.last else {
            addDot(at: start, direction: dotDirection ?? CGPoint(x: 1, y: 0))
            return
        }
        var previousEnd: (point: CGPoint, tangent: CGPoint, from: CGPoint)?
        for (index, segment) in live.enumerated() {
            let cubic = segment.cubic
            guard let startTangent = cubic.tangent(at: 0) else { continue }
            if let previous = previousEnd {
                addJoin(
                    at: segment.start, incoming: previous.tangent, outgoing: startTangent,
                    from: previous.from, to: segment.startDirectionPoint, atCusp: startsAtCusp.contains(index))
            }
            switch segment {
            case .line(let a, let b): addLineBody(from: a, to: b)
            default: addCurveBody(cubic, depth: 0)
            }
            if let endTangent = cubic.tangent(at: 1) {
                previousEnd = (segment.end, endTangent, segment.endDirectionPoint)
            }
        }
        guard let startTangent = first.cubic.tangent(at: 0), let endTangent = last.cubic.tangent(at: 1) else { return }
        if closed {
            addJoin(
                at: first.start, incoming: endTangent, outgoing: startTangent,
                from: last.endDirectionPoint, to: first.startDirectionPoint)
        } else {
            addCap(at: first.start, direction: -startTangent)
            addCap(at: last.end, direction: endTangent)
        }
    }

    /// A curve cut where its tangent flips (cusps), so the corner there gets a join as Cairo's
    /// flattened stroke does; other segments pass through.
    static func splitAtCusps(_ segment: PathSegment) -> [PathSegment] {
        guard case .line = segment else {
            let curve = segment.cubic
            let cusps = curve.cuspParameters()
            guard cusps.count > 0 else { return [segment] }
            var pieces: [PathSegment] = []
            var lo: CGFloat = 0
            for t in cusps {
                pieces.append(.cubic(curve.subcurve(from: lo, to: t)))
                lo = t
            }
            pieces.append(.cubic(curve.subcurve(from: lo, to: 1)))
            return pieces.filter { !$0.isDegenerate }
        }
        return [segment]
    }

    /// A zero-length run: a disc for round caps, a square for square caps, nothing for butt.
    mutating func addDot(at point: CGPoint, direction: CGPoint) {
        switch cap {
        case .butt: return
        case .round:
            emit(
                start: CGPoint(x: point.x + halfWidth, y: point.y),
                arcCubics(center: point, radius: halfWidth, start: 0, delta: 2 * .pi).map { .cubic($0) },
                curvesBulgeOut: true)
        case .square:
            let t = direction.normalized * halfWidth, n = t.perpendicular
            emitPolygon([point - t + n, point + t + n, point + t - n, point - t - n])
        }
    }

    // MARK: Bodies

    private mutating func addLineBody(from a: CGPoint, to b: CGPoint) {
        // Halves first, so the direction of a line spanning most of the double range does
        // not overflow.
        let n = (b * 0.5 - a * 0.5).normalized.perpendicular * halfWidth
        if pivotsOnPath {
            // Thin beside its width, the body's area is lost in the rounding of its far
            // corners (an ulp of 5e299 times 5e299), so its sign cannot say how it winds;
            // built this way round, it winds positively.
            emitPolygon([a, a - n, b - n, b, b + n, a + n], knownPositive: true)
        } else {
            emitPolygon([a + n, b + n, b - n, a - n])
        }
    }

    private mutating func addCurveBody(_ c: CubicBezier, depth: Int) {
        if depth < Self.maximumDepth && needsSplit(c) {
            let (left, right) = c.split(at: 0.5)
            addCurveBody(left, depth: depth + 1)
            addCurveBody(right, depth: depth + 1)
            return
        }
        guard let outer = offsetCurve(c, by: halfWidth), let inner = offsetCurve(c, by: -halfWidth) else { return }
        let outerRegular = isRegular(c, offset: halfWidth), innerRegular = isRegular(c, offset: -halfWidth)
        if outerRegular && innerRegular {
            if pivotsOnPath {
                // As a line's body: runs the other way round from the non-pivot form, which
                // the area turns round.
                emit(
                    start: c.p0,
                    [
                        .line(c.p0, inner.p0), .cubic(inner), .line(inner.p3, c.p3), .line(c.p3, outer.p3),
                        .cubic(outer.reversed), .line(outer.p0, c.p0)
                    ], knownPositive: true)
            } else {
                emit(
                    start: outer.p0,
                    [.cubic(outer), .line(outer.p3, inner.p3), .cubic(inner.reversed), .line(inner.p0, outer.p0)])
            }
            return
        }
        if pivotsOnPath, normalsCrossing(c) == nil, let t0 = c.tangent(at: 0), let t1 = c.tangent(at: 1) {
            // Nearly straight under a pen this wide (the end normals within 1e-12 rad): the
            // bend still folds one side, but the normals meet too far off to fan from, and
            // the halves' areas are lost in rounding. Near the path the band is the slab
            // between the end normals, built like a line's body.
            let n0 = t0.perpendicular * halfWidth, n1 = t1.perpendicular * halfWidth
            emitPolygon([c.p0, c.p0 - n0, c.p3 - n1, c.p3, c.p3 + n1, c.p0 + n0], knownPositive: true)
            return
        }
        for (offset, regular) in [(outer, outerRegular), (inner, innerRegular)] {
            if regular {
                emit(start: c.p0, [.cubic(c), .line(c.p3, offset.p3), .cubic(offset.reversed), .line(offset.p0, c.p0)])
            } else if let crossing = normalsCrossing(c) {
                // The band folds at the crossing of the end normals: a fan from the curve to
                // the crossing, and the far part from the crossing to the offset.
                emit(start: c.p0, [.cubic(c), .line(c.p3, crossing), .line(crossing, c.p0)])
                emit(start: crossing, [.line(crossing, offset.p0), .cubic(offset), .line(offset.p3, crossing)])
            }
        }
    }

    /// Whether the piece must be halved: it turns too far, or an offset strays from the exact one.
    private func needsSplit(_ c: CubicBezier) -> Bool {
        guard let t0 = c.tangent(at: 0), let t1 = c.tangent(at: 1), let tm = c.tangent(at: 0.5) else { return false }
        // More than ~37° of turn per piece makes the handle-scaling fit unreliable.
        if t0.dot(tm) < 0.95 || tm.dot(t1) < 0.95 { return true }
        for offset in [halfWidth, -halfWidth] {
            let factors = [0, 0.5, 1].map { 1 - c.curvature(at: $0) * offset }
            // The offset reaches a cusp inside this piece: isolate it.
            if factors.contains(where: { $0 > 0 }) && factors.contains(where: { $0 <= 0 }) { return true }
            guard let fitted = offsetCurve(c, by: offset) else { return true }
            // Far from the origin the coordinates themselves round by more than 0.02 (an ulp
            // of 1e15 is 0.125), so no fit could pass: allow ~180 ulps of the piece's
            // coordinates, or every piece would be split to the depth limit.
            if offsetError(of: fitted, for: c, offset: offset) > max(tolerance, c.extent * 4e-14) { return true }
        }
        return false
    }

    /// The cubic approximating the curve offset by `offset` along the right-hand normal.
    private func offsetCurve(_ c: CubicBezier, by offset: CGFloat) -> CubicBezier? {
        guard let t0 = c.tangent(at: 0), let t1 = c.tangent(at: 1) else { return nil }
        let q0 = c.p0 + t0.perpendicular * offset, q3 = c.p3 + t1.perpendicular * offset
        let k0 = 1 - c.curvature(at: 0) * offset, k1 = 1 - c.curvature(at: 1) * offset
        return CubicBezier(q0, q0 + (c.p1 - c.p0) * k0, q3 + (c.p2 - c.p3) * k1, q3)
    }

    /// The largest distance from the exact offset points to the fitted curve, sampled.
    private func offsetError(of fitted: CubicBezier, for c: CubicBezier, offset: CGFloat) -> CGFloat {
        // A pen 1e200 wide squares to infinity: measure at an exact power-of-two scale.
        let scale: CGFloat =
            abs(offset) > 0x1p100 ? CGFloat(sign: .plus, exponent: -abs(offset).exponent, significand: 1) : 1
        let fittedScaled =
            scale == 1
            ? fitted : CubicBezier(fitted.p0 * scale, fitted.p1 * scale, fitted.p2 * scale, fitted.p3 * scale)
        var worst: CGFloat = 0
        for t in [0.125, 0.3125, 0.5, 0.6875, 0.875] as [CGFloat] {
            guard let tangent = c.tangent(at: t) else { continue }
            let exact = c.point(at: t) * scale + tangent.perpendicular * (offset * scale)
            worst = max(worst, fittedScaled.distance(from: exact, near: t))
        }
        return worst / scale
    }

    /// Whether the offset at `offset` runs the same way as the curve over this piece.
    private func isRegular(_ c: CubicBezier, offset: CGFloat) -> Bool {
        [0, 0.5, 1].allSatisfy { 1 - c.curvature(at: $0) * offset > 0 }
    }

    /// Where the normal lines at the two ends of the piece cross, if they do.
    private func normalsCrossing(_ c: CubicBezier) -> CGPoint? {
        guard let t0 = c.tangent(at: 0), let t1 = c.tangent(at: 1) else { return nil }
        let n0 = t0.perpendicular, n1 = t1.perpendicular
        let denominator = n0.cross(n1)
        guard abs(denominator) > 1e-12 else { return nil }
        let s = (c.p3 - c.p0).cross(n1) / denominator
        return c.p0 + n0 * s
    }

    // MARK: Corners and ends

    /// Whether unit directions with this `dot` and `cross` continue each other: no join is
    /// drawn between them. `Path.hasCorners` asks the same, so the SVG writer's corners are
    /// the stroker's.
    static func continues(dot: CGFloat, cross: CGFloat) -> Bool {
        dot > 0 && abs(cross) < 1e-9
    }

    /// Whether unit direction `outgoing` continues `incoming` (see ``continues(dot:cross:)``).
    static func continues(_ incoming: CGPoint, _ outgoing: CGPoint) -> Bool {
        continues(dot: incoming.dot(outgoing), cross: incoming.cross(outgoing))
    }

    /// Whether a corner whose directions have `dot` = cos(turn) gets a miter: as in Cairo,
    /// while its length stays within the limit, and never within 1e-12 of a full reversal, so
    /// a tip lies at most √(2e12) ≈ 1.4 million half widths out.
    static func drawsMiter(dot: CGFloat, limit: CGFloat) -> Bool {
        2 <= limit * limit * (1 + dot) && dot > -1 + 1e-12
    }

    /// The corner at `point` between unit tangents `incoming` and `outgoing`; `previous` and
    /// `next` are the points the tangents come from and go to (the neighbouring control
    /// points), from which pens over 4e7 wide take the turn's exact sign.
    private mutating func addJoin(
        at point: CGPoint, incoming tangentIn: CGPoint, outgoing tangentOut: CGPoint,
        from previous: CGPoint, to next: CGPoint, atCusp: Bool = false
    ) {
        // With pens this wide a turn of 1e-16 rad has a bevel 1e284 thick and a turn of 0
        // none, so the turn comes exactly from the points, and so do the directions (a
        // line's unit tangent, from a third of its length, rounds: a line to a point and
        // straight back seemed to turn and painted the half-plane beyond the corner, and a
        // real turn of 1e-16 lost its bevel).
        let incoming = pivotsOnPath ? (point * 0.5 - previous * 0.5).normalized : tangentIn
        let outgoing = pivotsOnPath ? (next * 0.5 - point * 0.5).normalized : tangentOut
        // At a curve's cusp the tangent flips exactly, but the points beside the split round
        // to directions of noise: for these pens it is a reversal, whose bevel and miter are
        // empty and whose round join is the half disc ahead. (Where the speed only nears
        // zero, the split keeps the tangent continuous and no join is drawn.)
        let turn = pivotsOnPath ? (atCusp ? 0 : exactTurnSine(previous, point, next)) : incoming.cross(outgoing)
        let cross = pivotsOnPath ? turn : incoming.cross(outgoing), dot = incoming.dot(outgoing)
        // Tangent-continuous: the bodies already meet.
        if Self.continues(dot: dot, cross: cross) { return }
        // The outer side is the one away from the turn.
        let side: CGFloat = turn > 0 ? -1 : 1
        let a = point + incoming.perpendicular * (side * halfWidth)
        let b = point + outgoing.perpendicular * (side * halfWidth)
        if pivotsOnPath && join != .round {
            // a and b lie half a width out and lose `point` when rounded: near a reversal the
            // far edge between them ran through the origin instead of beside the corner (a
            // turn back at x = 40 painted x < 40), and the sliver's area is noise. The edge
            // goes through its own middle, taken from `point`, and the piece winds as the
            // turn does (an exact reversal has no outer side: nothing).
            if turn == 0 { return }
            // The edge's middle: half a width times cos(turn / 2) out along the normals'
            // bisector, which is the direction of incoming − outgoing. Past a third of a turn
            // the normals nearly cancel, so the distance comes from the exact turn instead
            // (sin(turn) / (2 sin(turn / 2))): within 1e-16 of a full reversal it is 1e-16.
            let middle =
                dot > -0.5
                ? point + (incoming.perpendicular + outgoing.perpendicular) * (side * halfWidth / 2)
                : point + (incoming * 0.5 - outgoing * 0.5).normalized
                    * (halfWidth * abs(turn) / 2 / ((1 - dot) / 2).squareRoot())
            var corner = [point, a, middle, b]
            if join == .miter, Self.drawsMiter(dot: dot, limit: miterLimit) {
                let bisector = (incoming.perpendicular + outgoing.perpendicular).normalized
                let tip = point + bisector * (side * halfWidth / ((1 + dot) / 2).squareRoot())
                // A tip beyond the largest double falls back to the bevel (the piece was dropped).
                if tip.isFinite { corner[2] = tip }
            }
            emitPolygon(turn > 0 ? corner : [point] + corner.dropFirst().reversed(), knownPositive: true)
            return
        }
        switch join {
        case .bevel:
            emitPolygon([point, a, b])
        case .miter:
            // Miter length / line width = 1 / cos(turn / 2) = √(2 / (1 + dot)).
            if Self.drawsMiter(dot: dot, limit: miterLimit) {
                let bisector = (incoming.perpendicular + outgoing.perpendicular).normalized
                let tip = point + bisector * (side * halfWidth / ((1 + dot) / 2).squareRoot())
                emitPolygon([point, a, tip, b])
            } else {
                emitPolygon([point, a, b])
            }
        case .round:
            // Wide pens use the unit normals: `a − point` of a pen over 2.7e154 wide squares
            // to infinity, which would make the sweep NaN.
            let u0 = pivotsOnPath ? incoming.perpendicular * side : a - point
            let u1 = pivotsOnPath ? outgoing.perpendicular * side : b - point
            var sweep = atan2(u0.cross(u1), u0.dot(u1))
            // A full reversal: go round the front of the corner.
            if abs(abs(sweep) - .pi) < 1e-9 {
                let mid = u0.rotated(by: sweep / 2)
                if mid.dot(incoming) < 0 { sweep = -sweep }
            }
            let start = atan2(u0.y, u0.x)
            emit(
                start: point,
                [.line(point, a)]
                    + arcCubics(center: point, radius: halfWidth, start: start, delta: sweep).map { .cubic($0) }
                    + [.line(b, point)], curvesBulgeOut: true)
        }
    }

    private mutating func addCap(at point: CGPoint, direction: CGPoint) {
        let t = direction.normalized * halfWidth, n = t.perpendicular
        switch cap {
        case .butt: return
        case .square:
            emitPolygon([point + n, point + n + t, point - n + t, point - n] + (pivotsOnPath ? [point] : []))
        case .round:
            let start = atan2(n.y, n.x)
            let base: [PathSegment] =
                pivotsOnPath ? [.line(point - n, point), .line(point, point + n)] : [.line(point - n, point + n)]
            emit(
                start: point + n,
                arcCubics(center: point, radius: halfWidth, start: start, delta: -.pi).map { .cubic($0) } + base,
                curvesBulgeOut: true)
        }
    }

    // MARK: Output

    private mutating func emitPolygon(_ points: [CGPoint], knownPositive: Bool = false) {
        guard let first = points.first else { return }
        var segments: [PathSegment] = []
        for (a, b) in zip(points, points.dropFirst() + [first]) where a != b { segments.append(.line(a, b)) }
        emit(start: first, segments, knownPositive: knownPositive)
    }

    /// Appends one closed piece, reversed if needed so that every piece winds positively
    /// (clockwise on screen). The control polygon's signed area has the curve's sign for
    /// the small, simple pieces the stroker makes. `curvesBulgeOut` says that every curve
    /// lies outside its chord (arcs of round caps and joins), so the polygon of the ends
    /// winds around nothing the piece does not.
    private mutating func emit(
        start: CGPoint, _ segments: [PathSegment], curvesBulgeOut: Bool = false,
        knownPositive: Bool = false
    ) {
        guard !segments.isEmpty, start.isFinite else { return }
        // A piece with a point lost to overflow is dropped whole: its remaining segments
        // would otherwise attach to the previous piece.
        for segment in segments {
            let c = segment.cubic
            guard c.p1.isFinite, c.p2.isFinite, c.p3.isFinite else { return }
        }
        if let coverTarget, !coversTarget,
            curvesBulgeOut || segments.allSatisfy({ if case .line = $0 { true } else { false } })
        {
            coversTarget = Self.winds(around: coverTarget, points: [start] + segments.map({ $0.end }))
        }
        let area = knownPositive ? 1 : Self.signedArea(start: start, segments)
        if area == 0 || area.isNaN { return }
        var piece = Subpath(start: start, segments: segments, isClosed: true)
        if area < 0 {
            piece.start = segments.last!.end
            piece.segments = segments.reversed().map({ $0.reversed })
        }
        output.append(piece)
    }
}
