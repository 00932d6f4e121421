import Foundation
import VellumGeometry

/// A view resolved in its environment, ready for layout, in SwiftUI's two steps: it answers
/// size proposals (``sizeThatFits(_:)``), then its parent places it with one proposal and it
/// draws at the size it chose for that proposal (``draw(in:proposal:)``). Subclasses are
/// Vellum's layout primitives; containers are ``Layout``s.
///
/// Nodes live for one render on one thread; they remember the sizes they computed, since
/// containers ask their children several times (the render's measurement cache).
///
/// Public only because `View._makeViewNodes(in:)` returns it; it can be neither made nor
/// subclassed outside VellumCore.
public class _ViewNode {
    /// SwiftUI's `layoutPriority`: stacks give space to higher priorities first. Default: 0.
    var layoutPriority: Double = 0
    /// SwiftUI's `zIndex`: within one container, higher values draw on top. Default: 0.
    var zIndex: Double = 0
    /// Values set with `layoutValue(key:value:)`, read through ``LayoutSubview``. Default: none.
    var layoutValues: [ObjectIdentifier: Any] = [:]
    /// The sizes computed this render. Most nodes see one or two proposals, so those sit
    /// inline and only a node asked more often pays for hashing.
    private var firstSize: (proposal: ProposedViewSize, size: CGSize)?
    private var secondSize: (proposal: ProposedViewSize, size: CGSize)?
    private var moreSizes: [ProposedViewSize: CGSize] = [:]

    init() {}

    /// The size this node takes for `proposal` (remembered per proposal for the render).
    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
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
    func computeSize(_ proposal: ProposedViewSize) -> CGSize { .zero }

    /// Draws the node placed with `proposal`, at the size it takes for it
    /// (`sizeThatFits(proposal)`), with its top-left corner at the context's origin.
    func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {}

    /// For stacks: the node is a `Spacer` (it only takes room along the stack's axis), with
    /// this minimum length (nil: the stack's spacing).
    var spacerMinLength: CGFloat?? { nil }

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

extension CGFloat {
    /// A length from user input: NaN becomes 0.
    var finiteOrZero: CGFloat { isNaN ? 0 : self }
}
