import Foundation
import Testing
import VellumCore
import VellumGeometry

// Keyframe timelines against the analytic curves: linear segments, cubic Hermite segments
// with their automatic (Catmull-Rom) and given velocities, spring segments as the damped
// spring's closed form, jumps, tracks on key paths.

private func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

/// Cubic Hermite from `p0` to `p1` with velocities `m0`, `m1` over `d` seconds, at `s` (0…1).
private func hermite(_ p0: Double, _ p1: Double, _ m0: Double, _ m1: Double, _ d: Double, _ s: Double) -> Double {
    let s2 = s * s, s3 = s2 * s
    return (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * d * m0 + (-2 * s3 + 3 * s2) * p1 + (s3 - s2) * d * m1
}

private struct Values {
    var scale = 1.0
    var angle = Angle.zero
}

@Suite struct KeyframeTimelineTests {
    @Test func aLinearKeyframeThenACubicOneFollowTheirCurves() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1)
            CubicKeyframe(0.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        for t in [0, 0.25, 0.5, 0.75, 1] { #expect(close(timeline.value(time: t), t), "linear at \(t)") }
        // The cubic leaves at the linear keyframe's slope (1 per second) and comes to rest.
        for t in [1.25, 1.5, 1.75] {
            let expected = hermite(1, 0, 1, 0, 1, t - 1)
            #expect(close(timeline.value(time: t), expected), "cubic at \(t)")
        }
        #expect(close(timeline.value(time: 1.5), 0.625))
        #expect(timeline.value(time: 2) == 0)
        // Outside the timeline: its ends.
        #expect(timeline.value(time: 5) == 0)
        #expect(timeline.value(time: -1) == 0)
        #expect(close(timeline.value(progress: 0.25), 0.5))
    }

    @Test func aSpringKeyframeIsTheDampedSpringStartingAtTheVelocityBefore() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1)
            SpringKeyframe(0.0, spring: spring)
        }
        // Without a duration the keyframe lasts the spring's settling duration:
        // ln((1 + λ) / 0.001) / λ for a critically damped spring with λ = 2π / 0.5.
        let lambda = 4 * Double.pi
        #expect(close(spring.settlingDuration, log((1 + lambda) / 0.001) / lambda))
        #expect(close(timeline.duration, 1 + spring.settlingDuration))
        // Critically damped from 1 towards 0, leaving at +1 per second (the linear slope):
        // x(τ) = (1 + (1 + λ)τ) e^(-λτ).
        for tau in [0.05, 0.1, 0.25, 0.5] {
            let expected = (1 + (1 + lambda) * tau) * exp(-lambda * tau)
            #expect(close(timeline.value(time: 1 + tau), expected, 1e-9), "spring at \(tau)")
        }
        // It first keeps rising (the velocity it inherited), then falls.
        #expect(timeline.value(time: 1.002) > 1)
        #expect(timeline.value(time: timeline.duration) == 0)
    }

    @Test func aBouncySpringKeyframeOvershoots() {
        let spring = Spring(duration: 0.6, bounce: 0.4)
        let timeline = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(10.0, duration: 2, spring: spring) }
        let zeta = 0.6, omega = 2 * Double.pi / 0.6, damped = omega * (1 - zeta * zeta).squareRoot()
        for t in [0.1, 0.3, 0.45, 0.9] {
            let expected =
                10 * (1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t)))
            #expect(close(timeline.value(time: t), expected, 1e-9), "at \(t)")
        }
        #expect(timeline.value(time: 0.45) > 10)
    }

    @Test func aMoveKeyframeJumps() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            LinearKeyframe(1.0, duration: 1)
            MoveKeyframe(5.0)
            LinearKeyframe(6.0, duration: 1)
        }
        #expect(timeline.duration == 2)
        #expect(close(timeline.value(time: 0.999), 0.999))
        #expect(timeline.value(time: 1) == 5)
        #expect(close(timeline.value(time: 1.5), 5.5))
        // A leading move sets the value from the very start.
        let leading = KeyframeTimeline(initialValue: 0.0) {
            MoveKeyframe(3.0)
            LinearKeyframe(4.0, duration: 1)
        }
        #expect(leading.value(time: 0) == 3)
        #expect(close(leading.value(time: 0.5), 3.5))
    }

    @Test func cubicKeyframesMakeACatmullRomSplineUnlessTheyAreGivenVelocities() {
        let spline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1)
            CubicKeyframe(3.0, duration: 1)
        }
        // At the middle point the tangent is (3 - 0) / (2 - 0); the spline starts and ends at rest.
        #expect(close(spline.value(time: 0.5), hermite(0, 1, 0, 1.5, 1, 0.5)))
        #expect(close(spline.value(time: 1.5), hermite(1, 3, 1.5, 0, 1, 0.5)))
        let given = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(1.0, duration: 1, startVelocity: 2, endVelocity: 0)
        }
        #expect(close(given.value(time: 0.5), 0.75))
    }

    @Test func aTimingCurveShapesALinearKeyframe() {
        let timeline = KeyframeTimeline(initialValue: 10.0) { LinearKeyframe(20.0, duration: 2, timingCurve: .easeIn) }
        for t in [0.4, 1, 1.6] {
            #expect(close(timeline.value(time: t), 10 + 10 * UnitCurve.easeIn.value(at: t / 2)))
        }
        #expect(timeline.value(time: 1) < 15)
    }

    @Test func tracksMoveTheirPropertiesAndHoldTheirLastValue() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 0.5)
            }
            KeyframeTrack(\.angle) {
                LinearKeyframe(.degrees(90), duration: 1)
                LinearKeyframe(.degrees(0), duration: 1)
            }
        }
        #expect(timeline.duration == 2)
        let early = timeline.value(time: 0.25)
        #expect(close(early.scale, 1.5))
        #expect(close(early.angle.degrees, 22.5))
        let late = timeline.value(time: 1.5)
        #expect(late.scale == 2)
        #expect(close(late.angle.degrees, 45))
    }

    @Test func theLastTrackOfAPropertyWins() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack(\.self) { LinearKeyframe(10.0, duration: 1) }
            KeyframeTrack { LinearKeyframe(-10.0, duration: 1) }
        }
        #expect(close(timeline.value(time: 0.5), -5))
    }

    @Test func buildersTakeLoopsAndConditions() {
        let steps = [0.2, 0.4, 0.6]
        for bounce in [true, false] {
            let timeline = KeyframeTimeline(initialValue: 0.0) {
                for step in steps { LinearKeyframe(step, duration: 0.1) }
                if bounce {
                    SpringKeyframe(1.0, duration: 0.5, spring: .bouncy)
                } else {
                    MoveKeyframe(1.0)
                }
            }
            #expect(close(timeline.duration, bounce ? 0.8 : 0.3))
            #expect(close(timeline.value(time: 0.15), 0.3))
            #expect(timeline.value(time: 5) == 1)
        }
    }

    @Test func badDurationsAndTimesStayFinite() {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            LinearKeyframe(2.0, duration: -1)
            CubicKeyframe(3.0, duration: .nan)
            LinearKeyframe(4.0, duration: .infinity)
            SpringKeyframe(5.0, spring: Spring(duration: 0.5, bounce: 1))
        }
        // The undamped spring never settles: its keyframe lasts ten of its periods.
        #expect(close(timeline.duration, 5))
        // Keyframes that take no time apply at once.
        #expect(timeline.value(time: .nan) == 4)
        #expect(timeline.value(time: .infinity) == 5)
        #expect(KeyframeTimeline(initialValue: 7.0) {}.value(time: 3) == 7)
    }
}

