import Foundation
import Testing
import VellumTestSupport
@testable import VellumGeometry

/// Inputs an independent review found to hang, to lose geometry, or to misplace segments.
@Suite struct ReviewRegressionTests {
    @Test(arguments: [1e-158, 1e-160, 1e150, 1e155, 1e160] as [CGFloat])
    func extremeScalesMeasureLikeEverydayOnes(_ s: CGFloat) {
        let curve = Path { p in
            p.move(to: .zero)
            p.addCurve(to: CGPoint(x: 3 * s, y: 0), control1: CGPoint(x: s, y: 2 * s), control2: CGPoint(x: 2 * s, y: -2 * s))
        }
        let unit = Path { p in
            p.move(to: .zero)
            p.addCurve(to: CGPoint(x: 3, y: 0), control1: CGPoint(x: 1, y: 2), control2: CGPoint(x: 2, y: -2))
        }
        let trimmed = curve.trimmedPath(from: 0.1, to: 0.6), reference = unit.trimmedPath(from: 0.1, to: 0.6)
        let end = try! #require(trimmed.currentPoint), expected = try! #require(reference.currentPoint)
        #expect(abs(end.x / s - expected.x) < 1e-9 && abs(end.y / s - expected.y) < 1e-9)
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 2 * s, height: 2 * s)).trimmedPath(from: 0, to: 0.25)
        let bottom = try! #require(circle.currentPoint)
        #expect(abs(bottom.x / s - 1) < 1e-9 && abs(bottom.y / s - 2) < 1e-9)
    }

    @Test func dashingManySegmentsIsLinear() {
        // 5,000 segments and ~49,500 dashes: each segment is visited a bounded number of times.
        var points: [CGPoint] = []
        for i in 0...5_000 { points.append(CGPoint(x: CGFloat(i) * 9.9, y: CGFloat(i % 2))) }
        let polyline = Path { $0.addLines(points) }
        let clock = ContinuousClock()
        let started = clock.now
        let outline = polyline.strokedPath(StrokeStyle(lineWidth: 1, dash: [0.5, 0.5]))
        #expect(!outline.isEmpty)
        print("dashing 5,000 segments into ~49,500 dashes took \(clock.now - started)")
    }

    @Test func overflowingEllipseLeavesThePathUnchanged() {
        var path = Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 1, y: 1)) }
        let before = path
        path.addEllipse(in: CGRect(x: -0.5e308, y: 0, width: 1.5e308, height: 10),
                        transform: CGAffineTransform(translationX: 0.8e308, y: 0))
        #expect(path == before)
    }

    @Test func overflowingAddPathLeavesThePathUnchanged() {
        var path = Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: 1, y: 1)) }
        let before = path
        let other = Path { p in
            p.move(to: CGPoint(x: 1e308, y: 0))
            p.addLine(to: CGPoint(x: 0, y: 50))
            p.addLine(to: CGPoint(x: 0, y: 60))
        }
        path.addPath(other, transform: CGAffineTransform(scaleX: 10, y: 1))
        #expect(path == before)
    }

    @Test func overflowingArcIsAllOrNothing() {
        var path = Path { p in p.move(to: .zero) }
        path.addArc(center: .zero, radius: 1.7e308, startAngle: .zero, endAngle: .degrees(300), clockwise: false)
        #expect(path.description == "0 0 m")
    }

    @Test func tangentArcUnderASingularTransformIsIgnored() {
        var path = Path { p in p.move(to: CGPoint(x: 5, y: 5)) }
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10,
                    transform: CGAffineTransform(scaleX: 0, y: 1))
        #expect(path.description == "5 5 m")
    }

    @Test func hugeLinesStrokeToFiniteBodiesOrNothing() {
        for path in [Path { $0.addLines([CGPoint(x: -1.7e308, y: 0), CGPoint(x: 1.7e308, y: 0), CGPoint(x: 1.7e308, y: 1e308)]) },
                     Path { $0.addLines([CGPoint(x: -1e308, y: 0), CGPoint(x: 1e308, y: 0)]) }] {
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

    @Test func zeroLengthSubpathsAreDroppedByPartialTrims() {
        let path = Path("0 0 m 10 0 l 50 50 m h 20 0 m 30 0 l")!
        #expect(path.trimmedPath(from: 0.25, to: 0.75).description == "5 0 m 10 0 l 20 0 m 25 0 l")
    }
}

/// The fill restriction's crossings of far lines with the box, against exact integer math.
@Suite struct ExactCrossingTests {
    /// Integer ends up to 2^61 (exact as doubles), a side at a small integer: the exact
    /// crossing is the Int128 quotient. `w0 + (w1 - w0) * t` misses it by up to ~2^61 · 1e-16;
    /// the expansion sum must agree to a few ulps of the crossing itself.
    @Test("Crossings of lines between ends up to 2^61 agree with Int128 arithmetic")
    func crossingsAgreeWithIntegers() {
        var random = SplitMix64(seed: 0xC805)
        func coordinate() -> Int64 {
            // 53 random bits, shifted up to 8 places: exactly representable.
            let bits = Int64(bitPattern: random.next() >> 11)
            let magnitude: Int64 = bits << Int64(random.next() % 9)
            return random.next() % 2 == 0 ? magnitude : -magnitude
        }
        var worst: Double = 0
        for _ in 0..<2_000 {
            let u0 = coordinate(), w0 = coordinate(), w1 = coordinate()
            let side = Int64(random.next() % 4_000) - 2_000
            // The other end on the far side of the side line from u0.
            let far = abs(coordinate())
            let u1: Int64 = u0 < side ? far : -far
            guard (u0 < side) != (u1 < side) else { continue }
            let first: Int128 = Int128(w0) * Int128(u1 - side)
            let second: Int128 = Int128(w1) * Int128(side - u0)
            let exact = Double(first + second) / Double(u1 - u0)
            let computed = exactCrossing(at: CGFloat(side), CGFloat(u0), CGFloat(w0), CGFloat(u1), CGFloat(w1))
            let error: Double = abs(computed - exact) / max(abs(exact), 1)
            worst = max(worst, error)
        }
        #expect(worst < 1e-15, "worst relative error \(worst)")
    }

    /// Through `restrictedForFilling(transform:…)` a point at 0.9 × the largest double makes
    /// the work run at scale 2^-27, where a shortcut for "small" coordinates (under 2^26) was
    /// taken by lines up to 2^53 device pixels long and moved this edge 0.71 pixels: 549 of
    /// 3,840 pixel centres near it wrong (found in review).
    @Test("A far edge keeps its place when the restriction runs at a power-of-two scale")
    func farEdgeUnderScaledRestriction() {
        let a = CGPoint(x: 2613633243088553, y: 7268666155554476)
        let b = CGPoint(x: -2414095116892505.5, y: -6713739014014303)
        let c = CGPoint(x: 0.9 * CGFloat.greatestFiniteMagnitude, y: -0.3 * CGFloat.greatestFiniteMagnitude)
        var triangle = Path()
        triangle.move(to: a)
        triangle.addLine(to: b)
        triangle.addLine(to: c)
        triangle.closeSubpath()
        let device = CGRect(x: 0, y: 0, width: 1024, height: 768)
        let restricted = triangle.restrictedForFilling(transform: .identity, visible: device.insetBy(dx: -2, dy: -2),
                                                       box: device.insetBy(dx: -2048, dy: -2048))
        // Exact side of the line ab, in half units (every coordinate is a multiple of 1/2);
        // c lies on the positive side.
        func halves(_ value: CGFloat) -> Int128 { Int128(exactly: value * 2)! }
        let (ax, ay, bx, by) = (halves(a.x), halves(a.y), halves(b.x), halves(b.y))
        let length = Double(hypot(b.x - a.x, b.y - a.y))
        var near = 0, wrong = 0
        for y in 0..<768 {
            for x in 0..<1024 {
                let (px, py) = (Int128(2 * x + 1), Int128(2 * y + 1))
                let cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax)
                guard abs(Double(cross)) / 4 / length < 2 else { continue }
                near += 1
                if restricted.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) != (cross > 0) { wrong += 1 }
            }
        }
        #expect(near > 1_000)
        #expect(wrong == 0)
    }

    @Test("Crossings stay between the ends' coordinates and are never NaN")
    func crossingsStayInRange() {
        let values: [CGFloat] = [-1.7e308, -1e300, -3, 0, .leastNonzeroMagnitude, 2, 1e17, 1e300, 1.7e308]
        for u0 in values { for u1 in values where u0 < u1 { for w0 in values { for w1 in values {
            for v in [u0, u1, u0 / 2 + u1 / 2] {
                let w = exactCrossing(at: v, u0, w0, u1, w1)
                #expect(w >= min(w0, w1) && w <= max(w0, w1), "\(v) \(u0) \(w0) \(u1) \(w1) → \(w)")
            }
        } } } }
    }
}

