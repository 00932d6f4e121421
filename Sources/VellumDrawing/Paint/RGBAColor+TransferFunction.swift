import Foundation

extension RGBAColor {
    /// The sRGB transfer function, linear → encoded (IEC 61966-2-1). Colour spaces and
    /// filters that work in linear light both use it.
    package static func encodeSRGB(_ linear: Double) -> Double {
        linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// The inverse sRGB transfer function, encoded → linear (IEC 61966-2-1).
    package static func decodeSRGB(_ encoded: Double) -> Double {
        encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }
}
