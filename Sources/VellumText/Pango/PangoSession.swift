internal import CPango
import Foundation
import VellumDrawing
import VellumGeometry

/// One Pango font map and context, set up for machine-independent metrics, and a scratch
/// Cairo context to turn laid-out lines into paths.
///
/// Pango objects are not thread-safe: a session is only ever used by one thread at a time
/// (``TextShaper`` keeps its one session behind a lock). Creating a font map is slow (it
/// loads fontconfig's configuration and fills font caches), so the session lives as long as
/// the process.
///
/// The settings that make results the same on every machine with the same fonts:
/// - hinting off (`CAIRO_HINT_STYLE_NONE`, `CAIRO_HINT_METRICS_OFF`), grey anti-aliasing;
/// - 72 dpi, so a size in points is a size in layout units;
/// - glyph positions not rounded to whole units (Pango rounds them by default since 1.44),
///   so widths scale linearly with size;
/// - the language fixed to English instead of the process locale, since the language picks
///   fallback fonts and language-specific glyph forms.
final class PangoSession {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private let scratchSurface: OpaquePointer
    /// A Cairo context that only ever builds paths (see `PangoSession+Outline.swift`).
    let scratch: OpaquePointer

    init() throws(TextShapingError) {
        guard let fontMap = pango_cairo_font_map_new() else {
            throw .backend(operation: "pango_cairo_font_map_new", detail: "no font map")
        }
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        guard let context = pango_font_map_create_context(fontMap) else {
            g_object_unref(fontMap)
            throw .backend(operation: "pango_font_map_create_context", detail: "no context")
        }
        guard let options = cairo_font_options_create() else {
            unref(context)
            g_object_unref(fontMap)
            throw .backend(operation: "cairo_font_options_create", detail: "no options")
        }
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        let optionsStatus = cairo_font_options_status(options)
        if optionsStatus == CAIRO_STATUS_SUCCESS {
            // Pango copies the options.
            pango_cairo_context_set_font_options(context, options)
        }
        cairo_font_options_destroy(options)
        guard optionsStatus == CAIRO_STATUS_SUCCESS else {
            unref(context)
            g_object_unref(fontMap)
            throw .backend(
                operation: "cairo_font_options_create", detail: String(cString: cairo_status_to_string(optionsStatus)))
        }
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en"))

        // Building paths draws nothing, but the surface must be unbounded: Cairo drops
        // glyphs that lie well outside a bounded surface, even from paths.
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_ALPHA, nil) else {
            unref(context)
            g_object_unref(fontMap)
            throw .backend(operation: "cairo_recording_surface_create", detail: "no surface")
        }
        let surfaceStatus = cairo_surface_status(surface)
        guard surfaceStatus == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            unref(context)
            g_object_unref(fontMap)
            throw .backend(
                operation: "cairo_recording_surface_create",
                detail: String(cString: cairo_status_to_string(surfaceStatus)))
        }
        let crStatus = cairo_status(cr)
        guard crStatus == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            unref(context)
            g_object_unref(fontMap)
            throw .backend(operation: "cairo_create", detail: String(cString: cairo_status_to_string(crStatus)))
        }
        self.fontMap = fontMap
        self.context = context
        self.scratchSurface = surface
        self.scratch = cr
    }

    deinit {
        cairo_destroy(scratch)
        cairo_surface_destroy(scratchSurface)
        unref(context)
        g_object_unref(fontMap)
    }

    /// Shapes `text` (already sanitized) as `request` (already normalized, size above 0,
    /// within Pango's range) asks.
    ///
    /// The text is laid out in blocks of whole paragraphs, stacked: Pango spends time
    /// proportional to the text before each paragraph on every paragraph (it counts
    /// characters from the start), so one layout of 50,000 short lines takes seconds where
    /// blocks take milliseconds. Paragraphs are laid out independently anyway; the one thing
    /// that crosses a block boundary in a single layout, and not here, is the direction a
    /// paragraph of only neutral characters (digits, punctuation) inherits from the one
    /// before it.
    func shape(_ text: String, _ request: TextLayoutRequest) throws(TextShapingError) -> ShapedText {
        let bytes = Array(text.utf8)
        var paragraphs = Self.paragraphs(of: bytes)
        if request.lineLimit == 1, request.truncation != .tail, request.maxWidth != nil {
            return try shapeOneLine(bytes, paragraph: paragraphs[0], request)
        }
        var textGoesOn = false
        if let limit = request.lineLimit, paragraphs.count > limit {
            // Every paragraph takes at least one line: later ones cannot be shown.
            paragraphs.removeLast(paragraphs.count - limit)
            textGoesOn = true
        }
        let blocks = Self.blocks(of: paragraphs)
        var laidOut: [LaidOutBlock] = []
        defer { for block in laidOut { unref(block.layout) } }
        var linesLeft = request.lineLimit ?? Int.max
        for (index, range) in blocks.enumerated() where linesLeft > 0 {
            let layout = try makeLayout(request)
            laidOut.append(
                LaidOutBlock(layout: layout, bytes: Array(bytes[range]), maximumLines: Int.max, start: range.lowerBound)
            )
            try setSpanAttributes(request.spans, block: range, of: layout)
            setText(laidOut[laidOut.count - 1].bytes, of: layout)
            let count = Int(pango_layout_get_line_count(layout))
            let moreFollows = index + 1 < blocks.count || textGoesOn
            if count > linesLeft || (count == linesLeft && moreFollows) {
                laidOut[laidOut.count - 1].bytes = truncate(
                    layout, bytes: laidOut[laidOut.count - 1].bytes, toLines: linesLeft)
                laidOut[laidOut.count - 1].maximumLines = linesLeft
                break
            }
            linesLeft -= count
        }
        return try read(laidOut, alignment: request.alignment, spans: request.spans, lineSpacing: request.lineSpacing)
    }

    /// One line cut at its head or middle by Pango's ellipsization within the width.
    private func shapeOneLine(_ bytes: [UInt8], paragraph: Range<Int>, _ request: TextLayoutRequest)
        throws(TextShapingError) -> ShapedText
    {
        let layout = try makeLayout(request)
        let block = LaidOutBlock(
            layout: layout, bytes: Array(bytes[paragraph]), maximumLines: 1, start: paragraph.lowerBound)
        defer { unref(layout) }
        try setSpanAttributes(request.spans, block: paragraph, of: layout)
        setText(block.bytes, of: layout)
        pango_layout_set_ellipsize(layout, request.truncation == .head ? PANGO_ELLIPSIZE_START : PANGO_ELLIPSIZE_MIDDLE)
        return try read([block], alignment: request.alignment, spans: request.spans, lineSpacing: 0)
    }

    /// The byte ranges of the paragraphs of `bytes`, without the "\n"s between them; empty
    /// text is one empty paragraph.
    static func paragraphs(of bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            result.append(start..<index)
            start = index + 1
        }
        result.append(start..<bytes.count)
        return result
    }

    /// The most paragraphs, and bytes, in one block (a block has at least one paragraph).
    static let blockParagraphs = 64
    static let blockBytes = 4_096

    /// Consecutive paragraphs grouped into blocks, as byte ranges from the first paragraph's
    /// start to the last one's end.
    static func blocks(of paragraphs: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var first = 0
        while first < paragraphs.count {
            var last = first
            while last + 1 < paragraphs.count, last + 1 - first < blockParagraphs,
                paragraphs[last + 1].upperBound - paragraphs[first].lowerBound <= blockBytes
            {
                last += 1
            }
            result.append(paragraphs[first].lowerBound..<paragraphs[last].upperBound)
            first = last + 1
        }
        return result
    }

    /// One block's layout, its text, and how many of its lines are shown.
    struct LaidOutBlock {
        var layout: OpaquePointer
        var bytes: [UInt8]
        var maximumLines: Int
        /// Where the block's text starts in the whole text, in bytes.
        var start: Int = 0
    }

    private func makeLayout(_ request: TextLayoutRequest) throws(TextShapingError) -> OpaquePointer {
        guard let layout = pango_layout_new(context) else {
            throw .backend(operation: "pango_layout_new", detail: "no layout")
        }
        do {
            try configure(layout, font: request.font)
        } catch {
            unref(layout)
            throw error
        }
        if let maxWidth = request.maxWidth {
            pango_layout_set_width(layout, Int32((maxWidth * CGFloat(PANGO_SCALE)).rounded(.down)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if request.lineSpacing > 0 {
            pango_layout_set_spacing(layout, Int32((request.lineSpacing * CGFloat(PANGO_SCALE)).rounded()))
        }
        return layout
    }

    private func setText(_ bytes: [UInt8], of layout: OpaquePointer) {
        // Pango copies the text; `bytes` holds no NUL (control characters are gone).
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                pango_layout_set_text(layout, chars.baseAddress, Int32(bytes.count))
            }
        }
    }

    // MARK: Setting up the layout

    /// A Pango font description of `font`; the caller frees it.
    func fontDescription(_ font: FontSpec) throws(TextShapingError) -> OpaquePointer {
        guard let description = pango_font_description_new() else {
            throw .backend(operation: "pango_font_description_new", detail: "no font description")
        }
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, (font.size * CGFloat(PANGO_SCALE)).rounded())
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight)))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        if font.width != 100 { pango_font_description_set_stretch(description, Self.stretch(percent: font.width)) }
        return description
    }

    /// The Pango stretch nearest a CSS `font-stretch` percentage.
    static func stretch(percent: Int) -> PangoStretch {
        let steps: [(Int, PangoStretch)] = [
            (50, PANGO_STRETCH_ULTRA_CONDENSED), (62, PANGO_STRETCH_EXTRA_CONDENSED), (75, PANGO_STRETCH_CONDENSED),
            (87, PANGO_STRETCH_SEMI_CONDENSED), (100, PANGO_STRETCH_NORMAL), (112, PANGO_STRETCH_SEMI_EXPANDED),
            (125, PANGO_STRETCH_EXPANDED), (150, PANGO_STRETCH_EXTRA_EXPANDED), (200, PANGO_STRETCH_ULTRA_EXPANDED)
        ]
        return steps.min { abs($0.0 - percent) < abs($1.0 - percent) }!.1
    }

    private func configure(_ layout: OpaquePointer, font: FontSpec) throws(TextShapingError) {
        let description = try fontDescription(font)
        defer { pango_font_description_free(description) }
        // The layout copies the description.
        pango_layout_set_font_description(layout, description)

        if font.monospacedDigits {
            guard let attributes = pango_attr_list_new() else {
                throw .backend(operation: "pango_attr_list_new", detail: "no attribute list")
            }
            defer { pango_attr_list_unref(attributes) }
            guard let tabular = pango_attr_font_features_new("tnum") else {
                throw .backend(operation: "pango_attr_font_features_new", detail: "no attribute")
            }
            // The list takes ownership of the attribute; the layout takes a reference.
            pango_attr_list_insert(attributes, tabular)
            pango_layout_set_attributes(layout, attributes)
        }
    }

    /// Cuts the text of `layout` so that it shows `limit` lines, the last ending in "…"
    /// (SwiftUI's tail truncation); returns the new text. The layout has at least `limit`
    /// lines, and text goes on after line `limit` (in this layout or after it).
    ///
    /// The text becomes everything up to the end of the paragraph that line `limit` is in,
    /// without trailing spaces, followed by "…". When that line ends its paragraph ("b" of
    /// "a\nb\nc"), it simply gains the "…" ("b…"). When its paragraph goes on, the layout's
    /// height is limited to `limit` lines and Pango fills the last line with as much of the
    /// paragraph as fits before its own "…" (as CoreText does), dropping ours. Pango limits
    /// the height only within a width (and a negative height would count lines per
    /// paragraph, not per layout); without a width nothing wraps, so no limit is needed.
    private func truncate(_ layout: OpaquePointer, bytes: [UInt8], toLines limit: Int) -> [UInt8] {
        var node = pango_layout_get_lines_readonly(layout)
        for _ in 1..<limit { node = node?.pointee.next }
        // The paragraph's last line: the one before the next paragraph starts.
        while let next = node?.pointee.next?.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self),
            next.pointee.is_paragraph_start == 0
        {
            node = node?.pointee.next
        }
        guard let lastLine = node?.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self) else { return bytes }
        let start = Int(lastLine.pointee.start_index)
        var end = min(start + Int(lastLine.pointee.length), bytes.count)
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        let truncated = Array(bytes[..<end]) + Array("…".utf8)
        setText(truncated, of: layout)
        guard pango_layout_get_width(layout) >= 0, Int(pango_layout_get_line_count(layout)) > limit,
            let iterator = pango_layout_get_iter(layout)
        else { return truncated }
        defer { pango_layout_iter_free(iterator) }
        var line = 1
        while line < limit, pango_layout_iter_next_line(iterator) != 0 { line += 1 }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &logical)
        // Pango makes a line the last when less than two lines' height remains below its
        // top, so the height reaches half a line below line `limit`.
        pango_layout_set_height(layout, logical.y + logical.height + logical.height / 2)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        return truncated
    }

    // MARK: Reading the result

    /// One shown line: where it is, how wide, in Pango units.
    private struct LineInfo {
        var line: UnsafeMutablePointer<PangoLayoutLine>
        var block: Int
        var logical: PangoRectangle // in the line's own coordinates (origin on the baseline)
        var baseline: Int // from the top of the whole text
        var isParagraphStart: Bool
    }

    private func read(
        _ blocks: [LaidOutBlock], alignment: TextLineAlignment,
        spans: [TextSpan], lineSpacing: CGFloat
    ) throws(TextShapingError) -> ShapedText {
        let spacing = Int((lineSpacing * CGFloat(PANGO_SCALE)).rounded())
        var infos: [LineInfo] = []
        var top = 0
        for (index, block) in blocks.enumerated() {
            guard let iterator = pango_layout_get_iter(block.layout) else {
                throw .backend(operation: "pango_layout_get_iter", detail: "no iterator")
            }
            defer { pango_layout_iter_free(iterator) }
            let ellipsized = pango_layout_is_ellipsized(block.layout) != 0
            var shown = 0
            var bottom = top
            repeat {
                guard shown < block.maximumLines, let line = pango_layout_iter_get_line_readonly(iterator) else {
                    break
                }
                var logical = PangoRectangle()
                pango_layout_line_get_extents(line, nil, &logical)
                // Read before the padding goes: Pango caches a line's extents.
                if ellipsized { logical.width -= removeEllipsisPadding(line) }
                var placed = PangoRectangle()
                pango_layout_iter_get_line_extents(iterator, nil, &placed)
                bottom = top + Int(placed.y) + Int(placed.height)
                infos.append(
                    LineInfo(
                        line: line, block: index, logical: logical,
                        baseline: top + Int(pango_layout_iter_get_baseline(iterator)),
                        isParagraphStart: line.pointee.is_paragraph_start != 0))
                shown += 1
            } while pango_layout_iter_next_line(iterator) != 0
            // Blocks are layouts of their own: the spacing between them is added here.
            top = bottom + (index + 1 < blocks.count ? spacing : 0)
        }

        let width = points(infos.map { Int($0.logical.width) }.max() ?? 0)
        var outline = Path()
        var shapedSpans = spans.map { _ in ShapedSpan() }
        // Where each span ends in the whole text, in bytes.
        var ends: [Int] = []
        var total = 0
        for span in spans {
            total += span.utf8Count
            ends.append(total)
        }
        var lines: [ShapedLine] = []
        lines.reserveCapacity(infos.count)
        for (index, info) in infos.enumerated() {
            let lineWidth = points(Int(info.logical.width))
            let origin = CGPoint(
                x: alignment.fraction * (width - lineWidth) - points(Int(info.logical.x)),
                y: points(info.baseline))
            if spans.isEmpty {
                try appendOutline(of: info.line, at: origin, to: &outline)
            } else {
                try appendSpans(
                    of: info.line, at: origin, blockStart: blocks[info.block].start,
                    bytes: blocks[info.block].bytes, spans: spans, ends: ends, to: &shapedSpans)
            }
            let softWrapped = index + 1 < infos.count && !infos[index + 1].isParagraphStart
            lines.append(
                ShapedLine(
                    text: lineText(info.line, bytes: blocks[info.block].bytes, softWrapped: softWrapped),
                    baselineOrigin: origin, width: lineWidth))
        }
        for span in shapedSpans {
            outline.addPath(span.outline)
            for rect in span.underline + span.strikethrough { outline.addRect(rect) }
        }
        return ShapedText(
            size: CGSize(width: width, height: points(top)),
            outline: outline,
            firstBaseline: lines.first?.baselineOrigin.y ?? 0,
            lastBaseline: lines.last?.baselineOrigin.y ?? 0,
            lines: lines,
            spans: shapedSpans)
    }

    private func points(_ units: Int) -> CGFloat { CGFloat(units) / CGFloat(PANGO_SCALE) }
}

/// Drops a reference to a GObject Swift sees as an opaque pointer.
private func unref(_ object: OpaquePointer) {
    g_object_unref(UnsafeMutableRawPointer(object))
}
