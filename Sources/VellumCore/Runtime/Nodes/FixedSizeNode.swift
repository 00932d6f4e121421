import Foundation
import VellumGeometry

final class FixedSizeNode: LayoutModifierNode {
    let horizontal: Bool
    let vertical: Bool

    init(child: _ViewNode, horizontal: Bool, vertical: Bool, environment: EnvironmentValues) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child, environment: environment)
    }

    private func offer(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(offer(proposal)) }

    override func childPlacement(for proposal: ProposedViewSize) -> (offer: ProposedViewSize, origin: CGPoint) {
        (offer(proposal), .zero)
    }
}
