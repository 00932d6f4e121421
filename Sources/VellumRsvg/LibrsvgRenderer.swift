import CCairo
import CRsvg
import Foundation
import VellumCairo
import VellumCore

/// Renders SVG documents with librsvg: the independent renderer that checks Vellum's SVG
/// writer against its Cairo raster (in the tests, the gallery and snapshot suites).
///
/// ```swift
/// let image = try LibrsvgRenderer.image(svg: svgData, width: 256, height: 256)
/// ```
public enum LibrsvgRenderer {
    /// The document drawn into a `width`×`height` transparent ARGB image at its own size
    /// (`width` and `height` attributes) from the top-left corner, or filling the image when
    /// it has no size of its own.
    /// - Throws: ``RenderError/backend(operation:detail:)`` when librsvg cannot read or
    ///   draw the document, and the size errors of ``RenderError`` for bad sizes.
    public static func image(svg: Data, width: Int, height: Int) throws -> RasterImage {
        _ = try RenderError.pixelSize(for: CGSize(width: width, height: height), scale: 1)
        var error: UnsafeMutablePointer<GError>?
        let handle = svg.withUnsafeBytes { buffer in
            rsvg_handle_new_from_data(buffer.bindMemory(to: UInt8.self).baseAddress, gsize(buffer.count), &error)
        }
        guard let handle else { throw failure("rsvg_handle_new_from_data", error) }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RenderError.backend(operation: "cairo_image_surface_create", detail: "no surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            throw RenderError.backend(operation: "cairo_image_surface_create", detail: "bad surface")
        }
        defer { cairo_destroy(cr) }
        // The document at its own size from the top-left corner, as the PNG draws the view: an
        // SVG of 185.88 × 101.13 in a 186 × 102 image is not stretched to fill it.
        var intrinsicWidth = 0.0, intrinsicHeight = 0.0
        let hasSize = rsvg_handle_get_intrinsic_size_in_pixels(handle, &intrinsicWidth, &intrinsicHeight) != 0
        var viewport = RsvgRectangle(
            x: 0, y: 0, width: hasSize ? intrinsicWidth : Double(width),
            height: hasSize ? intrinsicHeight : Double(height))
        guard rsvg_handle_render_document(handle, cr, &viewport, &error) != 0 else {
            throw failure("rsvg_handle_render_document", error)
        }
        cairo_surface_flush(surface)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            throw RenderError.backend(
                operation: "rsvg_handle_render_document",
                detail: String(cString: cairo_status_to_string(cairo_status(cr))))
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels: [UInt32] = []
        pixels.reserveCapacity(width * height)
        for row in 0..<height {
            let start = UnsafeRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
            pixels += UnsafeBufferPointer(start: start, count: width)
        }
        return RasterImage(width: width, height: height, pixels: pixels)
    }

    private static func failure(_ operation: String, _ error: UnsafeMutablePointer<GError>?) -> RenderError {
        defer { if let error { g_error_free(error) } }
        return RenderError.backend(
            operation: operation, detail: error.map { String(cString: $0.pointee.message) } ?? "unknown error")
    }
}
