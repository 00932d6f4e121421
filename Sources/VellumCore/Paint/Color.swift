import Foundation
import VellumGeometry

/// A colour, as in SwiftUI: a ``ShapeStyle`` that paints every point the same.
///
/// Vellum's colours are resolved once, when they are made: they hold sRGB components and an
/// opacity in 0...1, not premultiplied (``resolved``). Components outside 0...1 are clamped,
/// and NaN counts as 0, so a `Color` is always drawable; SwiftUI's extended-range colours are
/// therefore clipped to the sRGB gamut.
///
/// ```swift
/// let coral = Color(red: 1, green: 0.5, blue: 0.31)
/// let veil = Color.black.opacity(0.25)
/// let brand = Color(hex: "#007AFF") ?? .accentColor
/// ```
public struct Color: ShapeStyle, Hashable, Sendable {
    /// The colour as drawn: sRGB components and opacity, each in 0...1.
    ///
    /// Our addition; SwiftUI resolves colours against an environment instead.
    ///
    /// ```swift
    /// Color.white.resolved // RGBAColor(red: 1, green: 1, blue: 1, opacity: 1)
    /// ```
    public let resolved: RGBAColor

    /// Creates a colour from resolved sRGB components.
    ///
    /// - Parameters:
    ///   - resolved: The colour's sRGB components and opacity.
    ///
    /// ```swift
    /// let red = Color(RGBAColor(red: 1))
    /// ```
    public init(_ resolved: RGBAColor) {
        self.resolved = resolved
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
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                opacity: Double = 1) {
        let (r, g, b) = colorSpace.sRGB(red: RGBAColor.clamp(red), green: RGBAColor.clamp(green),
                                        blue: RGBAColor.clamp(blue))
        self.resolved = RGBAColor(red: r, green: g, blue: b, opacity: opacity)
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
        Color(resolved.multiplyingOpacity(by: RGBAColor.clamp(opacity)))
    }

    /// A solid paint of this colour; `bounds` does not matter.
    public func _paint(in bounds: CGRect) -> Paint {
        .color(resolved)
    }
}
