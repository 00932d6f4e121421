import Foundation
import VellumGeometry

/// A view resolved in its environment, ready for layout, in SwiftUI's two steps: it answers
/// size proposals (``sizeThatFits(_:)``), then its parent places it with one proposal and it
/// draws at the size it chose for that proposal (``draw(in:proposal:)``). Subclasses are
/// Vellum's layout primitives; containers are ``Layout``s.
///
/// Nodes live for one render on one thread; they remember the sizes they computed, since
/// containers ask their children several times (the render's measurement cache).
open class _ViewNode {
    /// SwiftUI's `layoutPriority`: stacks give space to higher priorities first. Default: 0.
    public var layoutPriority: Double = 0
    /// SwiftUI's `zIndex`: within one container, higher values draw on top. Default: 0.
    var zIndex: Double = 0
    /// Values set with `layoutValue(key:value:)`, read through ``LayoutSubview``. Default: none.
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// The sizes computed this render. Most nodes see one or two proposals, so those sit
    /// inline and only a node asked more often pays for hashing.
    private var firstSize: (proposal: ProposedViewSize, size: CGSize)?
    private var secondSize: (proposal: ProposedViewSize, size: CGSize)?
    private var moreSizes: [ProposedViewSize: CGSize] = [:]

    public init() {}

    /// The size this node takes for `proposal` (remembered per proposal for the render).
    public final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let known = firstSize, known.proposal == proposal { return known.size }
        if let known = secondSize, known.proposal == proposal { return known.size }
        if !moreSizes.isEmpty, let known = moreSizes[proposal] { return known }
        let size = Self.sanitized(computeSize(proposal))
        if firstSize == nil {
            firstSize = (proposal, size)
        } else if secondSize == nil {
            secondSize = (proposal, size)
        } else {
            moreSizes[proposal] = size
        }
        return size
    }

    /// Subclasses compute their size here.
    open func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Draws the node placed with `proposal`, at the size it takes for it
    /// (`sizeThatFits(proposal)`), with its top-left corner at the context's origin.
    open func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {}

    /// For stacks: the node is a `Spacer` (it only takes room along the stack's axis), with
    /// this minimum length (nil: the stack's spacing).
    open var spacerMinLength: CGFloat?? { nil }

    /// Where the node puts `guide` explicitly when placed with `proposal`, from its leading
    /// or top edge; nil for the guide's default. Text puts its baselines here.
    func explicitGuide(_ guide: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? { nil }

    /// The space the node prefers around it in a stack without spacing of its own. Default:
    /// 8 points on every side.
    var viewSpacing: ViewSpacing { ViewSpacing() }

    /// Whether an `alignmentGuide` for one of the six edge and centre guides sits in this
    /// node or the modifiers it wraps (containers do not pass those on): most nodes have
    /// none, and stacks ask for those guides of every subview.
    var setsEdgeGuides = false

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
    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        render(&context, sizeThatFits(proposal))
    }
}

/// A node that wraps one child and changes how it is sized, placed or drawn.
class ModifierNode: _ViewNode {
    let child: _ViewNode

    init(child: _ViewNode) {
        self.child = child
        super.init()
        layoutPriority = child.layoutPriority
        layoutValues = child.layoutValues
        zIndex = child.zIndex
        setsEdgeGuides = child.setsEdgeGuides
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }
    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        child.draw(in: &context, proposal: proposal)
    }
    override var spacerMinLength: CGFloat?? { child.spacerMinLength }
    override func explicitGuide(_ guide: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        child.explicitGuide(guide, proposal: proposal)
    }
    override var viewSpacing: ViewSpacing { child.viewSpacing }
}

/// A primitive view made from a closure over its content's nodes: modifiers apply to each
/// node of their content, as SwiftUI applies a modifier of a `Group` to each of its views.
struct ModifiedNodes<Content: View>: View, _PrimitiveView {
    /// The content and the modifier's closures, behind one reference: a chain of modifiers
    /// nests these values, and each modifier copies the chain below it, which with the
    /// content inline costs a generic copy of every level (quadratic in the chain's length).
    private final class Storage {
        let content: Content
        let environmentChange: (@Sendable (inout EnvironmentValues) -> Void)?
        /// Nil when only the environment changes, so the content's nodes pass through as they are.
        let wrap: ((_ViewNode, EnvironmentValues) -> _ViewNode)?

        init(_ content: Content, _ environmentChange: (@Sendable (inout EnvironmentValues) -> Void)?,
             _ wrap: ((_ViewNode, EnvironmentValues) -> _ViewNode)?) {
            self.content = content
            self.environmentChange = environmentChange
            self.wrap = wrap
        }
    }

    private let storage: Storage

    /// Changes the environment of the content.
    init(_ content: Content, environment: @escaping @Sendable (inout EnvironmentValues) -> Void) {
        storage = Storage(content, environment, nil)
    }

    /// Wraps each node of the content.
    init(_ content: Content, wrap: @escaping (_ViewNode, EnvironmentValues) -> _ViewNode) {
        storage = Storage(content, nil, wrap)
    }

    /// Changes the environment of the content and wraps each node of it.
    init(_ content: Content, environment: @escaping @Sendable (inout EnvironmentValues) -> Void,
         wrap: @escaping (_ViewNode, EnvironmentValues) -> _ViewNode) {
        storage = Storage(content, environment, wrap)
    }

    var content: Content { storage.content }

    func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        var inner = environment
        storage.environmentChange?(&inner)
        let nodes = ViewTree.nodes(of: storage.content, in: inner)
        guard let wrap = storage.wrap else { return nodes }
        return nodes.map { wrap($0, inner) }
    }
}

extension CGFloat {
    /// A length from user input: NaN becomes 0.
    var finiteOrZero: CGFloat { isNaN ? 0 : self }
}
