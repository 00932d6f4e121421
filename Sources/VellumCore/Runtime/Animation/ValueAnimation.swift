import Foundation
import Synchronization
import VellumGeometry

/// How one drawn value moves: from where it was to where a change put it, along an animation.
struct ValueAnimation {
    let from: Any
    let to: Any
    let animation: Animation

    /// One run's length in seconds: the delay, then the duration at the animation's speed
    /// (twice for an animation that repeats forever and reverses).
    var cycleLength: Double {
        let run = animation.duration / animation.speed
        let reverses = animation.repeats?.autoreverses == true && animation.repeatsForever
        return animation.delay / animation.speed + (reverses ? 2 * run : run)
    }

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
