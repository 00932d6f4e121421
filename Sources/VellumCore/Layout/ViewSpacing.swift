import Foundation

/// The space a view prefers around each of its edges, as SwiftUI's: stacks with no spacing
/// of their own put the larger of two neighbours' preferences between them.
///
/// Vellum's views all prefer SwiftUI's default 8 points on each edge.
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)   // 8
/// ```
public struct ViewSpacing: Hashable, Sendable {
    /// The preferred space beyond each edge: top, leading, bottom, trailing.
    private var top, leading, bottom, trailing: CGFloat

    /// No space at all on any edge.
    public static let zero = ViewSpacing(uniform: 0)

    /// The default: 8 points on every edge.
    public init() { self.init(uniform: defaultStackSpacing) }

    private init(uniform: CGFloat) {
        top = uniform
        leading = uniform
        bottom = uniform
        trailing = uniform
    }

    /// Takes, on each of `edges`, the larger preference of this and `other`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing united with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The space between a view with this spacing and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
}
