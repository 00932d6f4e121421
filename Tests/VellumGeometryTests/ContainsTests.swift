import Foundation
import PropertyBased
import Testing

@testable import VellumGeometry

@Suite struct ContainsTests {
    let center = CGPoint(x: 50, y: 40)
    let radius: CGFloat = 30

    var circle: Path {
        Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    @Test func circleAgreesWithTheAnalyticCircle() {
        let path = circle
        var checked = 0
        for i in 0..<120 {
            for j in 0..<120 {
                let p = CGPoint(x: 10 + CGFloat(i) * 0.6789, y: 0 + CGFloat(j) * 0.6789)
                let d = p.distance(to: center)
                // The four cubics lie between r and r·(1 + 2.8e-4) from the center.
                if d > radius - 1e-6 && d < radius * (1 + 2.8e-4) + 1e-6 { continue }
                for eoFill in [false, true] {
                    #expect(path.contains(p, eoFill: eoFill) == (d < radius), "\(p)")
                }
                checked += 1
            }
        }
        #expect(checked > 14_000)
    }

    @Test func pointsJustInsideAndOutsideTheCurvesThemselves() {
        // Exact against the cubics: step 1e-6 along the normal from points on each curve.
        for path in [
            circle, Path(roundedRect: CGRect(x: 0, y: 0, width: 90, height: 50), cornerRadius: 20),
            Path(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 20))
                .applying(CGAffineTransform(rotationAngle: 0.7))
        ] {
            for segment in path.subpaths[0].segments {
                let c = segment.cubic
                for k in 1..<50 {
                    let t = CGFloat(k) / 50
                    let p = c.point(at: t)
                    // Every outline here runs clockwise on screen: the inside is on the right.
                    let inward = c.derivative(at: t).normalized.perpendicular
                    #expect(path.contains(p + inward * 1e-6))
                    #expect(!path.contains(p - inward * 1e-6))
                }
            }
        }
    }

    @Test func nestedCirclesFollowTheRule() {
        var path = Path()
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        let hole = CGPoint(x: 50, y: 50), ring = CGPoint(x: 10, y: 50), outside = CGPoint(x: 99, y: 99)
        #expect(path.contains(hole))
        #expect(!path.contains(hole, eoFill: true))
        #expect(path.contains(ring) && path.contains(ring, eoFill: true))
        #expect(!path.contains(outside) && !path.contains(outside, eoFill: true))
        // With the inner circle reversed (mirrored), the hole is empty under both rules.
        var reversed = Path()
        reversed.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        reversed.addEllipse(
            in: CGRect(x: -75, y: 25, width: 50, height: 50),
            transform: CGAffineTransform(scaleX: -1, y: 1))
        #expect(!reversed.contains(hole) && !reversed.contains(hole, eoFill: true))
        #expect(reversed.contains(ring))
    }

    @Test func selfIntersectingStar() {
        // A five-pointed star drawn in one stroke: the pentagon in the middle winds twice.
        let points = (0..<5).map { k -> CGPoint in
            let angle = -CGFloat.pi / 2 + CGFloat(k) * 4 * .pi / 5
            return CGPoint(x: 100 + 90 * cos(angle), y: 100 + 90 * sin(angle))
        }
        var star = Path()
        star.addLines(points)
        star.closeSubpath()
        let middle = CGPoint(x: 100, y: 100), tip = CGPoint(x: 100, y: 25), gap = CGPoint(x: 100, y: 170)
        #expect(star.contains(middle))
        #expect(!star.contains(middle, eoFill: true))
        #expect(star.contains(tip) && star.contains(tip, eoFill: true))
        #expect(!star.contains(gap) && !star.contains(gap, eoFill: true))
    }