/// How far a stroke reaches from its path, which decides which segments and dashes near an
/// image are stroked at all.
@Suite struct StrokeReachTests {
    @Test("A miter limit of 1e300 on a rectangle reaches √½ of a line width (the corner's tip), not 1e300")
    func hugeMiterLimitOnRightAngles() {
        let style = StrokeStyle(lineWidth: 8, lineJoin: .miter, miterLimit: 1e300)
        #expect(abs(PathStroker.reach(of: Path(CGRect(x: 0, y: 0, width: 40, height: 20)), style: style) - 0.5.squareRoot()) < 1e-12)
        // Round joins and butt caps reach half a width; square caps √½.
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        #expect(PathStroker.reach(of: line, style: StrokeStyle(lineWidth: 8, lineJoin: .round)) == 0.5)
        #expect(abs(PathStroker.reach(of: line, style: StrokeStyle(lineWidth: 8, lineCap: .square, lineJoin: .round)) - 0.5.squareRoot()) < 1e-12)
        var spike = Path()
        spike.move(to: .zero)
        spike.addLine(to: CGPoint(x: 100, y: 0))
        spike.addLine(to: CGPoint(x: 0, y: 0.001))
        // A turn of 180° less 1e-5 rad: a miter 200,000 half widths long.
        let reach = PathStroker.reach(of: spike, style: style)
        #expect(reach > 99_000 && reach < 101_000)
    }

