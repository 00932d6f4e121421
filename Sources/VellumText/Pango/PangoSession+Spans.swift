internal import CPango
import Foundation
import VellumDrawing
import VellumGeometry

// Text in spans of their own style: Pango attributes for each span, and each span's glyphs
// read run by run, with the underline and strikethrough drawn from the font's metrics.

extension PangoSession {
    /// Sets the attributes of the spans that reach into `block` (a byte range of the whole
    /// text) on its layout. The last span in the block reaches to the layout's end, so a
    /// "…" that truncation appends takes its style.
    func setSpanAttributes(_ spans: [TextSpan], block: Range<Int>, of layout: OpaquePointer) throws(TextShapingError) {
        guard !spans.isEmpty else { return }
        guard let list = pango_attr_list_new() else {
            throw .backend(operation: "pango_attr_list_new", detail: "no attribute list")
        }
        // The layout takes its own reference.
        defer { pango_attr_list_unref(list) }
        var start = 0
        for (index, span) in spans.enumerated() {
            let end = start + span.utf8Count
            defer { start = end }
            guard end > block.lowerBound, start < block.upperBound else { continue }
            let from = UInt32(max(start, block.lowerBound) - block.lowerBound)
            // UInt32.max is Pango's PANGO_ATTR_INDEX_TO_TEXT_END, which Swift does not import.
            let to = end >= block.upperBound ? UInt32.max : UInt32(end - block.lowerBound)
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ name: String) throws(TextShapingError) {
                guard let attribute else { throw .backend(operation: name, detail: "no attribute") }
                attribute.pointee.start_index = from
                attribute.pointee.end_index = to
                // The list owns the attribute from here.
                pango_attr_list_insert(list, attribute)
            }
            let description = try fontDescription(span.font)
            defer { pango_font_description_free(description) }
            try insert(pango_attr_font_desc_new(description), "pango_attr_font_desc_new")
            if span.font.monospacedDigits {
                try insert(pango_attr_font_features_new("tnum"), "pango_attr_font_features_new")
            }
            if span.tracking != 0 {
                try insert(
                    pango_attr_letter_spacing_new(Int32((span.tracking * CGFloat(PANGO_SCALE)).rounded())),
                    "pango_attr_letter_spacing_new")
            }
            // A colour of its own for each span keeps neighbouring spans of the same font in
            // separate runs, so each run belongs to one span; paths carry no colour.
            try insert(
                pango_attr_foreground_new(
                    UInt16(truncatingIfNeeded: index), UInt16(truncatingIfNeeded: index >> 16), 0),
                "pango_attr_foreground_new")
        }
        pango_layout_set_attributes(layout, list)
    }

    /// Appends each run of `line` to the span it belongs to: its glyphs, underline and
    /// strikethrough to the span's outline, its text to the span's pieces. `origin` is the
    /// line's baseline origin in the layout.
    func appendSpans(
        of line: UnsafeMutablePointer<PangoLayoutLine>, at origin: CGPoint, blockStart: Int,
        bytes: [UInt8], spans: [TextSpan], ends: [Int], to shaped: inout [ShapedSpan]
    ) throws(TextShapingError) {
        var x: CGFloat = 0
        var node = line.pointee.runs
        while let current = node {
            node = current.pointee.next
            guard let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
                let item = run.pointee.item, let glyphs = run.pointee.glyphs
            else { continue }
            let offset = blockStart + Int(item.pointee.offset)
            // The first span that ends after the run's start (ends are sorted).
            var low = 0, high = ends.count - 1
            while low < high {
                let middle = (low + high) / 2
                if ends[middle] > offset { high = middle } else { low = middle + 1 }
            }
            let index = low
            let span = spans[index]
            let advance = points(Int(pango_glyph_string_get_width(glyphs)))
            let runX = x + points(Int(run.pointee.start_x_offset))
            let rise = span.baselineOffset
            let baseline = CGPoint(x: origin.x + runX, y: origin.y - rise)
            try appendGlyphs(glyphs, font: item.pointee.analysis.font, at: baseline, to: &shaped[index].outline)
            if span.underline || span.strikethrough, let font = item.pointee.analysis.font,
                let metrics = pango_font_get_metrics(font, nil)
            {
                defer { pango_font_metrics_unref(metrics) }
                // Positions are above the baseline, Pango units; y grows downward here.
                if span.underline {
                    let top = -points(Int(pango_font_metrics_get_underline_position(metrics)))
                    let thickness = points(Int(pango_font_metrics_get_underline_thickness(metrics)))
                    shaped[index].underline.append(
                        CGRect(x: baseline.x, y: baseline.y + top, width: advance, height: thickness))
                }
                if span.strikethrough {
                    let top = -points(Int(pango_font_metrics_get_strikethrough_position(metrics)))
                    let thickness = points(Int(pango_font_metrics_get_strikethrough_thickness(metrics)))
                    shaped[index].strikethrough.append(
                        CGRect(x: baseline.x, y: baseline.y + top, width: advance, height: thickness))
                }
            }
            let isEllipsis = Int32(item.pointee.analysis.flags) & PANGO_ANALYSIS_FLAG_IS_ELLIPSIS != 0
            let start = min(Int(item.pointee.offset), bytes.count)
            let end = min(start + Int(item.pointee.length), bytes.count)
            let text = isEllipsis ? "…" : String(decoding: bytes[start..<end], as: UTF8.self)
            shaped[index].pieces.append(ShapedLine(text: text, baselineOrigin: baseline, width: advance))
            x += points(Int(run.pointee.start_x_offset)) + advance + points(Int(run.pointee.end_x_offset))
        }
    }

    /// Appends the outlines of `glyphs` in `font`, their baseline origin at `origin`.
    private func appendGlyphs(
        _ glyphs: UnsafeMutablePointer<PangoGlyphString>, font: UnsafeMutablePointer<PangoFont>?,
        at origin: CGPoint, to outline: inout Path
    ) throws(TextShapingError) {
        guard let font else { return }
        cairo_new_path(scratch)
        cairo_move_to(scratch, 0, 0)
        pango_cairo_glyph_string_path(scratch, font, glyphs)
        try appendScratchPath(offsetBy: origin, to: &outline, operation: "pango_cairo_glyph_string_path")
    }

    private func points(_ units: Int) -> CGFloat { CGFloat(units) / CGFloat(PANGO_SCALE) }
}
