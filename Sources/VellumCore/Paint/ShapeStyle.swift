import Foundation
import VellumGeometry

/// A colour or pattern to fill or stroke a shape with, as in SwiftUI.
///
/// Every style resolves to a backend-neutral ``Paint`` once the bounding rectangle of what it
/// fills is known; renderers only ever see that ``Paint``.
///
/// ```swift
/// let style: some ShapeStyle = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
/// let paint = style._paint(in: CGRect(x: 0, y: 0, width: 100, height: 50))
/// // .linearGradient(…, start: (50, 0), end: (50, 50))
/// ```
public protocol ShapeStyle: Sendable {
    /// The paint this style draws with when it fills something whose bounding rectangle is
    /// `bounds`.
    ///
    /// `bounds` is the bounding rect of what is filled, in the user space of the drawing
    /// command: every ``UnitPoint`` of the style (a gradient's start, end or centre) resolves
    /// against it, as in SwiftUI, where `.top` is the middle of the filled shape's top edge.
    /// Lengths given in points (``RadialGradient``'s radii) do not depend on it.
    ///
    /// - Parameters:
    ///   - bounds: The bounding rectangle of the filled shape.
    /// - Returns: The resolved paint, in the same user space as `bounds`.
    ///
    /// ```swift
    /// Color.red._paint(in: .zero) // .color(RGBAColor(red: 1, green: 59 / 255, blue: 48 / 255))
    /// ```
    func _paint(in bounds: CGRect) -> Paint
}
