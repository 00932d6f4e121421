import Foundation
import VellumGeometry

/// The layout of `ZStack`, as a ``Layout`` of its own (SwiftUI's `ZStackLayout`): every
/// subview is offered the whole proposal and aligned in the stack, which is as large as
/// its subviews lined up on the alignment's guides. When `layoutPriority` differs, as in
/// SwiftUI, the stack takes the size of its highest-priority subviews and offers that size
/// to the others.
///
/// ```swift
/// ZStackLayout(alignment: .topLeading) { Color.blue; Text("7") }
/// ```
public struct ZStackLayout: Layout, Sendable, StackLayoutKind {
    /// Where subviews sit in the stack. Default: `.center`.
    public var alignment: Alignment

    /// - Parameters:
    ///   - alignment: Where subviews sit in the stack.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    /// The subviews lined up on the alignment's guides: each one's guides, and how far the
    /// group reaches across each axis.
    private func lineUp(_ subviews: Subviews, _ proposal: ProposedViewSize)
        -> (guides: [CGPoint], proposals: [ProposedViewSize], horizontal: GuideExtent, vertical: GuideExtent)
    {
        let proposals = offers(subviews, proposal)
        let top = subviews.map(\.priority).max()
        var horizontal = GuideExtent(), vertical = GuideExtent()
        let guides = zip(subviews, proposals).map { subview, proposal in
            let dimensions = subview.dimensions(in: proposal)
            let guide = CGPoint(x: dimensions[alignment.horizontal], y: dimensions[alignment.vertical])
            // Only the highest priority sizes the stack.
            if subview.priority == top {
                horizontal.include(length: dimensions.width, guide: guide.x)
                vertical.include(length: dimensions.height, guide: guide.y)
            }
            return guide
        }
        return (guides, proposals, horizontal, vertical)
    }

    /// What each subview is offered: the proposal, or, below the highest priority, the size
    /// the highest-priority subviews take together.
    private func offers(_ subviews: Subviews, _ proposal: ProposedViewSize) -> [ProposedViewSize] {
        guard let top = subviews.map(\.priority).max(), subviews.contains(where: { $0.priority != top }) else {
            return subviews.map { _ in proposal }
        }
        var horizontal = GuideExtent(), vertical = GuideExtent()
        for subview in subviews where subview.priority == top {
            let dimensions = subview.dimensions(in: proposal)
            horizontal.include(length: dimensions.width, guide: dimensions[alignment.horizontal])
            vertical.include(length: dimensions.height, guide: dimensions[alignment.vertical])
        }
        let size = ProposedViewSize(width: horizontal.length, height: vertical.length)
        return subviews.map { $0.priority == top ? proposal : size }
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let (_, _, horizontal, vertical) = lineUp(subviews, proposal)
        return CGSize(width: horizontal.length, height: vertical.length)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let (guides, proposals, horizontal, vertical) = lineUp(subviews, proposal)
        for index in subviews.indices {
            let origin = CGPoint(
                x: bounds.minX + horizontal.line - guides[index].x,
                y: bounds.minY + vertical.line - guides[index].y)
            subviews[index].place(at: origin, proposal: proposals[index])
        }
    }
}
