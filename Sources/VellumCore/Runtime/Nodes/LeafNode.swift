import Foundation
import VellumGeometry

/// A leaf node made of two closures.
final class LeafNode: _ViewNode {
    let size: (ProposedViewSize) -> CGSize
    let render: (inout GraphicsContext, CGSize) -> Void

    init(size: @escaping (ProposedViewSize) -> CGSize, draw: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.size = size
        self.render = draw
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { size(proposal) }
    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        render(&context, sizeThatFits(proposal))
    }
}
