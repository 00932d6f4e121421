import Foundation
import PropertyBased
import Testing

@testable import VellumGeometry

@Suite struct BoundsTests {
    func expectClose(
        _ a: CGRect, _ b: CGRect, _ tolerance: CGFloat,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(abs(a.minX - b.minX) <= tolerance, sourceLocation: sourceLocation)
        #expect(abs(a.minY - b.minY) <= tolerance, sourceLocation: sourceLocation)
        #expect(abs(a.maxX - b.maxX) <= tolerance, sourceLocation: sourceLocation)
        #expect(abs(a.maxY - b.maxY) <= tolerance, sourceLocation: sourceLocation)
    }

    /// Whether `outer` holds `inner` (which may have zero size), give or take `slack`.
    func encloses(_ outer: CGRect, _ inner: CGRect, slack: CGFloat) -> Bool {
        outer.minX - slack <= inner.minX && outer.minY - slack <= inner.minY
            && inner.maxX <= outer.maxX + slack && inner.maxY <= outer.maxY + slack
    }

    /// The bounds of `count + 1` evenly spaced points along `curve`.
    func sampledBounds(_ curve: CubicBezier, count: Int) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for i in 0...count {
            let p = curve.point(at: CGFloat(i) / CGFloat(count))
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    @Test func emptyPathIsNull() {
        #expect(Path().boundingRect.isNull)
    }

    @Test func movesCount() {
        var path = Path()
        path.move(to: CGPoint(x: 3, y: -4))
        #expect(path.boundingRect == CGRect(x: 3, y: -4, width: 0, height: 0))
        path.addLine(to: CGPoint(x: 10, y: 6))
        path.move(to: CGPoint(x: -2, y: 1))
        #expect(path.boundingRect == CGRect(x: -2, y: -4, width: 12, height: 10))
    }

    @Test func circleAndEllipseAreExact() {
        let r = CGRect(x: 10.25, y: -20.5, width: 100, height: 60)
        expectClose(Path(ellipseIn: r).boundingRect, r, 1e-9)
        let square = CGRect(x: 0, y: 0, width: 77, height: 77)
        expectClose(Path(ellipseIn: square).boundingRect, square, 1e-9)
    }

    @Test func shapesWithControlPointsOutside() {
        let r = CGRect(x: 5, y: 5, width: 120, height: 50)
        for style in RoundedCornerStyle.allCases {
            expectClose(Path(roundedRect: r, cornerRadius: 18, style: style).boundingRect, r, 1e-9)
        }
        // A quadratic's apex is halfway to its control point.
        var quad = Path()
        quad.move(to: CGPoint(x: 0, y: 0))
        quad.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        expectClose(quad.boundingRect, CGRect(x: 0, y: 0, width: 10, height: 5), 1e-12)
    }

    @Test func sShapedCubicMatchesDenseSampling() {
        let curve = CubicBezier(
            CGPoint(x: 0, y: 0), CGPoint(x: 150, y: -80),
            CGPoint(x: -50, y: 180), CGPoint(x: 50, y: 100))
        var path = Path()
        path.move(to: curve.p0)
        path.addCurve(to: curve.p3, control1: curve.p1, control2: curve.p2)
        let bounds = path.boundingRect
        let sampled = sampledBounds(curve, count: 1_000_000)
        // Tight: the extrema are inside the curve's span, not at its control points.
        #expect(bounds.minY < 0 && bounds.minY > -80)
        #expect(bounds.maxX > 50 && bounds.maxX < 150)
        #expect(encloses(bounds, sampled, slack: 1e-12))
        expectClose(bounds, sampled, 1e-9)
    }

    @Test(arguments: [0.0, 0.3, .pi / 4, 1.0, .pi / 2, 2.5])
    func rotatedEllipseMatchesTheAnalyticFormula(_ angle: CGFloat) {
        let (rx, ry): (CGFloat, CGFloat) = (80, 30)
        let t = CGAffineTransform(rotationAngle: angle).concatenating(CGAffineTransform(translationX: 200, y: 100))
        var path = Path()
        path.addEllipse(in: CGRect(x: -rx, y: -ry, width: 2 * rx, height: 2 * ry), transform: t)
        let halfWidth = (rx * rx * cos(angle) * cos(angle) + ry * ry * sin(angle) * sin(angle)).squareRoot()
        let halfHeight = (rx * rx * sin(angle) * sin(angle) + ry * ry * cos(angle) * cos(angle)).squareRoot()
        let analytic = CGRect(x: 200 - halfWidth, y: 100 - halfHeight, width: 2 * halfWidth, height: 2 * halfHeight)
        // The four cubics stray from the true ellipse by at most 2.8e-4 of the radius.
        expectClose(path.boundingRect, analytic, 3e-4 * rx)
        // Against the cubics themselves the bounds are exact.
        let sampled = path.subpaths[0].segments.map { sampledBounds($0.cubic, count: 200_000) }
            .reduce(CGRect.null) { $0.union($1) }
        expectClose(path.boundingRect, sampled, 1e-8)
    }

    @Test func randomCubicsAreBoundedTightly() async {
        let coordinate = Gen.double(in: -100...100)
        let point = zip(coordinate, coordinate).map { CGPoint(x: $0, y: $1) }
        await propertyCheck(count: 200, input: point, point, point, point) { p0, p1, p2, p3 in
            let curve = CubicBezier(p0, p1, p2, p3)
            var path = Path()
            path.move(to: p0)
            path.addCurve(to: p3, control1: p1, control2: p2)
            let bounds = path.boundingRect
            let sampled = sampledBounds(curve, count: 20_000)
            #expect(encloses(bounds, sampled, slack: 1e-9))
            // Sampling misses an extremum by at most |B''|·h²/8 ≈ 2e-7 here.
            expectClose(bounds, sampled, 1e-6)
        }
    }
}
