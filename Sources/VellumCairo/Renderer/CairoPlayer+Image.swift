import CCairo
import CRsvg
import Foundation
import VellumDrawing
import VellumGeometry

// Images: bitmaps as Cairo surface patterns, SVG documents drawn as vectors by librsvg.

extension CairoPlayer {
    /// Largest side of the raster one tile of a tiled SVG image is drawn into.
    private static let maximumTileSide: CGFloat = 4_096

    /// Fills the current path (already set, in `transform`'s user space) with `pattern`: the
    /// path clips, and (unless tiled) so does the image's frame.
    func fillCurrentPath(
        with pattern: ImagePattern, opacity: Double, transform: CGAffineTransform,
        path: PreparedPath
    ) throws {
        let alpha = opacity * pattern.opacity * (pattern.tint?.opacity ?? 1)
        guard pattern.isDrawable, alpha > 0 else {
            cairo_new_path(cr)
            return
        }
        cairo_clip(cr)
        if !pattern.isTiled,
            path.path.axisAlignedRectangle(transform: .identity) != pattern.frame.standardized
                || path.isInDeviceSpace
        {
            // Nothing outside the frame; a fill of exactly the frame needs no second edge.
            cairo_rectangle(cr, pattern.frame.minX, pattern.frame.minY, pattern.frame.width, pattern.frame.height)
            cairo_clip(cr)
        }
        let source: OpaquePointer
        switch pattern.source {
        case .bitmap(let bitmap):
            source = try bitmapPattern(bitmap, pattern)
        case .vector(let vector):
            source =
                pattern.isTiled
                ? try vectorTilePattern(vector, pattern, transform: transform)
                : try vectorGroup(vector, pattern)
        }
        defer { cairo_pattern_destroy(source) }
        if let tint = pattern.tint {
            // A template: the tint where the image has alpha.
            cairo_set_source_rgba(cr, tint.red, tint.green, tint.blue, alpha)
            cairo_mask(cr, source)
        } else {
            cairo_set_source(cr, source)
            cairo_paint_with_alpha(cr, alpha)
        }
        try checkCairo(cairo_status(cr), "drawing an image")
    }

    /// A surface pattern of the bitmap's source rectangle, placed in the current user space.
    private func bitmapPattern(
        _ bitmap: ImageBitmap, _ pattern: ImagePattern,
        baking baked: (tint: RGBAColor?, opacity: Double)? = nil
    ) throws -> OpaquePointer {
        // A tile repeats its source rectangle, to whole pixels. A single image is sampled
        // whole, clipped to its frame: a slice blends with its neighbours at its edges, as
        // SVG viewers draw it.
        var columns = 0..<bitmap.width, rows = 0..<bitmap.height
        if pattern.isTiled {
            let pixels = pattern.sourcePixelRect
            let x0 = min(max(Int(pixels.minX.rounded()), 0), bitmap.width - 1)
            let y0 = min(max(Int(pixels.minY.rounded()), 0), bitmap.height - 1)
            columns = x0..<max(min(Int(pixels.maxX.rounded()), bitmap.width), x0 + 1)
            rows = y0..<max(min(Int(pixels.maxY.rounded()), bitmap.height), y0 + 1)
        }
        let image = try Self.image(of: bitmap, columns: columns, rows: rows)
        if let baked {
            try Self.bake(baked, into: image)
        } else if rasterScale != 1 {
            // PDF: the same pixels drawn again (nine slices, a logo per row) are one embedded image.
            Self.markUnique(image.surface, bitmap: bitmap, columns: columns, rows: rows)
        }
        guard let source = cairo_pattern_create_for_surface(image.surface) else {
            throw RenderError.backend(operation: "cairo_pattern_create_for_surface", detail: "no pattern")
        }
        place(
            source, frame: pattern.isTiled ? pattern.frame : pattern.fullImageFrame,
            contentSize: CGSize(width: columns.count, height: rows.count))
        cairo_pattern_set_filter(source, Self.filter(pattern.interpolation))
        // Tiles repeat; a single image pads its edge pixels outward so that the clip alone
        // draws its edge (PDF has no padded images: there the image simply ends).
        let pad = rasterScale == 1 && baked == nil
        cairo_pattern_set_extend(
            source, pattern.isTiled ? CAIRO_EXTEND_REPEAT : pad ? CAIRO_EXTEND_PAD : CAIRO_EXTEND_NONE)
        try checkCairo(cairo_pattern_status(source), "cairo_pattern_create_for_surface")
        return source
    }

