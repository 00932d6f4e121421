import Synchronization

/// Tells a render that its answer is no longer wanted: the request's deadline passed or the
/// request went away. ``RenderPool`` hands one to every render; the render checks it where it
/// can stop cleanly (before it starts, between the images of one response).
///
/// The renderer itself (layout, Cairo, the SVG writer) does not check it yet: a render that has
/// begun drawing one image finishes that image, unused.
///
/// ```swift
/// let png = try await pool.run(deadline: 10) { cancellation in
///     try cancellation.check()
///     return try renderer.pngData()
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
