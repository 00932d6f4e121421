import Foundation
import VellumGeometry

/// Changes to a value over time, as SwiftUI's `Keyframes` (iOS 17): one or more
/// ``KeyframeTrack``s, each moving one property of the value.
///
/// ```swift
/// struct Bounce: Keyframes {
///     var body: some Keyframes<Double> {
///         KeyframeTrack { SpringKeyframe(1.2, duration: 0.2); SpringKeyframe(1.0) }
///     }
/// }
/// ```
public protocol Keyframes<Value> {
    /// The value the keyframes change.
    associatedtype Value = Self.Body.Value
    /// The keyframes this one is made of.
    associatedtype Body: Keyframes
    /// The keyframes this one is made of.
    @KeyframesBuilder<Self.Value> var body: Self.Body { get }
}

/// Keyframes for one animatable value, as SwiftUI's `KeyframeTrackContent` (iOS 17): the
/// keyframe types (``LinearKeyframe``, ``SpringKeyframe``, ``CubicKeyframe``,
/// ``MoveKeyframe``) and sequences of them.
///
/// ```swift
/// struct Wobble: KeyframeTrackContent {
///     var body: some KeyframeTrackContent<Angle> {
///         CubicKeyframe(.degrees(8), duration: 0.1)
///         CubicKeyframe(.degrees(-8), duration: 0.1)
///         CubicKeyframe(.zero, duration: 0.1)
///     }
/// }
/// ```
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes move.
    associatedtype Value: Animatable = Self.Body.Value
    /// The keyframes this content is made of.
    associatedtype Body: KeyframeTrackContent
    /// The keyframes this content is made of.
    @KeyframeTrackContentBuilder<Self.Value> var body: Self.Body { get }
}

// MARK: The keyframes

/// A keyframe reached along a straight line, with the speed a ``UnitCurve`` gives, as
/// SwiftUI's `LinearKeyframe`.
///
/// ```swift
/// KeyframeTrack(\.scale) { LinearKeyframe(1.5, duration: 0.3, timingCurve: .easeOut) }
/// ```
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// A keyframe at `to`, `duration` seconds after the one before.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        segment = KeyframeSegment(to: to, duration: duration, curve: .linear(timingCurve))
    }

    /// The keyframes themselves.
    public var body: Self { self }
    var segments: Any { [segment] }
}

/// A keyframe reached by a spring, as SwiftUI's `SpringKeyframe`: the value moves from the
/// keyframe before as `spring` pulls it, starting at `startVelocity` (by default the velocity
/// the keyframe before ended with).
///
/// ```swift
/// KeyframeTrack(\.offset) { SpringKeyframe(0, duration: 0.6, spring: .bouncy) }
/// ```
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// A keyframe at `to`, `duration` seconds after the one before (nil: the spring's
    /// settling duration).
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        let settling = spring.settlingDuration
        segment = KeyframeSegment(
            to: to, duration: duration ?? (settling.isFinite ? settling : 10 * spring.duration),
            curve: .spring(spring, startVelocity: startVelocity))
    }

    /// The keyframes themselves.
    public var body: Self { self }
    var segments: Any { [segment] }
}

/// A keyframe reached along a smooth cubic curve, as SwiftUI's `CubicKeyframe`: neighbouring
/// cubic keyframes make a Catmull-Rom spline; velocities you give replace the automatic ones.
///
/// ```swift
/// KeyframeTrack(\.y) {
///     CubicKeyframe(-40, duration: 0.25)
///     CubicKeyframe(0, duration: 0.25)
/// }
/// ```
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// A keyframe at `to`, `duration` seconds after the one before, leaving it at
    /// `startVelocity` and arriving at `endVelocity` (nil: smooth).
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        segment = KeyframeSegment(
            to: to, duration: duration, curve: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))
    }

    /// The keyframes themselves.
    public var body: Self { self }
    var segments: Any { [segment] }
}

/// A keyframe the value jumps to at once, as SwiftUI's `MoveKeyframe`.
///
/// ```swift
/// KeyframeTrack(\.opacity) { MoveKeyframe(0); LinearKeyframe(1, duration: 0.5) }
/// ```
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let segment: KeyframeSegment<Value>

    /// A keyframe at `to`, reached without taking any time.
    public init(_ to: Value) {
        segment = KeyframeSegment(to: to, duration: 0, curve: .move)
    }

    /// The keyframes themselves.
    public var body: Self { self }
    var segments: Any { [segment] }
}

