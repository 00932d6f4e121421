import CCairo
import Foundation
import VellumCore

/// Checks a Cairo status, turning failure into a typed error that names the call.
func checkCairo(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
    guard status == CAIRO_STATUS_SUCCESS else {
        throw RenderError.backend(operation: operation(), detail: String(cString: cairo_status_to_string(status)))
    }
}

/// An ARGB32 image surface and a context on it, destroyed together.
final class CairoImageTarget {
    let surface: OpaquePointer
    let context: OpaquePointer
    let width: Int
    let height: Int

    init(width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32) throws {
        guard let surface = cairo_image_surface_create(format, Int32(width), Int32(height)) else {
            throw RenderError.backend(operation: "cairo_image_surface_create", detail: "no surface")
        }
        do {
            try checkCairo(cairo_surface_status(surface), "cairo_image_surface_create")
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        guard let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RenderError.backend(operation: "cairo_create", detail: "no context")
        }
        self.surface = surface
        self.context = context
        self.width = width
        self.height = height
        try checkCairo(cairo_status(context), "cairo_create")
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The pixel data after flushing pending drawing.
    func pixels() throws -> (data: UnsafeMutablePointer<UInt8>, stride: Int) {
        cairo_surface_flush(surface)
        try checkCairo(cairo_status(context), "drawing")
        try checkCairo(cairo_surface_status(surface), "drawing")
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RenderError.backend(operation: "cairo_image_surface_get_data", detail: "no data")
        }
        return (data, Int(cairo_image_surface_get_stride(surface)))
    }
}
