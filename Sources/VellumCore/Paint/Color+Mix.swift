import Foundation

extension Gradient {
    /// The space colours are interpolated in, as SwiftUI's `Gradient.ColorSpace`; Vellum
    /// uses it to mix colours (``Color/mix(with:by:in:)``).
    public struct ColorSpace: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case device, perceptual }
        let kind: Kind

        /// Straight lines between the gamma-encoded sRGB components.
        public static let device = ColorSpace(kind: .device)
        /// Straight lines in Oklab (Björn Ottosson, 2020), whose steps look even to the eye.
        public static let perceptual = ColorSpace(kind: .perceptual)
    }
}

extension Color {
    /// This colour mixed with `rhs`: `fraction` 0 is this colour, 1 is `rhs`, as SwiftUI's
    /// `mix(with:by:in:)`. Each scheme's colours are mixed in that scheme. `fraction` is
    /// clamped to 0...1 (NaN counts as 0); opacity is interpolated linearly in both spaces.
    ///
    /// - Parameters:
    ///   - rhs: The colour to mix in.
    ///   - fraction: How much of `rhs`.
    ///   - colorSpace: Where to interpolate. Default: `.perceptual`.
    ///
    /// ```swift
    /// let teal = Color.blue.mix(with: .green, by: 0.5)
    /// let grey = Color.black.mix(with: .white, by: 0.5, in: .device) // sRGB 0.5
    /// ```
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = RGBAColor.clamp(fraction)
        // The ends are the colours themselves, not a round trip through Oklab.
        if t == 0 { return self }
        if t == 1 { return rhs }
        return Color(light: Self.mix(light, rhs.light, t, colorSpace), dark: Self.mix(dark, rhs.dark, t, colorSpace))
    }

    private static func mix(_ a: RGBAColor, _ b: RGBAColor, _ t: Double, _ space: Gradient.ColorSpace) -> RGBAColor {
        switch space.kind {
        case .device:
            return a.interpolated(to: b, fraction: t)
        case .perceptual:
            let (la, lb) = (Oklab(a), Oklab(b))
            return Oklab(l: la.l + (lb.l - la.l) * t, a: la.a + (lb.a - la.a) * t, b: la.b + (lb.b - la.b) * t)
                .rgba(opacity: a.opacity + (b.opacity - a.opacity) * t)
        }
    }
}

/// A colour in Oklab, with the matrices of Ottosson's reference ("A perceptual color space
/// for image processing", 2020) from linear sRGB.
private struct Oklab {
    var l: Double, a: Double, b: Double

    init(l: Double, a: Double, b: Double) {
        (self.l, self.a, self.b) = (l, a, b)
    }

    init(_ color: RGBAColor) {
        let decode = Color.RGBColorSpace.decode
        let (r, g, b) = (decode(color.red), decode(color.green), decode(color.blue))
        let lms = (
            cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b),
            cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b),
            cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        )
        l = 0.2104542553 * lms.0 + 0.7936177850 * lms.1 - 0.0040720468 * lms.2
        a = 1.9779984951 * lms.0 - 2.4285922050 * lms.1 + 0.4505937099 * lms.2
        self.b = 0.0259040371 * lms.0 + 0.7827717662 * lms.1 - 0.8086757660 * lms.2
    }

    func rgba(opacity: Double) -> RGBAColor {
        let l_ = l + 0.3963377774 * a + 0.2158037573 * b
        let m_ = l - 0.1055613458 * a - 0.0638541728 * b
        let s_ = l - 0.0894841775 * a - 1.2914855480 * b
        let (l3, m3, s3) = (l_ * l_ * l_, m_ * m_ * m_, s_ * s_ * s_)
        let encode = { (linear: Double) in Color.RGBColorSpace.encode(RGBAColor.clamp(linear)) }
        return RGBAColor(
            red: encode(4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3),
            green: encode(-1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3),
            blue: encode(-0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3),
            opacity: opacity)
    }
}
