import Foundation

/// A point in a unit square, resolved against a rectangle: `(0, 0)` is its top-leading
/// corner and `(1, 1)` its bottom-trailing corner, as in SwiftUI.
///
/// ```swift
/// let rect = CGRect(x: 0, y: 0, width: 200, height: 100)
/// UnitPoint.bottomTrailing.point(in: rect) // (200, 100)
/// ```
public struct UnitPoint: Hashable, Sendable {
    /// Default: 0.
    public var x: CGFloat
    /// Default: 0.
    public var y: CGFloat

    /// The point `(0, 0)`.
    public init() { x = 0; y = 0 }
    /// A unit point; values outside 0...1 lie outside the rectangle, as in SwiftUI.
    public init(x: CGFloat, y: CGFloat) { self.x = x; self.y = y }

    /// (0, 0), the top-leading corner.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// (0.5, 0.5), the centre.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// (0, 0.5), the middle of the leading edge.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// (1, 0.5), the middle of the trailing edge.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// (0.5, 0), the middle of the top edge.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// (0.5, 1), the middle of the bottom edge.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// (0, 0), the top-leading corner.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// (1, 0), the top-trailing corner.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// (0, 1), the bottom-leading corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// (1, 1), the bottom-trailing corner.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point this unit point names in `rect` (left-to-right layout).
    package func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}
