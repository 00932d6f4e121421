import CCairo
import Foundation

/// A rendered picture: cairo `CAIRO_FORMAT_ARGB32` pixels copied out of an image surface.
///
/// Rendering creates the surface, paints it opaque white, lets the caller draw with cairo,
/// checks the context's and the surface's status, copies the pixels and destroys everything
/// before returning, so an image is a plain value that owns no cairo object.
///
/// ```swift
/// let image = try CairoImage.render { cr in
///     cairo_rectangle(cr, 10, 10, 20, 20)
///     cairo_fill(cr)
/// }
/// ```
struct CairoImage: Sendable, Equatable {
    let width: Int
    let height: Int
    /// Row-major pixels, premultiplied, native-endian `0xAARRGGBB`.
    var pixels: [UInt32]

    /// An image from row-major ARGB32 pixels (no cairo involved).
    init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height)
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at column `x`, row `y`, as `(a, r, g, b)`.
    func argb(x: Int, y: Int) -> (a: UInt8, r: UInt8, g: UInt8, b: UInt8) {
        let p = pixels[y * width + x]
        return (UInt8(p >> 24), UInt8((p >> 16) & 0xFF), UInt8((p >> 8) & 0xFF), UInt8(p & 0xFF))
    }

    /// Renders with cairo on a `width`×`height` ARGB32 surface that starts opaque white.
    /// The context has the reference scenes' settings: tolerance 0.1, default antialiasing,
    /// identity transform.
    ///
    /// - Parameters:
    ///   - width: Width in pixels. Default: 256.
    ///   - height: Height in pixels. Default: 256.
    ///   - draw: Draws on the context; may throw.
    static func render(
        width: Int = 256, height: Int = 256,
        _ draw: (OpaquePointer) throws -> Void
    ) throws -> CairoImage {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw CairoError(operation: "cairo_image_surface_create", status: CAIRO_STATUS_NO_MEMORY)
        }
        defer { cairo_surface_destroy(surface) }
        try CairoError.check(cairo_surface_status(surface), "cairo_image_surface_create")

        guard let cr = cairo_create(surface) else {
            throw CairoError(operation: "cairo_create", status: CAIRO_STATUS_NO_MEMORY)
        }
        defer { cairo_destroy(cr) }
        try CairoError.check(cairo_status(cr), "cairo_create")

        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_tolerance(cr, 0.1)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        try CairoError.check(cairo_status(cr), "painting the white background")

        try draw(cr)
        try CairoError.check(cairo_status(cr), "drawing")

        cairo_surface_flush(surface)
        try CairoError.check(cairo_surface_status(surface), "cairo_surface_flush")
        return try CairoImage(copying: surface)
    }

    /// Copies the pixels of an ARGB32 image surface.
    init(copying surface: OpaquePointer) throws {
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
            let data = cairo_image_surface_get_data(surface)
        else {
            throw CairoError(operation: "reading an ARGB32 image surface", status: CAIRO_STATUS_INVALID_FORMAT)
        }
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBytes { out in
            for row in 0..<height {
                let source = UnsafeRawPointer(data + row * stride)
                out.baseAddress!.advanced(by: row * width * 4).copyMemory(from: source, byteCount: width * 4)
            }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// Writes the image as a PNG with cairo's writer, creating any missing folders.
    func writePNG(to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(),
            withIntermediateDirectories: true)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw CairoError(operation: "cairo_image_surface_create", status: CAIRO_STATUS_NO_MEMORY)
        }
        defer { cairo_surface_destroy(surface) }
        try CairoError.check(cairo_surface_status(surface), "cairo_image_surface_create")
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else {
            throw CairoError(operation: "cairo_image_surface_get_data", status: CAIRO_STATUS_NULL_POINTER)
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        pixels.withUnsafeBytes { source in
            for row in 0..<height {
                UnsafeMutableRawPointer(data + row * stride)
                    .copyMemory(from: source.baseAddress!.advanced(by: row * width * 4), byteCount: width * 4)
            }
        }
        cairo_surface_mark_dirty(surface)
        try CairoError.check(cairo_surface_write_to_png(surface, url.path), "cairo_surface_write_to_png \(url.path)")
    }

    /// Reads a PNG with cairo, converted to ARGB32.
    static func readPNG(from url: URL) throws -> CairoImage {
        guard let png = cairo_image_surface_create_from_png(url.path) else {
            throw CairoError(operation: "cairo_image_surface_create_from_png", status: CAIRO_STATUS_NO_MEMORY)
        }
        defer { cairo_surface_destroy(png) }
        try CairoError.check(cairo_surface_status(png), "cairo_image_surface_create_from_png \(url.path)")
        // PNGs without alpha come back as RGB24; paint onto ARGB32 to get one format.
        return try render(
            width: Int(cairo_image_surface_get_width(png)),
            height: Int(cairo_image_surface_get_height(png))
        ) { cr in
            cairo_set_source_surface(cr, png, 0, 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
        }
    }
}
