import Foundation
import Testing
import VellumTestSupport

@testable import VellumGeometry

private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

private func polyline(_ points: [CGPoint]) -> Path { Path { $0.addLines(points) } }

private let horizontal = polyline([p(0, 0), p(100, 0)])

private func expectRect(
    _ a: CGRect, _ b: CGRect, _ tolerance: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
            && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance,
        "\(a) is not \(b)", sourceLocation: sourceLocation)
}

@Suite struct StrokeGeometryTests {
    // MARK: Caps

    @Test func buttCappedLineIsItsRectangle() {
        let stroked = horizontal.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(stroked.boundingRect == CGRect(x: 0, y: -5, width: 100, height: 10))
        #expect(stroked.contains(p(0.01, 4.99)))
        #expect(!stroked.contains(p(-0.01, 0)))
        #expect(!stroked.contains(p(50, 5.01)))
    }

    @Test func squareCapsExtendHalfTheWidth() {
        let stroked = horizontal.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(stroked.boundingRect == CGRect(x: -5, y: -5, width: 110, height: 10))
        #expect(stroked.contains(p(-4.99, 4.99)))
        #expect(stroked.contains(p(104.99, -4.99)))
        #expect(!stroked.contains(p(-5.01, 0)))
    }

    @Test func roundCapsAreHalfDiscs() {
        let stroked = horizontal.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        expectRect(stroked.boundingRect, CGRect(x: -5, y: -5, width: 110, height: 10), 1e-9)
        #expect(stroked.contains(p(-4.9, 0)))
        #expect(!stroked.contains(p(-4.9, 4.9)))
        #expect(stroked.contains(p(104.9, 0)))
        #expect(!stroked.contains(p(104.9, -4.9)))
        // At 45° the cap reaches 5·(1 ± 3e-4), the quarter-circle cubic's error.
        for r in [4.99, 5.01] as [CGFloat] {
            let q = p(100 + r * 0.5.squareRoot(), r * 0.5.squareRoot())
            #expect(stroked.contains(q) == (r < 5), "r = \(r)")
        }
    }

    // MARK: Joins

    private let rightAngle = polyline([p(0, 0), p(100, 0), p(100, 100)])

