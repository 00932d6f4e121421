import Foundation
import VellumGeometry

final class SpacerNode: _ViewNode {
    let minLength: CGFloat?

    init(minLength: CGFloat?) {
        self.minLength = minLength
    }

    override var spacerMinLength: CGFloat?? { .some(minLength) }

    /// Outside a stack a spacer takes what it is offered, at least its minimum.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let least = minLength ?? defaultStackSpacing
        return CGSize(width: max(least, proposal.width ?? least), height: max(least, proposal.height ?? least))
    }
}
