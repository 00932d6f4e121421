import Foundation

/// One radius per corner of a rectangle, as in SwiftUI.
///
/// ```swift
/// let tab = Path(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 40),
///                cornerRadii: RectangleCornerRadii(topLeading: 12, topTrailing: 12))
/// ```
public struct RectangleCornerRadii: Hashable, Sendable {
    /// Default: 0.
    public var topLeading: CGFloat
    /// Default: 0.
    public var bottomLeading: CGFloat
    /// Default: 0.
    public var bottomTrailing: CGFloat
    /// Default: 0.
    public var topTrailing: CGFloat

    /// Creates the radii; negative and non-finite radii count as 0 when a path is built.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0,
        bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}
