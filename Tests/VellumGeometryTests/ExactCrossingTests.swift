import Foundation
import Testing
import VellumTestSupport

@testable import VellumGeometry

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
        let a = CGPoint(x: 2_613_633_243_088_553, y: 7_268_666_155_554_476)
        let b = CGPoint(x: -2414095116892505.5, y: -6_713_739_014_014_303)
        let c = CGPoint(x: 0.9 * CGFloat.greatestFiniteMagnitude, y: -0.3 * CGFloat.greatestFiniteMagnitude)
        var triangle = Path()
        triangle.move(to: a)
        triangle.addLine(to: b)
        triangle.addLine(to: c)
        triangle.closeSubpath()
        let device = CGRect(x: 0, y: 0, width: 1024, height: 768)
        let restricted = triangle.restrictedForFilling(
            transform: .identity, visible: device.insetBy(dx: -2, dy: -2),
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
        for u0 in values {
            for u1 in values where u0 < u1 {
                for w0 in values {
                    for w1 in values {
                        for v in [u0, u1, u0 / 2 + u1 / 2] {
                            let w = exactCrossing(at: v, u0, w0, u1, w1)
                            #expect(w >= min(w0, w1) && w <= max(w0, w1), "\(v) \(u0) \(w0) \(u1) \(w1) → \(w)")
                        }
                    }
                }
            }
        }
    }
}
