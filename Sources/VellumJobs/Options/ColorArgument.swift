import Foundation
import Vellum

/// Colours as options and job fields give them: CSS-style hexadecimal, read by `Color(hex:)`.
///
/// ```swift
/// let blue = try ColorArgument.parse("#007AFF")
/// ```
public enum ColorArgument {
    /// `#RGB`, `#RRGGBB` or `#RRGGBBAA`, with or without the `#`, in either case.
    /// - Throws: ``JobError/invalidArgument(_:)`` naming the accepted forms.
    public static func parse(_ text: String) throws -> Color {
        guard let color = Color(hex: text) else {
            throw JobError.invalidArgument("not a hex colour: use #RGB, #RRGGBB or #RRGGBBAA")
        }
        return color
    }
}
