import Foundation
import VellumGeometry

/// A view resolved in its environment, ready for layout: it answers size proposals and
/// draws itself at a size its parent chose. Subclasses are Vellum's layout primitives.
///
/// Nodes live for one render on one thread; they remember the sizes they computed, since
/// stacks ask their children several times.
open class _ViewNode {
    /// SwiftUI's `layoutPriority`: stacks give space to higher priorities first. Default: 0.
    public var layoutPriority: Double = 0
    private var sizes: [ProposedViewSize: CGSize] = [:]

    public init() {}

    /// The proposals answered, in order, with the sizes chosen.
    private var answers: [(proposal: ProposedViewSize, size: CGSize)] = []

    /// The size this node takes for `proposal` (remembered per proposal).
    public final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let known = sizes[proposal] {
            answers.append((proposal, known))
            return known
        }
        let size = Self.sanitized(computeSize(proposal))
        sizes[proposal] = size
        answers.append((proposal, size))
        return size
    }

    /// The proposal this node was last sized with that gave `size`, as SwiftUI places a
    /// container's children with the proposal it was sized with (not its chosen size); the
    /// size itself when no proposal gave it.
    public final func proposal(thatGave size: CGSize) -> ProposedViewSize {
        answers.last { $0.size == size }?.proposal ?? ProposedViewSize(size)
    }

    /// Subclasses compute their size here.
    open func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Draws the node with its top-left corner at the context's origin.
    open func draw(in context: inout GraphicsContext, size: CGSize) {}

    /// For stacks: the node is a `Spacer` (it only takes room along the stack's axis), with
    /// this minimum length (nil: the stack's spacing).
    open var spacerMinLength: CGFloat?? { nil }

    /// Sizes are never negative or NaN; infinite ones pass (a parent decides).
    static func sanitized(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isNaN ? 0 : max(size.width, 0), height: size.height.isNaN ? 0 : max(size.height, 0))
    }
}

/// A leaf node made of two closures.
final class LeafNode: _ViewNode {
    let size: (ProposedViewSize) -> CGSize
    let render: (inout GraphicsContext, CGSize) -> Void

    init(size: @escaping (ProposedViewSize) -> CGSize, draw: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.size = size
        self.render = draw
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { size(proposal) }
    override func draw(in context: inout GraphicsContext, size: CGSize) { render(&context, size) }
}

/// A node that wraps one child and changes how it is sized, placed or drawn.
class ModifierNode: _ViewNode {
    let child: _ViewNode

    init(child: _ViewNode) {
        self.child = child
        super.init()
        layoutPriority = child.layoutPriority
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }
    override func draw(in context: inout GraphicsContext, size: CGSize) { child.draw(in: &context, size: size) }
    override var spacerMinLength: CGFloat?? { child.spacerMinLength }
}

/// A primitive view made from a closure over its content's nodes: modifiers apply to each
/// node of their content, as SwiftUI applies a modifier of a `Group` to each of its views.
struct ModifiedNodes<Content: View>: View, _PrimitiveView {
    let content: Content
    let environmentChange: (@Sendable (inout EnvironmentValues) -> Void)?
    let wrap: (_ViewNode, EnvironmentValues) -> _ViewNode

    /// Changes the environment of the content.
    init(_ content: Content, environment: @escaping @Sendable (inout EnvironmentValues) -> Void) {
        self.content = content
        self.environmentChange = environment
        self.wrap = { node, _ in node }
    }

    /// Wraps each node of the content.
    init(_ content: Content, wrap: @escaping (_ViewNode, EnvironmentValues) -> _ViewNode) {
        self.content = content
        self.environmentChange = nil
        self.wrap = wrap
    }

    func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        var inner = environment
        environmentChange?(&inner)
        return ViewTree.nodes(of: content, in: inner).map { wrap($0, inner) }
    }
}

extension CGFloat {
    /// A length from user input: NaN becomes 0.
    var finiteOrZero: CGFloat { isNaN ? 0 : self }
}
