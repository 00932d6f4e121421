import Foundation
import Testing

@testable import VellumGeometry

private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

private func pattern(_ dash: [CGFloat], phase: CGFloat = 0) -> DashPattern? {
    DashPattern(StrokeStyle(lineWidth: 1, dash: dash, dashPhase: phase))
}

/// The dashes of `path`'s only subpath.
private func dashes(
    _ path: Path, _ dash: [CGFloat], phase: CGFloat = 0,
    sourceLocation: SourceLocation = #_sourceLocation
) -> [DashPiece] {
    guard let pattern = pattern(dash, phase: phase) else {
        Issue.record("no pattern for \(dash)", sourceLocation: sourceLocation); return []
    }
    guard let all = PathDasher.dashes(of: path, pattern: pattern) else {
        Issue.record("too many dashes", sourceLocation: sourceLocation); return []
    }
    #expect(all.count == 1, sourceLocation: sourceLocation)
    return all.first ?? []
}

private func length(_ piece: DashPiece) -> CGFloat { piece.segments.reduce(0) { $0 + $1.length } }

private func line(_ a: CGPoint, _ b: CGPoint) -> Path {
    Path { path in
        path.move(to: a); path.addLine(to: b)
    }
}

/// Scene S3: the arc of radius 88 around (128, 128) from 1° to 216°, clockwise on screen.
private let ring = Path { path in
    path.addArc(center: p(128, 128), radius: 88, startAngle: .degrees(1), endAngle: .degrees(216), clockwise: false)
}

@Suite struct DashTests {
    // MARK: Scene S3

    @Test func dashedRingHas42Dashes() {
        let pieces = dashes(ring, [5, 3], phase: 10)
        #expect(pieces.count == 42)
    }

