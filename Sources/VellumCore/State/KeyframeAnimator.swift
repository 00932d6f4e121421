import Foundation
import VellumGeometry

/// A view that draws its content with a value that keyframes move over time, as SwiftUI's
/// `KeyframeAnimator` (iOS 17): the content at each moment is made with the
/// ``KeyframeTimeline``'s value at that moment.
///
/// The repeating form plays its keyframes from the moment the view appears, over and over;
/// a still shows the timeline's start (the initial value, unless the first keyframe is a
/// ``MoveKeyframe``), as it shows any animation that repeats forever where it starts. With
/// `repeating: false` it rests at the timeline's start. The triggered form rests at the
/// initial value until the trigger changes, then plays the keyframes once and stays at their
/// end: a still of a view whose `onAppear` changes the trigger shows that end.
///
/// `ImageRenderer`'s appear animation draws the content at the timeline's value at each
/// frame's time (values the content draws are not animated again by `withAnimation`).
///
/// ```swift
/// KeyframeAnimator(initialValue: 1.0, repeating: true) { scale in
///     Image(systemName: "heart.fill").scaleEffect(scale)
/// } keyframes: { _ in
///     LinearKeyframe(1.3, duration: 0.15)
///     SpringKeyframe(1.0, duration: 0.6, spring: .bouncy)
/// }
/// ```
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, _PrimitiveView
where Value == KeyframePath.Value {
    public typealias Body = Never

    let initialValue: Value
    /// The trigger, or nil for the repeating form.
    let trigger: (any Equatable)?
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// An animator that plays `keyframes` once each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = trigger
        repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    /// An animator that loops `keyframes` while `repeating` (otherwise it rests at their start).
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        trigger = nil
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        let value = currentValue()
        guard let tracker = RenderContext.tracker else { return ViewTree.nodes(of: content(value), in: environment) }
        // The keyframes move the content's values, not a transaction: a change is never animated.
        return tracker.watching(WatchedToken(), animation: nil) { ViewTree.nodes(of: content(value), in: environment) }
    }

    /// The value the content is made with in this pass.
    private func currentValue() -> Value {
        let fired = trigger.map { AnimatorPass.hasFired($0) }
        guard fired ?? true else { return initialValue }
        let timeline = KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(initialValue))
        let length = timeline.duration
        if AnimatorPass.isSettling, fired != nil || repeating { RenderContext.tracker?.noteTimeline(length: length) }
        guard let time = AnimatorPass.frameTime else {
            // The still: where a triggered run ends, where a repeating one starts.
            return timeline.value(time: fired == true ? length : 0)
        }
        if fired == true || !repeating { return timeline.value(time: fired == true ? time : 0) }
        // Repeating: loops when the appear animation is longer than the timeline.
        return timeline.value(time: length > 0 ? time.truncatingRemainder(dividingBy: length) : 0)
    }
}

/// A value unequal to every other: the content of a keyframe animator counts as changed in
/// every pass, so that what it draws is never animated by an enclosing transaction.
private struct WatchedToken: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { false }
}

extension View {
    /// Plays `keyframes` on the view's effects each time `trigger` changes (see
    /// ``KeyframeAnimator``).
    ///
    /// ```swift
    /// Image(systemName: "bell.fill")
    ///     .keyframeAnimator(initialValue: Angle.zero, trigger: ringCount) { content, angle in
    ///         content.rotationEffect(angle)
    ///     } keyframes: { _ in
    ///         CubicKeyframe(.degrees(15), duration: 0.1)
    ///         CubicKeyframe(.degrees(-15), duration: 0.2)
    ///         CubicKeyframe(.zero, duration: 0.1)
    ///     }
    /// ```
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView(self)
        return KeyframeAnimator(
            initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Loops `keyframes` on the view's effects while `repeating` (see ``KeyframeAnimator``).
    ///
    /// ```swift
    /// Circle()
    ///     .keyframeAnimator(initialValue: 1.0) { content, scale in
    ///         content.scaleEffect(scale)
    ///     } keyframes: { _ in
    ///         LinearKeyframe(1.2, duration: 0.4)
    ///         LinearKeyframe(1.0, duration: 0.4)
    ///     }
    /// ```
    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView(self)
        return KeyframeAnimator(
            initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
            keyframes: keyframes)
    }
}
