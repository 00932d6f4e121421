import Foundation
import VellumGeometry

/// A modifier that sizes or places its child (a frame, padding, a fixed size, an aspect
/// ratio, a position). What it makes is not a spacer even when the child is one: a framed
/// `Spacer` is an ordinary view to a stack, as in SwiftUI.
///
/// Subclasses say where the child goes (``childPlacement(for:)``, from the leading edge);
/// drawing, mirroring for right-to-left layout and passing the child's alignment guides on
/// follow from that here.
class LayoutModifierNode: ModifierNode {
    let mirror: HorizontalMirror

    init(child: _ViewNode, environment: EnvironmentValues) {
        mirror = HorizontalMirror(environment)
        super.init(child: child)
    }

    override var spacerMinLength: CGFloat?? { nil }

    /// What the child is offered for `proposal`, and its top-left corner from the leading
    /// edge. Default: the proposal, at the origin.
    func childPlacement(for proposal: ProposedViewSize) -> (offer: ProposedViewSize, origin: CGPoint) {
        (proposal, .zero)
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        let (offer, origin) = childPlacement(for: proposal)
        var local = context
        let x = mirror.left(
            ofLeading: origin.x, width: child.sizeThatFits(offer).width, in: sizeThatFits(proposal).width)
        if x != 0 || origin.y != 0 { local.translateBy(x: x, y: origin.y) }
        child.draw(in: &local, proposal: offer)
    }

    /// The child's explicit guides, moved by where it sits.
    override func explicitGuide(_ guide: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        let (offer, origin) = childPlacement(for: proposal)
        return child.explicitGuide(guide, proposal: offer).map {
            $0 + (guide.axis == .horizontal ? origin.x : origin.y)
        }
    }
}