    @Test func dashedRingDashLengths() {
        let pieces = dashes(ring, [5, 3], phase: 10)
        guard pieces.count == 42 else { Issue.record("\(pieces.count) dashes"); return }
        let total = segmentLengthSum(ring)
        #expect(abs(total - 330.22) < 0.01)
        // Phase 10 ≡ 2: the first dash has 3 left; the last one starts at 326 and is cut at the end.
        #expect(abs(length(pieces[0]) - 3) <= 1e-9)
        for i in 1..<41 { #expect(abs(length(pieces[i]) - 5) <= 1e-9, "dash \(i): \(length(pieces[i]))") }
        #expect(abs(length(pieces[41]) - (total - 326)) <= 1e-9)
        expectClose(pieces[41].segments.last?.end, ring.currentPoint!, 1e-9)
    }

    @Test func dashedRingDashesStartAtTheirArcLengths() {
        let pieces = dashes(ring, [5, 3], phase: 10)
        guard pieces.count == 42 else { Issue.record("\(pieces.count) dashes"); return }
        let segments = allSegments(ring)
        for (i, piece) in pieces.enumerated() {
            let s: CGFloat = i == 0 ? 0 : 6 + 8 * CGFloat(i - 1)
            // On the path's cubics, at arc length s (independent integrator): within 1e-6 px.
            let expected = referencePoint(atLength: s, along: segments)
            #expect(piece.point.distance(to: expected) <= 1e-6, "dash \(i) at \(s)")
            #expect(piece.segments.first?.start == piece.point)
            // On the true circle at angle 1° + s/88: only as close as the cubics are to it
            // (three 71.7° cubics: their length runs ahead of 88·θ and the points drift ≲ 0.015).
            let angle = CGFloat.pi / 180 + s / 88
            let onCircle = p(128 + 88 * cos(angle), 128 + 88 * sin(angle))
            #expect(piece.point.distance(to: onCircle) <= 0.02, "dash \(i) at \(s)")
        }
    }

    @Test func dashedRingGapsAreThree() {
        let pieces = dashes(ring, [5, 3], phase: 10)
        guard pieces.count == 42 else { Issue.record("\(pieces.count) dashes"); return }
        let segments = allSegments(ring)
        for i in 0..<41 {
            let end = referenceArcPosition(of: pieces[i].segments.last!.end, along: segments)
            let nextStart = referenceArcPosition(of: pieces[i + 1].point, along: segments)
            #expect(abs(nextStart - end - 3) <= 1e-6, "gap after dash \(i): \(nextStart - end)")
        }
    }

    // MARK: Patterns

    @Test func oddCountRepeatsTheList() {
        // [1, 2, 3] acts as [1, 2, 3, 1, 2, 3]: on 0–1, 3–6, 7–9, 12–13, 15–18, 19–20.
        let pieces = dashes(line(p(0, 0), p(20, 0)), [1, 2, 3])
        #expect(pieces.map(\.point.x) == [0, 3, 7, 12, 15, 19])
        #expect(pieces.map { length($0) } == [1, 3, 2, 1, 3, 1])
        let single = dashes(line(p(0, 0), p(32, 0)), [5])
        #expect(single.map(\.point.x) == [0, 10, 20, 30])
        #expect(single.map { length($0) } == [5, 5, 5, 2])
    }

    @Test func negativePhaseWraps() {
        // −2 ≡ 6 in a period of 8: 2 more off, then 5 on.
        let pieces = dashes(line(p(0, 0), p(20, 0)), [5, 3], phase: -2)
        #expect(pieces.map(\.point.x) == [2, 10, 18])
        #expect(pieces.map { length($0) } == [5, 5, 2])
    }

    @Test func phaseLargerThanThePeriodWraps() {
        let pieces = dashes(line(p(0, 0), p(20, 0)), [5, 3], phase: 26)
        #expect(pieces.map(\.point.x) == [0, 6, 14])
        #expect(pieces.map { length($0) } == [3, 5, 5])
        let reduced = dashes(line(p(0, 0), p(20, 0)), [5, 3], phase: 2)
        #expect(pieces.map(\.point) == reduced.map(\.point))
    }

    @Test func phaseOnABoundaryStartsTheNextInterval() {
        // Phase 5 is exactly the end of the first "on": the line starts with 3 off.
        let pieces = dashes(line(p(0, 0), p(20, 0)), [5, 3], phase: 5)
        #expect(pieces.map(\.point.x) == [3, 11, 19])
    }

    @Test func zeroLengthOnIntervalsArePointDashesWithADirection() {
        let pieces = dashes(line(p(0, 0), p(35, 0)), [0, 10])
        #expect(pieces.count == 4)
        for (piece, x) in zip(pieces, [0, 10, 20, 30] as [CGFloat]) {
            expectClose(piece.point, p(x, 0), 1e-12)
            #expect(piece.segments.isEmpty)
            #expect(piece.direction == p(1, 0))
        }
    }

    @Test func pointDashesOnACurveFollowItsTangent() {
        let circle = Path(ellipseIn: CGRect(x: -50, y: -50, width: 100, height: 100))
        let total = segmentLengthSum(circle)
        let pieces = dashes(circle, [0, total / 8])
        #expect(pieces.count == 8)
        for piece in pieces {
            guard let direction = piece.direction else { Issue.record("no direction"); continue }
            // Perpendicular to the radius, turning clockwise on screen (y down).
            let radial = piece.point.normalized
            #expect(abs(direction.dot(radial)) < 1e-3)
            #expect(radial.cross(direction) > 0.999)
        }
    }

    @Test(arguments: [[5, -1], [.nan, 3], [3, .nan], [0, 0], [0], [.infinity, 1], [], [-5, 10]] as [[CGFloat]])
    func unusablePatternsMeanSolid(dash: [CGFloat]) {
        #expect(pattern(dash) == nil)
    }

    @Test func nonFinitePhaseCountsAsZero() {
        let reference = dashes(line(p(0, 0), p(20, 0)), [5, 3]).map(\.point)
        #expect(dashes(line(p(0, 0), p(20, 0)), [5, 3], phase: .nan).map(\.point) == reference)
        #expect(dashes(line(p(0, 0), p(20, 0)), [5, 3], phase: .infinity).map(\.point) == reference)
    }

    // MARK: Closed subpaths

    @Test func dashThroughTheStartOfAClosedSubpathIsMerged() {
        // Perimeter 120 = 8 × 14 + 8: "on" at both ends ([112, 120] and [0, 10]).
        let rect = Path(CGRect(x: 0, y: 0, width: 40, height: 20))
        let pieces = dashes(rect, [10, 4])
        #expect(pieces.count == 8)
        guard let first = pieces.first else { return }
        // The merged dash starts where the last one began, 8 up the closing edge.
        expectClose(first.point, p(0, 8), 1e-12)
        #expect(abs(length(first) - 18) <= 1e-9)
        expectClose(first.segments.last?.end, p(10, 0), 1e-12)
        // The same outline left open keeps both pieces.
        let open = Path { path in
            path.addLines([p(0, 0), p(40, 0), p(40, 20), p(0, 20), p(0, 0)])
        }
        #expect(dashes(open, [10, 4]).count == 9)
    }

    @Test func closedSubpathEndingOffIsNotMerged() {
        // 120 = 8 × 15: the last interval is "off".
        let pieces = dashes(Path(CGRect(x: 0, y: 0, width: 40, height: 20)), [10, 5])
        #expect(pieces.count == 8)
        expectClose(pieces.first?.point, p(0, 0), 0)
        #expect(abs((pieces.first.map(length) ?? 0) - 10) <= 1e-12)
    }

    @Test func patternRestartsAtEverySubpath() {
        let path = Path { path in
            path.move(to: p(0, 0)); path.addLine(to: p(7, 0))
            path.move(to: p(0, 10)); path.addLine(to: p(7, 10))
        }
        guard let pattern = pattern([5, 3], phase: 1), let all = PathDasher.dashes(of: path, pattern: pattern) else {
            Issue.record("no dashes"); return
        }
        #expect(all.count == 2)
        // Phase 1: 4 on, 3 off on each line, from its own start.
        #expect(all.map { $0.map(\.point) } == [[p(0, 0)], [p(0, 10)]])
        #expect(all.flatMap { $0.map { length($0) } } == [4, 4])
    }

    // MARK: Dashes near an area

    @Test func dashesNearAnAreaAreTheSameDashesWithFarSegmentsSkipped() {
        // Three far segments between near ones: the pattern's phase must carry across them.
        // The near segments are the horizontal ones (they start or end in the area).
        let path = Path { path in
            path.addLines([p(0, 0), p(30, 0), p(60, 0), p(1_000, 500), p(1_000, 600), p(60, 10), p(30, 10), p(0, 10)])
        }
        let area = CGRect(x: -5, y: -5, width: 40, height: 20)
        guard let pattern = pattern([7, 3], phase: 2),
            let near = PathDasher.dashes(of: path, pattern: pattern, near: area)?.first,
            let all = PathDasher.dashes(of: path, pattern: pattern)?.first
        else {
            Issue.record("no dashes"); return
        }
        let expected = all.filter { $0.segments.contains { $0.start.y == $0.end.y && min($0.start.x, $0.end.x) < 60 } }
        #expect(near.count == expected.count)
        #expect(near.count < all.count / 10)
        // A dash running out of far segments into near ones starts where they meet: its
        // part on the far segment cannot show.
        for (a, b) in zip(near, expected) {
            #expect(a.segments == Array(b.segments.suffix(a.segments.count)))
        }
    }

    @Test func longSegmentsNearAnAreaAreCutOnlyWhereTheyComeNear() {
        // An ellipse 100,000 tall: each quarter that comes near the area is 50,000 long.
        // Halving such segments lets the dasher skip all but the dashes near the area.
        let ellipse = Path(ellipseIn: CGRect(x: -6, y: 5, width: 3, height: 100_000))
        let area = CGRect(x: -50, y: -50, width: 132, height: 132)
        guard let pattern = pattern([4]),
            let near = PathDasher.dashes(of: ellipse, pattern: pattern, near: area)?.first,
            let all = PathDasher.dashes(of: ellipse, pattern: pattern)?.first
        else {
            Issue.record("no dashes"); return
        }
        #expect(all.count > 24_000)
        #expect(near.count > 10 && near.count < 200, "\(near.count) dashes")
        // Those kept are the whole stroke's dashes near the area, to 1e-9.
        let expected = all.filter { piece in piece.segments.contains { $0.hullMeets(area) } }
        #expect(expected.allSatisfy { piece in near.contains { $0.point.distance(to: piece.point) < 1e-9 } })
    }

    @Test func refiningACurveWithControlPointsNearTheLargestDoubleIsBounded() {
        // Fuzz finding: every half of this cubic stays near the area for 40 halvings, and
        // refining it tried to allocate 2.4 GB.
        let path = Path { path in
            path.move(to: p(-1.95, 6.85))
            path.addCurve(to: p(1.79, 1e-15), control1: p(17.5, 1e300), control2: p(-2.9, -1.7976931348623157e308))
        }
        let refined = PathDasher.refined(path.subpaths, near: CGRect(x: -400, y: -400, width: 832, height: 832))
        let pieces = refined.flatMap(\.segments)
        #expect(pieces.count > 1 && pieces.count <= 321)
        #expect(
            pieces.allSatisfy { $0.start.x.isFinite && $0.start.y.isFinite && $0.end.x.isFinite && $0.end.y.isFinite })
        #expect(pieces.first?.start == p(-1.95, 6.85))
        #expect(pieces.last?.end == p(1.79, 1e-15))
        #expect(zip(pieces, pieces.dropFirst()).allSatisfy { $0.end == $1.start })
    }

