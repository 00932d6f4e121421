import Foundation
import PropertyBased
import Testing

@testable import VellumGeometry

private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// Radius 50 around (50, 50): 3 o'clock is (100, 50), 6 o'clock (50, 100) on screen.
private let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))

/// An open line of 30, a closed 40 × 20 rectangle (perimeter 120, closing line included),
/// and an open line of 50: 200 in all.
private let threeSubpaths = Path { path in
    path.move(to: p(0, 0))
    path.addLine(to: p(30, 0))
    path.addRect(CGRect(x: 100, y: 100, width: 40, height: 20))
    path.move(to: p(0, 200))
    path.addLine(to: p(0, 250))
}

/// One line, one quadratic and one cubic in a row.
private let mixedKinds = Path { path in
    path.move(to: p(0, 0))
    path.addLine(to: p(60, 0))
    path.addQuadCurve(to: p(120, 60), control: p(120, 0))
    path.addCurve(to: p(40, 120), control1: p(120, 160), control2: p(0, 160))
}

private func expectClose(
    _ a: CGPoint?, _ b: CGPoint, _ tolerance: CGFloat = 1e-9,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let a else { Issue.record("no point", sourceLocation: sourceLocation); return }
    #expect(a.distance(to: b) <= tolerance, "\(a) is not \(b)", sourceLocation: sourceLocation)
}

private func firstPoint(_ path: Path) -> CGPoint? {
    if case .move(let q)? = path.elements.first { return q }
    return nil
}

/// Distance from `q` to the curve: the nearest of 2,001 samples, refined by Newton.
private func distance(from q: CGPoint, to c: CubicBezier) -> CGFloat {
    var best: CGFloat = 0, bestDistance = CGFloat.infinity
    for i in 0...2000 {
        let t = CGFloat(i) / 2000
        let d = c.point(at: t).distance(to: q)
        if d < bestDistance { (best, bestDistance) = (t, d) }
    }
    var t = best
    for _ in 0..<30 {
        let r = c.point(at: t) - q, d1 = c.derivative(at: t), d2 = c.secondDerivative(at: t)
        let f = r.dot(d1), df = d1.dot(d1) + r.dot(d2)
        guard df > 0 else { break }
        t = min(max(t - f / df, 0), 1)
    }
    return min(bestDistance, c.point(at: t).distance(to: q))
}

@Suite struct TrimTests {
    // MARK: Where a trimmed circle starts and ends

    @Test func firstQuarterOfAnEllipseRunsFromThreeToSixOClock() {
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        expectClose(firstPoint(quarter), p(100, 50))
        expectClose(quarter.currentPoint, p(50, 100))
        // It runs through the lower right quadrant (y down: below and right of the centre).
        for segment in allSegments(quarter) {
            let mid = segment.cubic.point(at: 0.5)
            #expect(mid.x > 50 && mid.y > 50 || segment.length < 1e-9)
        }
    }

    @Test func thirdQuarterOfAnEllipseRunsFromNineToTwelveOClock() {
        let quarter = circle.trimmedPath(from: 0.5, to: 0.75)
        expectClose(firstPoint(quarter), p(0, 50))
        expectClose(quarter.currentPoint, p(50, 0))
    }

    @Test func anEighthOfAnEllipseEndsHalfwayAlongTheFirstQuarter() {
        // By symmetry the middle of the first quarter cubic is at 45°, on the cubic itself.
        let eighth = circle.trimmedPath(from: 0, to: 0.125)
        let cubic = allSegments(circle)[0].cubic
        expectClose(eighth.currentPoint, cubic.point(at: 0.5))
    }

    // MARK: Lengths

    @Test(
        arguments: [(0.0, 0.25), (0.1, 0.35), (0.33, 0.9), (0.0, 0.001), (0.999, 1.0), (0.2, 0.2000001)]
            as [(CGFloat, CGFloat)])
    func trimmedCircleLengthIsTheFraction(from: CGFloat, to: CGFloat) {
        let total = segmentLengthSum(circle)
        let trimmed = circle.trimmedPath(from: from, to: to)
        #expect(relativeError(segmentLengthSum(trimmed), (to - from) * total) <= 1e-9)
    }

    @Test(arguments: [(0.0, 0.5), (0.1, 0.9), (0.16, 0.74), (0.3, 0.7), (0.675, 1.0)] as [(CGFloat, CGFloat)])
    func trimmedSubpathsLengthIsTheFraction(from: CGFloat, to: CGFloat) {
        #expect(relativeError(segmentLengthSum(threeSubpaths), 200) <= 1e-15)
        let trimmed = threeSubpaths.trimmedPath(from: from, to: to)
        #expect(relativeError(segmentLengthSum(trimmed), (to - from) * 200) <= 1e-9)
    }

    // MARK: Several subpaths

