import Foundation
import VellumGeometry

/// Runs a ``Layout`` over its children's nodes: the layout's answers are its size, and its
/// placements where the children draw. The cache lives as long as the node, one render.
/// Marks layout nodes of any layout, so effects can tell a container from a leaf.
protocol AnyLayoutNode: AnyObject {}

/// The built-in stacks, whose edge and centre guides are always their defaults.
protocol StackLayoutKind {}

final class LayoutNode<L: Layout>: _ViewNode, AnyLayoutNode {
    let layout: L
    let children: [_ViewNode]
    let mirror: HorizontalMirror
    private var cache: L.Cache?

    init(layout: L, children: [_ViewNode], mirror: HorizontalMirror) {
        self.layout = layout
        self.children = children
        self.mirror = mirror
        super.init()
        // A layout of your own may put the edge guides anywhere; the stacks never do.
        setsEdgeGuides = !(layout is any StackLayoutKind)
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
            let placement = placement ?? .unplaced(in: bounds)
            let size = child.sizeThatFits(placement.proposal)
            let origin = placement.origin(for: size)
            var local = context
            local.translateBy(x: mirror.left(ofLeading: origin.x, width: size.width, in: bounds.width), y: origin.y)
            drawChild(child, in: &local, proposal: placement.proposal)
        }
    }

    override var viewSpacing: ViewSpacing {
        let subviews = measuredSubviews
        return withCache { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func explicitGuide(_ guide: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        let bounds = CGRect(origin: .zero, size: sizeThatFits(proposal))
        // Merging subviews' guides needs their placements; the edge guides are the layout's own.
        let subviews =
            guide.isBuiltInEdge ? measuredSubviews : subviews(placingInto: SubviewPlacements(count: children.count))
        return withCache { cache in
            guide.axis == .horizontal
                ? layout.explicitAlignment(
                    of: HorizontalAlignment(key: guide), in: bounds, proposal: proposal,
                    subviews: subviews, cache: &cache)
                : layout.explicitAlignment(
                    of: VerticalAlignment(key: guide), in: bounds, proposal: proposal,
                    subviews: subviews, cache: &cache)
        }
    }
}
