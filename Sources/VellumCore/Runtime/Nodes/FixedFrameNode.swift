import Foundation
import VellumGeometry

final class FixedFrameNode: LayoutModifierNode {
    let width: CGFloat?
    let height: CGFloat?
    let alignment: Alignment

    init(child: _ViewNode, width: CGFloat?, height: CGFloat?, alignment: Alignment, environment: EnvironmentValues) {
        self.width = width
        self.height = height
        self.alignment = alignment
        super.init(child: child, environment: environment)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let childSize = child.sizeThatFits(
            ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
        return CGSize(width: width ?? childSize.width, height: height ?? childSize.height)
    }

    override func childPlacement(for proposal: ProposedViewSize) -> (offer: ProposedViewSize, origin: CGPoint) {
        let size = sizeThatFits(proposal)
        return (ProposedViewSize(size), alignedOrigin(of: child, alignment: alignment, in: size))
    }
}
