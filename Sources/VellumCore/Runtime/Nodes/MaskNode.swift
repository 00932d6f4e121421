import Foundation
import VellumGeometry

/// `mask`: the child drawn through the alpha of the mask, its secondary view.
final class MaskNode: AlignedSecondaryNode {
    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let mask = secondary, alignment = self.alignment, child = self.child, mirror = self.mirror
        context.drawLayer(
            masked: { maskContext in
                drawAligned(mask, alignment: alignment, mirror: mirror, in: &maskContext, size: size)
            },
            content: { layer in
                child.draw(in: &layer, proposal: proposal)
            })
    }
}

// MARK: Effects on containers
