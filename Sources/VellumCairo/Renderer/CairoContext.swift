import CCairo
import Foundation
import VellumDrawing

/// Checks a Cairo status, turning failure into a typed error that names the call.
func checkCairo(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
    guard status == CAIRO_STATUS_SUCCESS else {
        throw RenderError.backend(operation: operation(), detail: String(cString: cairo_status_to_string(status)))
    }
}

/// Identifies the pixel memory attached to surfaces created over our own buffer.
/// Cairo compares keys by address, so the key lives at one address for the process.
nonisolated(unsafe) private let pixelMemoryKey: UnsafeMutablePointer<cairo_user_data_key_t> = {
    let key = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
    key.initialize(to: cairo_user_data_key_t(unused: 0))
    return key
}()

/// An ARGB32 image surface and a context on it, destroyed together.
package final class CairoImageTarget {
    let surface: OpaquePointer
    let context: OpaquePointer
    package let width: Int
    package let height: Int

    /// A target of `width × height` pixels. With `cleared` false the pixels start
    /// undefined, which saves clearing them when the first thing drawn covers every pixel
    /// opaquely (the usual white or coloured background).
    init(width: Int, height: Int, format: cairo_format_t = CAIRO_FORMAT_ARGB32, cleared: Bool = true) throws {
        var owned: UnsafeMutableRawPointer?
        let created: OpaquePointer?
        if cleared {
            created = cairo_image_surface_create(format, Int32(width), Int32(height))
        } else {
            let stride = Int(cairo_format_stride_for_width(format, Int32(width)))
            guard stride > 0, let memory = malloc(stride * height) else {
                throw RenderError.backend(operation: "malloc", detail: "no memory for \(width)×\(height) pixels")
            }
            owned = memory
            created = cairo_image_surface_create_for_data(
                memory.assumingMemoryBound(to: UInt8.self), format,
                Int32(width), Int32(height), Int32(stride))
        }
        guard let surface = created else {
            free(owned)
            throw RenderError.backend(operation: "cairo_image_surface_create", detail: "no surface")
        }
        do {
            try checkCairo(cairo_surface_status(surface), "cairo_image_surface_create")
        } catch {
            cairo_surface_destroy(surface)
            free(owned)
            throw error
        }
        if let owned {
            // The memory is freed when Cairo finalizes the surface, not before: Cairo may
            // hold references of its own until then.
            let status = cairo_surface_set_user_data(surface, pixelMemoryKey, owned) { free($0) }
            guard status == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(surface)
                free(owned)
                throw RenderError.backend(
                    operation: "cairo_surface_set_user_data",
                    detail: String(cString: cairo_status_to_string(status)))
            }
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
    package func pixels() throws -> (data: UnsafeMutablePointer<UInt8>, stride: Int) {
        cairo_surface_flush(surface)
        try checkCairo(cairo_status(context), "drawing")
        try checkCairo(cairo_surface_status(surface), "drawing")
        guard let data = cairo_image_surface_get_data(surface) else {
            throw RenderError.backend(operation: "cairo_image_surface_get_data", detail: "no data")
        }
        return (data, Int(cairo_image_surface_get_stride(surface)))
    }
}
