import Foundation
import PropertyBased
import Testing

@testable import VellumGeometry

private func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// The elements `data` reads as; records an issue and returns [] if it throws.
private func elements(_ data: String, sourceLocation: SourceLocation = #_sourceLocation) -> [Path.Element] {
    do {
        return try Path(svgPathData: data).elements
    } catch {
        Issue.record("\(data.debugDescription) threw \(error)", sourceLocation: sourceLocation)
        return []
    }
}

/// The error `data` throws, or nil if it reads.
private func readError(_ data: String) -> SVGPathDataError? {
    do {
        _ = try Path(svgPathData: data)
        return nil
    } catch {
        return error
    }
}

/// The cubics of a path that starts with a move, each with its start point.
private func cubics(_ path: Path) -> [CubicBezier] {
    path.subpaths.flatMap { $0.segments.map(\.cubic) }
}

/// Points along every cubic, ends included.
private func samples(_ path: Path, perCurve: Int = 16) -> [CGPoint] {
    cubics(path).flatMap { c in (0...perCurve).map { c.point(at: CGFloat($0) / CGFloat(perCurve)) } }
}

/// Whether `p` lies on the circle, up to the radial error of a cubic spanning 90° with
/// k = 4/3·tan(θ/4), which is about 2.7e-4 of the radius (0.0136 for a radius of 50).
private func isOnCircle(_ p: CGPoint, center: CGPoint, radius: CGFloat) -> Bool {
    abs(p.distance(to: center) - radius) < 3e-4 * radius
}

@Suite struct SVGPathDataReaderTests {
    @Test func emptyAndWhitespaceDataGiveAnEmptyPath() throws {
        #expect(try Path(svgPathData: "").isEmpty)
        #expect(try Path(svgPathData: " \t\r\n ").isEmpty)
    }

