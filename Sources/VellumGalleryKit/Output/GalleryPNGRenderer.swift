import CCairo
import Foundation
import VellumCairo
import VellumGeometry

/// A cairo call that failed, with cairo's own description of the status.
public struct GalleryCairoError: Error, CustomStringConvertible {
    /// The cairo function that reported the failure.
    public var operation: String
    /// Cairo's status description.
    public var message: String

    public var description: String { "\(operation): \(message)" }

    static func check(_ status: cairo_status_t, _ operation: String) throws {
        guard status == CAIRO_STATUS_SUCCESS else {
            throw GalleryCairoError(operation: operation, message: String(cString: cairo_status_to_string(status)))
        }
    }
}

/// Plays a gallery drawing into a cairo image surface and writes it as PNG.
///
/// The surface is ARGB32, painted opaque white first; each layer is filled with cairo's
/// default antialiasing and a flattening tolerance of 0.1 px, as in the reference scenes.
public enum GalleryPNGRenderer {
    /// Renders `layers` on a canvas of `size` pixels (rounded up) and writes the PNG to `url`.
    ///
    /// - Parameters:
    ///   - layers: Filled in order over the white background.
    ///   - size: The canvas in pixels.
    ///   - url: A file URL; an existing file is replaced.
    ///
    /// ```swift
    /// let entry = GalleryEntry.progressRing
    /// try GalleryPNGRenderer.writePNG(try entry.draw(), size: entry.size,
    ///                                 to: URL(fileURLWithPath: "/tmp/ring.png"))
    /// ```
    public static func writePNG(_ layers: [GalleryLayer], size: CGSize, to url: URL) throws {
        let width = Int32(size.width.rounded(.up)), height = Int32(size.height.rounded(.up))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            throw GalleryCairoError(operation: "cairo_image_surface_create", message: "no surface")
        }
        defer { cairo_surface_destroy(surface) }
        try GalleryCairoError.check(cairo_surface_status(surface), "cairo_image_surface_create")
        guard let cr = cairo_create(surface) else {
            throw GalleryCairoError(operation: "cairo_create", message: "no context")
        }
        defer { cairo_destroy(cr) }
        try GalleryCairoError.check(cairo_status(cr), "cairo_create")

        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_tolerance(cr, 0.1)
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_DEFAULT)
        for layer in layers {
            setPath(layer.path, on: cr)
            cairo_set_fill_rule(cr, layer.style.isEOFilled ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_set_source_rgb(cr, Double(layer.color.red) / 255, Double(layer.color.green) / 255,
                                 Double(layer.color.blue) / 255)
            cairo_fill(cr)
        }
        try GalleryCairoError.check(cairo_status(cr), "cairo_fill")
        cairo_surface_flush(surface)
        try GalleryCairoError.check(cairo_surface_write_to_png(surface, url.path), "cairo_surface_write_to_png")
    }

    /// Replaces the context's path with `path` (Vellum's one Cairo path playback).
    private static func setPath(_ path: Path, on cr: OpaquePointer) {
        CairoPath.set(path, on: cr)
    }
}
