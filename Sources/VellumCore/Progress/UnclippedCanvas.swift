import Foundation
import VellumGeometry

/// A `Canvas` that does not clip to its frame. Rings, the spinner and gauge tracks stay inside
/// their frames by construction, and a clip along edges they share would multiply their edge
/// coverage by its own wherever the frame falls between pixels (a bar 0.4 px into a pixel row
/// would draw that row at 0.16). The one piece here below the public API: the public `Canvas`
/// always clips, and shape views cannot draw these (per-tick opacity, inverse clips, styles
/// resolved against the drawn path).
struct UnclippedCanvas: View, _PrimitiveView {
    typealias Body = Never
    let renderer: (inout GraphicsContext, CGSize) -> Void

    func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        let renderer = self.renderer
        return [LeafNode(size: Canvas.size(for:), draw: { context, size in
            var local = context
            renderer(&local, size)
        })]
    }
}
