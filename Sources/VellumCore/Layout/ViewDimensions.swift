import Foundation

/// A view's size and where its alignment guides fall, as SwiftUI's: given to
/// ``AlignmentID/defaultValue(in:)``, to the closure of `alignmentGuide(_:computeValue:)`,
/// and by ``LayoutSubview/dimensions(in:)``.
///
/// ```swift
/// let dimensions = subview.dimensions(in: .unspecified)
/// let centreX = dimensions[HorizontalAlignment.center]            // width / 2
/// let baseline = dimensions[VerticalAlignment.firstTextBaseline]  // a text's real baseline
/// ```
public struct ViewDimensions: Equatable, @unchecked Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    /// Where the view's explicit guides come from: its node, for the proposal it was measured
    /// with. Nodes live on the render's thread, which is the only one that reads this.
    private let source: (node: _ViewNode, proposal: ProposedViewSize)?

    init(size: CGSize) {
        width = size.width
        height = size.height
        source = nil
    }

    init(node: _ViewNode, proposal: ProposedViewSize) {
        let size = node.sizeThatFits(proposal)
        width = size.width
        height = size.height
        source = (node, proposal)
    }

    /// Where `guide` falls from the view's leading edge: its explicit value, else its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        self[explicit: guide] ?? guide.key.defaultValue(in: self)
    }

    /// Where `guide` falls from the view's top edge: its explicit value (a text's real
    /// baseline, a value set with `alignmentGuide`), else its default.
    public subscript(guide: VerticalAlignment) -> CGFloat { self[explicit: guide] ?? guide.key.defaultValue(in: self) }

    /// Where the view puts `guide` explicitly; nil when it takes the guide's default.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }

    /// Where the view puts `guide` explicitly; nil when it takes the guide's default.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    private func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        guard let source, !key.isBuiltInEdge || source.node.setsEdgeGuides else { return nil }
        return source.node.explicitGuide(key, proposal: source.proposal).flatMap { $0.isFinite ? $0 : nil }
    }

    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.source?.node === rhs.source?.node
            && lhs.source?.proposal == rhs.source?.proposal
    }
}
