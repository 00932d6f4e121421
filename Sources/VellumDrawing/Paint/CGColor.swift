import Foundation

#if !canImport(CoreGraphics)
    /// A colour as CoreGraphics keeps it, for code that builds one and hands it to SwiftUI:
    /// `Color(CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1))`, `uiColor.cgColor`.
    /// Linux has no CoreGraphics, so this is the part such code uses: RGB and grey colours and
    /// their components. Vellum draws in sRGB, so the generic RGB and gamma-2.2 grey spaces of
    /// CoreGraphics' initializers are read as sRGB (they differ by less than one 8-bit level
    /// in most of the range); components are clamped to 0…1.
    ///
    /// ```swift
    /// let ink = CGColor(red: 0.1, green: 0.1, blue: 0.1, alpha: 1)
    /// Text("Hello").foregroundColor(Color(cgColor: ink))
    /// ink.components // [0.1, 0.1, 0.1, 1.0]
    /// ```
    public final class CGColor: Hashable, Sendable, CustomStringConvertible {
        /// The components as CoreGraphics lists them: red, green, blue and alpha, or grey and
        /// alpha.
        private let values: [CGFloat]

        private init(values: [CGFloat]) {
            self.values = values.map { CGFloat(RGBAColor.clamp(Double($0))) }
        }

        /// A colour from red, green and blue components and an alpha, each 0…1.
        public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(values: [red, green, blue, alpha])
        }

        /// A colour from sRGB components and an alpha, each 0…1.
        public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(values: [red, green, blue, alpha])
        }

        /// A grey (0 black, 1 white) and an alpha.
        public convenience init(gray: CGFloat, alpha: CGFloat) {
            self.init(values: [gray, alpha])
        }

        /// A grey in CoreGraphics' generic gamma-2.2 grey space, read as sRGB.
        public convenience init(genericGrayGamma2_2Gray gray: CGFloat, alpha: CGFloat) {
            self.init(values: [gray, alpha])
        }

        /// A colour drawn from `color`'s components.
        package convenience init(_ color: RGBAColor) {
            self.init(values: [color.red, color.green, color.blue, color.opacity].map { CGFloat($0) })
        }

        /// Opaque black.
        public static let black = CGColor(gray: 0, alpha: 1)
        /// Opaque white.
        public static let white = CGColor(gray: 1, alpha: 1)
        /// Transparent black.
        public static let clear = CGColor(gray: 0, alpha: 0)

        /// The components: `[red, green, blue, alpha]` for an RGB colour, `[gray, alpha]` for a
        /// grey. Optional, as CoreGraphics' is; never nil here.
        public var components: [CGFloat]? { values }

        /// How many components the colour has, alpha included (4 for RGB, 2 for grey).
        public var numberOfComponents: Int { values.count }

        /// The opacity, 0 transparent to 1 opaque.
        public var alpha: CGFloat { values[values.count - 1] }

        /// This colour with its alpha replaced by `alpha`.
        public func copy(alpha: CGFloat) -> CGColor? {
            CGColor(values: values.dropLast() + [alpha])
        }

        /// The colour Vellum draws: a grey's value in each of red, green and blue.
        package var rgba: RGBAColor {
            let rgb = values.count == 2 ? [values[0], values[0], values[0]] : Array(values.prefix(3))
            return RGBAColor(red: Double(rgb[0]), green: Double(rgb[1]), blue: Double(rgb[2]), opacity: Double(alpha))
        }

        public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.values == rhs.values }

        public func hash(into hasher: inout Hasher) { hasher.combine(values) }

        public var description: String {
            "CGColor(" + values.map { String(format: "%.3g", Double($0)) }.joined(separator: ", ") + ")"
        }
    }
#endif
