import Foundation
import VellumGeometry

/// A damped spring's motion, as SwiftUI's `Spring` (iOS 17): the model behind spring
/// animations and ``SpringKeyframe``, convertible between its parameter sets, and a function
/// you can evaluate.
///
/// A spring is a unit mass pulled towards its target with stiffness `(2π / duration)²` and
/// slowed by a damping of `dampingRatio` times the critical one; `duration` (also called
/// `response`) is its undamped period.
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// spring.stiffness                          // 157.9
/// spring.value(target: 1.0, time: 0.25)     // how far it has gone after a quarter second
/// ```
public struct Spring: Hashable, Sendable {
    /// The undamped angular frequency, 2π / duration, in radians per second.
    let omega: Double
    /// The damping as a fraction of critical damping: 1 stops without overshoot.
    let zeta: Double
    let storedMass: Double

    private init(omega: Double, zeta: Double, mass: Double = 1) {
        self.omega = omega.isFinite && omega > 0 ? omega : 2 * .pi / 0.5
        self.zeta = zeta.isFinite ? max(zeta, 0) : 1
        storedMass = mass.isFinite && mass > 0 ? mass : 1
    }

    /// A spring with a perceptual `duration` (its undamped period) and a `bounce` from -1 to 1:
    /// 0 stops without overshoot, more bounces (1 never stops), less is overdamped.
    ///
    /// ```swift
    /// let gentle = Spring(duration: 0.8, bounce: 0.1)
    /// ```
    public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
        let period = Spring.validPeriod(duration)
        let b = bounce.isFinite ? min(max(bounce, -0.99), 1) : 0
        self.init(omega: 2 * .pi / period, zeta: b < 0 ? 1 / (1 + b) : 1 - b)
    }

    /// A spring from physical constants. Unless `allowOverDamping`, a damping past critical
    /// is reduced to critical.
    ///
    /// ```swift
    /// let spring = Spring(mass: 1, stiffness: 100, damping: 10)   // duration 0.63, bounce 0.5
    /// ```
    public init(mass: Double = 1.0, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let c = damping.isFinite && damping >= 0 ? damping : 10
        let ratio = c / (2 * (k * m).squareRoot())
        self.init(omega: (k / m).squareRoot(), zeta: allowOverDamping ? ratio : min(ratio, 1), mass: m)
    }

    /// A spring with a `response` (its undamped period, in seconds) and a damping ratio.
    ///
    /// ```swift
    /// let spring = Spring(response: 0.4, dampingRatio: 0.8)
    /// ```
    public init(response: Double, dampingRatio: Double) {
        self.init(omega: 2 * .pi / Spring.validPeriod(response), zeta: dampingRatio)
    }

    /// A spring that settles (comes within `epsilon` of a unit move and stays there) in
    /// about `settlingDuration` seconds with this damping ratio.
    ///
    /// ```swift
    /// let spring = Spring(settlingDuration: 1, dampingRatio: 0.7)
    /// ```
    public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
        let target = settlingDuration.isFinite && settlingDuration > 0 ? settlingDuration : 0.5
        let ratio = dampingRatio.isFinite ? max(dampingRatio, 0.01) : 1
        let tolerance = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
        // Settling time falls as the frequency rises: bisect on its logarithm.
        var low = log(1e-3), high = log(1e5)
        for _ in 0..<80 {
            let mid = (low + high) / 2
            let time = Spring(omega: exp(mid), zeta: ratio).settlingDuration(target: 1.0, epsilon: tolerance)
            if time > target { low = mid } else { high = mid }
        }
        self.init(omega: exp((low + high) / 2), zeta: ratio)
    }

    private static func validPeriod(_ period: Double) -> Double {
        guard period.isFinite else { return 0.5 }
        return max(period, 0.001)
    }

    // MARK: Parameters

    /// The perceptual duration: the undamped period, 2π / √(stiffness / mass).
    public var duration: TimeInterval { 2 * .pi / omega }
    /// How bouncy it is: 1 - dampingRatio up to critical damping, 1 / dampingRatio - 1 past it.
    public var bounce: Double { zeta <= 1 ? 1 - zeta : 1 / zeta - 1 }
    /// The undamped period in seconds (the same as ``duration``).
    public var response: Double { duration }
    /// The damping as a fraction of critical damping.
    public var dampingRatio: Double { zeta }
    /// The mass (1 unless made from physical constants).
    public var mass: Double { storedMass }
    /// The stiffness: mass × (2π / duration)².
    public var stiffness: Double { storedMass * omega * omega }
    /// The damping: 2 × dampingRatio × √(stiffness × mass).
    public var damping: Double { 2 * zeta * omega * storedMass }

    /// How long a unit move from rest takes to come within 0.001 of its target for good.
    public var settlingDuration: TimeInterval { settlingDuration(target: 1.0, epsilon: 0.001) }

    // MARK: Motion

    /// The coefficients of the displacement and velocity at `time` of a move from 0 by
    /// `target` starting with `initialVelocity`: value = a·target + b·initialVelocity, and
    /// velocity = da·target + db·initialVelocity.
    func coefficients(at time: Double) -> (a: Double, b: Double, da: Double, db: Double) {
        let t = time.isNaN ? 0 : max(time, 0)
        let decay = zeta * omega
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-decay * t), c = cos(damped * t), s = sin(damped * t)
            return (
                1 - envelope * (c + decay / damped * s), envelope * s / damped,
                envelope * omega * omega / damped * s, envelope * (c - decay / damped * s)
            )
        }
        if zeta == 1 {
            let envelope = exp(-decay * t)
            return (
                1 - envelope * (1 + decay * t), t * envelope, decay * decay * t * envelope, envelope * (1 - decay * t)
            )
        }
        let spread = omega * (zeta * zeta - 1).squareRoot()
        let r1 = -decay + spread, r2 = -decay - spread
        let e1 = exp(r1 * t), e2 = exp(r2 * t), gap = r1 - r2
        return (
            1 + (r2 * e1 - r1 * e2) / gap, (e1 - e2) / gap, r1 * r2 * (e1 - e2) / gap, (r1 * e1 - r2 * e2) / gap
        )
    }

    /// Where a spring that starts at zero, moving at `initialVelocity`, is after `time` seconds
    /// on its way to `target`.
    ///
    /// ```swift
    /// Spring.smooth.value(target: 100.0, time: 0.25)
    /// ```
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = coefficients(at: time)
        return target.scaled(by: k.a) + initialVelocity.scaled(by: k.b)
    }

    /// Its velocity after `time` seconds of ``value(target:initialVelocity:time:)``.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: TimeInterval) -> V {
        let k = coefficients(at: time)
        return target.scaled(by: k.da) + initialVelocity.scaled(by: k.db)
    }

    /// How long a move by `target` starting at `initialVelocity` takes to come within `epsilon`
    /// of its target for good; infinite for an undamped spring.
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double)
        -> TimeInterval
    {
        let decay = zeta * omega
        guard decay > 0 else { return .infinity }
        let tolerance = epsilon.isFinite && epsilon > 0 ? epsilon : 0.001
        if zeta <= 1 {
            // The envelope of the oscillation falls as exp(-decay·t).
            let size =
                (target.scaled(by: decay) - initialVelocity).magnitudeSquared.squareRoot()
                + target.magnitudeSquared.squareRoot()
            return max(0, log(size / tolerance) / decay)
        }
        // Overdamped: the last moment, in tenths of a second, that the spring is still away.
        var last = 0.0
        for step in 0...600 {
            let time = Double(step) / 10
            if (value(target: target, initialVelocity: initialVelocity, time: time) - target).magnitudeSquared
                .squareRoot() >= tolerance
            {
                last = time + 0.1
            }
        }
        return last
    }

    /// ``value(target:initialVelocity:time:)`` of a move from `fromValue` to `toValue`.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = fromValue
        result.animatableData =
            fromValue.animatableData
            + value(
                target: toValue.animatableData - fromValue.animatableData,
                initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// ``velocity(target:initialVelocity:time:)`` of a move from `fromValue` to `toValue`.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: TimeInterval) -> V {
        var result = initialVelocity
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// ``settlingDuration(target:initialVelocity:epsilon:)`` of a move from `fromValue` to `toValue`.
    public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, epsilon: Double)
        -> TimeInterval
    {
        settlingDuration(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
    }

    /// Moves `value` and `velocity` on by `deltaTime` seconds towards `target`.
    ///
    /// ```swift
    /// var position = 0.0, speed = 0.0
    /// Spring.bouncy.update(value: &position, velocity: &speed, target: 1, deltaTime: 1.0 / 60)
    /// ```
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: TimeInterval) {
        let offset = target - value
        let moved = self.value(target: offset, initialVelocity: velocity, time: deltaTime)
        velocity = self.velocity(target: offset, initialVelocity: velocity, time: deltaTime)
        value += moved
    }

    /// The force on the spring at `position` moving at `velocity`: stiffness × (target - position)
    /// - damping × velocity.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// ``force(target:position:velocity:)`` of a move from `fromValue` to `toValue`.
    public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
        var result = position
        result.animatableData = force(
            target: toValue.animatableData - fromValue.animatableData,
            position: position.animatableData - fromValue.animatableData, velocity: velocity.animatableData)
        return result
    }

    // MARK: Presets

    /// No bounce, 0.5 s.
    public static var smooth: Spring { smooth() }
    /// No bounce plus `extraBounce`, over `duration`.
    public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }
    /// A little bounce (0.15), 0.5 s.
    public static var snappy: Spring { snappy() }
    /// Bounce 0.15 plus `extraBounce`, over `duration`.
    public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A visible bounce (0.3), 0.5 s.
    public static var bouncy: Spring { bouncy() }
    /// Bounce 0.3 plus `extraBounce`, over `duration`.
    public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}

extension Animation {
    /// A spring animation with the motion of `spring`.
    ///
    /// ```swift
    /// withAnimation(.spring(Spring(duration: 0.4, bounce: 0.2))) { expanded = true }
    /// ```
    public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
        Animation.spring(response: spring.response, dampingFraction: spring.dampingRatio)
    }

    /// An interpolating spring animation with the motion of `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0) -> Animation {
        Animation.spring(response: spring.response, dampingFraction: spring.dampingRatio)
    }
}

extension VectorArithmetic {
    /// The value with every component multiplied by `rhs`, as SwiftUI's.
    ///
    /// ```swift
    /// AnimatablePair(2.0, 4.0).scaled(by: 0.5)   // (1, 2)
    /// ```
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// The value moved `amount` of the way towards `other`, as SwiftUI's.
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }

    /// Moves the value `amount` of the way towards `other`.
    public mutating func interpolate(towards other: Self, amount: Double) {
        self = interpolated(towards: other, amount: amount)
    }
}