@Suite struct SpringTests {
    @Test func parametersConvertAsSwiftUIDocumentsThem() {
        // Apple's example: duration 0.5, bounce 0.3 is mass 1, stiffness 157.9, damping 17.6.
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1)
        #expect(close(spring.stiffness, 157.9, 0.05))
        #expect(close(spring.damping, 17.6, 0.05))
        #expect(close(spring.dampingRatio, 0.7))
        #expect(close(spring.response, 0.5))
        // And mass 1, stiffness 100, damping 10 is duration 0.63, bounce 0.5.
        let physical = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(close(physical.duration, 0.628, 0.001))
        #expect(close(physical.bounce, 0.5))
        // Past critical damping is kept only when allowed; negative bounce is overdamped.
        #expect(Spring(mass: 1, stiffness: 100, damping: 40).dampingRatio == 1)
        #expect(close(Spring(mass: 1, stiffness: 100, damping: 40, allowOverDamping: true).dampingRatio, 2))
        #expect(close(Spring(duration: 1, bounce: -0.5).dampingRatio, 2))
        #expect(close(Spring(duration: 1, bounce: -0.5).bounce, -0.5))
        #expect(close(Spring.snappy.bounce, 0.15))
        #expect(close(Spring.bouncy(duration: 0.8, extraBounce: 0.1).bounce, 0.4))
    }

    @Test func motionMatchesTheClosedForms() {
        let over = Spring(duration: 1, bounce: -0.5) // ζ = 2
        let omega = 2 * Double.pi, spread = omega * 3.0.squareRoot()
        let r1 = -2 * omega + spread, r2 = -2 * omega - spread
        for t in [0.05, 0.2, 0.7] {
            // From rest at 0 towards 1: 1 + (r2 e^(r1 t) - r1 e^(r2 t)) / (r1 - r2).
            let expected = 1 + (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r1 - r2)
            #expect(close(over.value(target: 1.0, time: t), expected, 1e-12))
        }
        for spring in [over, Spring.smooth, Spring.bouncy] {
            #expect(spring.value(target: 3.0, initialVelocity: 2, time: 0) == 0)
            #expect(close(spring.velocity(target: 3.0, initialVelocity: 2, time: 0), 2))
            // The velocity is the derivative of the value.
            let h = 1e-6, t = 0.13
            let slope = (spring.value(target: 3.0, time: t + h) - spring.value(target: 3.0, time: t - h)) / (2 * h)
            #expect(close(spring.velocity(target: 3.0, time: t), slope, 1e-5))
        }
        var position = 0.0, velocity = 0.0
        for _ in 0..<10 { Spring.bouncy.update(value: &position, velocity: &velocity, target: 1, deltaTime: 0.02) }
        #expect(close(position, Spring.bouncy.value(target: 1.0, time: 0.2), 1e-9))
        #expect(close(Spring.smooth.force(target: 1.0, position: 0, velocity: 0), Spring.smooth.stiffness))
    }

    @Test func aSettlingDurationRoundTrips() {
        for ratio in [0.5, 1.0] {
            let spring = Spring(settlingDuration: 1.2, dampingRatio: ratio)
            #expect(close(spring.settlingDuration, 1.2, 1e-6))
            #expect(close(spring.dampingRatio, ratio))
        }
        #expect(Spring(duration: 0.5, bounce: 1).settlingDuration == .infinity)
        let value = Spring.smooth.value(
            fromValue: CGPoint(x: 10, y: 10), toValue: CGPoint(x: 20, y: 0),
            initialVelocity: .zero, time: 10)
        #expect(close(value.x, 20, 1e-6) && close(value.y, 0, 1e-6))
    }
}

@Suite struct UnitCurveTests {
    @Test func curvesAndTheirInverses() {
        #expect(UnitCurve.linear.value(at: 0.3) == 0.3)
        #expect(close(UnitCurve.linear.velocity(at: 0.3), 1))
        #expect(close(UnitCurve.easeInOut.value(at: 0.5), 0.5, 1e-12))
        #expect(close(UnitCurve.circularEaseIn.value(at: 0.6), 0.2))
        #expect(close(UnitCurve.circularEaseIn.velocity(at: 0.6), 0.75))
        #expect(close(UnitCurve.circularEaseOut.value(at: 0.4), 0.8))
        #expect(close(UnitCurve.easeIn.velocity(at: 0), 0, 1e-9))
        for curve in [UnitCurve.easeIn, .easeOut, .circularEaseIn, .circularEaseInOut] {
            for x in [0.1, 0.35, 0.5, 0.8] {
                #expect(close(curve.inverse.value(at: curve.value(at: x)), x, 1e-9), "\(curve) at \(x)")
            }
        }
        // Input is clamped to 0…1.
        #expect(UnitCurve.easeOut.value(at: 2) == 1)
        #expect(UnitCurve.easeOut.value(at: .nan) == 0)
    }
}
