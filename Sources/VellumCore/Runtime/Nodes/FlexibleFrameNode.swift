import Foundation
import VellumGeometry

final class FlexibleFrameNode: LayoutModifierNode {
    struct Bounds {
        var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    }

    let bounds: Bounds
    let alignment: Alignment

    init(child: _ViewNode, bounds: Bounds, alignment: Alignment, environment: EnvironmentValues) {
        self.bounds = bounds
        self.alignment = alignment
        super.init(child: child, environment: environment)
    }

    private static func clamp(_ value: CGFloat, _ low: CGFloat?, _ high: CGFloat?) -> CGFloat {
        var result = value
        if let high { result = min(result, high) }
        if let low { result = max(result, low) }
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        // The child is offered the proposal clamped to the bounds (the ideal when none).
        let offerWidth = proposal.width.map { Self.clamp($0, bounds.minWidth, bounds.maxWidth) } ?? bounds.idealWidth
        let offerHeight =
            proposal.height.map { Self.clamp($0, bounds.minHeight, bounds.maxHeight) } ?? bounds.idealHeight
        let childSize = child.sizeThatFits(ProposedViewSize(width: offerWidth, height: offerHeight))
        func length(_ proposed: CGFloat?, _ ideal: CGFloat?, _ low: CGFloat?, _ high: CGFloat?, _ child: CGFloat)
            -> CGFloat
        {
            if low == nil && high == nil { return child }
            let offered = proposed ?? ideal ?? child
            // A missing bound is the child's own length.
            return Self.clamp(offered, low ?? min(child, high ?? child), high ?? max(child, low ?? child))
        }
        return CGSize(
            width: length(proposal.width, bounds.idealWidth, bounds.minWidth, bounds.maxWidth, childSize.width),
            height: length(proposal.height, bounds.idealHeight, bounds.minHeight, bounds.maxHeight, childSize.height))
    }

    override func childPlacement(for proposal: ProposedViewSize) -> (offer: ProposedViewSize, origin: CGPoint) {
        let size = sizeThatFits(proposal)
        return (ProposedViewSize(size), alignedOrigin(of: child, alignment: alignment, in: size))
    }
}
