import Foundation
import Testing
@testable import VellumGeometry

private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// The one miter limit every stroker and bound uses.
@Suite struct MiterLimitTests {
    // MARK: The effective limit

    @Test(arguments: [
        (CGFloat.nan, CGFloat(10)), (.infinity, 10), (-.infinity, 10),
        (-3, 1), (0, 1), (0.5, 1), (1, 1), (4, 4), (10, 10), (7.25, 7.25), (1e300, 1e300),
        (.greatestFiniteMagnitude, .greatestFiniteMagnitude),
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
            let given = StrokeStyle(lineWidth: 6, miterLimit: limit), same = StrokeStyle(lineWidth: 6, miterLimit: effective)
            #expect(sharp.strokedPath(given) == sharp.strokedPath(same))
            #expect(PathStroker.reach(of: sharp, style: given) == PathStroker.reach(of: sharp, style: same))
            #expect(given.reach == same.reach)
        }
    }
}
