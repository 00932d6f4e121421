import Foundation
import VellumDrawing

/// How ``SVGWriter`` writes a document.
///
/// ```swift
/// let options = SVGOptions(precision: 3, title: "Upload progress", description: "42 percent")
/// let svg = try SVGWriter.svgString(drawing, options: options)
/// ```
public struct SVGOptions: Hashable, Sendable {
    /// Decimals kept in coordinates, in points of the drawing (clamped to 0...6). Default: 2,
    /// a hundredth of a point; inside a scaling transform the writer keeps proportionally
    /// more, so the error stays a hundredth of a point on the page.
    public var precision: Int
    /// An accessible name, written as the document's `<title>`. Default: none.
    public var title: String?
    /// A longer accessible description, written as `<desc>`. Default: none.
    public var description: String?
    /// Whether text is written as glyph outlines, so the file needs no font and matches the
    /// PNG exactly (true), or as `<text>` elements that viewers can select and search, drawn
    /// with the viewer's copy of the font (false). Default: true.
    public var textAsOutlines: Bool
    /// Seconds per cycle of the drawing's animated layers (`LayerAnimation`: the spinner of
    /// an indeterminate progress view turns once per cycle), written as SMIL
    /// `<animateTransform>` that browsers play; renderers that do not animate (librsvg) draw
    /// the recorded picture. nil, zero, negative or non-finite: a still picture, and the
    /// animated layers are written as if they were not layers. Default: nil.
    public var animationDuration: Double?
    /// Whether a dashed stroke is written as its dashes, each an open subpath placed by
    /// exact arc length as the PNG and PDF place them, stroked without `stroke-dasharray`
    /// (true), or as the path with `stroke-dasharray`, dashed by each viewer (false).
    /// Viewers place dashes along curves differently (Chromium and Cairo disagree on 5 % of
    /// a dashed ring's pixels); the dashes as paths look the same in every viewer, at the
    /// cost of a longer file. Default: false.
    ///
    /// ```swift
    /// renderer.svgOptions.dashesAsPaths = true   // the PNG's dashes in every viewer
    /// ```
    public var dashesAsPaths: Bool
    /// Where the path data of text and clips is kept for the next document (a Vellum
    /// addition, see ``RenderCaches``). Options are equal only with the same caches.
    /// Default: ``RenderCaches/shared``.
    ///
    /// ```swift
    /// var options = SVGOptions()
    /// options.caches = RenderCaches(pathDataBytes: 1 << 20)
    /// ```
    public var caches: RenderCaches = .shared

    /// Creates options; every argument has its default.
    public init(
        precision: Int = 2, title: String? = nil, description: String? = nil, textAsOutlines: Bool = true,
        animationDuration: Double? = nil, dashesAsPaths: Bool = false
    ) {
        self.precision = precision
        self.title = title
        self.description = description
        self.textAsOutlines = textAsOutlines
        self.animationDuration = animationDuration
        self.dashesAsPaths = dashesAsPaths
    }
}
