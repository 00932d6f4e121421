import Foundation
import VellumGeometry

/// A recorded drawing: what a `GraphicsContext` was asked to do, in a form that no
/// renderer owns. The Cairo renderer (PNG, PDF) and the SVG writer both play it back.
///
/// ```swift
/// let drawing = GraphicsContext.record(size: CGSize(width: 64, height: 64)) { context in
///     context.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 64, height: 64)), with: .color(.red))
/// }
/// ```
public struct Drawing: Sendable {
    /// The canvas size in points. Default: `.zero`.
    public var size: CGSize
    /// The items in painting order.
    public var items: [DrawingItem]
    /// The flag of the render that recorded the drawing, if it can be abandoned: the backends
    /// stop with `CancellationError` before the next item once it is set.
    package var cancellation: RenderCancellation?

    /// Creates a drawing from recorded items.
    public init(size: CGSize = .zero, items: [DrawingItem] = []) {
        self.size = size
        self.items = items
    }
}
