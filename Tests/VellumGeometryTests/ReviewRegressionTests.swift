import Foundation
import Testing
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
