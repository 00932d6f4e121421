import Foundation
import Testing

@testable import VellumGeometry

private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// The one miter limit every stroker and bound uses, and where a miter can happen at all.
@Suite struct MiterLimitTests {
    // MARK: The effective limit

    @Test(arguments: [
        (CGFloat.nan, CGFloat(10)), (.infinity, 10), (-.infinity, 10),
        (-3, 1), (0, 1), (0.5, 1), (1, 1), (4, 4), (10, 10), (7.25, 7.25), (1e300, 1e300),
        (.greatestFiniteMagnitude, .greatestFiniteMagnitude)
    ])
    func effectiveMiterLimit(_ limit: CGFloat, _ effective: CGFloat) {
        #expect(StrokeStyle(miterLimit: limit).effectiveMiterLimit == effective)
    }

    @Test func effectiveLimitIsItsOwnEffectiveLimit() {
        for limit: CGFloat in [.nan, .infinity, -2, 0.3, 4, 1e300] {
            let once = StrokeStyle(miterLimit: limit).effectiveMiterLimit
            #expect(StrokeStyle(miterLimit: once).effectiveMiterLimit == once)
        }
    }

    /// The stroker and the guard band read the same limit: a NaN limit strokes and reaches
    /// as the default 10 does, a limit below 1 as 1.
    @Test func strokerAndReachUseTheEffectiveLimit() {
        let sharp = Path { $0.addLines([p(0, 0), p(100, 0), p(0, 20)]) }
        for (limit, effective): (CGFloat, CGFloat) in [(.nan, 10), (.infinity, 10), (-5, 1), (0.2, 1)] {
            let given = StrokeStyle(lineWidth: 6, miterLimit: limit),
                same = StrokeStyle(lineWidth: 6, miterLimit: effective)
            #expect(sharp.strokedPath(given) == sharp.strokedPath(same))
            #expect(PathStroker.reach(of: sharp, style: given) == PathStroker.reach(of: sharp, style: same))
            #expect(given.reach == same.reach)
        }
    }

    // MARK: Corners

    @Test func circleHasNoCorner() {
        #expect(!Path(ellipseIn: CGRect(x: 0, y: 0, width: 80, height: 80)).hasCorners)
        #expect(!Path(ellipseIn: CGRect(x: -3, y: 7, width: 200, height: 30)).hasCorners)
    }

    @Test func rectangleHasCorners() {
        #expect(Path(CGRect(x: 0, y: 0, width: 40, height: 20)).hasCorners)
    }

    @Test func openArcsHaveNoCorner() {
        for sweep in [10.0, 90, 180, 270, 359, 720] {
            let arc = Path {
                $0.addArc(
                    center: p(50, 50), radius: 40, startAngle: .degrees(-90),
                    endAngle: .degrees(-90 + sweep), clockwise: false)
            }
            #expect(!arc.hasCorners, "an arc of \(sweep)°")
        }
    }

    @Test func linesMeetingAtAnAngleHaveACorner() {
        #expect(Path { $0.addLines([p(0, 0), p(100, 0), p(100, 50)]) }.hasCorners)
        // A turn of a ten-thousandth of a degree is still a corner.
        let slight = 1e-6 * CGFloat.pi / 180
        #expect(Path { $0.addLines([p(0, 0), p(100, 0), p(100 + 100 * cos(slight), 100 * sin(slight))]) }.hasCorners)
        // Straight back: a reversal is a corner (it draws no miter, but a round join shows).
        #expect(Path { $0.addLines([p(0, 0), p(100, 0), p(50, 0)]) }.hasCorners)
    }

    @Test func collinearLinesHaveNoCorner() {
        #expect(!Path { $0.addLines([p(0, 0), p(50, 25), p(100, 50), p(300, 150)]) }.hasCorners)
        // A zero-length segment between them changes nothing: strokers skip it.
        #expect(!Path { $0.addLines([p(0, 0), p(50, 0), p(50, 0), p(80, 0)]) }.hasCorners)
    }

    @Test func singleSegmentsHaveNoCorner() {
        #expect(!Path { $0.addLines([p(0, 0), p(100, 30)]) }.hasCorners)
        #expect(
            !Path {
                $0.move(to: p(0, 0)); $0.addCurve(to: p(100, 0), control1: p(0, 80), control2: p(100, -80))
            }.hasCorners)
        #expect(!Path { $0.move(to: p(5, 5)) }.hasCorners)
        #expect(!Path().hasCorners)
    }

    @Test func curvesMeetingWithMatchingTangentsHaveNoCorner() {
        // An S: the first curve ends heading right, the second starts heading right.
        let smooth = Path { path in
            path.move(to: p(0, 0))
            path.addCurve(to: p(50, 50), control1: p(0, 30), control2: p(20, 50))
            path.addCurve(to: p(100, 100), control1: p(80, 50), control2: p(100, 70))
            path.addQuadCurve(to: p(100, 200), control: p(100, 150))
        }
        #expect(!smooth.hasCorners)
        // The same with the second curve leaving upwards: a corner.
        let kinked = Path { path in
            path.move(to: p(0, 0))
            path.addCurve(to: p(50, 50), control1: p(0, 30), control2: p(20, 50))
            path.addCurve(to: p(100, 100), control1: p(50, 80), control2: p(100, 70))
        }
        #expect(kinked.hasCorners)
    }

    @Test func closingJoinCounts() {
        // A teardrop closed where it started, with a sharp tip there.
        let drop = Path { path in
            path.move(to: p(0, 0))
            path.addCurve(to: p(0, 0), control1: p(100, -60), control2: p(100, 60))
            path.closeSubpath()
        }
        #expect(drop.hasCorners)
        // Open, the same curve has no join at all.
        #expect(
            !Path {
                $0.move(to: p(0, 0)); $0.addCurve(to: p(0, 0), control1: p(100, -60), control2: p(100, 60))
            }.hasCorners)
        // A triangle's corners are all in it: two lines and the closing one.
        #expect(
            Path {
                $0.addLines([p(0, 0), p(100, 0), p(50, 80)]); $0.closeSubpath()
            }.hasCorners)
    }

    @Test func roundedRectanglesHaveNoCorner() {
        for style in [RoundedCornerStyle.circular, .continuous] {
            let rounded = Path {
                $0.addRoundedRect(
                    in: CGRect(x: 0, y: 0, width: 120, height: 60),
                    cornerSize: CGSize(width: 12, height: 12), style: style)
            }
            #expect(!rounded.hasCorners, "\(style)")
        }
    }

    @Test func oneCorneredSubpathAmongSmoothOnesCounts() {
        var path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(!path.hasCorners)
        path.addRect(CGRect(x: 100, y: 0, width: 10, height: 10))
        #expect(path.hasCorners)
    }
}