    @Test func closedSubpathWhollyInsideTheRangeStaysClosed() {
        // 20 … 180: the last 10 of the first line, the whole rectangle, the first 30 of the last line.
        let trimmed = threeSubpaths.trimmedPath(from: 0.1, to: 0.9)
        let subpaths = trimmed.subpaths
        #expect(subpaths.count == 3)
        guard subpaths.count == 3 else { return }
        expectClose(subpaths[0].start, p(20, 0))
        expectClose(subpaths[0].segments.last?.end, p(30, 0))
        #expect(subpaths[1].isClosed)
        #expect(subpaths[1].segments.count == 4)
        expectClose(subpaths[1].start, p(100, 100))
        #expect(!subpaths[2].isClosed)
        expectClose(subpaths[2].start, p(0, 200))
        expectClose(subpaths[2].segments.last?.end, p(0, 230))
    }

    @Test func rangeEndingOnTheClosingLineCutsIt() {
        // 0 … 135: local 105 of the rectangle, a quarter of the way up its closing line.
        let trimmed = threeSubpaths.trimmedPath(from: 0, to: 0.675)
        let subpaths = trimmed.subpaths
        #expect(subpaths.count == 2)
        guard subpaths.count == 2 else { return }
        #expect(!subpaths[1].isClosed)
        #expect(subpaths[1].segments.count == 4)
        expectClose(subpaths[1].segments.last?.start, p(100, 120))
        expectClose(trimmed.currentPoint, p(100, 115))
    }

    @Test func rangeStartingOnTheClosingLineStartsThere() {
        // 145 … 200: the last 5 of the closing line, then the whole last line.
        let trimmed = threeSubpaths.trimmedPath(from: 0.725, to: 1)
        let subpaths = trimmed.subpaths
        #expect(subpaths.count == 2)
        guard subpaths.count == 2 else { return }
        expectClose(subpaths[0].start, p(100, 105))
        expectClose(subpaths[0].segments.last?.end, p(100, 100))
        #expect(!subpaths[0].isClosed)
        expectClose(subpaths[1].start, p(0, 200))
        expectClose(trimmed.currentPoint, p(0, 250))
    }

    @Test func rangeInsideOneSubpathTouchesNoOther() {
        // 40 … 60 lies on the rectangle's top edge, (110, 100) to (130, 100).
        let trimmed = threeSubpaths.trimmedPath(from: 0.2, to: 0.3)
        #expect(trimmed.subpaths.count == 1)
        expectClose(firstPoint(trimmed), p(110, 100))
        expectClose(trimmed.currentPoint, p(130, 100))
    }

    // MARK: Clamping and degenerate ranges

    @Test func fractionsOutsideTheUnitRangeAreClamped() {
        #expect(circle.trimmedPath(from: -0.5, to: 0.25) == circle.trimmedPath(from: 0, to: 0.25))
        #expect(circle.trimmedPath(from: 0.75, to: 1.5) == circle.trimmedPath(from: 0.75, to: 1))
        #expect(circle.trimmedPath(from: -3, to: 7) == circle)
        #expect(circle.trimmedPath(from: -.infinity, to: .infinity) == circle)
    }

    @Test func notANumberCountsAsZero() {
        #expect(circle.trimmedPath(from: .nan, to: 0.25) == circle.trimmedPath(from: 0, to: 0.25))
        #expect(circle.trimmedPath(from: 0.25, to: .nan).isEmpty)
        #expect(circle.trimmedPath(from: .nan, to: .nan).isEmpty)
    }

    @Test(arguments: [(0.5, 0.5), (0.7, 0.3), (1.0, 1.0), (0.0, 0.0), (-1.0, 0.0), (1.0, 2.0)] as [(CGFloat, CGFloat)])
    func emptyRangeGivesAnEmptyPath(from: CGFloat, to: CGFloat) {
        #expect(circle.trimmedPath(from: from, to: to).isEmpty)
        #expect(threeSubpaths.trimmedPath(from: from, to: to).isEmpty)
    }

    @Test func wholeRangeGivesAnEqualPath() {
        #expect(circle.trimmedPath(from: 0, to: 1) == circle)
        #expect(threeSubpaths.trimmedPath(from: 0, to: 1) == threeSubpaths)
        #expect(mixedKinds.trimmedPath(from: 0, to: 1) == mixedKinds)
    }

    @Test func emptyPathTrimsToEmpty() {
        #expect(Path().trimmedPath(from: 0.2, to: 0.8).isEmpty)
    }

    // MARK: Kinds and exact splits

    @Test func trimmingKeepsElementKinds() {
        let trimmed = mixedKinds.trimmedPath(from: 0.05, to: 0.95)
        let kinds = trimmed.elements.map { element -> String in
            switch element {
            case .move: return "move"
            case .line: return "line"
            case .quadCurve: return "quad"
            case .curve: return "curve"
            case .closeSubpath: return "close"
            }
        }
        #expect(kinds == ["move", "line", "quad", "curve"])
    }

