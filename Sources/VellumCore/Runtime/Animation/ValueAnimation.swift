import Foundation
import Synchronization
import VellumGeometry

/// How one drawn value moves: from where it was to where a change put it, along an animation,
/// starting `start` seconds after the view appeared (a phase animator's later phases start
/// later).
struct ValueAnimation {
    let from: Any
    let to: Any
    let animation: Animation
    var start: Double = 0
    /// When the appear animation may end as far as this move is concerned (a phase animator
    /// that cycles ends its cycle there, whatever is left of a spring's tail); nil: when it settles.
    var until: Double?

    /// One run's length in seconds: the delay, then the duration at the animation's speed
    /// (twice for an animation that repeats forever and reverses).
    var cycleLength: Double {
        let run = animation.duration / animation.speed
        let reverses = animation.repeats?.autoreverses == true && animation.repeatsForever
        return animation.delay / animation.speed + (reverses ? 2 * run : run)
    }

    /// The moment after the view appeared when this move's part of the appear animation ends.
    var end: Double { min(start + cycleLength, until ?? .infinity) }

    /// Where a still shows it: where it ends, or, for an animation that repeats forever, where
    /// it starts.
    var settledValue: Any { animation.repeatsForever ? from : to }

    /// The value `time` seconds after the change.
    func value(at time: Double) -> Any {
        let run = animation.duration / animation.speed
        let start = animation.delay / animation.speed
        guard run > 0 else { return time >= start ? to : from }
        var fraction = (time - start) / run
        // Exactly the ends outside the run, where a curve's solver may be a hair off.
        if !animation.repeatsForever, fraction >= 1 { return to }
        if fraction <= 0 { return from }
        if animation.repeatsForever {
            let reverses = animation.repeats?.autoreverses == true
            let phase = max(fraction, 0).truncatingRemainder(dividingBy: reverses ? 2 : 1)
            fraction = reverses && phase > 1 ? 2 - phase : phase
        }
        let progress = animation.value(at: min(max(fraction, 0), 1))
        return interpolate(from, to, progress) ?? (fraction > 0 ? to : from)
    }
}

/// The moves of one drawn value, in the order they start: the change of the settle loop, then
/// those of a phase animator's steps, each starting where the value is drawn at its moment.
struct ValueAnimationChain {
    private(set) var moves: [ValueAnimation]

    init(_ first: ValueAnimation) { moves = [first] }

    mutating func append(_ move: ValueAnimation) { moves.append(move) }

    /// The value `time` seconds after the view appeared: the latest move started by then.
    func value(at time: Double) -> Any {
        guard let current = moves.last(where: { $0.start <= time }) else { return moves[0].from }
        return current.value(at: time - current.start)
    }

    /// Where a pass that is not a frame draws it.
    var settledValue: Any { moves[moves.count - 1].settledValue }

    /// When its part of the appear animation ends.
    var end: Double { moves.map(\.end).max() ?? 0 }

    /// The move of the settle loop, which a later change of the settle loop restarts.
    var first: ValueAnimation { moves[0] }
}
