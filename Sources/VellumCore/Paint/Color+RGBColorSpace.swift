import Foundation
import VellumDrawing

extension Color {
    /// The colour spaces ``Color/init(_:red:green:blue:opacity:)`` accepts, as in SwiftUI.
    ///
    /// Vellum draws in sRGB, so colours in the other spaces are converted when they are made:
    /// - ``sRGBLinear``: components are linear light; they are encoded with the sRGB transfer
    ///   function (IEC 61966-2-1). Every linear colour in 0...1 is inside sRGB.
    /// - ``displayP3``: components are encoded with the sRGB transfer function over the
    ///   Display P3 primaries (DCI-P3 primaries, D65 white). They are decoded, mapped to linear
    ///   sRGB by the 3×3 matrix derived from both sets of primaries, clipped channel by channel
    ///   to 0...1 (P3 is wider than sRGB, so saturated P3 colours lose saturation: P3 red
    ///   becomes sRGB red), and encoded again.
    ///
    /// ```swift
    /// let linearGrey = Color(.sRGBLinear, white: 0.214) // ≈ sRGB 0.5
    /// ```
    public enum RGBColorSpace: Hashable, Sendable {
        /// The sRGB colour space (IEC 61966-2-1). The default everywhere.
        case sRGB
        /// sRGB primaries and white point with linear components.
        case sRGBLinear
        /// Display P3: DCI-P3 primaries, D65 white point, sRGB transfer function.
        case displayP3

        /// Converts components in 0...1 in this space to sRGB components in 0...1.
        func sRGB(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
            switch self {
            case .sRGB:
                return (red, green, blue)
            case .sRGBLinear:
                return (Self.encode(red), Self.encode(green), Self.encode(blue))
            case .displayP3:
                let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
                let m = Self.displayP3ToLinearSRGB
                return (
                    Self.encode(RGBAColor.clamp(m[0] * r + m[1] * g + m[2] * b)),
                    Self.encode(RGBAColor.clamp(m[3] * r + m[4] * g + m[5] * b)),
                    Self.encode(RGBAColor.clamp(m[6] * r + m[7] * g + m[8] * b))
                )
            }
        }

        /// Linear Display P3 → linear sRGB, row by row: M = M_sRGB⁻¹ · M_P3, where M_X maps
        /// linear RGB to CIE XYZ for primaries P3 R(0.680, 0.320) G(0.265, 0.690)
        /// B(0.150, 0.060), sRGB R(0.64, 0.33) G(0.30, 0.60) B(0.15, 0.06), both with white
        /// D65 (0.3127, 0.3290).
        static let displayP3ToLinearSRGB: [Double] = [
            1.2249401762805603, -0.2249401762805599, 0,
            -0.042056954709688135, 1.042056954709688, 0,
            -0.019637554590334436, -0.0786360455506318, 1.098273600140966
        ]

        /// The sRGB transfer function, linear → encoded (``RGBAColor/encodeSRGB(_:)``).
        package static func encode(_ linear: Double) -> Double { RGBAColor.encodeSRGB(linear) }

        /// The inverse sRGB transfer function, encoded → linear (``RGBAColor/decodeSRGB(_:)``).
        package static func decode(_ encoded: Double) -> Double { RGBAColor.decodeSRGB(encoded) }
    }
}
