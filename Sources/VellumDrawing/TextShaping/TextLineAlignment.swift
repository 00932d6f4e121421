import Foundation

/// How the lines of a multi-line layout line up within the layout's width (the width of its
/// widest line), as SwiftUI's `multilineTextAlignment`.
///
/// Leading is the left edge: layouts run left to right. A right-to-left paragraph still
/// shapes and orders its glyphs right to left within its line.
///
/// ```swift
/// var request = TextLayoutRequest(text: "Two\nlines", font: FontSpec(size: 13))
/// request.alignment = .center
/// ```
public enum TextLineAlignment: Hashable, Sendable {
    /// Lines start at the left edge.
    case leading
    /// Each line is centred: it starts at `(layout width − line width) / 2`.
    case center
    /// Lines end at the right edge.
    case trailing
}

extension TextLineAlignment {
    /// The fraction of a line's spare width that goes before it.
    package var fraction: CGFloat {
        switch self {
        case .leading: return 0
        case .center: return 0.5
        case .trailing: return 1
        }
    }
}
