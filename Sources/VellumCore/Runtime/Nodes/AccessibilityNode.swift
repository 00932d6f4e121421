import Foundation

/// Draws its child in a layer that carries accessibility information, decided from what the
/// child draws (nil: an ordinary layer).
final class AccessibilityNode: ModifierNode {
    let info: ([DrawingItem]) -> AccessibilityInfo?
    /// Whether the elements inside stop being elements (an element that ignores or combines them).
    let mergingInside: Bool

    init(child: _ViewNode, mergingInside: Bool = false, info: @escaping ([DrawingItem]) -> AccessibilityInfo?) {
        self.info = info
        self.mergingInside = mergingInside
        super.init(child: child)
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        let child = self.child
        context.drawLayer(accessibility: info, mergingInside: mergingInside) { layer in
            child.draw(in: &layer, proposal: proposal)
        }
    }
}
