import Foundation

/// What layout needs from a text engine: a request shaped into glyph outlines and line
/// metrics. Core names no font library; the `Vellum` module installs the Pango shaper
/// (VellumText's `PangoTextShaper`) in every render, and tests can install a simple fake.
///
/// Shapers are called from any thread, possibly several at once, and must give the same
/// result for equal requests (layout asks more than once and expects one answer).
///
/// ```swift
/// struct FixedAdvanceShaper: TextShaping {
///     func shape(_ request: TextLayoutRequest) throws(TextShapingError) -> ShapedText {
///         let width = CGFloat(request.text.count) * request.font.size * 0.5
///         let height = request.font.size * 1.2
///         return ShapedText(size: CGSize(width: width, height: height), outline: Path(),
///                           firstBaseline: request.font.size, lastBaseline: request.font.size,
///                           lines: [ShapedLine(text: request.text, baselineOrigin: CGPoint(x: 0, y: request.font.size),
///                                              width: width)])
///     }
/// }
/// let view = Text("Hi").environment(\.textShaper, FixedAdvanceShaper())
/// ```
public protocol TextShaping: Sendable {
    /// Shapes `request`: its size, glyph outlines, baselines and lines, in points with the
    /// origin at the top-left of the layout box and y down.
    ///
    /// - Parameters:
    ///   - request: The text, font, wrapping width, alignment and line limit.
    /// - Throws: ``TextShapingError`` when the text is refused or the engine fails.
    func shape(_ request: TextLayoutRequest) throws(TextShapingError) -> ShapedText
}
