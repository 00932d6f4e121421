import Foundation
import VellumGeometry

/// A container that sizes and places its subviews, with SwiftUI's protocol: how big for a
/// proposal (``sizeThatFits(proposal:subviews:cache:)``), then where each subview goes
/// (``placeSubviews(in:proposal:subviews:cache:)``). `HStack`, `VStack` and `ZStack` are
/// written on it (``HStackLayout``, ``VStackLayout``, ``ZStackLayout``).
///
/// A layout is used as a view by calling it with content. The cache is made once for each
/// render (``makeCache(subviews:)``) and kept while the layout is measured and placed.
///
/// ```swift
/// struct RadialLayout: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         proposal.replacingUnspecifiedDimensions()
///     }
///
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         let radius = min(bounds.width, bounds.height) / 3
///         for (index, subview) in subviews.enumerated() {
///             let angle = Angle.degrees(360 / Double(subviews.count) * Double(index)).radians
///             let point = CGPoint(x: bounds.midX + radius * cos(angle), y: bounds.midY + radius * sin(angle))
///             subview.place(at: point, anchor: .center, proposal: .unspecified)
///         }
///     }
/// }
///
/// RadialLayout {
///     ForEach(0..<8) { _ in Circle().fill(.blue).frame(width: 20, height: 20) }
/// }
/// .frame(width: 200, height: 200)
/// ```
///
/// Unlike SwiftUI's, `Layout` does not refine `Animatable`: a render draws one settled frame.
public protocol Layout {
    /// Properties of the layout's kind: a stack names its axis here, which `Spacer` reads.
    /// Default: `LayoutProperties()` (no stack orientation).
    static var layoutProperties: LayoutProperties { get }

    /// What the layout keeps between its calls in one render. Default: `Void`.
    associatedtype Cache = Void

    /// The subviews' proxies.
    typealias Subviews = LayoutSubviews

    /// Makes the cache for `subviews`, once a render.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date when the subviews change. Default: makes it anew.
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The spacing the layout asks of its neighbours. Default: the union of its subviews'
    /// spacing (for a stack, each edge's spacing from the subviews along that edge).
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size the layout takes for `proposal`.
    ///
    /// - Parameters:
    ///   - proposal: What the parent offers; nil dimensions ask for the ideal length.
    ///   - subviews: The subviews to measure (``LayoutSubview/sizeThatFits(_:)``).
    ///   - cache: The layout's cache for this render.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview (``LayoutSubview/place(at:anchor:proposal:)``) in `bounds`, the
    /// region of the size the layout chose for `proposal`. A subview that is not placed is
    /// centred in `bounds` at its ideal size.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Where the layout puts a horizontal guide, in `bounds`' coordinates; nil for the
    /// guide's default. Default: the subviews' explicit values of a custom guide, where
    /// ``placeSubviews(in:proposal:subviews:cache:)`` puts them, merged by
    /// ``HorizontalAlignment/combineExplicit(_:)``; nil for `.leading`, `.center` and
    /// `.trailing`, which a container does not pass on.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat?

    /// Where the layout puts a vertical guide, in `bounds`' coordinates; nil for the guide's
    /// default. Default: the subviews' explicit values of a text baseline or custom guide,
    /// where ``placeSubviews(in:proposal:subviews:cache:)`` puts them, merged by
    /// ``VerticalAlignment/combineExplicit(_:)`` (so a `VStack`'s first baseline is its first
    /// text's); nil for `.top`, `.center` and `.bottom`.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat?
}

extension Layout where Cache == () {
    /// A layout with no cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return subviews.isEmpty ? ViewSpacing() : spacing
    }

    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        mergedExplicitGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The subviews' explicit values of `guide` where the layout places them, merged.
    private func mergedExplicitGuide(
        _ guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        guard !guide.isBuiltInEdge, let recorder = subviews.first?.placements else { return nil }
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
        return guide.combine(
            subviews.map { subview -> CGFloat? in
                let placement = recorder.placements[subview.index] ?? .unplaced(in: bounds)
                guard let value = subview.node.explicitGuide(guide, proposal: placement.proposal) else { return nil }
                let origin = placement.origin(for: subview.sizeThatFits(placement.proposal))
                return value + (guide.axis == .horizontal ? origin.x : origin.y)
            })
    }

    /// The layout as a view of `content`'s views.
    ///
    /// ```swift
    /// HStackLayout(spacing: 4) { Circle(); Text("Online") }
    /// ```
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutView(layout: self, content: content())
    }
}

/// A layout applied to views: one node that runs the layout over the views' nodes.
struct LayoutView<L: Layout, Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let layout: L
    let content: Content

    func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        // A stack tells its children its axis (a `Divider` draws across it).
        var inner = environment
        inner.stackAxis = L.layoutProperties.stackOrientation
        return [
            LayoutNode(
                layout: layout, children: ViewTree.nodes(of: content, in: inner),
                mirror: HorizontalMirror(environment))
        ]
    }
}

private struct StackAxisKey: EnvironmentKey { static let defaultValue: Axis? = nil }

extension EnvironmentValues {
    /// The axis of the stack a view is directly in (nil: not in a stack).
    var stackAxis: Axis? {
        get { self[StackAxisKey.self] }
        set { self[StackAxisKey.self] = newValue }
    }
}
