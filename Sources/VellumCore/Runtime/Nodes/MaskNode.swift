import Foundation
import VellumGeometry

/// `mask`: the child drawn through the mask's alpha.
final class MaskNode: ModifierNode {
    let mask: _ViewNode
    let alignment: Alignment
    let mirror: HorizontalMirror

    init(child: _ViewNode, mask: _ViewNode, alignment: Alignment, mirror: HorizontalMirror) {
        self.mask = mask
        self.alignment = alignment
        self.mirror = mirror
        super.init(child: child)
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let mask = self.mask, alignment = self.alignment, child = self.child, mirror = self.mirror
        context.drawLayer(masked: { maskContext in
            drawAligned(mask, alignment: alignment, mirror: mirror, in: &maskContext, size: size)
        }, content: { layer in
            child.draw(in: &layer, proposal: proposal)
        })
    }
}

// MARK: Effects on containers
