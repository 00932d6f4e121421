internal import CPango
import Foundation
import VellumDrawing

// Reading laid-out lines: their true width and the characters they show.

extension PangoSession {
    /// Takes off the padding Pango gives the "…" of an ellipsized `line` and returns how
    /// much that was.
    ///
    /// Pango stretches the ellipsis glyph's advance so the line fills the layout's width.
    /// The glyph sits at the start of its stretched advance, so in a right-to-left line the
    /// padding would open a gap between "…" and the text; with the advance set back to the
    /// glyph's own, both directions draw tight, and the line's width is its glyphs'.
    func removeEllipsisPadding(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Int32 {
        var padding: Int32 = 0
        var node = line.pointee.runs
        while let current = node {
            node = current.pointee.next
            guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let item = run.pointee.item, let glyphs = run.pointee.glyphs,
                Int32(item.pointee.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0
            else { continue }
            for index in 0..<Int(glyphs.pointee.num_glyphs) {
                var advance = PangoRectangle()
                pango_font_get_glyph_extents(
                    item.pointee.analysis.font, glyphs.pointee.glyphs[index].glyph, nil, &advance)
                let extra = glyphs.pointee.glyphs[index].geometry.width - advance.width
                if extra > 0 {
                    padding += extra
                    glyphs.pointee.glyphs[index].geometry.width = advance.width
                }
            }
        }
        return padding
    }

    /// The characters `line` shows, in logical order, with "…" for the ellipsized part.
    func lineText(_ line: UnsafeMutablePointer<PangoLayoutLine>, bytes: [UInt8], softWrapped: Bool) -> String {
        var pieces: [(offset: Int32, text: String)] = []
        var node = line.pointee.runs
        while let current = node {
            node = current.pointee.next
            guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let item = run.pointee.item
            else { continue }
            let start = Int(item.pointee.offset)
            let end = start + Int(item.pointee.length)
            if Int32(item.pointee.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0 {
                pieces.append((item.pointee.offset, "…"))
            } else if start >= 0, start <= end, end <= bytes.count {
                pieces.append((item.pointee.offset, String(decoding: bytes[start..<end], as: UTF8.self)))
            }
        }
        // Runs are in visual order; text is wanted in logical order.
        pieces.sort { $0.offset < $1.offset }
        var text = pieces.map({ $0.text }).joined()
        if softWrapped {
            // The spaces a wrap swallowed draw nothing and have no width.
            while let last = text.last, last.isWhitespace, !last.isNewline { text.removeLast() }
        }
        return text
    }
}
