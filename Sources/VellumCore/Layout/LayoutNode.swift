import Foundation
import VellumGeometry

/// Runs a ``Layout`` over its children's nodes: the layout's answers are its size, and its
/// placements where the children draw. The cache lives as long as the node, one render.
/// Marks layout nodes of any layout, so effects can tell a container from a leaf.
protocol AnyLayoutNode: AnyObject {}

final class LayoutNode<L: Layout>: _ViewNode, AnyLayoutNode {
    let layout: L
    let children: [_ViewNode]
    private var cache: L.Cache?

    init(layout: L, children: [_ViewNode]) {
        self.layout = layout
        self.children = children
    }

    private func subviews(placingInto placements: SubviewPlacements?) -> LayoutSubviews {
        LayoutSubviews(children.indices.map { LayoutSubview(node: children[$0], index: $0, placements: placements) })
    }

    /// The subviews for measuring (they place nothing), made once.
    private lazy var measuredSubviews = subviews(placingInto: nil)

    /// Calls `body` with the layout's cache, made on first use.
    private func withCache<T>(_ body: (inout L.Cache) -> T) -> T {
        var current = cache ?? layout.makeCache(subviews: measuredSubviews)
        defer { cache = current }
        return body(&current)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let subviews = measuredSubviews
        return withCache { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        let bounds = CGRect(origin: .zero, size: sizeThatFits(proposal))
        let placements = SubviewPlacements(count: children.count)
        let subviews = subviews(placingInto: placements)
        withCache { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        var order = Array(zip(children, placements.placements))
        if children.contains(where: { $0.zIndex != 0 }) {
            // Higher zIndex draws later (on top); equal ones keep their order.
            order = order.enumerated().sorted { ($0.element.0.zIndex, $0.offset) < ($1.element.0.zIndex, $1.offset) }
                .map(\.element)
        }
        for (child, placement) in order {
            let placement = placement ?? SubviewPlacement(position: CGPoint(x: bounds.midX, y: bounds.midY),
                                                          anchor: .center, proposal: .unspecified)
            let origin = placement.origin(for: child.sizeThatFits(placement.proposal))
            var local = context
            local.translateBy(x: origin.x, y: origin.y)
            drawChild(child, in: &local, proposal: placement.proposal)
        }
    }
}