    @Test func closedSubpathWithSkippedEndsIsNotMerged() {
        // A 1000 × 40 rectangle starting at its far corner; 2,080 around, dashes of 30 every
        // 50, so the pattern is on at both ends. The first dash is far and skipped: the
        // last dash must not join the first one kept.
        let path = Path { path in
            path.addLines([p(1_000, 0), p(1_000, 40), p(0, 40), p(0, 0)])
            path.closeSubpath()
        }
        let area = CGRect(x: -5, y: -5, width: 10, height: 50)
        guard let pattern = pattern([30, 20]),
            let near = PathDasher.dashes(of: path, pattern: pattern, near: area)?.first
        else {
            Issue.record("no dashes"); return
        }
        // Only dashes near the left edge are kept: the first on the top edge, the last on
        // the bottom one, and none of them joined to another (that would make one 60 long).
        #expect(near.count > 2 && near.count < 10)
        #expect(near.first?.point.y == 40)
        #expect(near.last?.segments.last?.end.y == 0)
        for piece in near {
            #expect(length(piece) <= 30 + 1e-9)
            #expect(zip(piece.segments, piece.segments.dropFirst()).allSatisfy { $0.end == $1.start })
        }
    }

    // MARK: Limits

    @Test func tooManyDashesGiveNil() {
        // 5e9 dashes: refused before any is cut (cutting them would not finish).
        let result = PathDasher.dashes(of: line(p(0, 0), p(1e7, 0)), pattern: pattern([0.001, 0.001])!)
        #expect(result == nil)
        // And the stroke falls back to solid.
        let stroked = line(p(0, 0), p(1e7, 0)).strokedPath(StrokeStyle(lineWidth: 2, dash: [0.001, 0.001]))
        #expect(stroked.contains(p(5e6 + 0.0005, 0)))
    }
}

