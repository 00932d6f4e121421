import Foundation
import VellumGeometry

/// Chooses a candidate for each proposal and answers as it does.
final class ViewThatFitsNode: _ViewNode {
    let axes: Axis.Set
    let candidates: [_ViewNode]

    init(axes: Axis.Set, candidates: [_ViewNode]) {
        self.axes = axes
        self.candidates = candidates
        super.init()
        setsEdgeGuides = candidates.contains { $0.setsEdgeGuides }
    }

    /// The first candidate whose ideal size fits `proposal` along the axes (a nil or infinite
    /// dimension fits anything), else the last; nil with no candidates.
    private func choice(for proposal: ProposedViewSize) -> _ViewNode? {
        for candidate in candidates.dropLast() {
            let ideal = candidate.sizeThatFits(.unspecified)
            let fitsWidth = !axes.contains(.horizontal) || (proposal.width.map { ideal.width <= $0 } ?? true)
            let fitsHeight = !axes.contains(.vertical) || (proposal.height.map { ideal.height <= $0 } ?? true)
            if fitsWidth && fitsHeight { return candidate }
        }
        return candidates.last
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        choice(for: proposal)?.draw(in: &context, proposal: proposal)
    }

    override func explicitGuide(_ guide: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        choice(for: proposal)?.explicitGuide(guide, proposal: proposal)
    }
}
