import Foundation
import VellumGeometry

// The option sets of shadows, blurs and `addFilter(_:options:)`.
extension GraphicsContext {
    /// Options of ``Filter/shadow(color:radius:x:y:blendMode:options:)``, as SwiftUI's.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Draws the shadow above the content rather than beneath it.
        public static let shadowAbove = ShadowOptions(rawValue: 1 << 0)
        /// Draws only the shadow, not the content.
        public static let shadowOnly = ShadowOptions(rawValue: 1 << 1)
        /// Casts the shadow by one minus the content's alpha.
        public static let invertsAlpha = ShadowOptions(rawValue: 1 << 2)
        /// Composites the content and its shadow separately with what is beneath.
        public static let disablesGroup = ShadowOptions(rawValue: 1 << 3)
    }

    /// Options of ``Filter/blur(radius:options:)``.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Makes the result opaque by dividing each pixel by its alpha.
        public static let opaque = BlurOptions(rawValue: 1 << 0)
        /// Dithers the result to reduce banding (accepted; Vellum's output is not dithered).
        public static let dithersResult = BlurOptions(rawValue: 1 << 1)
    }

    /// Options of ``addFilter(_:options:)``, as SwiftUI's.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Computes colour filters on linear-light components instead of gamma-encoded sRGB.
        /// Vellum applies it to colour filters (matrices, `colorMultiply`); shadows and the
        /// alpha threshold work on alpha, where it changes nothing; a blur with it is refused
        /// (`RenderError.unsupported`), as 8-bit pixels cannot be blurred in linear light
        /// without banding.
        public static let linearColor = FilterOptions(rawValue: 1 << 0)
    }
}
