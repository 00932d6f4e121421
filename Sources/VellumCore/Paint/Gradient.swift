import Foundation
import VellumGeometry

/// A list of colour stops, as in SwiftUI: the colours of a gradient before it is given a
/// shape (``LinearGradient``, ``RadialGradient``, ``AngularGradient``, ``EllipticalGradient``).
///
/// The stops are kept as given; ``resolved`` applies SwiftUI's rules: stops are sorted by
/// location (keeping the given order of equal locations, so a pair of equal stops makes a hard
/// edge), locations are clamped to 0...1 (NaN counts as 0), no stops draw nothing (fully
/// transparent) and a single stop draws its colour everywhere.
///
/// Used directly as a ``ShapeStyle``, a gradient runs from top to bottom of the filled shape,
/// like SwiftUI's `Gradient` and `AnyGradient`.
///
/// ```swift
/// let sunset = Gradient(colors: [.orange, .pink, .purple])
/// let hard = Gradient(stops: [.init(color: .red, location: 0.5), .init(color: .blue, location: 0.5)])
/// Rectangle().fill(sunset)
/// ```
public struct Gradient: Hashable, Sendable {
    /// The stops, as given (not sorted or clamped). Default: none.
    public var stops: [Stop]

    /// Creates a gradient from stops in any order.
    ///
    /// - Parameters:
    ///   - stops: The colour stops; sorted and clamped when the gradient is drawn.
    ///
    /// ```swift
    /// let g = Gradient(stops: [.init(color: .white, location: 0), .init(color: .black, location: 1)])
    /// ```
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Creates a gradient from colours spread evenly from location 0 to 1; a single colour
    /// sits at 0.
    ///
    /// - Parameters:
    ///   - colors: The colours, first to last.
    ///
    /// ```swift
    /// Gradient(colors: [.red, .green, .blue]).stops.map(\.location) // [0, 0.5, 1]
    /// ```
    public init(colors: [Color]) {
        let last = colors.count - 1
        self.stops = colors.enumerated().map { index, color in
            Stop(color: color, location: last > 0 ? CGFloat(index) / CGFloat(last) : 0)
        }
    }

    /// The colour ramp as drawn, with SwiftUI's rules (see ``Gradient``).
    ///
    /// ```swift
    /// Gradient(stops: [.init(color: .blue, location: 2), .init(color: .red, location: -1)])
    ///     .resolved.stops.map(\.location) // [0, 1]: sorted and clamped
    /// ```
    public var resolved: ResolvedGradient { resolved(in: EnvironmentValues()) }

    /// The colour ramp as drawn in `environment`, whose colour scheme picks each stop's
    /// colour.
    public func resolved(in environment: EnvironmentValues) -> ResolvedGradient {
        let scheme = environment.colorScheme
        return ResolvedGradient(
            stops: stops.map {
                ResolvedGradient.Stop(location: Double($0.location), color: $0.color.rgba(in: scheme))
            })
    }

    /// The solid colour this gradient draws if it is not really a gradient (no stops or one
    /// stop); `nil` otherwise.
    var solidColor: RGBAColor? {
        let ramp = resolved
        return ramp.stops.count == 1 ? ramp.stops[0].color : nil
    }
}

extension Gradient: ShapeStyle {
    /// A linear gradient from the middle of the top edge of `bounds` to the middle of its
    /// bottom edge, as SwiftUI draws a `Gradient` used as a shape style.
    /// The style itself: a gradient is a primitive style.
    public func resolve(in environment: EnvironmentValues) -> Self { self }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom)._paint(in: bounds, environment: environment)
    }
}
