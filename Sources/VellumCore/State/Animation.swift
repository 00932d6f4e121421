import Foundation
import VellumGeometry

/// How a change moves from its old value to its new one over time, as SwiftUI's
/// `Animation`: a timing curve or a spring, with a delay, a speed and repetitions.
///
/// A still render shows where a change ends (the settled state); an animation that repeats
/// forever shows where it starts, as a person sees it at the moment it begins.
/// ``value(at:)`` gives the curve's progress at a time, for frames of your own.
///
/// ```swift
/// withAnimation(.easeInOut(duration: 0.6).delay(0.1)) { progress = 0.8 }
/// ```
public struct Animation: Hashable, Sendable {
    /// The shape of the progress over time.
    enum Curve: Hashable, Sendable {
        /// A cubic Bézier from (0, 0) to (1, 1) with these control points, as CSS's.
        case bezier(CGFloat, CGFloat, CGFloat, CGFloat)
        /// A damped spring: its period (response) and damping fraction.
        case spring(response: Double, dampingFraction: Double)
        /// A ``UnitCurve`` (the circular ones; Béziers are `.bezier`).
        case unit(UnitCurve)
    }

    let curve: Curve
    /// How long one run takes, in seconds (a spring's settling time).
    let duration: Double
    var delay: Double = 0
    var speed: Double = 1
    /// How many times it runs (nil: forever), and whether every other run goes backwards.
    var repeats: (count: Int?, autoreverses: Bool)? {
        get { repeatCount.map { ($0 == Int.max ? nil : $0, autoreverses) } }
        set {
            repeatCount = newValue.map { $0.count ?? Int.max }
            autoreverses = newValue?.autoreverses ?? false
        }
    }
    private var repeatCount: Int?
    private var autoreverses = false

    init(curve: Curve, duration: Double) {
        self.curve = curve
        self.duration = duration.isFinite ? max(duration, 0) : 0
    }

    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.curve == rhs.curve && lhs.duration == rhs.duration && lhs.delay == rhs.delay && lhs.speed == rhs.speed
            && lhs.repeatCount == rhs.repeatCount && lhs.autoreverses == rhs.autoreverses
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(curve)
        hasher.combine(duration)
        hasher.combine(delay)
        hasher.combine(speed)
        hasher.combine(repeatCount)
        hasher.combine(autoreverses)
    }

    /// Whether it runs forever: a still render shows its start.
    public var repeatsForever: Bool { repeatCount == Int.max }

    // MARK: Curves

    /// SwiftUI's default: a smooth spring (iOS 17), 0.5 s.
    public static let `default` = Animation.smooth

    /// Constant speed, 0.35 s.
    public static var linear: Animation { linear(duration: 0.35) }
    /// Constant speed over `duration` seconds.
    public static func linear(duration: Double) -> Animation {
        Animation(curve: .bezier(0, 0, 1, 1), duration: duration)
    }
    /// Slow start, 0.35 s.
    public static var easeIn: Animation { easeIn(duration: 0.35) }
    /// Slow start over `duration` seconds (CSS `ease-in`).
    public static func easeIn(duration: Double) -> Animation {
        Animation(curve: .bezier(0.42, 0, 1, 1), duration: duration)
    }
    /// Slow end, 0.35 s.
    public static var easeOut: Animation { easeOut(duration: 0.35) }
    /// Slow end over `duration` seconds (CSS `ease-out`).
    public static func easeOut(duration: Double) -> Animation {
        Animation(curve: .bezier(0, 0, 0.58, 1), duration: duration)
    }
    /// Slow start and end, 0.35 s.
    public static var easeInOut: Animation { easeInOut(duration: 0.35) }
    /// Slow start and end over `duration` seconds (CSS `ease-in-out`).
    public static func easeInOut(duration: Double) -> Animation {
        Animation(curve: .bezier(0.42, 0, 0.58, 1), duration: duration)
    }
    /// A cubic Bézier timing curve with control points (`p1x`, `p1y`) and (`p2x`, `p2y`).
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35)
        -> Animation
    {
        Animation(curve: .bezier(p1x, p1y, p2x, p2y), duration: duration)
    }

    /// The timing of `curve` over `duration` seconds.
    ///
    /// ```swift
    /// withAnimation(.timingCurve(.circularEaseIn, duration: 0.4)) { offset = 80 }
    /// ```
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
        if case let .bezier(start, end) = curve.kind {
            return Animation(curve: .bezier(start.x, start.y, end.x, end.y), duration: duration)
        }
        return Animation(curve: .unit(curve), duration: duration)
    }

    /// A spring with SwiftUI's parameters: `response` is its period in seconds,
    /// `dampingFraction` 1 stops without overshoot, less bounces.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        let damping = dampingFraction.isFinite ? min(max(dampingFraction, 0.01), 1) : 1
        let period = response.isFinite && response > 0 ? response : 0.5
        return Animation(
            curve: .spring(response: period, dampingFraction: damping), duration: Self.settlingTime(period, damping))
    }

    /// A spring of `duration` and `bounce` (iOS 17): bounce 0 stops without overshoot.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(response: duration, dampingFraction: 1 - min(max(bounce.isFinite ? bounce : 0, 0), 0.99))
    }

    /// SwiftUI's default spring.
    public static var spring: Animation { spring(response: 0.5, dampingFraction: 0.825) }
    /// An interactive spring: quick, little overshoot.
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction)
    }
    /// A spring from physical constants (mass, stiffness, damping).
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        let m = mass.isFinite && mass > 0 ? mass : 1, k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let c = damping.isFinite && damping >= 0 ? damping : 10
        return spring(response: 2 * .pi * (m / k).squareRoot(), dampingFraction: c / (2 * (k * m).squareRoot()))
    }
    /// A spring of `duration` and `bounce`, as iOS 17's interpolating spring.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
        -> Animation
    {
        spring(duration: duration, bounce: bounce)
    }
    /// A smooth spring: no bounce, 0.5 s (`extraBounce` adds some).
    public static var smooth: Animation { smooth() }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }
    /// A snappy spring: a little bounce, 0.5 s.
    public static var snappy: Animation { snappy() }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }
    /// A bouncy spring: a visible bounce, 0.5 s.
    public static var bouncy: Animation { bouncy() }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// How long a spring takes to come within 0.1 % of its end.
    private static func settlingTime(_ response: Double, _ damping: Double) -> Double {
        let omega = 2 * Double.pi / response
        return min(-log(0.001) / (omega * damping), 10)
    }

    // MARK: Modifiers

    /// The animation starting `delay` seconds later.
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delay = delay.isFinite ? max(delay, 0) : 0
        return copy
    }

    /// The animation `speed` times as fast.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speed = speed.isFinite && speed > 0 ? speed : 1
        return copy
    }

    /// The animation run `repeatCount` times, backwards every other time when `autoreverses`.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = (max(repeatCount, 1), autoreverses)
        return copy
    }

    /// The animation run forever.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = (nil, autoreverses)
        return copy
    }

    /// The progress of one run at `fraction` of its duration (0…1 in, 0…1 out; springs may
    /// overshoot 1 on the way).
    public func value(at fraction: Double) -> Double {
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        switch curve {
        case let .bezier(x1, y1, x2, y2):
            return UnitCurve.bezier(at: t, UnitPoint(x: x1, y: y1), UnitPoint(x: x2, y: y2)).y
        case let .unit(unit):
            return unit.value(at: t)
        case let .spring(response, damping):
            guard t < 1 else { return 1 }
            return Spring(response: response, dampingRatio: damping).coefficients(at: t * duration).a
        }
    }
}

