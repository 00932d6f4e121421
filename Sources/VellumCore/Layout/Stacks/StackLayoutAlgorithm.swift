import Foundation
import VellumGeometry

/// SwiftUI's stack algorithm along one axis, shared by ``HStackLayout`` and ``VStackLayout``:
/// the proposed length less the spacing is shared out in priority order, and within a
/// priority the least flexible subview (smallest range between its minimum and maximum
/// length) is offered an equal share first.
struct StackLayoutAlgorithm {
    let axis: Axis
    /// The guide subviews line up on across the axis.
    let crossGuide: AlignmentKey
    /// The stack's own spacing, or nil for the subviews' preferences.
    let spacing: CGFloat?

    /// One subview's measured length along the axis and the proposal that gave it.
    struct Measured {
        var size: CGSize
        var proposal: ProposedViewSize
    }

    private func main(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
    private func cross(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }
    private func proposal(main: CGFloat?, cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal
            ? ProposedViewSize(width: main, height: cross) : ProposedViewSize(width: cross, height: main)
    }

    /// The gaps between neighbours: the stack's spacing, or the larger of their preferences.
    func gaps(_ subviews: LayoutSubviews) -> [CGFloat] {
        guard subviews.count > 1 else { return [] }
        return (subviews.startIndex..<subviews.endIndex - 1).map { index in
            spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
        }
    }

    /// The stack's own spacing: along the axis, its first subview's leading (top) edge and
    /// its last subview's trailing (bottom) edge; across it, every subview's.
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        guard let first = subviews.first, let last = subviews.last else { return ViewSpacing() }
        let start: Edge.Set = axis == .horizontal ? .leading : .top
        let end: Edge.Set = axis == .horizontal ? .trailing : .bottom
        let across: Edge.Set = axis == .horizontal ? .vertical : .horizontal
        var spacing = ViewSpacing.zero
        spacing.formUnion(first.spacing, edges: start)
        spacing.formUnion(last.spacing, edges: end)
        for subview in subviews { spacing.formUnion(subview.spacing, edges: across) }
        return spacing
    }

    /// All the gaps together (the stack's spacing times the count, when it has one).
    private func totalGap(_ subviews: LayoutSubviews) -> CGFloat {
        if let spacing { return spacing * CGFloat(max(subviews.count - 1, 0)) }
        return gaps(subviews).reduce(0, +)
    }

    /// A subview's size for a length along the axis; spacers take no room across it and at
    /// least their minimum length (the stack's spacing when they name none) along it.
    private func measure(_ subview: LayoutSubview, main: CGFloat?, cross: CGFloat?) -> Measured {
        let offer = proposal(main: main, cross: cross)
        if let minLength = subview.spacerMinLength {
            let least = minLength ?? spacing ?? defaultStackSpacing
            let length = max(least, main ?? least)
            return Measured(
                size: axis == .horizontal ? CGSize(width: length, height: 0) : CGSize(width: 0, height: length),
                proposal: offer)
        }
        return Measured(size: subview.sizeThatFits(offer), proposal: offer)
    }

    /// Each subview's size for `proposal`, with the proposal it is placed with.
    func measure(_ subviews: LayoutSubviews, proposal: ProposedViewSize) -> [Measured] {
        let proposedMain = axis == .horizontal ? proposal.width : proposal.height
        let proposedCross = axis == .horizontal ? proposal.height : proposal.width
        guard let proposedMain else {
            return subviews.map { measure($0, main: nil, cross: proposedCross) }
        }
        var remaining = proposedMain - totalGap(subviews)
        var measured = subviews.map { _ in Measured(size: .zero, proposal: self.proposal(main: 0, cross: proposedCross))
        }
        let minimum = subviews.map { main(measure($0, main: 0, cross: proposedCross).size) }
        let maximum = subviews.map { main(measure($0, main: .infinity, cross: proposedCross).size) }
        let priorities = Set(subviews.map({ $0.priority })).sorted(by: >)
        for priority in priorities {
            let group = subviews.indices.filter { subviews[$0].priority == priority }
                .sorted { (maximum[$0] - minimum[$0], $0) < (maximum[$1] - minimum[$1], $1) }
            // Lower priorities keep at least their minimum.
            let reserved = subviews.indices.filter { subviews[$0].priority < priority }.reduce(0) { $0 + minimum[$1] }
            var available = remaining - reserved
            var left = group.count
            for index in group {
                let offer = max(0, available / CGFloat(left))
                measured[index] = measure(subviews[index], main: offer, cross: proposedCross)
                available -= main(measured[index].size)
                remaining -= main(measured[index].size)
                left -= 1
            }
        }
        return measured
    }

    /// Where each subview's cross guide falls, from its own start across the axis, and how
    /// the subviews reach across it together.
    private func crossGuides(_ subviews: LayoutSubviews, _ measured: [Measured]) -> (
        guides: [CGFloat], extent: GuideExtent
    ) {
        var extent = GuideExtent()
        let guides = subviews.indices.map { index in
            let size = measured[index].size
            // A spacer takes no room across the stack and has no guides.
            let guide =
                subviews[index].spacerMinLength == nil
                ? crossGuide.value(for: subviews[index].node, proposal: measured[index].proposal, size: size)
                : crossGuide.defaultValue(in: ViewDimensions(size: size))
            extent.include(length: cross(size), guide: guide)
            return guide
        }
        return (guides, extent)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let measured = measure(subviews, proposal: proposal)
        let length = measured.reduce(0) { $0 + main($1.size) } + totalGap(subviews)
        let thickness = crossGuides(subviews, measured).extent.length
        return axis == .horizontal ? CGSize(width: length, height: thickness) : CGSize(width: thickness, height: length)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        let measured = measure(subviews, proposal: proposal)
        let gaps = gaps(subviews) + [0]
        let (guides, extent) = crossGuides(subviews, measured)
        var position: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let crossOffset = extent.line - guides[index]
            let origin =
                axis == .horizontal ? CGPoint(x: position, y: crossOffset) : CGPoint(x: crossOffset, y: position)
            subview.place(
                at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: measured[index].proposal)
            position += main(measured[index].size) + gaps[index]
        }
    }
}
