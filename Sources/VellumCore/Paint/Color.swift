import Foundation
import VellumGeometry

/// A colour, as in SwiftUI: a ``ShapeStyle`` that paints every point the same.
///
/// A colour holds sRGB components and an opacity in 0...1, not premultiplied, for each
/// ``ColorScheme``: the system colours (`.red`, `.primary`, `.secondary`, …) have Apple's
/// iOS dark-mode values as well as their light ones, and ``resolve(in:)`` picks by the
/// environment's `colorScheme`. A colour made from components is the same in both schemes.
/// Components outside 0...1 are clamped when the colour is made, and NaN counts as 0, so a
/// `Color` is always drawable: Vellum's outputs (8-bit PNG, SVG and PDF in sRGB) cannot carry
/// extended-range values, so they are clipped to the sRGB gamut here, in one place
/// (``Color/Resolved`` itself keeps what it is given).
///
/// ```swift
/// let coral = Color(red: 1, green: 0.5, blue: 0.31)
/// let veil = Color.black.opacity(0.25)
/// let brand = Color(red: 0, green: 122 / 255, blue: 1)
/// ```
public struct Color: ShapeStyle, Hashable, Sendable {
    /// The colour in the light scheme.
    let light: RGBAColor
    /// The colour in the dark scheme.
    let dark: RGBAColor

    /// The colour as drawn in the light scheme: sRGB components and opacity, each in 0...1.
    ///
    /// Our addition; ``resolve(in:)`` is SwiftUI's way, and follows the environment's scheme.
    ///
    /// ```swift
    /// Color.white.resolved // RGBAColor(red: 1, green: 1, blue: 1, opacity: 1)
    /// ```
    public var resolved: RGBAColor { light }

    /// A colour from resolved sRGB components, the same in both schemes. Package API: as a
    /// public `Color(_:)` it was one more candidate for `Color(.red)` (UIKit's colour on iOS).
    package init(_ resolved: RGBAColor) {
        self.init(light: resolved, dark: resolved)
    }

    /// A colour with a value for each scheme.
    init(light: RGBAColor, dark: RGBAColor) {
        self.light = light
        self.dark = dark
    }

    /// This colour at full opacity.
    var opaque: Color {
        Color(
            light: RGBAColor(red: light.red, green: light.green, blue: light.blue),
            dark: RGBAColor(red: dark.red, green: dark.green, blue: dark.blue))
    }

    /// The colour as drawn in `scheme`.
    func rgba(in scheme: ColorScheme) -> RGBAColor {
        scheme == .dark ? dark : light
    }

    /// Creates a colour from red, green and blue components in a colour space, as in SwiftUI.
    ///
    /// Components are clamped to 0...1 (NaN counts as 0). Colours given in
    /// ``RGBColorSpace/sRGBLinear`` or ``RGBColorSpace/displayP3`` are converted to sRGB; a
    /// Display P3 colour outside the sRGB gamut is clipped channel by channel (see
    /// ``RGBColorSpace``).
    ///
    /// - Parameters:
    ///   - colorSpace: The space the components are in. Default: `.sRGB`.
    ///   - red: The red component, 0...1.
    ///   - green: The green component, 0...1.
    ///   - blue: The blue component, 0...1.
    ///   - opacity: The opacity, 0...1. Default: 1.
    ///
    /// ```swift
    /// let orange = Color(red: 1, green: 0.58, blue: 0)
    /// let p3Red = Color(.displayP3, red: 1, green: 0, blue: 0) // clipped to sRGB red
    /// ```
    public init(
        _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
        opacity: Double = 1
    ) {
        let (r, g, b) = colorSpace.sRGB(
            red: RGBAColor.clamp(red), green: RGBAColor.clamp(green),
            blue: RGBAColor.clamp(blue))
        self.init(RGBAColor(red: r, green: g, blue: b, opacity: opacity))
    }

    /// Creates a grey, as in SwiftUI: the same value for red, green and blue.
    ///
    /// - Parameters:
    ///   - colorSpace: The space `white` is in. Default: `.sRGB`.
    ///   - white: The grey level, from 0 (black) to 1 (white); clamped, NaN counts as 0.
    ///   - opacity: The opacity, 0...1. Default: 1.
    ///
    /// ```swift
    /// let midGrey = Color(white: 0.5)
    /// ```
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity`, as SwiftUI's `opacity(_:)`.
    ///
    /// - Parameters:
    ///   - opacity: The factor, 0...1; clamped, NaN counts as 0.
    ///
    /// ```swift
    /// Color.red.opacity(0.5).opacity(0.5).resolved.opacity // 0.25
    /// ```
    public func opacity(_ opacity: Double) -> Color {
        let factor = RGBAColor.clamp(opacity)
        return Color(light: light.multiplyingOpacity(by: factor), dark: dark.multiplyingOpacity(by: factor))
    }

    /// The colour's components in `environment`'s colour scheme, as in SwiftUI.
    ///
    /// ```swift
    /// var dark = EnvironmentValues()
    /// dark.colorScheme = .dark
    /// Color.blue.resolve(in: dark).description // "#0A84FFFF"
    /// ```
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        Resolved(rgba(in: environment.colorScheme))
    }

    /// A solid paint of this colour in the environment's scheme; `bounds` does not matter.
    public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint {
        .color(rgba(in: environment.colorScheme))
    }
}

extension Color: CustomStringConvertible {
    /// The colour as `#RRGGBBAA` in the light scheme (SwiftUI names its system colours here,
    /// "red", "primary"; Vellum keeps no names).
    public var description: String { Resolved(light).description }
}
