import Foundation
import VellumGeometry

/// `position`: the child, at its size for the offer, centred on a point of the offered space.
final class PositionNode: LayoutModifierNode {
    let position: CGPoint

    init(child: _ViewNode, position: CGPoint, environment: EnvironmentValues) {
        self.position = position
        super.init(child: child, environment: environment)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let size = proposal.replacingUnspecifiedDimensions()
        return CGSize(
            width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        // A position is in points from the left edge, in either direction.
        let (offer, origin) = childPlacement(for: proposal)
        var local = context
        local.translateBy(x: origin.x, y: origin.y)
        child.draw(in: &local, proposal: offer)
    }

    override func childPlacement(for proposal: ProposedViewSize) -> (offer: ProposedViewSize, origin: CGPoint) {
        let offer = ProposedViewSize(sizeThatFits(proposal))
        let size = child.sizeThatFits(offer)
        return (offer, CGPoint(x: position.x - size.width / 2, y: position.y - size.height / 2))
    }
}
