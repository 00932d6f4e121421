import Foundation

/// A stretch of a ``TextLayoutRequest``'s text in a style of its own: `Text + Text`, Markdown
/// emphasis and the `Text` modifiers of one part of a text become spans.
///
/// Spans follow each other from the start of the text, each covering `utf8Count` bytes of
/// it; see ``TextLayoutRequest/spans`` for how a shaper treats spans that do not add up.
///
/// ```swift
/// let request = TextLayoutRequest(text: "42 of 100", spans: [
///     TextSpan(utf8Count: 2, font: FontSpec(size: 17, weight: 700)),
///     TextSpan(utf8Count: 7, font: FontSpec(size: 17)),
/// ])
/// ```
public struct TextSpan: Hashable, Sendable {
    /// The largest letter spacing or baseline offset a span keeps, in points, either way.
    public static let maximumOffset: CGFloat = 10_000

    /// How many UTF-8 bytes of the text the span covers.
    public var utf8Count: Int
    /// The span's font.
    public var font: FontSpec
    /// Extra space after each character, in points (SwiftUI's `tracking` and `kerning`);
    /// non-finite values mean 0, and values are clamped to ±``maximumOffset``. Default: 0.
    public var tracking: CGFloat
    /// How far the span's baseline is raised above the line's, in points (negative lowers
    /// it); non-finite values mean 0, clamped to ±``maximumOffset``. Default: 0.
    public var baselineOffset: CGFloat
    /// Whether a line runs under the span, at the font's underline position and thickness.
    /// Default: false.
    public var underline: Bool
    /// Whether a line runs through the span, at the font's strikethrough position.
    /// Default: false.
    public var strikethrough: Bool

    /// A span.
    ///
    /// - Parameters:
    ///   - utf8Count: The UTF-8 bytes of the text it covers.
    ///   - font: Its font.
    ///   - tracking: Extra space after each character, in points.
    ///   - baselineOffset: How far its baseline is raised.
    ///   - underline: Whether it is underlined.
    ///   - strikethrough: Whether it is struck through.
    public init(
        utf8Count: Int, font: FontSpec, tracking: CGFloat = 0, baselineOffset: CGFloat = 0,
        underline: Bool = false, strikethrough: Bool = false
    ) {
        self.utf8Count = utf8Count
        self.font = font
        self.tracking = tracking
        self.baselineOffset = baselineOffset
        self.underline = underline
        self.strikethrough = strikethrough
    }

    /// This span with every number replaced by the value it is shaped with.
    package var normalized: TextSpan {
        func offset(_ value: CGFloat) -> CGFloat {
            value.isFinite ? min(max(value, -Self.maximumOffset), Self.maximumOffset) : 0
        }
        return TextSpan(
            utf8Count: max(utf8Count, 0), font: font.normalized, tracking: offset(tracking),
            baselineOffset: offset(baselineOffset), underline: underline, strikethrough: strikethrough)
    }
}
