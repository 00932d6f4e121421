import Foundation
import VellumGeometry

/// An angular (conic) gradient, as in SwiftUI: colours change with the angle around `center`,
/// from `startAngle` (location 0) to `endAngle` (location 1).
///
/// Angles are measured from 3 o'clock and grow clockwise on screen (y points down), as
/// everywhere in SwiftUI. The centre resolves against the bounding rectangle of the filled
/// shape. The span `endAngle − startAngle` decides what one turn shows; these are the rules of
/// Apple's `AngularGradient` documentation ("If endAngle − startAngle > 2π, the gradient only
/// draws the last complete turn. If endAngle − startAngle < 2π, the gradient fills the missing
/// area with the colors defined by gradient locations one and zero, transitioning between the
/// two halfway across the missing area."):
///
/// - **A full turn** (span 360°, or within 1e-12 of a turn): the ramp goes once around,
///   starting at `startAngle`.
/// - **Less than a turn**: the ramp covers the span; the rest of the turn (the gap) shows the
///   last colour for its first half and the first colour for its second half, with a hard edge
///   halfway across the gap. (Tokamak's `conic-gradient` port does the same.) A zero span
///   (equal angles, as both defaults) is a full turn, a colour wheel, as in SwiftUI.
/// - **More than a turn**: only the last complete turn shows, the one that ends at `endAngle`;
///   the earlier part of the ramp is painted over.
/// - **Negative spans** (`endAngle < startAngle`): the gradient runs counterclockwise from
///   `startAngle`, with the same three rules applied to the span's magnitude (community
///   documentation of SwiftUI: "angles can be a negative value, which will rotate the color
///   counter-clockwise").
/// - **Non-finite angles**: a non-finite span counts as a full turn; a non-finite `startAngle` as 0°.
///
/// It resolves to a ``Paint/conicGradient(_:center:startAngle:)`` whose ramp covers exactly one
/// clockwise turn from its start angle.
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
/// Circle().fill(AngularGradient(gradient: Gradient(colors: [.blue, .green]), center: .center,
///                               startAngle: .degrees(0), endAngle: .degrees(180)))
/// ```
public struct AngularGradient: ShapeStyle, Hashable, Sendable {
    /// The colour stops.
    var gradient: Gradient
    /// The centre, in the unit square of the filled shape's bounds.
    var center: UnitPoint
    /// The angle of location 0.
    var startAngle: Angle
    /// The angle of location 1.
    var endAngle: Angle

