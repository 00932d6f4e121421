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
    /// The font. Default: ``FontSpec/init(family:size:weight:italic:monospacedDigits:width:)``
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
    /// Parts of the text in styles of their own, from its start; empty means the whole text
    /// in ``font``. With spans, lines take the largest span font's height, and the request's
    /// ``font`` sizes a text with no character drawn. A span boundary inside a character
    /// moves to the character's end; text past the last span takes the last span's style,
    /// and spans past the text's end cover nothing. The result has one ``ShapedSpan`` for each
    /// span. Default: none.
    public var spans: [TextSpan]
    /// Extra space between lines, in points (SwiftUI's `lineSpacing`); not after the last.
    /// Negative and non-finite values mean 0; values above ``TextSpan/maximumOffset`` are
    /// clamped to it. Default: 0.
    public var lineSpacing: CGFloat
    /// Where a line cut short by the line limit loses its text. `.head` and `.middle` apply
    /// when the text shows one line within a width; longer limits cut the tail, as the last
    /// line of several does. Default: `.tail`.
    public var truncation: TextTruncation

    /// A request; every argument but `text` has SwiftUI's default.
    ///
    /// - Parameters:
    ///   - text: The text to shape; see ``text``.
    ///   - font: The font; see ``font``.
    ///   - maxWidth: The wrapping width in points, or `nil` for none.
    ///   - alignment: How lines line up within the layout's width.
    ///   - lineLimit: The most lines shown, or `nil` for no limit.
    ///   - spans: Parts of the text in styles of their own; see ``spans``.
    ///   - lineSpacing: Extra space between lines, in points.
    ///   - truncation: Where a cut line loses its text.
    public init(
        text: String, font: FontSpec = FontSpec(), maxWidth: CGFloat? = nil,
        alignment: TextLineAlignment = .leading, lineLimit: Int? = nil, spans: [TextSpan] = [],
        lineSpacing: CGFloat = 0, truncation: TextTruncation = .tail
    ) {
        self.text = text
        self.font = font
        self.maxWidth = maxWidth
        self.alignment = alignment
        self.lineLimit = lineLimit
        self.spans = spans
        self.lineSpacing = lineSpacing
        self.truncation = truncation
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
        TextLayoutRequest(
            text: text, font: font.normalized, maxWidth: effectiveMaxWidth,
            alignment: alignment, lineLimit: effectiveLineLimit, spans: effectiveSpans,
            lineSpacing: lineSpacing.isFinite ? min(max(lineSpacing, 0), TextSpan.maximumOffset) : 0,
            truncation: truncation)
    }

    /// The spans shaped: normalized, each ending on a character boundary, one for each span
    /// of the request and covering the whole text exactly (spans past the text's end cover
    /// nothing; the last takes what remains). Empty when the request has none.
    package var effectiveSpans: [TextSpan] {
        guard !spans.isEmpty else { return [] }
        let utf8 = Array(text.utf8)
        var result: [TextSpan] = []
        result.reserveCapacity(spans.count)
        var start = 0
        for span in spans {
            var span = span.normalized
            var end = min(start + span.utf8Count, utf8.count)
            // UTF-8 continuation bytes are 10xxxxxx: a boundary before one is inside a scalar.
            while end < utf8.count, utf8[end] & 0xC0 == 0x80 { end += 1 }
            span.utf8Count = end - start
            result.append(span)
            start = end
        }
        if start < utf8.count { result[result.count - 1].utf8Count += utf8.count - start }
        return result
    }
}

/// Where text cut short by a line limit loses its characters, as SwiftUI's
/// `Text.TruncationMode`.
public enum TextTruncation: Hashable, Sendable {
    /// "The beginning is sh…"
    case tail
    /// "…ending is shown"
    case head
    /// "The begi…shown"
    case middle
}
