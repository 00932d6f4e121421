import Foundation
import VellumGeometry

/// A node that wraps one child and changes how it is sized, placed or drawn.
class ModifierNode: _ViewNode {
    let child: _ViewNode

    init(child: _ViewNode) {
        self.child = child
        super.init()
        layoutPriority = child.layoutPriority
        layoutValues = child.layoutValues
        zIndex = child.zIndex
        setsEdgeGuides = child.setsEdgeGuides
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }
    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        child.draw(in: &context, proposal: proposal)
    }
    override var spacerMinLength: CGFloat?? { child.spacerMinLength }
    override func explicitGuide(_ guide: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(guide, proposal: proposal)
    }
    override var viewSpacing: ViewSpacing { child.viewSpacing }
}
