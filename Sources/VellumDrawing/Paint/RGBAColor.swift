import Foundation

/// A resolved colour: sRGB components and opacity in 0...1, not premultiplied.
///
/// This is what a `Color` or a gradient stop becomes once it is drawn; renderers consume
/// it directly.
///
/// ```swift
/// let blue = RGBAColor(red: 0, green: 122 / 255, blue: 1, opacity: 1)
/// ```
public struct RGBAColor: Hashable, Sendable {
    /// Default: 0.
    public var red: Double
    /// Default: 0.
    public var green: Double
    /// Default: 0.
    public var blue: Double
    /// Default: 1.
    public var opacity: Double

    /// Creates a colour; components are clamped to 0...1 and NaN counts as 0.
    public init(red: Double = 0, green: Double = 0, blue: Double = 0, opacity: Double = 1) {
        self.red = Self.clamp(red)
        self.green = Self.clamp(green)
        self.blue = Self.clamp(blue)
        self.opacity = Self.clamp(opacity)
    }

    /// Transparent black.
    public static let clear = RGBAColor(opacity: 0)

    /// A grey of `level` (0…255, as design tools write it) at `opacity`.
    package init(grey level: Double, opacity: Double) {
        self.init(red: level / 255, green: level / 255, blue: level / 255, opacity: opacity)
    }

    /// Clamps to 0...1, with NaN as 0.
    package static func clamp(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// This colour with its opacity multiplied by `factor`.
    package func multiplyingOpacity(by factor: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, opacity: opacity * factor)
    }

    /// Straight-line interpolation of every component in sRGB, as SwiftUI's gradients do.
    package func interpolated(to other: RGBAColor, fraction t: Double) -> RGBAColor {
        RGBAColor(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t, opacity: opacity + (other.opacity - opacity) * t)
    }
}
