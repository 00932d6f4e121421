import Foundation

/// Everything that decides how a string is shaped: its text, font, wrapping width,
/// alignment and line limit. A ``TextShaping`` turns one into ``ShapedText``.
///
/// ```swift
/// let request = TextLayoutRequest(
///     text: "Uploading the quarterly report",
///     font: FontSpec(family: "DejaVu Sans", size: 13),
///     maxWidth: 120,
///     alignment: .center,
///     lineLimit: 2
/// )
/// let shaped = try shaper.shape(request)
/// ```
public struct TextLayoutRequest: Hashable, Sendable {
    /// The largest wrapping width in points; wider (and +infinity) means no wrapping. Pango
    /// keeps widths in 32-bit integers of 1/1024 point.
    public static let maximumWrappingWidth: CGFloat = 2_000_000
    /// The most Unicode scalars one request may hold: 100,000. Shapers refuse longer text
    /// with ``TextShapingError/tooLong(characters:)``.
    public static let maximumScalarCount = 100_000

    /// The text. `"\n"` (and `"\r\n"`, `"\r"`, NEL, U+2028, U+2029) breaks the line; `"\t"`
    /// advances to the next tab stop (every 8 spaces). Other control characters (C0, DEL
    /// and C1) are removed before shaping, so they never show as boxes; see
    /// ``TextShaping``. At most ``maximumScalarCount`` Unicode scalars.
    /// Default: none (the argument is required).
    public var text: String
    /// The font. Default: ``FontSpec/init(family:size:weight:italic:monospacedDigits:)``
    /// with no arguments (sans-serif, 17 points, regular).
    public var font: FontSpec
    /// The width lines wrap within, in points; `nil` means no wrapping, so the layout has
    /// its ideal size (lines break only at `"\n"`). Lines break between words; a word wider
    /// than the width breaks between characters. NaN and negative widths mean 0 (every
    /// character on a line of its own); widths above ``maximumWrappingWidth`` mean `nil`.
    /// Default: `nil`.
    public var maxWidth: CGFloat?
    /// How lines line up within the layout's width. Default: ``TextLineAlignment/leading``.
    public var alignment: TextLineAlignment
    /// The most lines shown; `nil` means no limit. When the text needs more, the last line
    /// shown ends in `"…"` (SwiftUI's default truncation). Values below 1 mean 1.
    /// Default: `nil`.
    public var lineLimit: Int?

    /// A request; every argument but `text` has SwiftUI's default.
    ///
    /// - Parameters:
    ///   - text: The text to shape; see ``text``.
    ///   - font: The font; see ``font``.
    ///   - maxWidth: The wrapping width in points, or `nil` for none.
    ///   - alignment: How lines line up within the layout's width.
    ///   - lineLimit: The most lines shown, or `nil` for no limit.
    public init(text: String, font: FontSpec = FontSpec(), maxWidth: CGFloat? = nil,
                alignment: TextLineAlignment = .leading, lineLimit: Int? = nil) {
        self.text = text
        self.font = font
        self.maxWidth = maxWidth
        self.alignment = alignment
        self.lineLimit = lineLimit
    }
}

extension TextLayoutRequest {
    /// The wrapping width actually used: `nil`, or finite in 0...``maximumWrappingWidth``.
    package var effectiveMaxWidth: CGFloat? {
        guard let maxWidth else { return nil }
        if maxWidth.isNaN || maxWidth <= 0 { return 0 }
        return maxWidth > Self.maximumWrappingWidth ? nil : maxWidth
    }

    /// The line limit actually used: `nil` or at least 1.
    package var effectiveLineLimit: Int? { lineLimit.map { max($0, 1) } }

    /// This request with every number replaced by the value it is shaped with (the text is
    /// kept as given), so that requests that shape alike share one cache entry.
    package var normalized: TextLayoutRequest {
        TextLayoutRequest(text: text, font: font.normalized, maxWidth: effectiveMaxWidth,
                          alignment: alignment, lineLimit: effectiveLineLimit)
    }
}
