import Foundation
import VellumGeometry

/// `overlay` and `background`.
final class SecondaryNode: ModifierNode {
    let secondary: _ViewNode
    let alignment: Alignment
    let isAbove: Bool
    let mirror: HorizontalMirror

    init(child: _ViewNode, secondary: _ViewNode, alignment: Alignment, isAbove: Bool, mirror: HorizontalMirror) {
        self.secondary = secondary
        self.alignment = alignment
        self.isAbove = isAbove
        self.mirror = mirror
        super.init(child: child)
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        if !isAbove { drawAligned(secondary, alignment: alignment, mirror: mirror, in: &context, size: size) }
        child.draw(in: &context, proposal: proposal)
        if isAbove { drawAligned(secondary, alignment: alignment, mirror: mirror, in: &context, size: size) }
    }
}
