import Foundation
import VellumGeometry

/// Follows the drawn values (opacity, rotation, trim, frame sizes, colours, `animatableData`)
/// of one render from pass to pass, as SwiftUI's attribute graph does: a value that changes
/// between passes because of an animated change starts a ``ValueAnimation``. A still shows
/// each at its settled value; the frames of an appear animation show each at a moment.
///
/// The n-th value of a property made in a pass is the same value in the next pass. Which
/// animation a change runs with: the innermost `.animation(_:value:)` around it whose value
/// changed, else the latest `withAnimation` among the state that the views around it read, else
/// the last `withAnimation` of the update (a model object's change), else none (it jumps).
final class AnimatedValueTracker: @unchecked Sendable {
    private struct Key: Hashable {
        let property: AnimatedProperty
        let ordinal: Int
    }

    private enum Scope {
        /// A view's body: the state it reads.
        case body(reads: Set<ObjectIdentifier>)
        /// An `.animation(_:value:)` (or a phase animator's phase), whether its value changed
        /// in this update, and when the appear animation may end for the moves it starts.
        case watched(Animation?, changed: Bool, until: Double?)
    }

    private let lock = NSLock()
    private var ordinals: [AnimatedProperty: Int] = [:]
    private var values: [Key: Any] = [:]
    private var previous: [Key: Any] = [:]
    private var animations: [Key: ValueAnimationChain] = [:]
    private var scopes: [Scope] = []
    /// The state changed by the update before this pass, in order, with its animation.
    private var changes: [ObjectIdentifier: (order: Int, animation: Animation?)] = [:]
    /// The last `withAnimation` that ran in the update before this pass.
    private var updateAnimation: Animation?
    /// The longest keyframe timeline or phase cycle noted (``noteTimeline(length:)``).
    private var timelineLength: Double?
    /// Seconds since the view appeared, for one frame; nil for the settled picture.
    var time: Double?
    /// The moment a phase animator's step happens, for the pass that makes it; nil in the
    /// settle loop, whose changes start when the view appears.
    var clock: Double?

    /// When the last of the animations started ends, in seconds after the view appeared.
    var longestCycle: Double? {
        lock.lock()
        defer { lock.unlock() }
        let moves = animations.values.map(\.end).max()
        guard let timelineLength else { return moves }
        return max(moves ?? 0, timelineLength)
    }

    /// A view whose content follows a timeline of `length` seconds of its own (a keyframe
    /// animator, a phase animator's cycle): the appear animation lasts at least that long.
    func noteTimeline(length: Double) {
        guard length.isFinite, length > 0 else { return }
        lock.lock()
        timelineLength = max(timelineLength ?? 0, length)
        lock.unlock()
    }

    // MARK: Passes and updates

    /// A new pass: the values of the last one become the ones changes are measured from.
    func beginPass() {
        lock.lock()
        previous = values
        values.removeAll(keepingCapacity: true)
        ordinals.removeAll(keepingCapacity: true)
        scopes.removeAll()
        lock.unlock()
    }

    /// A new update (what a pass queued is about to run): forget the last one's changes.
    func beginUpdate() {
        lock.lock()
        changes.removeAll()
        updateAnimation = nil
        lock.unlock()
    }

    /// State `box` changed, inside `animation` (nil: not animated).
    func noteChange(_ box: ObjectIdentifier, animation: Animation?) {
        lock.lock()
        changes[box] = (changes.count, animation)
        if let animation { updateAnimation = animation }
        lock.unlock()
    }

    /// A `withAnimation` ran (its changes may be to model objects the render cannot watch).
    func noteTransaction(_ animation: Animation) {
        lock.lock()
        updateAnimation = animation
        lock.unlock()
    }

    /// A view's body read state `box`.
    func noteRead(_ box: ObjectIdentifier) {
        lock.lock()
        defer { lock.unlock() }
        guard let last = scopes.indices.last, case .body(var reads) = scopes[last] else { return }
        reads.insert(box)
        scopes[last] = .body(reads: reads)
    }

    // MARK: Scopes

    /// `make` inside a view's body, whose state reads decide how its values animate.
    func inBody<T>(_ make: () -> T) -> T {
        push(.body(reads: []))
        defer { pop() }
        return make()
    }