    /// Sets the pattern's matrix so that content of `contentSize` fills `frame` (user space).
    private func place(_ source: OpaquePointer, frame: CGRect, contentSize: CGSize) {
        // Cairo's pattern matrix maps user space to pattern space.
        let toPattern = CGAffineTransform(scaleX: contentSize.width / frame.width, y: contentSize.height / frame.height)
            .translatedBy(x: -frame.minX, y: -frame.minY)
        var matrix = cairo_matrix_t(
            xx: toPattern.a, yx: toPattern.b, xy: toPattern.c, yy: toPattern.d,
            x0: toPattern.tx, y0: toPattern.ty)
        cairo_pattern_set_matrix(source, &matrix)
    }

    /// The SVG document drawn as vectors into a group (the whole image placed where
    /// `pattern` puts it), as a pattern in the current user space.
    private func vectorGroup(_ vector: VectorImage, _ pattern: ImagePattern) throws -> OpaquePointer {
        let full = pattern.fullImageFrame
        cairo_push_group(cr)
        cairo_save(cr)
        cairo_translate(cr, full.minX, full.minY)
        cairo_scale(cr, full.width / vector.size.width, full.height / vector.size.height)
        let rendered = Result { try Self.render(vector, on: cr) }
        cairo_restore(cr)
        let group = try popGroup()
        do { try rendered.get() } catch {
            cairo_pattern_destroy(group)
            throw error
        }
        return group
    }

    /// One tile of an SVG image rasterised at the device's resolution, repeated.
    private func vectorTilePattern(
        _ vector: VectorImage, _ pattern: ImagePattern, transform: CGAffineTransform,
        baking baked: (tint: RGBAColor?, opacity: Double)? = nil
    ) throws -> OpaquePointer {
        let deviceScale = scale * rasterScale * abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        let width = min(max((abs(pattern.frame.width) * deviceScale).rounded(.up), 1), Self.maximumTileSide)
        let height = min(max((abs(pattern.frame.height) * deviceScale).rounded(.up), 1), Self.maximumTileSide)
        let tile = try CairoImageTarget(width: Int(width), height: Int(height))
        let source = pattern.sourcePixelRect
        cairo_scale(tile.context, width / source.width, height / source.height)
        cairo_translate(tile.context, -source.minX, -source.minY)
        try Self.render(vector, on: tile.context)
        if let baked { try Self.bake(baked, into: tile) }
        cairo_surface_flush(tile.surface)
        guard let tilePattern = cairo_pattern_create_for_surface(tile.surface) else {
            throw RenderError.backend(operation: "cairo_pattern_create_for_surface", detail: "no pattern")
        }
        place(tilePattern, frame: pattern.frame, contentSize: CGSize(width: width, height: height))
        cairo_pattern_set_extend(tilePattern, pattern.isTiled ? CAIRO_EXTEND_REPEAT : CAIRO_EXTEND_NONE)
        cairo_pattern_set_filter(tilePattern, CAIRO_FILTER_GOOD)
        return tilePattern
    }

    /// Draws `vector` at its natural size at the origin of `context`'s user space.
    static func render(_ vector: VectorImage, on context: OpaquePointer) throws {
        var error: UnsafeMutablePointer<GError>?
        let handle = vector.svg.withUnsafeBytes { bytes -> UnsafeMutablePointer<RsvgHandle>? in
            guard let data = g_bytes_new(bytes.baseAddress, gsize(bytes.count)) else { return nil }
            defer { g_bytes_unref(data) }
            let stream = g_memory_input_stream_new_from_bytes(data)
            defer { g_object_unref(UnsafeMutableRawPointer(stream)) }
            // No base URL: the document can load nothing from outside itself.
            return rsvg_handle_new_from_stream_sync(stream, nil, RSVG_HANDLE_FLAGS_NONE, nil, &error)
        }
        guard let handle else { throw failure("rsvg_handle_new_from_stream_sync", error) }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        var viewport = RsvgRectangle(x: 0, y: 0, width: vector.size.width, height: vector.size.height)
        guard rsvg_handle_render_document(handle, context, &viewport, &error) != 0 else {
            throw failure("rsvg_handle_render_document", error)
        }
    }

