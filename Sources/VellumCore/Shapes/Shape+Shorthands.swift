import Foundation
import VellumGeometry

// SwiftUI's shape shorthands (iOS 17), so `.clipShape(.rect(cornerRadius: 12))` and
// `.background(.blue, in: .capsule)` compile wherever a `Shape` is expected.

extension Shape where Self == Rectangle {
    /// A rectangle.
    ///
    /// ```swift
    /// Color.blue.clipShape(.rect)
    /// ```
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners of `cornerRadius`.
    ///
    /// ```swift
    /// Text("Card").padding().background(.yellow, in: .rect(cornerRadius: 12))
    /// ```
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rectangle with rounded corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius of its own for each corner.
    ///
    /// ```swift
    /// Color.orange.clipShape(.rect(topLeadingRadius: 16, bottomTrailingRadius: 16))
    /// ```
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
        bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }

    /// A rectangle with the corner radii `cornerRadii`.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> UnevenRoundedRectangle
    {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
}

extension Shape where Self == Circle {
    /// A circle inscribed in the frame.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    ///
    /// ```swift
    /// Text("New").padding(.horizontal, 8).background(.red, in: .capsule)
    /// ```
    public static var capsule: Capsule { Capsule() }

    /// A capsule whose ends have `style`'s curvature.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
    /// An ellipse filling the frame.
    public static var ellipse: Ellipse { Ellipse() }
}
