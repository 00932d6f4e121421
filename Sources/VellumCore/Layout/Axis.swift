/// The horizontal or the vertical dimension, as SwiftUI's.
///
/// ```swift
/// let lengthAlong = axis == .horizontal ? size.width : size.height
/// ```
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
