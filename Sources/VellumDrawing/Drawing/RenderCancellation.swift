import Synchronization

/// Tells a render that its answer is no longer wanted: the request's deadline passed or the
/// request went away. The server's render pool hands one to every render and sets it on the
/// `ImageRenderer`; the recorded ``Drawing`` carries it to the backends, which check it before
/// each item they draw (Cairo's player, the SVG writer), so a late render stops within one item.
///
/// ```swift
/// let png = try await pool.run(deadline: 10) { cancellation in
///     renderer.renderCancellation = cancellation
///     return try renderer.pngData()   // throws CancellationError once the flag is set
/// }
/// ```
package final class RenderCancellation: Sendable {
    private let cancelled = Atomic<Bool>(false)

    /// A flag not yet set.
    package init() {}

    /// Whether the render should stop.
    package var isCancelled: Bool { cancelled.load(ordering: .acquiring) }

    /// Sets the flag; the render sees it the next time it checks.
    package func cancel() { cancelled.store(true, ordering: .releasing) }

    /// Throws `CancellationError` once the flag is set.
    package func check() throws {
        if isCancelled { throw CancellationError() }
    }
}
