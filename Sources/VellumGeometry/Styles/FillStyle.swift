import Foundation

/// How a path is filled, with SwiftUI's names and defaults.
///
/// ```swift
/// let ring = Path { p in
///     p.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
///     p.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
/// }
/// ring.contains(CGPoint(x: 50, y: 50), eoFill: FillStyle(eoFill: true).isEOFilled) // false
/// ```
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside; otherwise the non-zero winding
    /// rule. Default: `false`.
    public var isEOFilled: Bool
    /// Whether edges are anti-aliased. Default: `true`.
    public var isAntialiased: Bool

    /// Creates a fill style; both arguments have SwiftUI's defaults.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