    @Test func moveAndLineAbsoluteAndRelative() {
        #expect(
            elements("M10 20 L30 40 l5 -5") == [.move(to: pt(10, 20)), .line(to: pt(30, 40)), .line(to: pt(35, 35))])
        // A leading relative move is taken from (0, 0), so it is absolute.
        #expect(elements("m10 20 m5 5 l1 1") == [.move(to: pt(15, 25)), .line(to: pt(16, 26))])
    }

    @Test func horizontalAndVerticalLines() {
        #expect(
            elements("M1 2 H10 V20 h-5 v-3") == [
                .move(to: pt(1, 2)), .line(to: pt(10, 2)), .line(to: pt(10, 20)),
                .line(to: pt(5, 20)), .line(to: pt(5, 17))
            ])
    }

    @Test func cubicAbsoluteAndRelative() {
        #expect(
            elements("M1 1 C2 2 3 3 4 1 c1 1 2 2 3 0") == [
                .move(to: pt(1, 1)),
                .curve(to: pt(4, 1), control1: pt(2, 2), control2: pt(3, 3)),
                .curve(to: pt(7, 1), control1: pt(5, 2), control2: pt(6, 3))
            ])
    }

    @Test func smoothCubicReflectsThePreviousSecondControl() {
        // S after C: the first control is (4,1) + ((4,1) − (3,3)) = (5,−1).
        #expect(
            elements("M1 1 C2 2 3 3 4 1 S7 7 8 1 s1 1 2 0") == [
                .move(to: pt(1, 1)),
                .curve(to: pt(4, 1), control1: pt(2, 2), control2: pt(3, 3)),
                .curve(to: pt(8, 1), control1: pt(5, -1), control2: pt(7, 7)),
                .curve(to: pt(10, 1), control1: pt(9, -5), control2: pt(9, 2))
            ])
        // S after anything but C/S: the first control is the current point.
        #expect(
            elements("M1 1 L4 1 S7 7 8 1") == [
                .move(to: pt(1, 1)), .line(to: pt(4, 1)),
                .curve(to: pt(8, 1), control1: pt(4, 1), control2: pt(7, 7))
            ])
        // S after Q is not a reflection either.
        #expect(elements("M0 0 Q1 1 2 0 S3 3 4 0").last == .curve(to: pt(4, 0), control1: pt(2, 0), control2: pt(3, 3)))
    }

    @Test func quadraticAndSmoothQuadratic() {
        #expect(
            elements("M0 0 Q1 2 2 0 q1 -2 2 0") == [
                .move(to: pt(0, 0)),
                .quadCurve(to: pt(2, 0), control: pt(1, 2)),
                .quadCurve(to: pt(4, 0), control: pt(3, -2))
            ])
        // T after Q reflects the control: (2,0) + ((2,0) − (1,2)) = (3,−2); then (5,2).
        #expect(
            elements("M0 0 Q1 2 2 0 T4 0 t2 0") == [
                .move(to: pt(0, 0)),
                .quadCurve(to: pt(2, 0), control: pt(1, 2)),
                .quadCurve(to: pt(4, 0), control: pt(3, -2)),
                .quadCurve(to: pt(6, 0), control: pt(5, 2))
            ])
        // T after C, or first: the control is the current point.
        #expect(elements("M0 0 T4 0").last == .quadCurve(to: pt(4, 0), control: pt(0, 0)))
        #expect(elements("M0 0 C1 1 2 1 3 0 T5 0").last == .quadCurve(to: pt(5, 0), control: pt(3, 0)))
    }

    @Test func closeRestartsFromTheSubpathStart() {
        #expect(
            elements("M10 10 L20 10 L20 20 Z l5 5") == [
                .move(to: pt(10, 10)), .line(to: pt(20, 10)), .line(to: pt(20, 20)), .closeSubpath,
                .move(to: pt(10, 10)), .line(to: pt(15, 15))
            ])
        #expect(
            elements("M10 10 L20 10 z m5 5 h1") == [
                .move(to: pt(10, 10)), .line(to: pt(20, 10)), .closeSubpath,
                .move(to: pt(15, 15)), .line(to: pt(16, 15))
            ])
        #expect(elements("M0 0 L1 0 ZZ") == [.move(to: pt(0, 0)), .line(to: pt(1, 0)), .closeSubpath])
    }

    @Test func implicitRepeats() {
        // Extra pairs after M are lines; after m, relative lines.
        #expect(elements("M0 0 10 0 10 10") == [.move(to: pt(0, 0)), .line(to: pt(10, 0)), .line(to: pt(10, 10))])
        #expect(elements("m1 1 2 2, 1 0") == [.move(to: pt(1, 1)), .line(to: pt(3, 3)), .line(to: pt(4, 3))])
        #expect(
            elements("M0 0 h1 2 v3 4") == [
                .move(to: pt(0, 0)), .line(to: pt(1, 0)), .line(to: pt(3, 0)), .line(to: pt(3, 3)), .line(to: pt(3, 7))
            ])
        #expect(
            elements("M0 0 c1 1 2 1 3 0 1 1 2 1 3 0") == [
                .move(to: pt(0, 0)),
                .curve(to: pt(3, 0), control1: pt(1, 1), control2: pt(2, 1)),
                .curve(to: pt(6, 0), control1: pt(4, 1), control2: pt(5, 1))
            ])
        #expect(
            elements("M0 0 Q1 1 2 0 3 -1 4 0") == [
                .move(to: pt(0, 0)),
                .quadCurve(to: pt(2, 0), control: pt(1, 1)), .quadCurve(to: pt(4, 0), control: pt(3, -1))
            ])
    }

    @Test func compactNumbers() {
        #expect(elements("M1.5.5") == [.move(to: pt(1.5, 0.5))])
        #expect(elements("M10-5") == [.move(to: pt(10, -5))])
        #expect(elements("M-.5+3") == [.move(to: pt(-0.5, 3))])
        #expect(elements("M1e-3,2E2") == [.move(to: pt(0.001, 200))])
        #expect(elements("M1.e1 5.") == [.move(to: pt(10, 5))])
        #expect(elements("M0 0L.1.2.3.4") == [.move(to: pt(0, 0)), .line(to: pt(0.1, 0.2)), .line(to: pt(0.3, 0.4))])
        #expect(elements("M1e2-1e-1") == [.move(to: pt(100, -0.1))])
        #expect(elements("M\t1 ,\n2") == [.move(to: pt(1, 2))])
    }

    @Test func numbersAreCorrectlyRounded() {
        // Long mantissas and large exponents leave the fast path.
        let long = "0.1000000000000000055511151231257827021181583404541015625"
        #expect(elements("M\(long) 123456789012345678901234") == [.move(to: pt(0.1, 123456789012345678901234.0))])
        #expect(
            elements("M1e-320 +4.9406564584124654e-324") == [
                .move(to: pt(CGFloat(Double("1e-320")!), CGFloat(Double.leastNonzeroMagnitude)))
            ])
        #expect(elements("M1.7976931348623157e308 -1e300") == [.move(to: pt(.greatestFiniteMagnitude, -1e300))])
        #expect(elements("M9007199254740993 0.3") == [.move(to: pt(9_007_199_254_740_992, 0.3))])
        #expect(elements("M1e-999 0") == [.move(to: pt(0, 0))])
    }

    @Test func arcFlagsWithoutSeparators() throws {
        let compact = try Path(svgPathData: "M0 0 a1 1 0 011 1")
        #expect(compact == (try Path(svgPathData: "M0 0 a1 1 0 0 1 1 1")))
        #expect(compact.elements.count == 2)
        #expect(compact.currentPoint == pt(1, 1))
        #expect(elements("M0 0a1,1,0,1,0,1,1") == elements("M0 0 A1 1 0 1 0 1 1"))
    }

    @Test func semicircleWithSweepChoosingTheSide() throws {
        let upper = try Path(svgPathData: "M0 0 A50 50 0 0 1 100 0")
        #expect(cubics(upper).count == 2)
        #expect(upper.currentPoint == pt(100, 0))
        for p in samples(upper) {
            #expect(isOnCircle(p, center: pt(50, 0), radius: 50))
            // Sweep 1 turns toward growing angles, clockwise on screen: from 9 o'clock over
            // 12 o'clock (y < 0 in y-down space) to 3 o'clock.
            #expect(p.y <= 1e-9)
        }
        #expect(samples(upper).contains { abs($0.y + 50) < 1e-3 })
        // librsvg draws the same curve: `rsvg-convert -f svg` turns "M50 100 A50 50 0 0 1
        // 150 100" into "C 50 72.386719 72.386719 50 100 50 C 127.613281 50 ...".
        let first = cubics(upper)[0]
        #expect(first.p1.distance(to: pt(0, -27.61423749)) < 1e-6)
        #expect(first.p2.distance(to: pt(22.38576251, -50)) < 1e-6)
        #expect(first.p3.distance(to: pt(50, -50)) < 1e-9)

        let lower = try Path(svgPathData: "M0 0 A50 50 0 0 0 100 0")
        for p in samples(lower) {
            #expect(isOnCircle(p, center: pt(50, 0), radius: 50))
            #expect(p.y >= -1e-9)
        }
        #expect(samples(lower).contains { abs($0.y - 50) < 1e-3 })
    }

    @Test func largeArcFlagPicksTheLongWayRound() throws {
        // From 3 o'clock to 6 o'clock of a circle of radius 50.
        let small = try Path(svgPathData: "M100 50 A50 50 0 0 1 50 100")
        #expect(cubics(small).count == 1)
        for p in samples(small) { #expect(isOnCircle(p, center: pt(50, 50), radius: 50)) }
        // The large arc with the same sweep goes round the other centre.
        let large = try Path(svgPathData: "M100 50 A50 50 0 1 1 50 100")
        // 270°: halved (over half a turn), then each 135° half cut in two — Cairo's segmentation.
        #expect(cubics(large).count == 4)
        for p in samples(large) { #expect(isOnCircle(p, center: pt(100, 100), radius: 50)) }
        #expect(large.currentPoint == pt(50, 100))
    }

    @Test func radiiTooSmallAreScaledUp() throws {
        let corrected = try Path(svgPathData: "M0 0 A1 1 0 0 1 100 0")
        #expect(cubics(corrected).count == 2)
        for p in samples(corrected) { #expect(isOnCircle(p, center: pt(50, 0), radius: 50)) }
        // Elliptical radii keep their ratio: 2:1 scaled until the chord is a diameter.
        let ellipse = try Path(svgPathData: "M0 0 A2 1 0 0 1 100 0")
        for p in samples(ellipse) {
            let u = (p.x - 50) / 50, v = p.y / 25
            #expect(abs(u * u + v * v - 1) < 6e-4)
        }
        #expect(samples(ellipse).contains { abs($0.y + 25) < 1e-3 })
    }

    @Test func degenerateArcs() {
        // A zero radius is a straight line; identical end points leave the arc out.
        #expect(elements("M0 0 A0 10 0 0 1 10 10") == [.move(to: pt(0, 0)), .line(to: pt(10, 10))])
        #expect(elements("M0 0 a10 0 0 0 1 10 10") == [.move(to: pt(0, 0)), .line(to: pt(10, 10))])
        #expect(elements("M5 5 A10 10 0 0 1 5 5 L6 6") == [.move(to: pt(5, 5)), .line(to: pt(6, 6))])
        // Negative radii count as their absolute values.
        #expect(elements("M0 0 A-50 -50 0 0 1 100 0") == elements("M0 0 A50 50 0 0 1 100 0"))
    }

    @Test func rotatedEllipticalArc() throws {
        // An ellipse with radii 100 and 50, centred at the origin, rotated by 30°, from its
        // parameter 0 to its parameter 90°.
        let phi = 30.0 * .pi / 180
        func onEllipse(_ t: Double) -> CGPoint {
            pt(100 * cos(t) * cos(phi) - 50 * sin(t) * sin(phi), 100 * cos(t) * sin(phi) + 50 * sin(t) * cos(phi))
        }
        let a = onEllipse(0), b = onEllipse(.pi / 2)
        let path = try Path(svgPathData: "M\(a.x) \(a.y) A100 50 30 0 1 \(b.x) \(b.y)")
        #expect(cubics(path).count == 1)
        for p in samples(path) {
            // Back into the ellipse's own axes.
            let u = p.x * cos(phi) + p.y * sin(phi), v = -p.x * sin(phi) + p.y * cos(phi)
            #expect(abs((u / 100) * (u / 100) + (v / 50) * (v / 50) - 1) < 6e-4)
        }
        // The midpoint of the curve is the ellipse's point at 45°.
        #expect(cubics(path)[0].point(at: 0.5).distance(to: onEllipse(.pi / 4)) < 1e-2)
        // A rotation of 390° is the same as 30°.
        #expect(
            try Path(svgPathData: "M\(a.x) \(a.y) A100 50 390 0 1 \(b.x) \(b.y)").svgPathData
                == path.svgPathData)
    }

    @Test func errorsAreTypedAndPositioned() {
        #expect(readError("M 10") == SVGPathDataError(kind: .expectedNumber, offset: 4))
        #expect(readError("L 10 10") == SVGPathDataError(kind: .expectedMoveTo, offset: 0))
        #expect(readError("  10 10") == SVGPathDataError(kind: .expectedMoveTo, offset: 2))
        #expect(readError("M 1 2 X") == SVGPathDataError(kind: .expectedCommand, offset: 6))
        #expect(readError("M1 2 A 1 1 0 2 1 3 3") == SVGPathDataError(kind: .expectedFlag, offset: 13))
        #expect(readError("M 1e999 0") == SVGPathDataError(kind: .nonFiniteNumber, offset: 2))
        #expect(readError("M 1 2,") == SVGPathDataError(kind: .expectedNumber, offset: 6))
        #expect(readError("M,1 2") == SVGPathDataError(kind: .expectedNumber, offset: 1))
        #expect(readError("M1 2 Z 3 4") == SVGPathDataError(kind: .expectedCommand, offset: 7))
        #expect(readError("M1 2 L") == SVGPathDataError(kind: .expectedNumber, offset: 6))
        #expect(readError("M - 1") == SVGPathDataError(kind: .invalidNumber, offset: 2))
        #expect(readError("M1 .") == SVGPathDataError(kind: .invalidNumber, offset: 3))
        #expect(readError("M1e 2") == SVGPathDataError(kind: .invalidNumber, offset: 2))
        #expect(readError("M1e308 0 l1e308 0") == SVGPathDataError(kind: .nonFiniteNumber, offset: 10))
        #expect(readError("M0 0 C1 1 2 2") == SVGPathDataError(kind: .expectedNumber, offset: 13))
    }

    @Test func errorDescription() {
        #expect(SVGPathDataError(kind: .expectedNumber, offset: 12).description == "expected a number at offset 12")
        #expect(readError("M1 2 A 1 1 0 2 1 3 3")?.description == "expected an arc flag (0 or 1) at offset 13")
    }

    @Test func longPathReads() throws {
        var data = "M0 0"
        for i in 0..<10_000 { data += i % 2 == 0 ? " l1.5,2.25" : " c1 2 3 4 5 6" }
        let path = try Path(svgPathData: data)
        #expect(path.elements.count == 10_001)
        // 5,000 relative lines of (1.5, 2.25) and 5,000 relative curves ending 5, 6 on.
        #expect(path.currentPoint == CGPoint(x: 32_500, y: 41_250))
        // The time it takes is a benchmark's: `make bench` parses 10,000 commands.
    }
}

@Suite struct SVGPathDataWriterTests {
    @Test func emptyPath() {
        #expect(Path().svgPathData == "")
    }

    @Test func unitSquareUsesHorizontalAndVerticalLines() {
        #expect(Path(CGRect(x: 0, y: 0, width: 1, height: 1)).svgPathData == "M0 0H1V1H0Z")
        #expect(Path(CGRect(x: 100, y: 100, width: 5, height: 5)).svgPathData == "M100 100h5v5h-5Z")
    }

    @Test func numbersDropZerosAndSeparators() {
        var p = Path()
        p.move(to: pt(0.5, 0.5))
        p.addLine(to: pt(1.5, 0.25))
        #expect(p.svgPathData == "M.5.5l1-.25")

        var q = Path()
        q.move(to: pt(-1, -2))
        q.addLine(to: pt(-3.5, -0.5))
        q.addLine(to: pt(-0.0, 7))
        #expect(q.svgPathData == "M-1-2-3.5-.5 0 7")
    }

    @Test func repeatedCommandsLeaveOutTheLetter() {
        let p = Path { p in
            p.addLines([pt(0, 0), pt(10, 20), pt(30, 50), pt(70, 100)])
        }
        #expect(p.svgPathData == "M0 0 10 20 30 50l40 50")
    }

    @Test func smoothCurvesWhenTheReflectionIsExact() throws {
        var p = Path()
        p.move(to: pt(0, 0))
        p.addCurve(to: pt(30, 0), control1: pt(10, 10), control2: pt(20, 10))
        p.addCurve(to: pt(60, 0), control1: pt(40, -10), control2: pt(50, -10))
        p.addQuadCurve(to: pt(80, 0), control: pt(70, 10))
        p.addQuadCurve(to: pt(100, 0), control: pt(90, -10))
        #expect(p.svgPathData == "M0 0C10 10 20 10 30 0S50-10 60 0Q70 10 80 0t20 0")
        #expect(try Path(svgPathData: p.svgPathData) == p)
    }

    @Test func segmentAfterCloseLeavesOutTheRepeatedMove() throws {
        let p = Path { p in
            p.move(to: pt(1, 1))
            p.addLine(to: pt(5, 1))
            p.closeSubpath()
            p.addLine(to: pt(1, 9))
        }
        #expect(p.elements.count == 5)
        #expect(p.svgPathData == "M1 1H5ZV9")
        #expect(try Path(svgPathData: p.svgPathData) == p)
        // A trailing move or a move before a close must stay.
        let q = Path { p in
            p.move(to: pt(1, 1)); p.addLine(to: pt(5, 1)); p.closeSubpath(); p.move(to: pt(1, 1))
        }
        #expect(q.svgPathData == "M1 1H5ZM1 1")
        #expect(try Path(svgPathData: q.svgPathData) == q)
    }

    @Test func exponentsAreCompact() {
        #expect(svgNumberText(1e-7) == "1e-7")
        #expect(svgNumberText(-1.5e-7) == "-1.5e-7")
        #expect(svgNumberText(1e20) == "1e20")
        #expect(svgNumberText(0.25) == ".25")
        #expect(svgNumberText(-0.0) == "0")
        #expect(svgNumberText(-0.001) == "-.001")
        #expect(svgNumberText(123.0) == "123")
    }

    @Test func relativeOnlyWhenExact() throws {
        // 0.1 + (0.3 − 0.1) is not 0.3 in binary, so the line stays absolute.
        var p = Path()
        p.move(to: pt(0.1, 0))
        p.addLine(to: pt(0.3, 0))
        #expect(p.svgPathData == "M.1 0H.3")
        #expect(try Path(svgPathData: p.svgPathData) == p)
        // Huge offsets that would lose the small coordinate stay absolute too.
        var q = Path()
        q.move(to: pt(1e300, 1))
        q.addLine(to: pt(-1e300, 1e-300))
        #expect(try Path(svgPathData: q.svgPathData) == q)
    }

    @Test func arcsRoundTripThroughTheirCubics() throws {
        let arc = try Path(svgPathData: "M0 0 A30 20 15 1 0 40 10")
        #expect(try Path(svgPathData: arc.svgPathData) == arc)
    }
}

// MARK: Property tests

/// A coordinate: often a small multiple of a quarter (so that relative commands, H/V and
/// reflections apply), otherwise an arbitrary double across many magnitudes.
private let coordinate = zip(Gen.int(in: 0...3), Gen.int(in: -40...40), Gen.double(in: -1...1), Gen.int(in: -40...40))
    .map { input -> CGFloat in
        let (choice, grid, fraction, exponent) = input
        switch choice {
        case 0, 1: return CGFloat(grid) / 4
        case 2: return CGFloat(fraction * 1000)
        default: return CGFloat(fraction * pow(10, Double(exponent) * 7))
        }
    }

/// One building call: a kind (move, line, quad, cubic, close, smooth cubic) and six numbers.
private let step = zip(Gen.int(in: 0...5), coordinate.array(of: 6))

private let paths = step.array(of: 0...40).map { steps -> Path in
    var path = Path()
    for (kind, n) in steps {
        let a = pt(n[0], n[1]), b = pt(n[2], n[3]), c = pt(n[4], n[5])
        switch kind {
        case 0: path.move(to: a)
        case 1: path.addLine(to: a)
        case 2: path.addQuadCurve(to: a, control: b)
        case 3: path.addCurve(to: a, control1: b, control2: c)
        case 4: path.closeSubpath()
        default:
            // A cubic whose first control reflects the previous one when it can.
            if case .curve(let end, _, let c2)? = path.elements.last {
                path.addCurve(to: a, control1: svgReflect(c2, about: end), control2: b)
            } else {
                path.addLine(to: a)
            }
        }
    }
    return path
}

@Suite struct SVGPathDataPropertyTests {
    @Test func writtenDataReadsBackToAnEqualPath() async {
        await propertyCheck(count: 500, input: paths) { path in
            let data = path.svgPathData
            let read = try Path(svgPathData: data)
            #expect(read == path, "\(data)")
        }
    }

    @Test func writingIsStableAfterARoundTrip() async {
        await propertyCheck(count: 200, input: paths) { path in
            let data = path.svgPathData
            let read = try Path(svgPathData: data)
            #expect(read.svgPathData == data)
        }
    }

    @Test func writtenDataIsNoLongerThanTheAbsoluteForm() async {
        await propertyCheck(count: 200, input: paths) { path in
            var absolute = ""
            for element in path.elements {
                switch element {
                case .move(let p): absolute += "M\(svgNumberText(p.x)) \(svgNumberText(p.y))"
                case .line(let p): absolute += "L\(svgNumberText(p.x)) \(svgNumberText(p.y))"
                case .quadCurve(let p, let c):
                    absolute += "Q" + [c.x, c.y, p.x, p.y].map(svgNumberText).joined(separator: " ")
                case .curve(let p, let c1, let c2):
                    absolute += "C" + [c1.x, c1.y, c2.x, c2.y, p.x, p.y].map(svgNumberText).joined(separator: " ")
                case .closeSubpath: absolute += "Z"
                }
            }
            #expect(path.svgPathData.utf8.count <= absolute.utf8.count)
        }
    }

    @Test func numbersRoundTrip() async {
        await propertyCheck(count: 1000, input: coordinate) { value in
            let text = svgNumberText(value)
            let read = try Path(svgPathData: "M\(text) 0")
            #expect(read.currentPoint?.x == value, "\(text)")
        }
    }
}