    @Test(arguments: [(0.05, 0.95), (0.3, 0.6), (0.45, 0.55), (0.6, 0.99)] as [(CGFloat, CGFloat)])
    func trimmedCurvesLieOnTheOriginal(from: CGFloat, to: CGFloat) {
        let original = allSegments(mixedKinds)
        for piece in allSegments(mixedKinds.trimmedPath(from: from, to: to)) {
            for u in [0, 0.1, 0.25, 0.5, 0.75, 0.9, 1] as [CGFloat] {
                let q = piece.cubic.point(at: u)
                let nearest = original.map { distance(from: q, to: $0.cubic) }.min()!
                #expect(nearest < 1e-9, "\(piece) at \(u) is \(nearest) off the original")
            }
        }
    }

    @Test func trimmedQuadIsTheExactSubQuad() {
        // The quad runs 60 … 60 + L; cut its middle third and compare with de Casteljau.
        let segments = allSegments(mixedKinds)
        let lengths = segments.map(\.length)
        let total = lengths.reduce(0, +)
        let a = 60 + lengths[1] / 3, b = 60 + 2 * lengths[1] / 3
        let trimmed = mixedKinds.trimmedPath(from: a / total, to: b / total)
        guard case .quadCurve(let end, let control)? = trimmed.elements.last, let start = firstPoint(trimmed) else {
            Issue.record("not a move and a quad: \(trimmed.elements)"); return
        }
        #expect(trimmed.elements.count == 2)
        // The piece has a third of the quad's length.
        #expect(relativeError(PathSegment.quad(start, control, end).length, lengths[1] / 3) <= 1e-9)
        // Its ends and its middle lie on the original quad.
        let quad = segments[1].cubic
        let middle = CubicBezier(quadFrom: start, control: control, to: end).point(at: 0.5)
        for q in [start, middle, end] { #expect(distance(from: q, to: quad) < 1e-9) }
    }

    // MARK: Properties

    /// 1 to 4 random cubics in one open subpath, coordinates within ±100.
    private static let cubicPaths = Gen.double(in: -100...100).array(of: 2 + 6 * 4).map { n -> Path in
        var path = Path()
        path.move(to: p(n[0], n[1]))
        let count = 1 + Int(abs(n[2]) / 100 * 3.999)
        for i in 0..<count {
            let k = 2 + 6 * i
            path.addCurve(to: p(n[k + 4], n[k + 5]), control1: p(n[k], n[k + 1]), control2: p(n[k + 2], n[k + 3]))
        }
        return path
    }

    private static let fractionPair = zip(Gen.double(in: 0...1), Gen.double(in: 0...1))

    @Test func trimmedLengthIsTheFractionOfTheLength() async {
        await propertyCheck(count: 300, input: Self.cubicPaths, Self.fractionPair) { path, pair in
            let a = min(pair.0, pair.1), b = max(pair.0, pair.1)
            guard b - a > 1e-6 else { return }
            let total = segmentLengthSum(path)
            let trimmed = path.trimmedPath(from: a, to: b)
            #expect(relativeError(segmentLengthSum(trimmed), (b - a) * total) <= 1e-7, "\(a)…\(b)")
        }
    }

    @Test func retrimmingATrimmedPathWhollyChangesNothing() async {
        await propertyCheck(count: 300, input: Self.cubicPaths, Self.fractionPair) { path, pair in
            let a = min(pair.0, pair.1), b = max(pair.0, pair.1)
            let trimmed = path.trimmedPath(from: a, to: b)
            #expect(trimmed.trimmedPath(from: 0, to: 1) == trimmed)
        }
    }

    @Test func trimmedEndsAreAtTheRightLengths() async {
        // The end of trim(0, b) lies at arc length b·L, measured by the independent integrator.
        await propertyCheck(count: 100, input: Self.cubicPaths, Gen.double(in: 0.01...0.99)) { path, b in
            let segments = allSegments(path)
            let total = segments.reduce(0) { $0 + referenceLength($1.cubic, panels: 200) }
            guard let end = path.trimmedPath(from: 0, to: b).currentPoint else {
                Issue.record("empty trim"); return
            }
            let expected = referencePoint(atLength: b * total, along: segments)
            #expect(end.distance(to: expected) <= 1e-6 * max(total, 1), "b = \(b)")
        }
    }
}

/// Trims at extreme scales and of paths with zero-length subpaths.
extension TrimTests {
    @Test(arguments: [1e-158, 1e-160, 1e150, 1e155, 1e160] as [CGFloat])
    func extremeScalesMeasureLikeEverydayOnes(_ s: CGFloat) {
        let curve = Path { p in
            p.move(to: .zero)
            p.addCurve(
                to: CGPoint(x: 3 * s, y: 0), control1: CGPoint(x: s, y: 2 * s), control2: CGPoint(x: 2 * s, y: -2 * s))
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

    @Test func zeroLengthSubpathsAreDroppedByPartialTrims() {
        let path = Path("0 0 m 10 0 l 50 50 m h 20 0 m 30 0 l")!
        #expect(path.trimmedPath(from: 0.25, to: 0.75).description == "5 0 m 10 0 l 20 0 m 25 0 l")
    }
}
