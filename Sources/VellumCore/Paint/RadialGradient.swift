import Foundation
import VellumGeometry

/// A radial gradient, as in SwiftUI: colours change with the distance from `center`, from
/// `startRadius` (location 0) to `endRadius` (location 1); inside and beyond them the end
/// colours continue.
///
/// The centre resolves against the bounding rectangle of the filled shape; the radii are in
/// points and do not depend on it (use ``EllipticalGradient`` for radii relative to the
/// shape). `startRadius` may exceed `endRadius`, which turns the ramp inside out. Negative or
/// non-finite radii count as 0. Equal radii give a hard edge: the first colour up to the
/// radius, the last colour beyond (the limit of nearly equal radii); both 0 paints the last
/// colour, as SVG does for a zero radius.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 50))
/// ```
public struct RadialGradient: ShapeStyle, Hashable, Sendable {
    /// The colour stops.
    var gradient: Gradient
    /// The common centre of the circles, in the unit square of the filled shape's bounds.
    var center: UnitPoint
    /// The radius of location 0, in points.
    var startRadius: CGFloat
    /// The radius of location 1, in points.
    var endRadius: CGFloat

    /// Creates a radial gradient.
    ///
    /// - Parameters:
    ///   - gradient: The colour stops.
    ///   - center: The centre, relative to the filled shape's bounds.
    ///   - startRadius: The distance from the centre, in points, where location 0 lies.
    ///   - endRadius: The distance from the centre, in points, where location 1 lies.
    ///
    /// ```swift
    /// RadialGradient(gradient: Gradient(colors: [.yellow, .red]), center: .center, startRadius: 10, endRadius: 80)
    /// ```
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient from colours spread evenly from the start radius to the end
    /// radius.
    ///
    /// - Parameters:
    ///   - colors: The colours, innermost (at `startRadius`) first.
    ///   - center: The centre, relative to the filled shape's bounds.
    ///   - startRadius: The radius of the first colour, in points.
    ///   - endRadius: The radius of the last colour, in points.
    ///
    /// ```swift
    /// RadialGradient(colors: [.white, .black], center: .topLeading, startRadius: 0, endRadius: 200)
    /// ```
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from colour stops.
    ///
    /// - Parameters:
    ///   - stops: The colour stops, in any order.
    ///   - center: The centre, relative to the filled shape's bounds.
    ///   - startRadius: The radius of location 0, in points.
    ///   - endRadius: The radius of location 1, in points.
    ///
    /// ```swift
    /// RadialGradient(stops: [.init(color: .clear, location: 0.8), .init(color: .black, location: 1)],
    ///                center: .center, startRadius: 0, endRadius: 100)
    /// ```
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A `.radialGradient` around `center` resolved in `bounds`, or a solid `.color` when the
    /// gradient has fewer than two stops or both radii are 0.
    /// The style itself: a gradient is a primitive style.
    public func resolve(in environment: EnvironmentValues) -> Self { self }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let ramp = gradient.resolved(in: environment)
        let r0 = Self.sanitized(startRadius), r1 = Self.sanitized(endRadius)
        if ramp.stops.count == 1 || (r0 == 0 && r1 == 0) {
            return .color(ramp.stops[ramp.stops.count - 1].color)
        }
        return .radialGradient(ramp, center: center.point(in: bounds), startRadius: r0, endRadius: r1)
    }

    /// Negative and non-finite radii count as 0.
    static func sanitized(_ radius: CGFloat) -> CGFloat {
        radius.isFinite ? max(radius, 0) : 0
    }
}