    /// Random paths with sharp corners, cusps and closes, under every join and limits up to
    /// 1e300: the outline never leaves the path's bounds grown by the reach.
    @Test("The stroke's outline stays within its reach of the path")
    func outlineStaysWithinReach() {
        var random = SplitMix64(seed: 0x5EAC)
        let joins: [CGLineJoin] = [.miter, .round, .bevel]
        for round in 0..<300 {
            var path = Path()
            func point() -> CGPoint { CGPoint(x: random.uniform(-50...50), y: random.uniform(-50...50)) }
            path.move(to: point())
            for _ in 0..<Int(random.next() % 5 + 1) {
                switch random.next() % 4 {
                case 0: path.addCurve(to: point(), control1: point(), control2: point())
                case 1: path.addQuadCurve(to: point(), control: point())
                case 2:
                    // Nearly straight back: the long miters.
                    let back = path.currentPoint!
                    path.addLine(to: point())
                    path.addLine(to: CGPoint(x: back.x + random.uniform(-0.01...0.01), y: back.y))
                default: path.addLine(to: point())
                }
            }
            if random.next() % 2 == 0 { path.closeSubpath() }
            let style = StrokeStyle(lineWidth: random.uniform(0.5...6), lineCap: .square, lineJoin: joins[round % 3],
                                    miterLimit: [1, 4, 10, 1e6, 1e300][Int(random.next() % 5)])
            let reach = PathStroker.reach(of: path, style: style) * style.lineWidth
            let allowed = path.boundingRect.insetBy(dx: -reach - 1e-6, dy: -reach - 1e-6)
            let outline = path.strokedPath(style).boundingRect
            // Compared bound by bound: corelibs' `CGRect.contains(_: CGRect)` rounds.
            let inside = outline.minX >= allowed.minX && outline.maxX <= allowed.maxX
                && outline.minY >= allowed.minY && outline.maxY <= allowed.maxY
            #expect(outline.isNull || inside, "\(path) \(style)")
        }
    }
}
