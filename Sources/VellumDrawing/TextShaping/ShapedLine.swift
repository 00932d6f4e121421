import Foundation

/// One line of a ``ShapedText``: the characters it shows and where its baseline starts,
/// enough to write the line as an SVG `<text>` element beside the outlines.
///
/// ```swift
/// for line in shaped.lines {
///     print("<text x=\"\(line.baselineOrigin.x)\" y=\"\(line.baselineOrigin.y)\">\(line.text)</text>")
/// }
/// ```
public struct ShapedLine: Hashable, Sendable {
    /// The characters the line shows, in logical order: the text after control characters
    /// were removed, without the line break that ends it and without the spaces a wrap
    /// swallowed; a truncated line ends in `"…"`.
    public var text: String
    /// Where the line's baseline starts (its left end), in the layout's coordinates: y down,
    /// origin at the top-left of the layout box. The x includes the line's alignment offset.
    public var baselineOrigin: CGPoint
    /// The line's advance width in points (its logical width, not its ink).
    public var width: CGFloat

    /// A line.
    ///
    /// - Parameters:
    ///   - text: The characters the line shows.
    ///   - baselineOrigin: The left end of its baseline in layout coordinates.
    ///   - width: Its advance width in points.
    public init(text: String, baselineOrigin: CGPoint, width: CGFloat) {
        self.text = text
        self.baselineOrigin = baselineOrigin
        self.width = width
    }
}

extension ShapedLine {
    /// This line with every length multiplied by `factor`.
    package func scaled(by factor: CGFloat) -> ShapedLine {
        ShapedLine(
            text: text, baselineOrigin: CGPoint(x: baselineOrigin.x * factor, y: baselineOrigin.y * factor),
            width: width * factor)
    }
}
