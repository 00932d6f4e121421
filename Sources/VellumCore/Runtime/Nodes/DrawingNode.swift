import Foundation
import VellumGeometry

/// A node that draws its child through a closure (effects that do not change layout).
final class DrawingNode: ModifierNode {
    let render: (_ViewNode, inout GraphicsContext, ProposedViewSize) -> Void

    /// - Parameters:
    ///   - render: Draws the child (placed with the proposal it is given) into the context.
    init(child: _ViewNode, render: @escaping (_ViewNode, inout GraphicsContext, ProposedViewSize) -> Void) {
        self.render = render
        super.init(child: child)
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        render(child, &context, proposal)
    }
}
