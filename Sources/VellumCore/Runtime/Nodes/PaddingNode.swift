import Foundation
import VellumGeometry

final class PaddingNode: LayoutModifierNode {
    let insets: EdgeInsets

    init(child: _ViewNode, insets: EdgeInsets, environment: EnvironmentValues) {
        self.insets = insets
        super.init(child: child, environment: environment)
    }

    private var horizontal: CGFloat { insets.leading + insets.trailing }
    private var vertical: CGFloat { insets.top + insets.bottom }

    /// What the child is offered: the proposal less the insets.
    private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max($0 - horizontal, 0) },
            height: proposal.height.map { max($0 - vertical, 0) })
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let childSize = child.sizeThatFits(inner(proposal))
        return CGSize(width: max(childSize.width + horizontal, 0), height: max(childSize.height + vertical, 0))
    }

    override func childPlacement(for proposal: ProposedViewSize) -> (offer: ProposedViewSize, origin: CGPoint) {
        (inner(proposal), CGPoint(x: insets.leading, y: insets.top))
    }

    /// A padded edge asks the default space: beyond it lies the padding, not the child.
    override var viewSpacing: ViewSpacing {
        var spacing = child.viewSpacing
        var padded: Edge.Set = []
        if insets.top != 0 { padded.insert(.top) }
        if insets.leading != 0 { padded.insert(.leading) }
        if insets.bottom != 0 { padded.insert(.bottom) }
        if insets.trailing != 0 { padded.insert(.trailing) }
        spacing.reset(padded)
        return spacing
    }
}
