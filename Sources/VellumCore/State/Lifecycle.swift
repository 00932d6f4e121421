import Foundation

// onAppear, task and onChange as a render runs them: once a pass is laid out, the actions it
// queued run, and the render lays out again if they changed any state (RenderSession).

extension View {
    /// Runs `action` once the view has appeared: after the first pass of the render that
    /// lays it out, before the next one, which draws what the action set.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: trim).onAppear { withAnimation { trim = 0.75 } }
    /// ```
    public func onAppear(
        perform action: (() -> Void)? = nil
    ) -> some View {
        ModifiedNodes(self) { node, environment in
            if let action, let session = RenderContext.session {
                session.appear(session.slot(), in: environment, action)
            }
            return node
        }
    }

    /// Runs `action` when the view disappears: a render never takes a view away, so never.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Runs `action` once the view has appeared, off the render's thread; the render waits
    /// for it (all of a render's tasks together at most 2 seconds, then they are
    /// cancelled) and draws what it set.
    ///
    /// ```swift
    /// Text(status).task { status = await fetchStatus() }
    /// ```
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        ModifiedNodes(self) { node, environment in
            if let session = RenderContext.session {
                session.startTask(session.slot(), in: environment, action)
            }
            return node
        }
    }

    /// ``task(priority:_:)``, restarted when `id` changes (a render runs
    /// it once).
    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated,
        _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        task(priority: priority, action)
    }

    /// Runs `action` with the old and new value when `value` changes between passes of the
    /// render (and once with the first value when `initial`), as SwiftUI's iOS 17 form.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> some View {
        ModifiedNodes(self) { node, environment in
            guard let session = RenderContext.session else { return node }
            let previous = session.exchange(session.slot(), value) as? V
            if let previous, previous != value {
                session.enqueue(in: environment) { action(previous, value) }
            } else if previous == nil, initial {
                session.enqueue(in: environment) { action(value, value) }
            }
            return node
        }
    }

    /// ``onChange(of:initial:_:)`` with no arguments to the action.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View {
        onChange(of: value, initial: initial, { _, _ in action() })
    }

    /// Runs `action` with the new value when `value` changes (SwiftUI's older form).
    @available(*, deprecated, message: "Use onChange(of:initial:_:) with two parameters.")
    public func onChange<V: Equatable>(
        of value: V, perform action: @escaping (V) -> Void
    ) -> some View {
        onChange(of: value, initial: false, { _, new in action(new) })
    }
}
