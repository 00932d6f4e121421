import Foundation
import VellumGeometry

/// `overlay` and `background`.
final class SecondaryNode: AlignedSecondaryNode {
    let isAbove: Bool

    init(child: _ViewNode, secondary: _ViewNode, alignment: Alignment, isAbove: Bool, mirror: HorizontalMirror) {
        self.isAbove = isAbove
        super.init(child: child, secondary: secondary, alignment: alignment, mirror: mirror)
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        if !isAbove { drawAligned(secondary, alignment: alignment, mirror: mirror, in: &context, size: size) }
        child.draw(in: &context, proposal: proposal)
        if isAbove { drawAligned(secondary, alignment: alignment, mirror: mirror, in: &context, size: size) }
    }
}
