import Foundation
import VellumGeometry

/// An elliptical gradient, as in SwiftUI: a radial gradient defined in the unit square, which
/// is then stretched to fill the bounding rectangle of the filled shape, so its circles become
/// ellipses.
///
/// The radius fractions are radii in that unit square: 0 is the centre, 0.5 (the default end)
/// reaches the middle of each edge when the gradient is centred, and 1 reaches the far edges
/// from a corner. So along x a fraction `f` is `f × width` points, along y `f × height`.
/// Negative or non-finite fractions count as 0.
///
/// It resolves to a ``Paint/radialGradient(_:center:startRadius:endRadius:)`` in unit-square
/// coordinates wrapped in ``Paint/transformed(_:_:)`` with the transform that maps the unit
/// square onto the bounds.
///
/// ```swift
/// Capsule().fill(EllipticalGradient(colors: [.white, .indigo]))
/// ```
public struct EllipticalGradient: ShapeStyle, Hashable, Sendable {
    /// The colour stops.
    var gradient: Gradient
    /// The centre, in the unit square of the filled shape's bounds.
    var center: UnitPoint
    /// The unit-square radius of location 0.
    var startRadiusFraction: CGFloat
    /// The unit-square radius of location 1.
    var endRadiusFraction: CGFloat

    /// Creates an elliptical gradient.
    ///
    /// - Parameters:
    ///   - gradient: The colour stops.
    ///   - center: The centre, relative to the filled shape's bounds. Default: `.center`.
    ///   - startRadiusFraction: The radius of location 0 in the unit square. Default: 0.
    ///   - endRadiusFraction: The radius of location 1 in the unit square. Default: 0.5,
    ///     which touches the middle of every edge from the centre.
    ///
    /// ```swift
    /// EllipticalGradient(gradient: Gradient(colors: [.blue, .green]), center: .topLeading,
    ///                    startRadiusFraction: 0, endRadiusFraction: 1)
    /// ```
    public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Creates an elliptical gradient from colours spread evenly from the start radius to the
    /// end radius.
    ///
    /// - Parameters:
    ///   - colors: The colours, innermost first.
    ///   - center: The centre, relative to the filled shape's bounds. Default: `.center`.
    ///   - startRadiusFraction: The radius of the first colour in the unit square. Default: 0.
    ///   - endRadiusFraction: The radius of the last colour in the unit square. Default: 0.5.
    ///
    /// ```swift
    /// EllipticalGradient(colors: [.red, .yellow])
    /// ```
    public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from colour stops.
    ///
    /// - Parameters:
    ///   - stops: The colour stops, in any order.
    ///   - center: The centre, relative to the filled shape's bounds. Default: `.center`.
    ///   - startRadiusFraction: The radius of location 0 in the unit square. Default: 0.
    ///   - endRadiusFraction: The radius of location 1 in the unit square. Default: 0.5.
    ///
    /// ```swift
    /// EllipticalGradient(stops: [.init(color: .blue, location: 0), .init(color: .green, location: 0.9)])
    /// ```
    public init(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// A unit-square `.radialGradient` wrapped in `.transformed` by the map from the unit
    /// square onto `bounds`; a solid `.color` when the gradient has fewer than two stops or
    /// both radii are 0.
    /// The style itself: a gradient is a primitive style.
    public func resolve(in environment: EnvironmentValues) -> Self { self }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let radial = RadialGradient(
            gradient: gradient, center: center, startRadius: startRadiusFraction,
            endRadius: endRadiusFraction
        )._paint(in: CGRect(x: 0, y: 0, width: 1, height: 1), environment: environment)
        if case .color = radial { return radial }
        let unitToBounds = CGAffineTransform(
            a: bounds.width, b: 0, c: 0, d: bounds.height,
            tx: bounds.minX, ty: bounds.minY)
        return .transformed(radial, unitToBounds)
    }
}