/// The context of a change, as SwiftUI's: the animation it runs with.
public struct Transaction: Sendable {
    /// The animation of the change; nil for none.
    public var animation: Animation?
    /// Whether animations of the change are turned off.
    public var disablesAnimations = false

    public init() {}

    /// A transaction animated with `animation`.
    public init(animation: Animation?) { self.animation = animation }
}

/// Runs `body`, whose changes SwiftUI would animate with `animation`: a render shows where
/// they end. Returns what `body` returns.
///
/// ```swift
/// .onAppear { withAnimation(.easeOut(duration: 1)) { trim = 0.75 } }
/// ```
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    // State set inside one that repeats forever keeps its value in a still (which shows the
    // animation's start); every animated change is recorded for appear-animation frames.
    guard let animation else { return try body() }
    RenderContext.tracker?.noteTransaction(animation)
    return try RenderContext.ofThisThread.with(animation: animation, body)
}

/// Runs `body` animated, then `completion` when SwiftUI would call it: once the animation
/// meets `completionCriteria` (iOS 17). A render draws the changes' end and never reaches
/// that moment, so `completion` does not run in a render.
///
/// ```swift
/// withAnimation(.bouncy, completionCriteria: .logicallyComplete) { scale = 1.5 } completion: { scale = 1 }
/// ```
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    try withAnimation(animation, body)
}

/// When an animation counts as complete, for `withAnimation(_:completionCriteria:_:completion:)`,
/// as SwiftUI's.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private let removed: Bool

    /// Complete once the animated value has logically reached its end (a spring may still
    /// settle).
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// Complete once the animation has been removed from the system.
    public static let removed = AnimationCompletionCriteria(removed: true)
}

/// Runs `body` in `transaction`: a render shows where its changes end.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

extension View {
    /// Animates the changes inside this view with `animation` whenever `value` changes, as
    /// SwiftUI's: a still shows where they end (where they start, for an animation that
    /// repeats forever), and `ImageRenderer`'s appear-animation frames play them.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: progress).stroke(.blue, lineWidth: 6)
    ///     .animation(.easeOut(duration: 0.8), value: progress)
    /// ```
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        _WatchedAnimationView(content: self, animation: animation, value: value)
    }

    /// Animates every change inside this view (deprecated in SwiftUI): as
    /// ``animation(_:value:)`` with a value that changes in every update.
    @available(*, deprecated, message: "Use animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        _WatchedAnimationView(content: self, animation: animation, value: UpdateToken())
    }

    /// Changes the transaction of the changes inside; a render shows where they end.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

/// `animation(_:value:)`: the changes inside run with `animation` when `value` changed.
public struct _WatchedAnimationView<Content: View, Value: Equatable>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    let animation: Animation?
    let value: Value

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        guard let tracker = RenderContext.tracker else {
            // A still follows values only when it must: to show where a repeating animation starts.
            if animation?.repeatsForever == true { RenderContext.session?.requestTracking() }
            return ViewTree.nodes(of: content, in: environment)
        }
        return tracker.watching(value, animation: animation) { ViewTree.nodes(of: content, in: environment) }
    }
}

/// A value unequal to every other, for the deprecated `animation(_:)` that animates every change.
struct UpdateToken: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { false }
}

/// How a view's content changes when it changes, as SwiftUI's: a render shows the new
/// content, so every transition draws the same.
public struct ContentTransition: Equatable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(name: "numericText")
    }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

extension View {
    /// How the content changes when it changes; a render shows the new content.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
