import Foundation
import VellumGeometry

extension Color {
    /// A colour's concrete components, as SwiftUI's `Color.Resolved`: gamma-encoded sRGB red,
    /// green and blue and an opacity, as `Float`s.
    ///
    /// Components are kept as given, outside 0...1 too; a ``Color`` made from them clamps
    /// them to what Vellum's outputs can show.
    ///
    /// ```swift
    /// let orange = Color.Resolved(red: 1, green: 0.58, blue: 0)
    /// orange.description // "#FF9400FF"
    /// Circle().fill(Color(orange))
    /// ```
    public struct Resolved: Hashable, Sendable, ShapeStyle, CustomStringConvertible {
        /// Gamma-encoded sRGB red.
        public var red: Float
        /// Gamma-encoded sRGB green.
        public var green: Float
        /// Gamma-encoded sRGB blue.
        public var blue: Float
        /// The opacity, 0 transparent to 1 opaque.
        public var opacity: Float

        /// Components in `colorSpace`, converted to gamma-encoded sRGB (see
        /// ``Color/RGBColorSpace`` for Display P3 outside sRGB).
        ///
        /// - Parameters:
        ///   - colorSpace: The space the components are in. Default: `.sRGB`.
        ///   - red: The red component.
        ///   - green: The green component.
        ///   - blue: The blue component.
        ///   - opacity: The opacity. Default: 1.
        public init(colorSpace: RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            if colorSpace == .sRGB {
                (self.red, self.green, self.blue) = (red, green, blue)
            } else {
                let (r, g, b) = colorSpace.sRGB(red: Double(red), green: Double(green), blue: Double(blue))
                (self.red, self.green, self.blue) = (Float(r), Float(g), Float(b))
            }
            self.opacity = opacity
        }

        /// The components of a drawn colour.
        init(_ rgba: RGBAColor) {
            self.init(
                red: Float(rgba.red), green: Float(rgba.green), blue: Float(rgba.blue), opacity: Float(rgba.opacity))
        }

        /// Linear-light red (the sRGB transfer function undone).
        public var linearRed: Float {
            get { Self.linear(red) }
            set { red = Self.encoded(newValue) }
        }

        /// Linear-light green.
        public var linearGreen: Float {
            get { Self.linear(green) }
            set { green = Self.encoded(newValue) }
        }

        /// Linear-light blue.
        public var linearBlue: Float {
            get { Self.linear(blue) }
            set { blue = Self.encoded(newValue) }
        }

        /// `#RRGGBBAA`, each component clamped to 0...1 and rounded to 8 bits, as SwiftUI
        /// prints a resolved colour.
        public var description: String {
            let bytes = [red, green, blue, opacity].map { UInt8((RGBAColor.clamp(Double($0)) * 255).rounded()) }
            return "#" + bytes.map { String(format: "%02X", $0) }.joined()
        }

        /// The colour as drawn: clamped to 0...1, NaN as 0.
        var rgba: RGBAColor {
            RGBAColor(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(opacity))
        }

        /// The style itself.
        public func resolve(in environment: EnvironmentValues) -> Self { self }

        /// A solid paint of this colour.
        public func _paint(in bounds: CGRect, environment: EnvironmentValues) -> Paint { .color(rgba) }

        /// Negative components keep their sign through the transfer function, as extended
        /// sRGB does.
        private static func linear(_ value: Float) -> Float {
            Float(copysign(RGBColorSpace.decode(abs(Double(value))), Double(value)))
        }

        private static func encoded(_ value: Float) -> Float {
            Float(copysign(RGBColorSpace.encode(abs(Double(value))), Double(value)))
        }
    }

    /// A colour of concrete components, the same in both schemes, as SwiftUI's
    /// `Color(_:)`; components are clamped to 0...1.
    ///
    /// ```swift
    /// Color(Color.Resolved(red: 0.2, green: 0.4, blue: 0.6))
    /// ```
    public init(_ resolved: Resolved) {
        self.init(resolved.rgba)
    }
}
