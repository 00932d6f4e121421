import Foundation

extension Gradient {
    /// One colour at one place along a gradient, as in SwiftUI.
    ///
    /// ```swift
    /// let stop = Gradient.Stop(color: .red, location: 0.25)
    /// ```
    public struct Stop: Hashable, Sendable {
        /// The stop's colour.
        public var color: Color
        /// Where the stop sits along the gradient, normally 0...1; values outside are clamped
        /// (and NaN counts as 0) when the gradient is drawn.
        public var location: CGFloat

        /// Creates a stop.
        ///
        /// - Parameters:
        ///   - color: The stop's colour.
        ///   - location: Its place along the gradient, 0...1.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }
}
