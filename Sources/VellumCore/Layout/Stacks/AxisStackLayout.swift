import Foundation
import VellumGeometry

/// What ``HStackLayout`` and ``VStackLayout`` share: the axis they stack along decides their
/// ``LayoutProperties`` and the ``StackLayoutAlgorithm`` their `Layout` methods run, so each
/// type only names its axis and its cross-axis guide.
protocol AxisStackLayout: Layout {
    /// The axis subviews follow each other along.
    static var axis: Axis { get }
    /// The guide subviews line up on across the axis.
    var crossGuide: AlignmentKey { get }
    /// The stack's own spacing, or nil for the subviews' preferences.
    var spacing: CGFloat? { get }
}

extension AxisStackLayout {
    /// The stack algorithm for this layout's axis, guide and spacing.
    var algorithm: StackLayoutAlgorithm {
        StackLayoutAlgorithm(axis: Self.axis, crossGuide: crossGuide, spacing: spacing)
    }

    /// Properties that say the stack's axis, so a `Spacer` inside grows along it.
    static var stackLayoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }

    /// A stack's spacing as it keeps it: NaN counts as nil, the subviews' preferences.
    static func keptSpacing(_ spacing: CGFloat?) -> CGFloat? {
        spacing.flatMap { $0.isNaN ? nil : $0 }
    }

    // The `Layout` methods both stacks run, public because they witness `Layout`'s requirements.

    public static var layoutProperties: LayoutProperties { stackLayoutProperties }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        algorithm.spacing(subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.sizeThatFits(proposal: proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}
