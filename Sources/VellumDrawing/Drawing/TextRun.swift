import Foundation
import VellumGeometry

/// Shaped text as a drawing records it.
public struct TextRun: Sendable, Hashable {
    /// One line: its text and where its baseline starts, in the run's user space.
    public struct Line: Sendable, Hashable {
        public var text: String
        public var baselineOrigin: CGPoint

        public init(text: String, baselineOrigin: CGPoint) {
            self.text = text
            self.baselineOrigin = baselineOrigin
        }
    }

    /// Every glyph's outline, laid out.
    public var outline: Path
    /// The lines, for writers that emit real text.
    public var lines: [Line]
    /// The fontconfig family the text was shaped in.
    public var fontFamily: String
    /// The size in points.
    public var fontSize: CGFloat
    /// The CSS weight.
    public var fontWeight: Int
    /// Whether the face is italic.
    public var isItalic: Bool

    public init(outline: Path, lines: [Line], fontFamily: String, fontSize: CGFloat, fontWeight: Int, isItalic: Bool) {
        self.outline = outline
        self.lines = lines
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.fontWeight = fontWeight
        self.isItalic = isItalic
    }
}
