import Foundation
import VellumGeometry

/// The storage of one `@State`: shared by every copy of the view that made it and kept by
/// the render's session between passes. State made outside a render (the root view's) is
/// detached: each render reads and writes its own copy of it.
final class StateBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Any
    /// Weak: the session keeps its boxes.
    private weak var session: RenderSession?
    private let isDetached: Bool

    init(_ value: Any, session: RenderSession?) {
        stored = value
        self.session = session
        isDetached = session == nil
    }

    /// The box this access goes to: this one, or the current render's copy of a detached one.
    private var target: StateBox {
        guard isDetached, let render = RenderContext.session else { return self }
        return render.shadow(of: self, initial: self.storedValue)
    }

    /// The value this box holds itself: a `State`'s initial value, until a render binds it.
    var initialValue: Any { storedValue }

    private var storedValue: Any {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    var value: Any {
        let box = target
        if let tracker = RenderContext.tracker { tracker.noteRead(ObjectIdentifier(box)) }
        return box.storedValue
    }

    func set(_ newValue: Any) {
        // A task the render stopped waiting for changes nothing it draws.
        if let session = RenderContext.task?.session, !session.acceptsTaskChanges { return }
        let box = target
        box.lock.lock()
        let old = box.stored
        let unchanged = areEqual(old, newValue)
        let animation = RenderContext.animation
        // Inside an animation that repeats forever the value stays where the animation starts.
        if animation?.repeatsForever != true { box.stored = newValue }
        box.lock.unlock()
        guard !unchanged else { return }
        if let animation, animation.repeatsForever {
            box.session?.recordForeverChange(of: box, to: newValue, animation: animation)
            return
        }
        box.session?.tracker?.noteChange(ObjectIdentifier(box), animation: animation)
        box.session?.stateDidChange()
    }

    /// Sets the value for one frame of an animation, without telling the render.
    func setFrameValue(_ value: Any) {
        lock.lock()
        stored = value
        lock.unlock()
    }
}

/// Whether two values are equal, when their type can say so.
func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let left = lhs as? any Equatable else { return false }
    return left.isEqual(to: rhs)
}

private extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}
