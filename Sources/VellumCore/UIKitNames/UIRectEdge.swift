import Foundation

/// UIKit's set of a rectangle's edges, as SwiftUI code on iOS passes it to its own shapes and
/// helpers (`[.top, .left]`, `.all`). Values as UIKit's.
///
/// ```swift
/// let edges: UIRectEdge = [.top, .bottom]
/// edges.contains(.left) // false
/// ```
public struct UIRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No edge.
    public static let none: UIRectEdge = []
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
