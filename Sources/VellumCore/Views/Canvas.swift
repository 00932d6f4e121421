import Foundation
import VellumGeometry

/// A view that draws with immediate-mode calls on a ``GraphicsContext``, as in SwiftUI.
///
/// It takes the size it is proposed; with no proposal it is 10 × 10 points, as SwiftUI's
/// flexible views. Size it with `.frame(width:height:)`.
///
/// ```swift
/// Canvas { context, size in
///     context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size).insetBy(dx: 10, dy: 10)),
///                    with: .color(.blue), lineWidth: 20)
/// }
/// .frame(width: 256, height: 256)
/// ```
public struct Canvas: View, _PrimitiveView {
    public typealias Body = Never

    let renderer: (inout GraphicsContext, CGSize) -> Void
    /// Whether the canvas promises to cover its whole area with opaque content. Default: false.
    public var isOpaque: Bool

    /// Creates a canvas that draws with `renderer`.
    public init(opaque: Bool = false, renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
        self.isOpaque = opaque
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        let renderer = self.renderer
        return [
            LeafNode(
                size: Self.size(for:),
                draw: { context, size in
                    var local = context
                    local.environment = environment
                    // A canvas that is the whole drawing is clipped by the image's own edges already.
                    if !(context.transform.isIdentity && size == context.size) {
                        local.clip(to: Path(CGRect(origin: .zero, size: size)))
                    }
                    renderer(&local, size)
                })
        ]
    }

    /// The proposed size (10 for an unspecified dimension); negative lengths count as 0.
    /// Infinite and NaN proposals pass through, so rendering reports them as invalid sizes.
    static func size(for proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return CGSize(width: size.width < 0 ? 0 : size.width, height: size.height < 0 ? 0 : size.height)
    }
}
