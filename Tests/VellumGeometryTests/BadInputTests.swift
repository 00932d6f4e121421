import Foundation
import Testing

@testable import VellumGeometry

/// Hostile and degenerate input never crashes or hangs, and does what the documentation says.
@Suite struct BadInputTests {
    static let nonFinite: [CGFloat] = [.nan, .infinity, -.infinity]

    @Test(arguments: nonFinite)
    func buildingCallsWithNonFiniteValuesLeaveThePathUnchanged(_ bad: CGFloat) {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 10, y: 2))
        let before = path
        path.move(to: CGPoint(x: bad, y: 0))
        path.addLine(to: CGPoint(x: 0, y: bad))
        path.addQuadCurve(to: CGPoint(x: 5, y: 5), control: CGPoint(x: bad, y: 1))
        path.addCurve(to: CGPoint(x: 5, y: 5), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 1, y: bad))
        path.addLines([CGPoint(x: 0, y: 0), CGPoint(x: bad, y: 1)])
        path.addRect(CGRect(x: 0, y: 0, width: bad, height: 10))
        path.addEllipse(in: CGRect(x: bad, y: 0, width: 10, height: 10))
        path.addArc(
            center: CGPoint(x: 0, y: 0), radius: bad, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addArc(
            center: CGPoint(x: bad, y: 0), radius: 5, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.addArc(
            center: CGPoint(x: 0, y: 0), radius: 5, startAngle: .radians(bad), endAngle: .degrees(90), clockwise: false)
        path.addRelativeArc(center: CGPoint(x: 0, y: 0), radius: 5, startAngle: .zero, delta: .radians(bad))
        path.addArc(tangent1End: CGPoint(x: bad, y: 0), tangent2End: CGPoint(x: 5, y: 5), radius: 3)
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: bad), cornerSize: CGSize(width: 2, height: 2))
        #expect(path == before)
        #expect(path.description == "1 2 m 10 2 l")
    }

    @Test func negativeRadiusArcsAreIgnored() {
        var path = Path()
        path.addArc(
            center: CGPoint(x: 50, y: 50), radius: -10, startAngle: .zero, endAngle: .degrees(180), clockwise: false)
        path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: -1, startAngle: .zero, delta: .degrees(90))
        #expect(path.isEmpty)
    }

    @Test func sweepsBeyondAFullTurnDrawOneCircle() {
        var path = Path()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .radians(1e300))
        var curves = 0
        path.forEach { if case .curve = $0 { curves += 1 } }
        #expect(curves == 4)
        var forward = Path()
        forward.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .radians(1e18), clockwise: false)
        #expect(forward.boundingRect.width > 19.99 && forward.boundingRect.width < 20.01)
    }

    @Test func transformThatOverflowsGivesAnEmptyPath() {
        let path = Path(CGRect(x: 0, y: 0, width: 1e300, height: 1e300))
        #expect(path.applying(CGAffineTransform(scaleX: 1e300, y: 1e300)).isEmpty)
        #expect(!path.applying(CGAffineTransform(scaleX: 0.5, y: 0.5)).isEmpty)
    }

    @Test func hugeCoordinatesDoNotCrashOrHang() {
        var path = Path()
        path.move(to: CGPoint(x: -1e300, y: 1e300))
        path.addCurve(
            to: CGPoint(x: 1e300, y: -1e300), control1: CGPoint(x: 1e300, y: 1e300),
            control2: CGPoint(x: -1e300, y: -1e300))
        path.addQuadCurve(to: CGPoint(x: 0, y: 0), control: CGPoint(x: 1e308, y: -1e308))
        path.closeSubpath()
        // Each call must return; what they return for overflowing geometry is documented
        // only as "finite points or nothing".
        let trimmed = path.trimmedPath(from: 0.2, to: 0.7)
        let stroked = path.strokedPath(StrokeStyle(lineWidth: 1e300, lineJoin: .round, dash: [1, 2]))
        let solid = path.strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round))
        for result in [trimmed, stroked, solid] {
            result.forEach { element in
                #expect(element.allPointsSatisfy({ $0.x.isFinite && $0.y.isFinite }))
            }
        }
        _ = path.boundingRect
        _ = path.contains(.zero)
        #expect((try? Path(svgPathData: path.svgPathData)) == path)
    }

    @Test func postfixStringRejectsMalformedText() {
        for text in ["1 m", "1 2 3 m", "1 2 l", "0 0 m 1 2 x", "0 0 m nan 1 l", "0 0 m 1e999 1 l", "h", "0 0 m 1"] {
            #expect(Path(text) == nil, "\(text) should not parse")
        }
        #expect(Path("")?.isEmpty == true)
        #expect(Path("0 0 m 1 1 l h 2 2 l")?.description == "0 0 m 1 1 l h 0 0 m 2 2 l")
    }

    @Test func segmentsWithoutACurrentPointAreIgnoredAsInSwiftUI() {
        var path = Path()
        path.addLine(to: CGPoint(x: 1, y: 1))
        path.addQuadCurve(to: CGPoint(x: 1, y: 1), control: .zero)
        path.addCurve(to: CGPoint(x: 1, y: 1), control1: .zero, control2: .zero)
        path.closeSubpath()
        #expect(path.isEmpty)
        #expect(path.currentPoint == nil)
    }

    @Test func aSegmentAfterCloseStartsAtTheSubpathStart() {
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 1, y: 9))
        #expect(path.description == "1 1 m 5 1 l h 1 1 m 1 9 l")
    }

    @Test(arguments: [[-1, 2], [.nan, 1], [0, 0], [.infinity, 1], [1, -0.5]] as [[CGFloat]])
    func unusableDashPatternsStrokeSolid(_ dash: [CGFloat]) {
        let line = Path { p in
            p.move(to: .zero); p.addLine(to: CGPoint(x: 100, y: 0))
        }
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 4, dash: dash))
        #expect(dashed == line.strokedPath(StrokeStyle(lineWidth: 4)))
    }

    @Test func nonFiniteDashPhaseCountsAsZero() {
        let line = Path { p in
            p.move(to: .zero); p.addLine(to: CGPoint(x: 100, y: 0))
        }
        #expect(
            line.strokedPath(StrokeStyle(lineWidth: 4, dash: [5, 5], dashPhase: .nan))
                == line.strokedPath(StrokeStyle(lineWidth: 4, dash: [5, 5])))
    }

    @Test func moreThanAMillionDashesStrokeSolidInsteadOfExhaustingMemory() {
        let line = Path { p in
            p.move(to: .zero); p.addLine(to: CGPoint(x: 1e7, y: 0))
        }
        let style = StrokeStyle(lineWidth: 2, dash: [0.001, 0.001])
        #expect(line.strokedPath(style) == line.strokedPath(StrokeStyle(lineWidth: 2)))
    }

    @Test func inverseOfASingularTransformIsItself() {
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 4)
        #expect(singular.inverted() == singular)
        let t = CGAffineTransform(translationX: 5, y: -3).rotated(by: 0.7).scaledBy(x: 2, y: 3)
        let roundTrip = t.concatenating(t.inverted())
        for (value, expected) in [
            (roundTrip.a, 1.0), (roundTrip.b, 0), (roundTrip.c, 0), (roundTrip.d, 1),
            (roundTrip.tx, 0), (roundTrip.ty, 0)
        ] {
            #expect(abs(value - expected) < 1e-12)
        }
    }
}
