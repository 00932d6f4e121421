import Foundation
import VellumGeometry

/// The first of its views that fits, as SwiftUI's: each candidate's ideal size is compared
/// with the space offered along `axes`, and the first that fits is shown; when none fits,
/// the last is.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Uploading 3 files to the archive")
///     Text("Uploading 3 files")
///     Text("3 files")
/// }
/// .frame(width: 120)
/// ```
public struct ViewThatFits<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Shows the first view of `content` whose ideal size fits along `axes`.
    ///
    /// - Parameters:
    ///   - axes: The axes the candidates must fit along. Default: both.
    ///   - content: The candidates, in order of preference.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        [ViewThatFitsNode(axes: axes, candidates: ViewTree.nodes(of: content, in: environment))]
    }
}

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
