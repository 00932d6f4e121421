import Foundation
import VellumGeometry

/// A gradient ready to use as a style, as SwiftUI's `AnyGradient`: on its own it fills from
/// the top of the shape to the bottom; it also makes linear, radial, elliptical and angular
/// gradients.
///
/// `Color.gradient` is the standard gradient of a colour. Apple does not document its
/// recipe; Vellum runs from the colour at three quarters of its saturation (HSB) at the top
/// to the colour at four thirds of it (at most full) at the bottom, a light-to-rich ramp of
/// one hue like the one SwiftUI draws.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12).fill(.blue.gradient)
/// Circle().fill(Gradient(colors: [.yellow, .blue]).colorSpace(.perceptual))
/// ```
public struct AnyGradient: ShapeStyle, Hashable, Sendable {
    /// The stops as drawn: in `.perceptual` space, the ramp cut into steps short enough that
    /// sRGB interpolation between them follows Oklab.
    let gradient: Gradient

    /// A gradient of `gradient`'s stops, interpolated in sRGB.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    /// This gradient interpolated in `space`.
    ///
    /// ```swift
    /// Rectangle().fill(Color.red.gradient.colorSpace(.perceptual))
    /// ```
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        gradient.colorSpace(space)
    }

    /// The style itself.
    public func resolve(in environment: EnvironmentValues) -> Self { self }

    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)._paint(
            in: bounds, environment: environment)
    }
}

extension Gradient {
    /// How many pieces each span between two stops is cut into for `.perceptual`: enough
    /// that no step differs from Oklab interpolation by more than about one 8-bit level.
    static let perceptualSteps = 16

    /// This gradient, interpolated in `space`, as SwiftUI's `colorSpace(_:)`.
    ///
    /// ```swift
    /// Capsule().fill(Gradient(colors: [.blue, .yellow]).colorSpace(.perceptual))
    /// ```
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        guard space == .perceptual else { return AnyGradient(self) }
        let sorted = stops.enumerated()
            .map { (order: $0.offset, color: $0.element.color, location: Self.clampedLocation($0.element.location)) }
            .sorted { ($0.location, $0.order) < ($1.location, $1.order) }
        var expanded: [Stop] = []
        for (from, to) in zip(sorted, sorted.dropFirst()) {
            expanded.append(Stop(color: from.color, location: from.location))
            guard to.location > from.location else { continue }
            for step in 1..<Self.perceptualSteps {
                let t = Double(step) / Double(Self.perceptualSteps)
                expanded.append(
                    Stop(
                        color: from.color.mix(with: to.color, by: t, in: .perceptual),
                        location: from.location + (to.location - from.location) * t))
            }
        }
        if let last = sorted.last { expanded.append(Stop(color: last.color, location: last.location)) }
        return AnyGradient(Gradient(stops: expanded))
    }

    private static func clampedLocation(_ location: CGFloat) -> CGFloat {
        location.isNaN ? 0 : min(max(location, 0), 1)
    }
}

extension Color {
    /// The standard gradient of this colour (see ``AnyGradient`` for its recipe).
    ///
    /// ```swift
    /// Capsule().fill(.green.gradient)
    /// ```
    public var gradient: AnyGradient {
        AnyGradient(
            Gradient(colors: [
                Color(light: light.saturation(scaledBy: 0.75), dark: dark.saturation(scaledBy: 0.75)),
                Color(light: light.saturation(scaledBy: 4 / 3), dark: dark.saturation(scaledBy: 4 / 3))
            ]))
    }
}

extension RGBAColor {
    /// This colour with its HSB saturation multiplied by `factor` (at most 1), hue and
    /// brightness kept.
    func saturation(scaledBy factor: Double) -> RGBAColor {
        let maximum = max(red, green, blue), minimum = min(red, green, blue)
        guard maximum > 0, maximum > minimum else { return self }
        let saturation = (maximum - minimum) / maximum
        let scaled = min(saturation * factor, 1)
        // Each channel keeps its place between the brightness and the new minimum.
        let newMinimum = maximum * (1 - scaled)
        func channel(_ value: Double) -> Double {
            newMinimum + (value - minimum) / (maximum - minimum) * (maximum - newMinimum)
        }
        return RGBAColor(red: channel(red), green: channel(green), blue: channel(blue), opacity: opacity)
    }
}

extension LinearGradient {
    /// A linear gradient of an ``AnyGradient``.
    ///
    /// ```swift
    /// LinearGradient(Color.blue.gradient, startPoint: .leading, endPoint: .trailing)
    /// ```
    public init(_ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension RadialGradient {
    /// A radial gradient of an ``AnyGradient``.
    public init(_ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat) {
        self.init(gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension EllipticalGradient {
    /// An elliptical gradient of an ``AnyGradient``.
    public init(
        _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

extension AngularGradient {
    /// An angular gradient of an ``AnyGradient``.
    public init(
        _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle = .zero, endAngle: Angle = .zero
    ) {
        self.init(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}
