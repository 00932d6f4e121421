import Foundation
import VellumGeometry

/// A circular gauge laid out in a fixed design square (`design` points, Apple's accessory
/// size) and drawn scaled to the square it is given: the ring, and labels centred at points
/// of the design, each shrunk to its slot's width when it is wider (as SwiftUI's accessory
/// gauges shrink their text).
struct GaugeDial: View, _PrimitiveView {
    typealias Body = Never

    /// The side of the design square, in points: the gauge's ideal size.
    static let design: CGFloat = 58

    struct Slot {
        let view: AnyView
        let center: CGPoint
        let maximumWidth: CGFloat
    }

    let ring: GaugeRing
    let slots: [Slot]

    func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        [GaugeDialNode(ring: ViewTree.node(of: ring, in: environment),
                       slots: slots.map { (ViewTree.node(of: $0.view, in: environment), $0.center, $0.maximumWidth) })]
    }
}

final class GaugeDialNode: _ViewNode {
    let ring: _ViewNode
    let slots: [(node: _ViewNode, center: CGPoint, maximumWidth: CGFloat)]

    init(ring: _ViewNode, slots: [(node: _ViewNode, center: CGPoint, maximumWidth: CGFloat)]) {
        self.ring = ring
        self.slots = slots
    }

    /// As `squareFit`: the design size unless offered both sides, then the smaller.
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let width = proposal.width, let height = proposal.height, width.isFinite || height.isFinite else {
            return CGSize(width: GaugeDial.design, height: GaugeDial.design)
        }
        let side = max(min(width, height), 0)
        return CGSize(width: side, height: side)
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let side = min(size.width, size.height)
        guard side > 0 else { return }
        let design = GaugeDial.design
        var dial = context
        dial.translateBy(x: (size.width - side) / 2, y: (size.height - side) / 2)
        dial.scaleBy(x: side / design, y: side / design)
        ring.draw(in: &dial, proposal: ProposedViewSize(width: design, height: design))
        for slot in slots {
            let ideal = slot.node.sizeThatFits(.unspecified)
            guard ideal.width > 0, ideal.height > 0 else { continue }
            let shrink = min(1, slot.maximumWidth / ideal.width)
            var label = dial
            label.translateBy(x: slot.center.x, y: slot.center.y)
            label.scaleBy(x: shrink, y: shrink)
            label.translateBy(x: -ideal.width / 2, y: -ideal.height / 2)
            slot.node.draw(in: &label, proposal: .unspecified)
        }
    }
}