    /// Creates an angular gradient that runs from `startAngle` to `endAngle`.
    ///
    /// - Parameters:
    ///   - gradient: The colour stops.
    ///   - center: The centre, relative to the filled shape's bounds.
    ///   - startAngle: The angle of location 0. Default: `.zero` (3 o'clock).
    ///   - endAngle: The angle of location 1. Default: `.zero`. Spans other than one turn
    ///     follow the rules in ``AngularGradient``.
    ///
    /// ```swift
    /// AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center,
    ///                 startAngle: .degrees(-90), endAngle: .degrees(270))
    /// ```
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Creates an angular gradient from colours spread evenly from `startAngle` to `endAngle`.
    ///
    /// - Parameters:
    ///   - colors: The colours, first to last.
    ///   - center: The centre, relative to the filled shape's bounds.
    ///   - startAngle: The angle of the first colour.
    ///   - endAngle: The angle of the last colour.
    ///
    /// ```swift
    /// AngularGradient(colors: [.green, .yellow], center: .center, startAngle: .zero, endAngle: .degrees(90))
    /// ```
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from colour stops.
    ///
    /// - Parameters:
    ///   - stops: The colour stops, in any order.
    ///   - center: The centre, relative to the filled shape's bounds.
    ///   - startAngle: The angle of location 0.
    ///   - endAngle: The angle of location 1.
    ///
    /// ```swift
    /// AngularGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
    ///                 center: .center, startAngle: .zero, endAngle: .degrees(360))
    /// ```
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates a conic gradient that completes one full turn, starting at `angle`.
    ///
    /// - Parameters:
    ///   - gradient: The colour stops.
    ///   - center: The centre, relative to the filled shape's bounds.
    ///   - angle: Where location 0 (and, a turn later, location 1) lies. Default: `.zero`.
    ///
    /// ```swift
    /// AngularGradient(gradient: Gradient(colors: [.red, .blue, .red]), center: .center, angle: .degrees(-90))
    /// ```
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// Creates a conic gradient from colours spread evenly over one full turn from `angle`.
    ///
    /// - Parameters:
    ///   - colors: The colours, first to last.
    ///   - center: The centre, relative to the filled shape's bounds.
    ///   - angle: Where the first colour lies. Default: `.zero`.
    ///
    /// ```swift
    /// AngularGradient(colors: [.red, .green, .blue, .red], center: .center)
    /// ```
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// Creates a conic gradient from colour stops over one full turn from `angle`.
    ///
    /// - Parameters:
    ///   - stops: The colour stops, in any order.
    ///   - center: The centre, relative to the filled shape's bounds.
    ///   - angle: Where location 0 lies. Default: `.zero`.
    ///
    /// ```swift
    /// AngularGradient(stops: [.init(color: .white, location: 0), .init(color: .black, location: 1)],
    ///                 center: .center, angle: .degrees(90))
    /// ```
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// A `.conicGradient` whose ramp covers exactly one clockwise turn from its start angle
    /// (normalised to 0..<2π), built by the rules in ``AngularGradient``; a solid `.color` when
    /// the gradient has fewer than two stops.
    /// The style itself: a gradient is a primitive style.
    public func resolve(in environment: EnvironmentValues) -> Self { self }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        let ramp = gradient.resolved(in: environment)
        if ramp.stops.count == 1 { return .color(ramp.stops[0].color) }
        let (turn, start) = Self.oneTurn(ramp, startAngle: startAngle, endAngle: endAngle)
        return .conicGradient(turn, center: center.point(in: bounds), startAngle: start)
    }

    /// The ramp of one clockwise turn and the angle where it starts, for a gradient whose
    /// locations 0 and 1 lie at `startAngle` and `endAngle`.
    static func oneTurn(_ ramp: ResolvedGradient, startAngle: Angle, endAngle: Angle)
        -> (ResolvedGradient, Angle)
    {
        let fullTurn = 2 * Double.pi
        let start = startAngle.radians.isFinite ? startAngle.radians : 0
        var span = endAngle.radians - startAngle.radians
        // No span at all (both angles defaulted, or non-finite) means one full turn, as in
        // SwiftUI, where `AngularGradient(gradient:center:)` is a colour wheel.
        if !span.isFinite || span == 0 { span = fullTurn }
        let clockwise = span >= 0
        var turns = abs(span) / fullTurn
        if abs(turns - 1) <= 1e-12 { turns = 1 }

        // `stops` is the turn in the gradient's own direction, from `origin`.
        var stops: [ResolvedGradient.Stop]
        let origin: Double
        if turns >= 1 {
            // The last complete turn: ramp locations 1 − 1/turns ... 1.
            stops = resampled(ramp, from: 1 - 1 / turns)
            origin = turns == 1 ? start : endAngle.radians
        } else {
            // The ramp covers `turns` of the circle; the gap shows the last colour, then the
            // first, switching halfway.
            let first = ramp.stops[0].color, last = ramp.stops[ramp.stops.count - 1].color
            let middle = (turns + 1) / 2
            stops = ramp.stops.map { .init(location: $0.location * turns, color: $0.color) }
            stops += [
                .init(location: middle, color: last), .init(location: middle, color: first),
                .init(location: 1, color: first)
            ]
            origin = start
        }
        if !clockwise {
            // Counterclockwise by u from the origin is clockwise by 1 − u.
            stops = stops.reversed().map { .init(location: 1 - $0.location, color: $0.color) }
        }
        var normalized = origin.remainder(dividingBy: fullTurn)
        if normalized < 0 { normalized += fullTurn }
        if !normalized.isFinite { normalized = 0 }
        return (ResolvedGradient(stops: stops), Angle(radians: normalized))
    }

    /// The part of `ramp` from location `t0` to 1, stretched over 0...1.
    static func resampled(_ ramp: ResolvedGradient, from t0: Double) -> [ResolvedGradient.Stop] {
        let width = 1 - t0
        guard t0 > 0 else { return ramp.stops }
        guard width > 0 else { return [.init(location: 0, color: ramp.color(at: 1))] }
        var stops: [ResolvedGradient.Stop] = [.init(location: 0, color: ramp.color(at: t0))]
        for stop in ramp.stops where stop.location >= t0 {
            stops.append(.init(location: (stop.location - t0) / width, color: stop.color))
        }
        return stops
    }
}
