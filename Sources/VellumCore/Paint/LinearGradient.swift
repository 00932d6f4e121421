import Foundation
import VellumGeometry

/// A linear gradient, as in SwiftUI: colours change along the line from `startPoint` to
/// `endPoint` and stay constant across it; beyond the ends the end colours continue.
///
/// The unit points resolve against the bounding rectangle of the filled shape. If they resolve
/// to the same point, the gradient paints its last colour (SVG's rule for a zero-length
/// gradient vector; Cairo would average the first and last colours instead).
///
/// ```swift
/// Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
/// ```
public struct LinearGradient: ShapeStyle, Hashable, Sendable {
    /// The colour stops.
    var gradient: Gradient
    /// Where t = 0 lies, in the unit square of the filled shape's bounds.
    var startPoint: UnitPoint
    /// Where t = 1 lies, in the unit square of the filled shape's bounds.
    var endPoint: UnitPoint

    /// Creates a linear gradient.
    ///
    /// - Parameters:
    ///   - gradient: The colour stops.
    ///   - startPoint: Where the first location (0) lies, relative to the filled shape's bounds.
    ///   - endPoint: Where the last location (1) lies, relative to the filled shape's bounds.
    ///
    /// ```swift
    /// LinearGradient(gradient: Gradient(colors: [.white, .black]), startPoint: .top, endPoint: .bottom)
    /// ```
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient from colours spread evenly from start to end.
    ///
    /// - Parameters:
    ///   - colors: The colours, first to last.
    ///   - startPoint: Where the first colour lies, relative to the filled shape's bounds.
    ///   - endPoint: Where the last colour lies, relative to the filled shape's bounds.
    ///
    /// ```swift
    /// LinearGradient(colors: [.red, .blue], startPoint: .topLeading, endPoint: .bottomTrailing)
    /// ```
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from colour stops.
    ///
    /// - Parameters:
    ///   - stops: The colour stops, in any order.
    ///   - startPoint: Where location 0 lies, relative to the filled shape's bounds.
    ///   - endPoint: Where location 1 lies, relative to the filled shape's bounds.
    ///
    /// ```swift
    /// LinearGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 0.3)],
    ///                startPoint: .leading, endPoint: .trailing)
    /// ```
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// A `.linearGradient` from `startPoint` to `endPoint` resolved in `bounds`, or a solid
    /// `.color` when the gradient has fewer than two stops or its two points coincide.
    /// The style itself: a gradient is a primitive style.
    public func resolve(in environment: EnvironmentValues) -> Self { self }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let ramp = gradient.resolved(in: environment)
        let start = startPoint.point(in: bounds), end = endPoint.point(in: bounds)
        if ramp.stops.count == 1 || start == end {
            return .color(ramp.stops[ramp.stops.count - 1].color)
        }
        return .linearGradient(ramp, start: start, end: end)
    }
}
