import Foundation
import VellumGeometry

// The options of `clip(to:style:options:)`.
extension GraphicsContext {
    /// Options for ``clip(to:style:options:)``.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keep what lies outside the path instead of inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }
}