extension LinearKeyframe: Sendable where Value: Sendable {}
extension SpringKeyframe: Sendable where Value: Sendable {}
extension CubicKeyframe: Sendable where Value: Sendable {}
extension MoveKeyframe: Sendable where Value: Sendable {}

// MARK: Tracks

/// The keyframes of one property of a value, as SwiftUI's `KeyframeTrack`: the property at
/// `keyPath`, or, without one, the whole value.
///
/// ```swift
/// KeyframeTrack(\.verticalOffset) {
///     LinearKeyframe(-30, duration: 0.15)
///     SpringKeyframe(0, duration: 0.5, spring: .bouncy)
/// }
/// ```
public struct KeyframeTrack<Root, Value, Content> where Value == Content.Value, Content: KeyframeTrackContent {
    let resolve: (Root) -> KeyframeTrackPlan<Root>

    /// The keyframes of the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value {
        let segments = keyframeSegments(of: content())
        resolve = { initial in
            let curve = KeyframeTrackCurve(initial: initial, segments: segments)
            return KeyframeTrackPlan(duration: curve.duration) { value, time in value = curve.value(at: time) }
        }
    }

    /// The keyframes of the property at `keyPath`.
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        let segments = keyframeSegments(of: content())
        resolve = { initial in
            let curve = KeyframeTrackCurve(initial: initial[keyPath: keyPath], segments: segments)
            return KeyframeTrackPlan(duration: curve.duration) { value, time in
                value[keyPath: keyPath] = curve.value(at: time)
            }
        }
    }
}

// The conformance names its value Root: the generic parameter named Value is the property's.
extension KeyframeTrack: Keyframes, PrimitiveKeyframes {
    /// The value whose property the track moves.
    public typealias Value = Root

    /// The keyframes themselves.
    public var body: Self { self }

    func plans(initialValue: Any) -> Any {
        guard let initial = initialValue as? Root else { return [KeyframeTrackPlan<Root>]() }
        return [resolve(initial)]
    }
}

// MARK: Resolving

/// Keyframe content Vellum lays out itself: a keyframe, or a sequence a builder made.
protocol PrimitiveKeyframeTrackContent {
    /// The keyframes, as `[KeyframeSegment<Value>]`.
    var segments: Any { get }
}

/// Keyframes Vellum resolves itself: a track, or tracks a builder put together.
protocol PrimitiveKeyframes {
    /// The tracks for `initialValue` (a `Value`), as `[KeyframeTrackPlan<Value>]`.
    func plans(initialValue: Any) -> Any
}

/// The keyframes of `content`, in order.
func keyframeSegments<C: KeyframeTrackContent>(of content: C) -> [KeyframeSegment<C.Value>] {
    if let primitive = content as? any PrimitiveKeyframeTrackContent {
        return primitive.segments as? [KeyframeSegment<C.Value>] ?? []
    }
    return keyframeSegments(of: content.body) as? [KeyframeSegment<C.Value>] ?? []
}

/// The tracks of `keyframes`, resolved against `initialValue`.
func keyframePlans<K: Keyframes>(of keyframes: K, initialValue: K.Value) -> [KeyframeTrackPlan<K.Value>] {
    if let primitive = keyframes as? any PrimitiveKeyframes {
        return primitive.plans(initialValue: initialValue) as? [KeyframeTrackPlan<K.Value>] ?? []
    }
    guard let initial = initialValue as? K.Body.Value else { return [] }
    return keyframePlans(of: keyframes.body, initialValue: initial) as? [KeyframeTrackPlan<K.Value>] ?? []
}

/// Keyframes one after another: what the builders make of a block, a loop or an `if`.
struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
    let list: [KeyframeSegment<Value>]
    var body: Self { self }
    var segments: Any { list }
}

/// Tracks side by side: what ``KeyframesBuilder`` makes of several tracks.
struct CombinedKeyframes<Value>: Keyframes, PrimitiveKeyframes {
    let parts: [(Value) -> [KeyframeTrackPlan<Value>]]
    var body: Self { self }

    func plans(initialValue: Any) -> Any {
        guard let initial = initialValue as? Value else { return [KeyframeTrackPlan<Value>]() }
        return parts.flatMap { $0(initial) }
    }
}