private func expectClose(
    _ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let a else { Issue.record("no point", sourceLocation: sourceLocation); return }
    #expect(a.distance(to: b) <= tolerance, "\(a) is not \(b)", sourceLocation: sourceLocation)
}

/// The size of dashing's work, counted rather than timed: the dashes and the pieces of
/// segments they are cut into, against the count of the pattern's periods and of the
/// corners that fall inside a dash. An implementation that re-walked the path from its start
/// for each dash, or carried the segments it passed into the next dash, would cut more
/// pieces; one that cut straight across corners, fewer. (The time per dash is a benchmark's
/// business: `VELLUM_DASH_SCALING=1 make bench`, 1,000 to 10,000 segments.)
extension DashTests {
    /// A zigzag of `count` segments, each 9.9 across and 1 up or down: √99.01 ≈ 9.95 long.
    private static func zigzag(_ count: Int) -> Path {
        Path { $0.addLines((0...count).map { CGPoint(x: CGFloat($0) * 9.9, y: CGFloat($0 % 2)) }) }
    }

    /// Dashes and pieces of `[0.5, 0.5]` along `count` segments of length `s`, by counting:
    /// dash k covers [k, k + 0.5] (cut short at the end), and corner j (at j·s) lies inside a
    /// dash, so splits it in two pieces, when frac(j·s) < 0.5.
    private static func expectedCounts(segments count: Int) throws -> (dashes: Int, pieces: Int) {
        let s = (9.9 * 9.9 + 1.0).squareRoot()
        let total = CGFloat(count) * s
        let dashes = Int(total.rounded(.up))
        var inside = 0
        for j in 1..<count {
            let fraction = (CGFloat(j) * s).truncatingRemainder(dividingBy: 1)
            // No corner so close to a dash's end that rounding could put it on either side.
            try #require(min(fraction, abs(fraction - 0.5), 1 - fraction) > 1e-6, "corner \(j)")
            if fraction < 0.5 { inside += 1 }
        }
        return (dashes, dashes + inside)
    }

    @Test(arguments: [1_000, 5_000])
    func dashingManySegmentsIsLinear(_ count: Int) throws {
        let measured = try #require(PathDasher.dashes(of: Self.zigzag(count), pattern: pattern([0.5, 0.5])!))
        let pieces = measured.joined().reduce(0) { $0 + $1.segments.count }
        let expected = try Self.expectedCounts(segments: count)
        #expect(measured.joined().count == expected.dashes)
        #expect(pieces == expected.pieces)
        // Linear: at most a dash and a corner each, so under 1.1 pieces per unit of length.
        #expect(pieces < Int(1.1 * 9.95 * CGFloat(count)))
        // The stroked outline: one closed body per dash at least. Its bounds: the first dash's
        // butt cap reaches half a width along the normal (−1, 9.9)/s left of x = 0, and the
        // miters at the corners half a width over cos(atan(1/9.9)) = 9.9/s below 0, above 1.
        let outline = Self.zigzag(count).strokedPath(StrokeStyle(lineWidth: 1, dash: [0.5, 0.5]))
        var bodies = 0
        outline.forEach { if case .move = $0 { bodies += 1 } }
        #expect(bodies >= expected.dashes)
        let s = (9.9 * 9.9 + 1.0).squareRoot(), miter = 0.5 * s / 9.9
        let bounds = outline.boundingRect
        #expect(abs(bounds.minX + 0.5 / s) < 1e-9, "\(bounds)")
        #expect(abs(bounds.minY + miter) < 1e-9 && abs(bounds.maxY - 1 - miter) < 1e-9, "\(bounds)")
        #expect(bounds.maxX <= CGFloat(count) * 9.9 + 0.5)
    }
}
