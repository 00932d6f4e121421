internal import CPango
import Foundation
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
    private let scratch: OpaquePointer

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
            throw .backend(operation: "cairo_font_options_create", detail: String(cString: cairo_status_to_string(optionsStatus)))
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
            throw .backend(operation: "cairo_recording_surface_create", detail: String(cString: cairo_status_to_string(surfaceStatus)))
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

    /// Shapes `text` (already sanitized) as `request` (already normalized, size above 0)
    /// asks.
    func shape(_ text: String, _ request: TextLayoutRequest) throws(TextShapingError) -> ShapedText {
        guard let layout = pango_layout_new(context) else {
            throw .backend(operation: "pango_layout_new", detail: "no layout")
        }
        defer { unref(layout) }
        try configure(layout, font: request.font)
        var bytes = Array(text.utf8)
        setText(bytes, of: layout)
        if let maxWidth = request.maxWidth {
            pango_layout_set_width(layout, Int32((maxWidth * CGFloat(PANGO_SCALE)).rounded(.down)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        var maximumLines = Int.max
        if let limit = request.lineLimit, Int(pango_layout_get_line_count(layout)) > limit {
            bytes = truncate(layout, bytes: bytes, toLines: limit)
            maximumLines = limit
        }
        return try read(layout, bytes: bytes, maximumLines: maximumLines, alignment: request.alignment)
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

    private func configure(_ layout: OpaquePointer, font: FontSpec) throws(TextShapingError) {
        guard let description = pango_font_description_new() else {
            throw .backend(operation: "pango_font_description_new", detail: "no font description")
        }
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, font.family)
        pango_font_description_set_absolute_size(description, (font.size * CGFloat(PANGO_SCALE)).rounded())
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight)))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
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
    /// (SwiftUI's tail truncation); returns the new text.
    ///
    /// The text becomes everything up to the end of the paragraph that line `limit` is in,
    /// without trailing spaces, followed by "…". When that line ends its paragraph ("b" of
    /// "a\nb\nc"), it simply gains the "…" ("b…"). When its paragraph goes on, the layout's
    /// height is limited to `limit` lines and Pango fills the last line with as much of the
    /// paragraph as fits before its own "…" (as CoreText does), dropping ours. Pango limits
    /// the height only within a width (and a negative height would count lines per
    /// paragraph, not per layout); without a width nothing wraps, so no limit is needed.
    private func truncate(_ layout: OpaquePointer, bytes: [UInt8], toLines limit: Int) -> [UInt8] {
        let count = Int(pango_layout_get_line_count(layout))
        var last = limit - 1
        while last + 1 < count, let next = pango_layout_get_line_readonly(layout, Int32(last + 1)),
              next.pointee.is_paragraph_start == 0 {
            last += 1
        }
        guard let lastLine = pango_layout_get_line_readonly(layout, Int32(last)) else { return bytes }
        var end = min(Int(lastLine.pointee.start_index + lastLine.pointee.length), bytes.count)
        while end > Int(lastLine.pointee.start_index), bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        let truncated = Array(bytes[..<end]) + Array("…".utf8)
        setText(truncated, of: layout)
        guard pango_layout_get_width(layout) >= 0, Int(pango_layout_get_line_count(layout)) > limit,
              let iterator = pango_layout_get_iter(layout) else { return truncated }
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

    private struct LineInfo {
        var line: UnsafeMutablePointer<PangoLayoutLine>
        var logical: PangoRectangle  // in the line's own coordinates (origin on the baseline)
        var baseline: Int32          // in layout coordinates
        var isParagraphStart: Bool
    }

    private func read(_ layout: OpaquePointer, bytes: [UInt8], maximumLines: Int,
                      alignment: TextLineAlignment) throws(TextShapingError) -> ShapedText {
        guard let iterator = pango_layout_get_iter(layout) else {
            throw .backend(operation: "pango_layout_get_iter", detail: "no iterator")
        }
        defer { pango_layout_iter_free(iterator) }
        let ellipsized = pango_layout_is_ellipsized(layout) != 0
        var infos: [LineInfo] = []
        var bottom: Int32 = 0
        repeat {
            guard infos.count < maximumLines, let line = pango_layout_iter_get_line_readonly(iterator) else { break }
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            if ellipsized { logical.width -= ellipsisPadding(line) }
            var placed = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &placed)
            bottom = placed.y + placed.height
            infos.append(LineInfo(line: line, logical: logical, baseline: pango_layout_iter_get_baseline(iterator),
                                  isParagraphStart: line.pointee.is_paragraph_start != 0))
        } while pango_layout_iter_next_line(iterator) != 0

        let widthUnits = infos.map(\.logical.width).max() ?? 0
        let width = points(widthUnits)

        var outline = Path()
        var lines: [ShapedLine] = []
        lines.reserveCapacity(infos.count)
        for (index, info) in infos.enumerated() {
            let lineWidth = points(info.logical.width)
            let origin = CGPoint(x: alignment.fraction * (width - lineWidth) - points(info.logical.x),
                                 y: points(info.baseline))
            try appendOutline(of: info.line, at: origin, to: &outline)
            let softWrapped = index + 1 < infos.count && !infos[index + 1].isParagraphStart
            lines.append(ShapedLine(text: lineText(info.line, bytes: bytes, softWrapped: softWrapped),
                                    baselineOrigin: origin, width: lineWidth))
        }
        return ShapedText(size: CGSize(width: width, height: points(bottom)),
                          outline: outline,
                          firstBaseline: lines.first?.baselineOrigin.y ?? 0,
                          lastBaseline: lines.last?.baselineOrigin.y ?? 0,
                          lines: lines)
    }

    /// How much wider than its glyphs Pango made the ellipsis of `line`: it stretches the
    /// "…" glyph's advance to fill the line to the layout's width. The padding is after the
    /// glyph, so only the width needs correcting.
    private func ellipsisPadding(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Int32 {
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
    private func lineText(_ line: UnsafeMutablePointer<PangoLayoutLine>, bytes: [UInt8], softWrapped: Bool) -> String {
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

    // MARK: Outlines

    /// Appends the glyph outlines of `line`, its baseline origin moved to `origin`.
    ///
    /// Each line is drawn with its origin at Cairo's origin and moved into place in Double:
    /// Cairo keeps path coordinates in 24.8 fixed point, which ends at ±8.4 million, and a
    /// line on its own stays within a million points (see `TextShaper.layoutScale`).
    private func appendOutline(of line: UnsafeMutablePointer<PangoLayoutLine>, at origin: CGPoint,
                               to outline: inout Path) throws(TextShapingError) {
        guard line.pointee.runs != nil else { return }
        cairo_new_path(scratch)
        cairo_move_to(scratch, 0, 0)
        pango_cairo_layout_line_path(scratch, line)
        let status = cairo_status(scratch)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw .backend(operation: "pango_cairo_layout_line_path", detail: String(cString: cairo_status_to_string(status)))
        }
        guard let path = cairo_copy_path(scratch) else {
            throw .backend(operation: "cairo_copy_path", detail: "no path")
        }
        defer {
            cairo_path_destroy(path)
            cairo_new_path(scratch)
        }
        guard path.pointee.status == CAIRO_STATUS_SUCCESS else {
            throw .backend(operation: "cairo_copy_path", detail: String(cString: cairo_status_to_string(path.pointee.status)))
        }
        append(path.pointee, offsetBy: origin, to: &outline)
    }

    /// Appends a Cairo path (user space) to `outline`, every point moved by `offset`.
    private func append(_ path: cairo_path_t, offsetBy offset: CGPoint, to outline: inout Path) {
        guard let data = path.data else { return }
        func point(_ i: Int) -> CGPoint {
            CGPoint(x: data[i].point.x + offset.x, y: data[i].point.y + offset.y)
        }
        let count = Int(path.num_data)
        var i = 0
        while i < count {
            let header = data[i].header
            let length = Int(header.length)
            guard length >= 1, i + length <= count else { return }
            switch header.type {
            case CAIRO_PATH_MOVE_TO where length >= 2:
                outline.move(to: point(i + 1))
            case CAIRO_PATH_LINE_TO where length >= 2:
                outline.addLine(to: point(i + 1))
            case CAIRO_PATH_CURVE_TO where length >= 4:
                outline.addCurve(to: point(i + 3), control1: point(i + 1), control2: point(i + 2))
            case CAIRO_PATH_CLOSE_PATH:
                outline.closeSubpath()
            default:
                break
            }
            i += length
        }
    }

    private func points(_ units: Int32) -> CGFloat { CGFloat(units) / CGFloat(PANGO_SCALE) }
}

/// Drops a reference to a GObject Swift sees as an opaque pointer.
private func unref(_ object: OpaquePointer) {
    g_object_unref(UnsafeMutableRawPointer(object))
}