    /// `make` inside `.animation(animation, value: value)`; the moves its change starts count
    /// towards the appear animation's length only up to `until`, when given.
    func watching<T>(_ value: Any, animation: Animation?, until: Double? = nil, _ make: () -> T) -> T {
        let key = nextKey(.watchedValue)
        lock.lock()
        values[key] = value
        let changed = previous[key].map { !areEqual($0, value) } ?? false
        lock.unlock()
        push(.watched(animation, changed: changed, until: until))
        defer { pop() }
        return make()
    }

    /// How many scopes are open now: `animation(_:body:)` makes its content later as if only
    /// these were, so that its animation reaches the body's modifiers and not the content.
    var scopeDepth: Int {
        lock.lock()
        defer { lock.unlock() }
        return scopes.count
    }

    /// `make` with only the outermost `depth` scopes open, the others closed until it returns.
    func withScopes<T>(truncatedTo depth: Int, _ make: () -> T) -> T {
        lock.lock()
        let saved = scopes
        scopes = Array(scopes.prefix(depth))
        lock.unlock()
        defer {
            lock.lock()
            scopes = saved
            lock.unlock()
        }
        return make()
    }

    private func push(_ scope: Scope) {
        lock.lock()
        scopes.append(scope)
        lock.unlock()
    }

    private func pop() {
        lock.lock()
        if !scopes.isEmpty { scopes.removeLast() }
        lock.unlock()
    }

    private func nextKey(_ property: AnimatedProperty) -> Key {
        lock.lock()
        defer { lock.unlock() }
        let ordinal = ordinals[property, default: 0]
        ordinals[property] = ordinal + 1
        return Key(property: property, ordinal: ordinal)
    }

    // MARK: Values

    /// The value to draw for `value` of `property`: `value` itself, unless an animation moves it.
    func value<V>(_ value: V, _ property: AnimatedProperty) -> V {
        let key = nextKey(property)
        lock.lock()
        defer { lock.unlock() }
        values[key] = value
        // Frames only read the animations the passes started.
        if time == nil, let old = previous[key], !areEqual(old, value) {
            let (animation, until) = animationOfChange()
            if let clock {
                startStep(key, at: clock, from: old, to: value, animation: animation, until: until)
            } else if interpolate(old, value, 0) != nil, let animation {
                let running = animations[key]?.first
                let from = running.flatMap { type(of: $0.from) == V.self ? $0.from : nil } ?? old
                animations[key] = ValueAnimationChain(ValueAnimation(from: from, to: value, animation: animation))
            } else {
                animations[key] = nil
            }
        }
        guard let running = animations[key] else { return value }
        guard let time else { return running.settledValue as? V ?? value }
        return running.value(at: time) as? V ?? value
    }

    /// A change made by a phase animator's step at `clock`: a move from where the value is
    /// drawn at that moment, or a jump. Called with the lock held.
    private func startStep(
        _ key: Key, at clock: Double, from old: Any, to value: Any, animation: Animation?, until: Double?
    ) {
        let from = animations[key].map { $0.value(at: clock) } ?? old
        let move: ValueAnimation
        if let animation, interpolate(from, value, 0) != nil {
            move = ValueAnimation(from: from, to: value, animation: animation, start: clock, until: until)
        } else {
            // Without a chain the frames draw each moment's own value; with one, it jumps here.
            guard animations[key] != nil else { return }
            move = ValueAnimation(from: value, to: value, animation: .linear(duration: 0), start: clock, until: until)
        }
        if animations[key] == nil {
            // Before the step the value is where it was.
            animations[key] = ValueAnimationChain(
                ValueAnimation(from: old, to: old, animation: .linear(duration: 0), until: until))
        }
        animations[key]?.append(move)
    }

    /// The animation a change made in the current scopes runs with, and when the appear
    /// animation may end for it. Called with the lock held.
    private func animationOfChange() -> (Animation?, until: Double?) {
        for scope in scopes.reversed() {
            if case .watched(let animation, changed: true, let until) = scope { return (animation, until) }
        }
        var latest: (order: Int, animation: Animation?)?
        for case .body(let reads) in scopes {
            for box in reads {
                guard let change = changes[box] else { continue }
                if latest == nil
                    || (change.animation != nil && (latest!.animation == nil || change.order > latest!.order))
                {
                    latest = change
                }
            }
        }
        if let latest { return (latest.animation, nil) }
        return (updateAnimation, nil)
    }
}
