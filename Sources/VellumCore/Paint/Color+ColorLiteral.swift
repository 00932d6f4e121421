import Foundation

// `#colorLiteral(red:green:blue:alpha:)`, as Xcode writes it into SwiftUI code. On Apple
// platforms the literal is a `UIColor` or `NSColor` that `Color(_:)` wraps; here both spellings
// land on sRGB components.

/// The type a `#colorLiteral(red:green:blue:alpha:)` has where nothing else is expected: a
/// `Color`, as UIKit's `UIColor` would be on iOS.
///
/// ```swift
/// let tint = #colorLiteral(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)  // a Color
/// Circle().fill(Color(#colorLiteral(red: 1, green: 0.4, blue: 0.3, alpha: 1)))
/// ```
public typealias _ColorLiteralType = Color

extension Color: _ExpressibleByColorLiteral {
    /// A colour from `#colorLiteral(red:green:blue:alpha:)`: sRGB components, clamped to 0…1.
    ///
    /// ```swift
    /// let coral: Color = #colorLiteral(red: 1, green: 0.5, blue: 0.31, alpha: 1)
    /// ```
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}

extension Color.Resolved: _ExpressibleByColorLiteral {
    /// A resolved colour from `#colorLiteral(red:green:blue:alpha:)`, so that
    /// `Color(#colorLiteral(…))` (SwiftUI's `Color(UIColor)` on iOS) reads as it does there.
    ///
    /// ```swift
    /// let sky = Color(#colorLiteral(red: 0.4, green: 0.7, blue: 1, alpha: 1))
    /// ```
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: red, green: green, blue: blue, opacity: alpha)
    }
}
