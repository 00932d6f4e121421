import Foundation
import Testing
import VellumCore
import VellumGeometry

@Suite("Paint.color(at:)")
struct PaintEvaluationTests {
    let ramp = ResolvedGradient(stops: [.init(location: 0, color: red), .init(location: 1, color: blue)])

    @Test func solid() {
        #expect(Paint.color(red).color(at: CGPoint(x: 1e9, y: -3)) == red)
    }

    @Test func linearProjectsOntoTheVector() {
        let p = Paint.linearGradient(ramp, start: .zero, end: CGPoint(x: 100, y: 50))
        expectClose(p.color(at: CGPoint(x: 50, y: 50)), mix(red, blue, 0.6)) // (5000 + 2500) / 12500
        expectClose(p.color(at: CGPoint(x: 40, y: 20)), mix(red, blue, 0.4))
        expectClose(p.color(at: CGPoint(x: 60, y: -80)), mix(red, blue, 0.16))
        expectClose(p.color(at: CGPoint(x: -10, y: 0)), red) // padded
        expectClose(p.color(at: CGPoint(x: 200, y: 0)), blue)
    }

    @Test func linearAcrossTheVectorIsConstant() {
        let p = Paint.linearGradient(ramp, start: CGPoint(x: 0, y: 10), end: CGPoint(x: 0, y: 110))
        for x in [-1000.0, 0, 3.5, 1e6] {
            expectClose(p.color(at: CGPoint(x: x, y: 35)), mix(red, blue, 0.25))
        }
    }

    @Test func degenerateLinearIsTheLastColour() {
        let p = Paint.linearGradient(ramp, start: CGPoint(x: 5, y: 5), end: CGPoint(x: 5, y: 5))
        #expect(p.color(at: CGPoint(x: 0, y: 0)) == blue)
    }

    @Test func radialConcentric() {
        let p = Paint.radialGradient(ramp, center: CGPoint(x: 20, y: 30), startRadius: 10, endRadius: 50)
        expectClose(p.color(at: CGPoint(x: 50, y: 30)), mix(red, blue, 0.5))
        expectClose(p.color(at: CGPoint(x: 20 + 18, y: 30 + 24)), mix(red, blue, 0.5)) // d = 30
        expectClose(p.color(at: CGPoint(x: 20, y: 30)), red)
        expectClose(p.color(at: CGPoint(x: 20, y: 100)), blue)
    }

    @Test func radialInsideOut() {
        let p = Paint.radialGradient(ramp, center: .zero, startRadius: 40, endRadius: 0)
        expectClose(p.color(at: CGPoint(x: 10, y: 0)), mix(red, blue, 0.75))
        expectClose(p.color(at: CGPoint(x: 0, y: 0)), blue)
        expectClose(p.color(at: CGPoint(x: 0, y: 100)), red)
    }

    @Test func radialWithEqualRadiiIsAHardEdge() {
        let p = Paint.radialGradient(ramp, center: .zero, startRadius: 10, endRadius: 10)
        #expect(p.color(at: CGPoint(x: 9.99, y: 0)) == red)
        #expect(p.color(at: CGPoint(x: 10, y: 0)) == red)
        #expect(p.color(at: CGPoint(x: 10.01, y: 0)) == blue)
    }

    @Test func conicStartsAtItsAngleAndTurnsClockwiseOnScreen() {
        let c = CGPoint(x: 10, y: 10)
        let p = Paint.conicGradient(ramp, center: c, startAngle: .degrees(90))
        // 90° is straight down on screen (y grows downward).
        expectClose(p.color(at: CGPoint(x: 10, y: 30)), red)
        expectClose(p.color(at: CGPoint(x: -10, y: 10)), mix(red, blue, 0.25)) // 180°, 9 o'clock
        expectClose(p.color(at: CGPoint(x: 10, y: -5)), mix(red, blue, 0.5)) // 270°, 12 o'clock
        expectClose(p.color(at: CGPoint(x: 30, y: 10)), mix(red, blue, 0.75)) // 0°, 3 o'clock
        expectClose(p.color(at: CGPoint(x: 20, y: 10 + 10 * sqrt(3))), mix(red, blue, 11.0 / 12)) // 60°
        expectClose(p.color(at: c), mix(red, blue, 0.75), tolerance: 1e-12) // the centre counts as 0°
    }

    @Test func conicNearTheSeam() {
        let p = Paint.conicGradient(ramp, center: .zero, startAngle: .zero)
        expectClose(p.color(at: CGPoint(x: 10, y: 1e-9)), mix(red, blue, atan2(1e-9, 10) / (2 * .pi)))
        expectClose(p.color(at: CGPoint(x: 10, y: -1e-9)), mix(red, blue, 1 - atan2(1e-9, 10) / (2 * .pi)))
    }

    @Test func transformedEvaluatesAtTheInversePoint() {
        let inner = Paint.linearGradient(ramp, start: .zero, end: CGPoint(x: 1, y: 0))
        let t = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 100, y: 0))
        let p = Paint.transformed(inner, t)
        // t maps (u, v) to (100 − v, u), so (100, 0.25) comes from (0.25, 0) and (95, 0.75) from (0.75, 5).
        expectClose(p.color(at: CGPoint(x: 100, y: 0.25)), mix(red, blue, 0.25))
        expectClose(p.color(at: CGPoint(x: 100 - 5, y: 0.75)), mix(red, blue, 0.75))
    }

    @Test func singularTransformGivesTheFirstStop() {
        let inner = Paint.linearGradient(ramp, start: .zero, end: CGPoint(x: 1, y: 0))
        #expect(Paint.transformed(inner, CGAffineTransform(scaleX: 0, y: 1)).color(at: CGPoint(x: 3, y: 3)) == red)
        #expect(
            Paint.transformed(
                .transformed(inner, .identity), CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
            )
            .color(at: .zero) == red)
        #expect(Paint.transformed(.color(blue), CGAffineTransform(scaleX: 0, y: 0)).color(at: .zero) == blue)
    }

    @Test func nonFiniteInputsNeverCrash() {
        let nanPoint = CGPoint(x: CGFloat.nan, y: 0)
        #expect(Paint.linearGradient(ramp, start: .zero, end: CGPoint(x: 1, y: 0)).color(at: nanPoint) == red)
        #expect(Paint.radialGradient(ramp, center: .zero, startRadius: 0, endRadius: 1).color(at: nanPoint) == red)
        #expect(
            Paint.conicGradient(ramp, center: .zero, startAngle: .radians(.infinity)).color(at: CGPoint(x: 1, y: 1))
                == red)
    }
}
