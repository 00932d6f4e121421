import Foundation

#if !canImport(CoreGraphics)
    /// A two-dimensional vector, as CoreGraphics' `CGVector`: Foundation on Linux lacks it, and
    /// SwiftUI code uses it for offsets, velocities and gradients' directions.
    ///
    /// ```swift
    /// let drift = CGVector(dx: 4, dy: -2)
    /// ```
    public struct CGVector: Hashable, Sendable, Codable, CustomDebugStringConvertible {
        /// The horizontal component.
        public var dx: CGFloat
        /// The vertical component (down on screen, as y is).
        public var dy: CGFloat

        /// The zero vector.
        public static let zero = CGVector(dx: 0, dy: 0)

        /// The zero vector.
        public init() { self.init(dx: 0, dy: 0) }

        /// A vector of the given components.
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }

        /// A vector of the given components.
        public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

        /// A vector of the given components.
        public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

        public var debugDescription: String { "(\(dx), \(dy))" }
    }
#endif