    @Test func miterJoinFillsTheCorner() {
        // Turning down the screen at (100, 0): the outer corner is up and right, at (105, −5).
        let stroked = rightAngle.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .miter))
        #expect(stroked.contains(p(104.9, -4.9)))
        #expect(!stroked.contains(p(105.1, -5.1)))
        #expect(stroked.boundingRect == CGRect(x: 0, y: -5, width: 105, height: 105))
    }

    @Test func bevelJoinCutsTheCorner() {
        let stroked = rightAngle.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel))
        #expect(!stroked.contains(p(104.5, -4.5)))
        #expect(stroked.contains(p(102, -2)))
    }

    /// A turn of about 174°: miter length / width = 1/sin(θ/2) ≈ 20 at the 5.7° corner.
    private let sharp = polyline([p(0, 0), p(100, 0), p(0, 10)])

    @Test func sharpCornerOverTheMiterLimitIsBevelled() {
        // 7 beyond the vertex along the outer bisector: inside a miter (its tip is ≈ 100
        // out), outside a bevel (whose edge passes within 5 of the vertex) and both bodies.
        let incoming = p(1, 0), outgoing = (p(0, 10) - p(100, 0)).normalized
        let outward = (incoming - outgoing).normalized
        let probe = p(100, 0) + outward * 7
        let limited = sharp.strokedPath(StrokeStyle(lineWidth: 10, miterLimit: 10))
        #expect(!limited.contains(probe))
        let generous = sharp.strokedPath(StrokeStyle(lineWidth: 10, miterLimit: 30))
        #expect(generous.contains(probe))
    }

    @Test func roundJoinIsADiscSector() {
        let d: CGFloat = 5
        let stroked = rightAngle.strokedPath(StrokeStyle(lineWidth: 2 * d, lineJoin: .round))
        // The outer wedge at (100, 0) spans directions from up (−90°) to right (0°).
        for degrees in stride(from: -85.0, through: -5.0, by: 5.0) as StrideThrough<CGFloat> {
            let u = p(cos(degrees * .pi / 180), sin(degrees * .pi / 180))
            #expect(stroked.contains(p(100, 0) + u * (0.999 * d)), "\(degrees)°")
            #expect(!stroked.contains(p(100, 0) + u * (1.001 * d)), "\(degrees)°")
        }
    }

    // MARK: Circles and curves

    @Test func strokedCircleIsTheAnnulus() {
        let centre = p(128, 128)
        let stroked = Path(ellipseIn: CGRect(x: 28, y: 28, width: 200, height: 200)).strokedPath(
            StrokeStyle(lineWidth: 20))
        var random = SplitMix64(seed: 20_251_121)
        var tested = 0
        while tested < 2000 {
            let q = p(random.uniform(0...256), random.uniform(0...256))
            let r = q.distance(to: centre)
            // The kappa circle strays 0.027 from radius 100, the offsets 0.02 from exact.
            if abs(r - 90) < 0.05 || abs(r - 110) < 0.05 { continue }
            tested += 1
            #expect(stroked.contains(q) == (r > 90 && r < 110), "\(q) at radius \(r)")
        }
    }

    @Test func strokedCurvesStayCurves() {
        let stroked = Path(ellipseIn: CGRect(x: 28, y: 28, width: 200, height: 200)).strokedPath(
            StrokeStyle(lineWidth: 20))
        var curves = 0
        stroked.forEach { if case .curve = $0 { curves += 1 } }
        #expect(curves > 0)
        #expect(stroked.elements.count < 100, "\(stroked.elements.count) elements")
    }

    /// A hairpin whose bend has a curvature radius far below the half width of 20.
    private let hairpin = CubicBezier(p(0, 0), p(80, 0), p(80, 20), p(0, 20))

    @Test func hairpinIsTightEnoughToFold() {
        let radius = (0...100).map { 1 / abs(hairpin.curvature(at: CGFloat($0) / 100)) }.min()!
        #expect(radius < 20)
    }

    @Test func tightCurveStrokeHasNoHolesAndNoExcess() {
        // With round caps the stroke is exactly the points within d of the curve.
        let d: CGFloat = 20
        let path = Path {
            $0.move(to: hairpin.p0); $0.addCurve(to: hairpin.p3, control1: hairpin.p1, control2: hairpin.p2)
        }
        let stroked = path.strokedPath(StrokeStyle(lineWidth: 2 * d, lineCap: .round))
        var random = SplitMix64(seed: 7)
        // Points around the curve at distance below d − 0.05.
        for _ in 0..<1500 {
            let t = random.uniform(0...1), angle = random.uniform(0...(2 * .pi)), r = random.uniform(0...(d - 0.05))
            let q = hairpin.point(at: t) + p(cos(angle), sin(angle)) * r
            #expect(stroked.contains(q), "hole at \(q), \(r) from t = \(t)")
        }
        // A grid over the neighbourhood, classified by sampled distance.
        for i in 0...60 {
            for j in 0...60 {
                let q = p(-25 + CGFloat(i) * 2.1, -25 + CGFloat(j) * 1.2)
                let distance = sampledDistance(from: q, to: hairpin)
                if distance < d - 0.05 { #expect(stroked.contains(q), "hole at \(q), \(distance) away") }
                if distance > d + 0.05 { #expect(!stroked.contains(q), "excess at \(q), \(distance) away") }
            }
        }
    }

    @Test func cuspWithRoundJoinsCoversTheDiscAtTheCusp() {
        // (0,0),(100,100),(0,100),(100,0) has a cusp at t = 1/2, the point (50, 75), where it
        // reverses. With round joins and caps the stroke is again every point within d of
        // the curve, including the disc around the cusp tip (as Cairo and Skia draw it).
        let cusp = CubicBezier(p(0, 0), p(100, 100), p(0, 100), p(100, 0))
        let d: CGFloat = 10
        let path = Path {
            $0.move(to: cusp.p0); $0.addCurve(to: cusp.p3, control1: cusp.p1, control2: cusp.p2)
        }
        let stroked = path.strokedPath(StrokeStyle(lineWidth: 2 * d, lineCap: .round, lineJoin: .round))
        let tip = cusp.point(at: 0.5)
        for degrees in stride(from: 0.0, to: 360.0, by: 15.0) as StrideTo<CGFloat> {
            let q = tip + p(cos(degrees * .pi / 180), sin(degrees * .pi / 180)) * (0.9 * d)
            #expect(stroked.contains(q), "hole at \(q), \(degrees)° from the cusp")
        }
    }

    // MARK: Dashes

    @Test func dashedStrokeHasGapsAndDashes() {
        // On 0–5, 8–13, … along y = 0, width 4.
        let stroked = horizontal.strokedPath(StrokeStyle(lineWidth: 4, dash: [5, 3]))
        for k in 0..<12 {
            let start = CGFloat(k) * 8
            if start + 2.5 <= 100 { #expect(stroked.contains(p(start + 2.5, 1.5)), "dash \(k)") }
            if start + 6.5 <= 100 { #expect(!stroked.contains(p(start + 6.5, 0)), "gap \(k)") }
        }
    }

    @Test func dashedRingSectorsAreFilledAndGapsEmpty() {
        let ring = Path { path in
            path.addArc(
                center: p(128, 128), radius: 88, startAngle: .degrees(1), endAngle: .degrees(216), clockwise: false)
        }
        let stroked = ring.strokedPath(StrokeStyle(lineWidth: 40, dash: [5, 3], dashPhase: 10))
        // Dash middles at arc lengths 8.5 + 8k, gap middles at 12.5 + 8k (± 0.03 px drift).
        for k in 0..<39 {
            for r in [70, 88, 106] as [CGFloat] {
                for (s, on) in [(8.5 + 8 * CGFloat(k), true), (12.5 + 8 * CGFloat(k), false)] {
                    let angle = CGFloat.pi / 180 + s / 88
                    let q = p(128 + r * cos(angle), 128 + r * sin(angle))
                    #expect(stroked.contains(q) == on, "k = \(k), r = \(r), \(on ? "dash" : "gap")")
                }
            }
        }
    }

    // MARK: Degenerate input

    @Test(arguments: [0, -1, .nan, .infinity, -.infinity] as [CGFloat])
    func unusableWidthGivesNothing(width: CGFloat) {
        #expect(horizontal.strokedPath(StrokeStyle(lineWidth: width, lineCap: .round)).isEmpty)
    }

    @Test func loneMoveGivesNothing() {
        let path = Path { $0.move(to: p(10, 10)) }
        #expect(path.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round)).isEmpty)
    }

    @Test func zeroLengthLineWithRoundCapIsADisc() {
        let dot = polyline([p(10, 10), p(10, 10)]).strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        for degrees in stride(from: 0.0, to: 360.0, by: 10.0) as StrideTo<CGFloat> {
            let u = p(cos(degrees * .pi / 180), sin(degrees * .pi / 180))
            #expect(dot.contains(p(10, 10) + u * 4.95), "\(degrees)°")
            #expect(!dot.contains(p(10, 10) + u * 5.05), "\(degrees)°")
        }
    }

    @Test func zeroLengthLineWithSquareCapIsAnAxisAlignedSquare() {
        let dot = polyline([p(10, 10), p(10, 10)]).strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(dot.boundingRect == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(dot.contains(p(5.01, 14.99)))
        #expect(!dot.contains(p(4.99, 10)))
    }

    @Test func zeroLengthLineWithButtCapIsNothing() {
        #expect(polyline([p(10, 10), p(10, 10)]).strokedPath(StrokeStyle(lineWidth: 10)).isEmpty)
    }

    @Test func notANumberMiterLimitStillStrokes() {
        let stroked = rightAngle.strokedPath(StrokeStyle(lineWidth: 10, miterLimit: .nan))
        #expect(stroked.contains(p(50, 0)))
        #expect(stroked.contains(p(104.9, -4.9))) // treated as the default limit 10
    }

    /// A path spanning ±1e300 stroked 10 wide, every cap and join: the stroke finishes, its
    /// outline is finite and made of closed pieces,
    /// and it lies within the path's bounds: 5 is far below the spacing of doubles near 1e300
    /// (about 1.5e284), so half a width, a miter or a cap moves no bound outwards (a piece
    /// thinner than that spacing may vanish: "finite bodies or nothing"). A NaN (∞ − ∞), an
    /// overflow to ∞ or a piece placed where the path is not would show.
    @Test
    func hugeCoordinatesFinish() {
        let path = Path { path in
            path.move(to: p(-1e300, -1e300))
            path.addLine(to: p(1e300, 1e300))
            path.addCurve(to: p(1e300, -1e300), control1: p(-1e300, 1e300), control2: p(1e300, 0))
            path.addLine(to: p(-1e300, 0))
        }
        // The curve stays within its control points' box, so the path's bounds are ±1e300.
        let allowed = CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)
        #expect(path.boundingRect == allowed)
        for cap in [CGLineCap.butt, .round, .square] {
            for join in [CGLineJoin.miter, .round, .bevel] {
                let outline = path.strokedPath(StrokeStyle(lineWidth: 10, lineCap: cap, lineJoin: join))
                var finite = true, open = false
                func check(_ points: CGPoint...) {
                    finite = finite && points.allSatisfy { $0.x.isFinite && $0.y.isFinite }
                }
                outline.forEach { element in
                    switch element {
                    case .move(let a): check(a); open = true
                    case .line(let a): check(a)
                    case .quadCurve(let a, let b): check(a, b)
                    case .curve(let a, let b, let c): check(a, b, c)
                    case .closeSubpath: open = false
                    }
                }
                #expect(finite, "\(cap) \(join)")
                #expect(!open, "\(cap) \(join): the last piece is open")
                let bounds = outline.boundingRect
                let inside =
                    outline.isEmpty
                    || (bounds.minX >= -1e300 * (1 + 1e-12) && bounds.maxX <= 1e300 * (1 + 1e-12)
                        && bounds.minY >= -1e300 * (1 + 1e-12) && bounds.maxY <= 1e300 * (1 + 1e-12))
                // It reached x = −1.028e300 and y = −1.725e300 before paths past 2^450 were
                // stroked a power of two smaller (offsets square coordinates, which overflow).
                #expect(inside, "\(cap) \(join): \(bounds)")
            }
        }
    }

    @Test
    func hugeCoordinatesDashedAreStrokedSolid() {
        // Dashing measures the path; |B'|² overflows at 1e300, and the measure must not hang.
        // About 1e300 dashes of 1 are far past the 100,000 a stroke may cut: the stroke is
        // drawn solid, the same outline as without the dash.
        let path = Path { path in
            path.move(to: p(-1e300, -1e300))
            path.addCurve(to: p(1e300, -1e300), control1: p(-1e300, 1e300), control2: p(1e300, 0))
        }
        let dashed = path.strokedPath(StrokeStyle(lineWidth: 10, dash: [1, 1]))
        #expect(dashed == path.strokedPath(StrokeStyle(lineWidth: 10)))
    }

    @Test
    func longPolylineStrokes() {
        // 10,000 random segments in a 256-square, round joins: the outline covers every
        // vertex and stays within half a width of the square. (Its time is a benchmark's.)
        var random = SplitMix64(seed: 42)
        let points = (0...10_000).map { _ in p(random.uniform(0...256), random.uniform(0...256)) }
        let stroked = polyline(points).strokedPath(StrokeStyle(lineWidth: 3, lineJoin: .round))
        // The extreme vertices are inner ones, whose round joins reach 1.5 beyond them (up to
        // the cubic arcs' 3e-4 of a radius).
        let xs = points.map(\.x), ys = points.map(\.y)
        expectRect(
            stroked.boundingRect,
            CGRect(
                x: xs.min()! - 1.5, y: ys.min()! - 1.5, width: xs.max()! - xs.min()! + 3,
                height: ys.max()! - ys.min()! + 3), 1e-3)
        for index in stride(from: 0, to: points.count, by: 1_000) {
            #expect(stroked.contains(points[index]), "vertex \(index)")
        }
    }
}

/// Lines whose ends are near the largest double.
extension StrokeGeometryTests {
    @Test func hugeLinesStrokeToFiniteBodiesOrNothing() {
        for path in [
            Path {
                $0.addLines([CGPoint(x: -1.7e308, y: 0), CGPoint(x: 1.7e308, y: 0), CGPoint(x: 1.7e308, y: 1e308)])
            },
            Path { $0.addLines([CGPoint(x: -1e308, y: 0), CGPoint(x: 1e308, y: 0)]) }
        ] {
            let outline = path.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
            // Every piece is a closed subpath that starts with its own move.
            var expectingMove = true
            outline.forEach { element in
                switch element {
                case .move: expectingMove = false
                case .closeSubpath: expectingMove = true
                default: #expect(!expectingMove, "a segment attached to the previous piece")
                }
            }
        }
        let long = Path { $0.addLines([CGPoint(x: -1e307, y: 0), CGPoint(x: 1e307, y: 0)]) }
        #expect(long.strokedPath(StrokeStyle(lineWidth: 10)).boundingRect.height == 10)
    }
}