    private static func failure(_ operation: String, _ error: UnsafeMutablePointer<GError>?) -> RenderError {
        defer { if let error { g_error_free(error) } }
        return .backend(
            operation: operation, detail: error.map { String(cString: $0.pointee.message) } ?? "unknown error")
    }

    /// Makes `paint`'s image the source for a stroke or text (which cannot clip by the image's
    /// frame): tint and opacity are baked into the pixels, and nothing shows outside the frame
    /// of an image that does not tile.
    func setImageSource(_ pattern: ImagePattern, opacity: Double, transform: CGAffineTransform) throws {
        guard pattern.isDrawable else {
            cairo_set_source_rgba(cr, 0, 0, 0, 0)
            return
        }
        let baked = (tint: pattern.tint, opacity: opacity * pattern.opacity)
        let source: OpaquePointer
        switch pattern.source {
        case .bitmap(let bitmap): source = try bitmapPattern(bitmap, pattern, baking: baked)
        case .vector(let vector): source = try vectorTilePattern(vector, pattern, transform: transform, baking: baked)
        }
        defer { cairo_pattern_destroy(source) }
        cairo_set_source(cr, source)
    }

    /// Replaces colours by `tint` (when set) and multiplies alpha by `opacity`.
    private static func bake(_ baked: (tint: RGBAColor?, opacity: Double), into image: CairoImageTarget) throws {
        let (data, stride) = try image.pixels()
        guard
            let buffer = PixelBuffer(
                base: UnsafeMutableRawPointer(data), width: image.width, height: image.height,
                stride: stride)
        else { return }
        if let tint = baked.tint {
            Self.tint(buffer, with: tint, opacity: baked.opacity)
        } else if baked.opacity < 1 {
            Self.multiplyAlpha(buffer, by: baked.opacity)
        }
        cairo_surface_mark_dirty(image.surface)
    }

    /// An ARGB32 image holding the bitmap's pixels in `columns` and `rows`.
    static func image(of bitmap: ImageBitmap, columns: Range<Int>, rows: Range<Int>) throws -> CairoImageTarget {
        let image = try CairoImageTarget(width: columns.count, height: rows.count, cleared: false)
        let (data, stride) = try image.pixels()
        bitmap.premultipliedRGBA.withUnsafeBufferPointer { rgba in
            for (row, y) in rows.enumerated() {
                let out = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                var offset = (y * bitmap.width + columns.lowerBound) * 4
                for column in 0..<columns.count {
                    out[column] = ImageBitmap.argbWord(fromRGBA: rgba.baseAddress! + offset)
                    offset += 4
                }
            }
        }
        cairo_surface_mark_dirty(image.surface)
        return image
    }

    /// Tags a surface with an id of its pixels, so that Cairo's PDF backend writes them once.
    private static func markUnique(_ surface: OpaquePointer, bitmap: ImageBitmap, columns: Range<Int>, rows: Range<Int>)
    {
        let id = "vellum-\(UInt(bitPattern: ObjectIdentifier(bitmap).hashValue))-\(columns)-\(rows)"
        guard let copy = strdup(id) else { return }
        let status = cairo_surface_set_mime_data(
            surface, CAIRO_MIME_TYPE_UNIQUE_ID, copy, UInt(strlen(copy)),
            { free($0) }, copy)
        if status != CAIRO_STATUS_SUCCESS { free(copy) }
    }

    static func filter(_ interpolation: ImageInterpolation) -> cairo_filter_t {
        switch interpolation {
        case .none: return CAIRO_FILTER_NEAREST
        // SwiftUI draws low and medium alike. GOOD is bilinear down to 3/4 scale and
        // averages each pixel's area below it, as every SVG viewer does.
        case .low, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}
