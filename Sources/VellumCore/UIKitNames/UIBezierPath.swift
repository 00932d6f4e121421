import Foundation
import VellumGeometry

/// The corners `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)` rounds, as UIKit's.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's path, as SwiftUI code on iOS uses it to build a ``Path`` (`Path(bezier.cgPath)`),
/// most often for a rectangle with some corners rounded. It holds a ``Path``.
///
/// Unlike SwiftUI's `Path.addArc`, UIKit's `clockwise` is the direction seen on screen.
/// Rounded corners are continuous, as UIKit's have been since iOS 7.
///
/// ```swift
/// struct TopCorners: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path(UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight],
///                           cornerRadii: CGSize(width: 16, height: 16)).cgPath)
///     }
/// }
/// ```
public final class UIBezierPath {
    private var path: Path

    /// An empty path.
    public init() { path = Path() }

    /// A rectangle.
    public init(rect: CGRect) { path = Path(rect) }

    /// An ellipse inscribed in `rect`.
    public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }

    /// A rectangle with every corner rounded by `cornerRadius`.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        path = Path(roundedRect: rect, cornerRadius: cornerRadius, style: .continuous)
    }

    /// A rectangle with `corners` rounded by `cornerRadii.width` (UIKit reads the width alone).
    public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        func radius(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? cornerRadii.width : 0 }
        let radii = RectangleCornerRadii(
            topLeading: radius(.topLeft), bottomLeading: radius(.bottomLeft),
            bottomTrailing: radius(.bottomRight), topTrailing: radius(.topRight))
        path = Path(roundedRect: rect, cornerRadii: radii, style: .continuous)
    }

    /// An arc of the circle at `center`, angles in radians from 3 o'clock, turning
    /// `clockwise` on screen.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The path of `cgPath`.
    public init(cgPath: CGPath) { path = Path(cgPath) }

    /// The path as CoreGraphics' (`Path(bezier.cgPath)` draws it).
    public var cgPath: CGPath {
        get { path.cgPath }
        set { path = Path(newValue) }
    }

    /// The smallest rectangle holding every point, control points included.
    public var bounds: CGRect { path.isEmpty ? .zero : path.boundingRect }

    /// Where the next segment starts; `.zero` in an empty path.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint) { path.move(to: point) }

    /// A line to `point`.
    public func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// A cubic curve to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// A quadratic curve to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// An arc, angles in radians from 3 o'clock, turning `clockwise` on screen.
    public func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        // SwiftUI's flag means the opposite direction on screen.
        path.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)),
            endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }

    /// Closes the current subpath.
    public func close() { path.closeSubpath() }

    /// Adds `other`'s subpaths.
    public func append(_ other: UIBezierPath) { path.addPath(other.path) }

    /// Removes every element.
    public func removeAllPoints() { path = Path() }

    /// Maps every point by `transform`.
    public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }

    /// Whether the path, filled with the non-zero rule, contains `point`.
    public func contains(_ point: CGPoint) -> Bool { path.contains(point) }
}
