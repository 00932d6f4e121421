internal import CPango
import Foundation

// Reading laid-out lines: their true width and the characters they show.

extension PangoSession {
    /// How much wider than its glyphs Pango made the ellipsis of `line`: it stretches the
    /// "…" glyph's advance to fill the line to the layout's width. The padding is after the
    /// glyph, so only the width needs correcting.
    func ellipsisPadding(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Int32 {
        var padding: Int32 = 0
        var node = line.pointee.runs
        while let current = node {
            node = current.pointee.next
            guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                  let item = run.pointee.item, let glyphs = run.pointee.glyphs,
                  Int32(item.pointee.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0 else { continue }
            for index in 0..<Int(glyphs.pointee.num_glyphs) {
                let info = glyphs.pointee.glyphs[index]
                var advance = PangoRectangle()
                pango_font_get_glyph_extents(item.pointee.analysis.font, info.glyph, nil, &advance)
                padding += max(info.geometry.width - advance.width, 0)
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
                  let item = run.pointee.item else { continue }
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
        var text = pieces.map(\.text).joined()
        if softWrapped {
            // The spaces a wrap swallowed draw nothing and have no width.
            while let last = text.last, last.isWhitespace, !last.isNewline { text.removeLast() }
        }
        return text
    }
}
