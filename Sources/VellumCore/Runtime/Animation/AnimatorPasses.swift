import Foundation

/// What a view that animates on a timeline of its own (``PhaseAnimator``,
/// ``KeyframeAnimator``) knows of the pass it is made in.
enum AnimatorPass {
    /// Seconds since the view appeared, in a frame of an appear animation; nil otherwise.
    static var frameTime: Double? { RenderContext.tracker?.time }

    /// The moment the pass draws: a frame's time, or the moment of the phase step the pass
    /// makes; nil in the settle loop (the still).
    static var moment: Double? {
        guard let tracker = RenderContext.tracker else { return nil }
        return tracker.time ?? tracker.clock
    }

    /// Whether the pass is one of the settle loop, where an animator says what it will play.
    static var isSettling: Bool {
        guard let tracker = RenderContext.tracker else { return true }
        return tracker.time == nil && tracker.clock == nil
    }

    /// Whether `trigger`, of the animator at the current place in the tree,
    /// has changed in any pass of this render so far: its animation then runs from the moment
    /// the view appeared, as a change `onAppear` makes does.
    static func hasFired(_ trigger: any Equatable) -> Bool {
        guard let session = RenderContext.session else { return false }
        let occurrence = session.slot()
        let previous = session.peek(occurrence) as? TriggerRecord
        let changed = previous.map { !areEqual($0.value, trigger) } ?? false
        let fired = (previous?.fired ?? false) || changed
        _ = session.exchange(occurrence, TriggerRecord(value: trigger, fired: fired))
        return fired
    }

    /// The trigger an animator saw last, and whether it has changed since the view appeared.
    private struct TriggerRecord {
        let value: Any
        let fired: Bool
    }
}
