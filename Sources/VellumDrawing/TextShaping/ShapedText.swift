import Foundation
import VellumGeometry

/// Shaped, laid-out text: its size, its glyphs as one outline, and its lines and baselines.
///
/// Coordinates are points, y down, with the origin at the top-left of the layout box (the
/// box is ``size`` big). Glyph ink may stick out of the box a little: accents above tall
/// capitals, descenders of some fonts, italic overhangs.
///
/// ```swift
/// let shaped = try shaper.shape(TextLayoutRequest(text: "Upload 42%"))
/// // Draw at `origin`: fill the outline moved there.
/// let glyphs = shaped.outline.offsetBy(dx: origin.x, dy: origin.y)
/// // Align with other text on the first baseline.
/// let baselineY = origin.y + shaped.firstBaseline
/// ```
public struct ShapedText: Hashable, Sendable {
    /// The layout's logical size in points. The width is the widest line's advance width
    /// (at most the request's `maxWidth`, unless a single character is wider); the height is
    /// the sum of the line heights (ascent + descent of the fonts used, about 1.164 × size
    /// for DejaVu Sans). Empty text has zero width and one line's height, like an empty line.
    public var size: CGSize
    /// Every glyph's outline, filled with the non-zero winding rule, in layout coordinates.
    /// Curves are the font's own, not flattened (TrueType quadratics come raised to
    /// cubics). Points are FreeType's unhinted outline (to 1/64 point) on Cairo's 1/256-point
    /// grid, relative to each line's baseline origin (coarser for layouts scaled down to fit
    /// Pango's range; see VellumText's `TextShaper`).
    public var outline: Path
    /// The y of the first line's baseline, from the top of the layout box.
    public var firstBaseline: CGFloat
    /// The y of the last line's baseline, from the top of the layout box.
    public var lastBaseline: CGFloat
    /// The lines, top to bottom.
    public var lines: [ShapedLine]
    /// For a request with spans, what each span draws, in span order: its glyphs (and its
    /// underline and strikethrough, as rectangles) and its pieces of each line, each with
    /// the origin of its own baseline; empty for a request without spans, whose ``outline``
    /// and ``lines`` say it all. ``outline`` is every span's outline together.
    public var spans: [ShapedSpan] = []

    /// Shaped text.
    ///
    /// - Parameters:
    ///   - size: The layout's logical size in points.
    ///   - outline: The glyph outlines in layout coordinates.
    ///   - firstBaseline: The first baseline's y.
    ///   - lastBaseline: The last baseline's y.
    ///   - lines: The lines, top to bottom.
    ///   - spans: What each span of the request draws (none without spans).
    public init(
        size: CGSize, outline: Path, firstBaseline: CGFloat, lastBaseline: CGFloat, lines: [ShapedLine],
        spans: [ShapedSpan] = []
    ) {
        self.size = size
        self.outline = outline
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
        self.lines = lines
        self.spans = spans
    }

    /// This text with every length multiplied by `factor`.
    package func scaled(by factor: CGFloat) -> ShapedText {
        ShapedText(
            size: CGSize(width: size.width * factor, height: size.height * factor),
            outline: outline.applying(CGAffineTransform(scaleX: factor, y: factor)),
            firstBaseline: firstBaseline * factor,
            lastBaseline: lastBaseline * factor,
            lines: lines.map { $0.scaled(by: factor) },
            spans: spans.map { $0.scaled(by: factor) })
    }

    /// Nothing: zero size, no glyphs, no lines (text at font size 0).
    package static let empty = ShapedText(size: .zero, outline: Path(), firstBaseline: 0, lastBaseline: 0, lines: [])
}
