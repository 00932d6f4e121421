import Foundation
import VellumGeometry

/// `alignmentGuide`: one guide of the child put where a closure says.
final class AlignmentGuideNode: ModifierNode {
    let guide: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    init(child: _ViewNode, guide: AlignmentKey, computeValue: @escaping (ViewDimensions) -> CGFloat) {
        self.guide = guide
        self.computeValue = computeValue
        super.init(child: child)
        if guide.isBuiltInEdge { setsEdgeGuides = true }
    }

    override func explicitGuide(_ guide: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        guard guide == self.guide else { return child.explicitGuide(guide, proposal: proposal) }
        return computeValue(ViewDimensions(node: child, proposal: proposal))
    }
}
