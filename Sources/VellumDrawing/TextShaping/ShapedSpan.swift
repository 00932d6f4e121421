import Foundation
import VellumGeometry

/// What one ``TextSpan`` of a request draws once shaped: its glyphs, its lines and its pieces
/// of the text lines, in the layout's coordinates.
///
/// ```swift
/// for (span, shapedSpan) in zip(request.spans, shaped.spans) {
///     print(span.font.weight, shapedSpan.pieces.map(\.text))
/// }
/// ```
public struct ShapedSpan: Hashable, Sendable {
    /// The span's glyphs, filled with the non-zero rule.
    public var outline: Path
    /// The span's underline: a rectangle under each of its pieces, at the font's underline
    /// position and thickness; empty unless the span is underlined.
    public var underline: [CGRect]
    /// The span's strikethrough, as ``underline`` at the font's strikethrough position.
    public var strikethrough: [CGRect]
    /// The span's text on each line it reaches, with the origin of its baseline (raised by
    /// the span's baseline offset) and its advance width.
    public var pieces: [ShapedLine]

    /// A shaped span.
    ///
    /// - Parameters:
    ///   - outline: The span's glyphs.
    ///   - underline: Its underline.
    ///   - strikethrough: Its strikethrough.
    ///   - pieces: Its text on each line, where its baseline starts.
    public init(
        outline: Path = Path(), underline: [CGRect] = [], strikethrough: [CGRect] = [], pieces: [ShapedLine] = []
    ) {
        self.outline = outline
        self.underline = underline
        self.strikethrough = strikethrough
        self.pieces = pieces
    }

    /// This span with every length multiplied by `factor`.
    package func scaled(by factor: CGFloat) -> ShapedSpan {
        let scale = CGAffineTransform(scaleX: factor, y: factor)
        return ShapedSpan(
            outline: outline.applying(scale), underline: underline.map { $0.applying(scale) },
            strikethrough: strikethrough.map { $0.applying(scale) }, pieces: pieces.map { $0.scaled(by: factor) })
    }
}