    @Test func openSubpathsAreClosedImplicitly() {
        var open = Path()
        open.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 100)])
        #expect(open.contains(CGPoint(x: 20, y: 20)))
        #expect(!open.contains(CGPoint(x: 60, y: 60)))
        // An open curve fills the region between it and its chord.
        var arch = Path()
        arch.move(to: CGPoint(x: 0, y: 100))
        arch.addCurve(to: CGPoint(x: 100, y: 100), control1: CGPoint(x: 0, y: 0), control2: CGPoint(x: 100, y: 0))
        #expect(arch.contains(CGPoint(x: 50, y: 50)))
        #expect(!arch.contains(CGPoint(x: 50, y: 120)))
        // A second open subpath is closed on its own, not joined to the first.
        arch.move(to: CGPoint(x: 200, y: 0))
        arch.addLine(to: CGPoint(x: 300, y: 0))
        arch.addLine(to: CGPoint(x: 300, y: 100))
        #expect(arch.contains(CGPoint(x: 280, y: 20)))
        #expect(!arch.contains(CGPoint(x: 150, y: 60)))
    }

    @Test func boundaryAndDegenerateInput() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        for p in [
            CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 5, y: 0), CGPoint(x: 10, y: 5),
            CGPoint(x: 5, y: 10), CGPoint(x: 0, y: 5)
        ] {
            #expect(square.contains(p), "\(p)")
            #expect(square.contains(p, eoFill: true), "\(p)")
        }
        #expect(!square.contains(CGPoint(x: 10.000001, y: 5)))
        #expect(circle.contains(CGPoint(x: center.x + radius, y: center.y))) // a curve's end point
        #expect(circle.contains(CGPoint(x: center.x, y: center.y - radius)))
        #expect(!square.contains(CGPoint(x: CGFloat.nan, y: 5)))
        #expect(!square.contains(CGPoint(x: CGFloat.infinity, y: 5)))
        #expect(!Path().contains(.zero))
        var lonely = Path()
        lonely.move(to: CGPoint(x: 1, y: 1))
        #expect(!lonely.contains(CGPoint(x: 2, y: 2)))
    }

    @Test func quadCurves() {
        var lens = Path()
        lens.move(to: CGPoint(x: 0, y: 0))
        lens.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        lens.closeSubpath()
        // x(t) = 100t and y(t) = 200t(1 − t): the apex is at y = 50.
        #expect(lens.contains(CGPoint(x: 50, y: 49.999)))
        #expect(!lens.contains(CGPoint(x: 50, y: 50.001)))
        let t: CGFloat = 0.2
        #expect(lens.contains(CGPoint(x: 100 * t, y: 200 * t * (1 - t) - 1e-7)))
        #expect(!lens.contains(CGPoint(x: 100 * t, y: 200 * t * (1 - t) + 1e-7)))
        // At that height the lens spans from the left branch (x = 20) to the right (x = 80).
        #expect(!lens.contains(CGPoint(x: 100 * t - 1e-7, y: 200 * t * (1 - t))))
        #expect(lens.contains(CGPoint(x: 100 * t + 1e-7, y: 200 * t * (1 - t))))
    }

    @Test func randomPointsAgainstATriangle() async {
        let coordinate = Gen.double(in: -20...120)
        await propertyCheck(count: 500, input: coordinate, coordinate) { x, y in
            let a = CGPoint(x: 0, y: 0), b = CGPoint(x: 100, y: 30), c = CGPoint(x: 20, y: 90)
            var path = Path()
            // A curve that is a straight line, to exercise the curve solver.
            path.move(to: a)
            path.addCurve(to: b, control1: a.lerp(b, 0.1), control2: a.lerp(b, 0.7))
            path.addLine(to: c)
            path.closeSubpath()
            let p = CGPoint(x: x, y: y)
            let s1 = (b - a).cross(p - a), s2 = (c - b).cross(p - b), s3 = (a - c).cross(p - c)
            let margin = min(abs(s1) / a.distance(to: b), abs(s2) / b.distance(to: c), abs(s3) / c.distance(to: a))
            if margin < 1e-6 { return }
            #expect(path.contains(p) == (s1 > 0 && s2 > 0 && s3 > 0), "\(p)")
        }
    }
}
