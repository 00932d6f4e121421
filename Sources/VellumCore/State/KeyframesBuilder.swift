import Foundation

/// Builds keyframe track content from the keyframes written in a closure, as SwiftUI's
/// `KeyframeTrackContentBuilder`: keyframes one after another, `if`/`else`, `for` loops.
///
/// ```swift
/// KeyframeTrack(\.scale) {
///     for step in 1...3 { LinearKeyframe(1 + 0.1 * Double(step), duration: 0.1) }
///     SpringKeyframe(1)
/// }
/// ```
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value {
        expression
    }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value>
    {
        KeyframeSequence(list: components.flatMap { keyframeSegments(of: $0) })
    }

    public static func buildEither<First, Second>(first component: First) -> Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(segments: keyframeSegments(of: component))
    }

    public static func buildEither<First, Second>(second component: Second) -> Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        Conditional(segments: keyframeSegments(of: component))
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value { first }

    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> {
        KeyframeSequence(list: keyframeSegments(of: accumulated) + keyframeSegments(of: next))
    }

    public static func buildBlock() -> some KeyframeTrackContent<Value> { KeyframeSequence<Value>(list: []) }
}

extension KeyframeTrackContentBuilder {
    /// The keyframes of one branch of an `if`/`else` in a keyframe builder.
    public struct Conditional<ConditionalValue, First, Second>: KeyframeTrackContent, PrimitiveKeyframeTrackContent
    where
        ConditionalValue == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent,
        First.Value == Second.Value
    {
        /// The value the keyframes move.
        public typealias Value = ConditionalValue
        let list: [KeyframeSegment<ConditionalValue>]

        init(segments: [KeyframeSegment<ConditionalValue>]) { list = segments }

        /// The keyframes themselves.
        public var body: Self { self }
        var segments: Any { list }
    }
}

/// Builds keyframes from the tracks written in a closure, as SwiftUI's `KeyframesBuilder`:
/// ``KeyframeTrack``s side by side, or, for a value that is itself `Animatable`, keyframes
/// of the whole value.
///
/// ```swift
/// .keyframeAnimator(initialValue: 1.0, repeating: true) { content, scale in
///     content.scaleEffect(scale)
/// } keyframes: { _ in
///     LinearKeyframe(1.3, duration: 0.2)
///     SpringKeyframe(1.0, spring: .bouncy)
/// }
/// ```
@resultBuilder
public struct KeyframesBuilder<Value> {
    // Keyframes of the whole value.

    public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where Value == K.Value {
        expression
    }

    public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value>
    where Value: Animatable {
        KeyframeSequence(list: components.flatMap { keyframeSegments(of: $0) })
    }

    public static func buildEither<First, Second>(first component: First)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(first: component)
    }

    public static func buildEither<First, Second>(second component: Second)
        -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second>
    where Value == First.Value, First: KeyframeTrackContent, Second: KeyframeTrackContent, First.Value == Second.Value {
        KeyframeTrackContentBuilder<Value>.buildEither(second: component)
    }

    public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where Value == K.Value { first }

    public static func buildPartialBlock(
        accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
    ) -> some KeyframeTrackContent<Value> where Value: Animatable {
        KeyframeSequence(list: keyframeSegments(of: accumulated) + keyframeSegments(of: next))
    }

    @_disfavoredOverload
    public static func buildBlock() -> some KeyframeTrackContent<Value> where Value: Animatable {
        KeyframeSequence<Value>(list: [])
    }

    public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content)
        -> KeyframeTrack<Value, Value, Content>
    where Value == Content.Value {
        KeyframeTrack { component }
    }

    // Tracks.

    public static func buildExpression<Content: Keyframes>(_ expression: Content) -> Content
    where Value == Content.Value {
        expression
    }

    public static func buildPartialBlock<Content: Keyframes>(first: Content) -> Content where Value == Content.Value {
        first
    }

    public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>)
        -> some Keyframes<Value>
    {
        CombinedKeyframes<Value>(parts: [
            { keyframePlans(of: accumulated, initialValue: $0) }, { keyframePlans(of: next, initialValue: $0) }
        ])
    }

    public static func buildBlock() -> some Keyframes<Value> { CombinedKeyframes<Value>(parts: []) }

    public static func buildFinalResult<Content: Keyframes>(_ component: Content) -> Content
    where Value == Content.Value {
        component
    }
}
