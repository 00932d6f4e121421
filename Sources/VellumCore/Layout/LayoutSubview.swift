import Foundation
import VellumGeometry

/// A layout's proxy for one subview, as SwiftUI's: measure it, read its priority, spacing
/// and layout values, and place it.
///
/// ```swift
/// for subview in subviews {
///     let size = subview.sizeThatFits(.unspecified)
///     subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(size))
///     x += size.width
/// }
/// ```
public struct LayoutSubview: Equatable {
    let node: _ViewNode
    let index: Int
    /// Where placements go, while the layout places its subviews (nil while it measures).
    let placements: SubviewPlacements?

    /// The size the subview takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }

    /// The subview's size and alignment guides for `proposal`.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(node: node, proposal: proposal)
    }

    /// The subview's `layoutPriority`. Default: 0.
    public var priority: Double { node.layoutPriority }

    /// The space the subview prefers around it: measured from its font for text, 8 points
    /// for other views (``ViewSpacing``).
    public var spacing: ViewSpacing { node.viewSpacing }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, else the key's
    /// default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }

    /// Places the subview: its `anchor` point goes to `position` (in the coordinates of the
    /// bounds the layout was given), at the size it takes for `proposal`.
    ///
    /// - Parameters:
    ///   - position: Where the anchor goes.
    ///   - anchor: Which point of the subview is at `position`. Default: `.topLeading`.
    ///   - proposal: What the subview is offered; it draws at `sizeThatFits(proposal)`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        placements?.place(index, SubviewPlacement(position: position, anchor: anchor, proposal: proposal))
    }

    /// For the built-in stacks: the subview is a `Spacer` with this minimum length.
    var spacerMinLength: CGFloat?? { node.spacerMinLength }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// Where a layout put one subview.
struct SubviewPlacement {
    var position: CGPoint
    var anchor: UnitPoint
    var proposal: ProposedViewSize

    /// Where a subview the layout did not place goes: centred in `bounds`, at its ideal size.
    static func unplaced(in bounds: CGRect) -> SubviewPlacement {
        SubviewPlacement(position: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
    }

    /// The subview's top-left corner for a subview of `size`.
    func origin(for size: CGSize) -> CGPoint {
        // An anchor at 0 takes the position as it is (an infinite size would make it NaN).
        CGPoint(
            x: anchor.x == 0 ? position.x : position.x - anchor.x * size.width,
            y: anchor.y == 0 ? position.y : position.y - anchor.y * size.height)
    }
}

/// The placements one `placeSubviews` call makes; a class, since SwiftUI's `place` is not
/// mutating.
final class SubviewPlacements {
    private(set) var placements: [SubviewPlacement?]

    init(count: Int) { placements = Array(repeating: nil, count: count) }

    func place(_ index: Int, _ placement: SubviewPlacement) { placements[index] = placement }
}
