import CCairo
import Foundation
import VellumDrawing

extension RasterImage {
    /// Decodes a PNG (any PNG Cairo reads: 8-bit RGB, RGBA, grey, palette) into premultiplied
    /// ARGB pixels, as ``CairoRenderer`` renders them.
    /// - Throws: `RenderError/backend(operation:detail:)` when the data is not a PNG Cairo
    ///   can read.
    ///
    /// ```swift
    /// let reference = try RasterImage(pngData: Data(contentsOf: url))
    /// ```
    public init(pngData: Data) throws {
        final class Reader {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let reader = Reader(pngData)
        let unmanaged = Unmanaged.passRetained(reader)
        defer { unmanaged.release() }
        guard
            let surface = cairo_image_surface_create_from_png_stream(
                { closure, buffer, length in
                    guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
                    let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
                    let count = Int(length)
                    guard reader.offset + count <= reader.data.count else { return CAIRO_STATUS_READ_ERROR }
                    reader.data.copyBytes(to: buffer, from: reader.offset..<reader.offset + count)
                    reader.offset += count
                    return CAIRO_STATUS_SUCCESS
                }, unmanaged.toOpaque())
        else {
            throw RenderError.backend(operation: "cairo_image_surface_create_from_png_stream", detail: "no surface")
        }
        defer { cairo_surface_destroy(surface) }
        try checkCairo(cairo_surface_status(surface), "cairo_image_surface_create_from_png_stream")
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24,
            let data = cairo_image_surface_get_data(surface)
        else {
            throw RenderError.backend(
                operation: "cairo_image_surface_create_from_png_stream", detail: "unexpected pixel format")
        }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque: UInt32 = format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { pixels[y * width + x] = row[x] | opaque }
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The pixels as a PNG from Vellum's encoder.
    public func pngData(compression: PNGCompression = .default) throws -> Data {
        guard width > 0, height > 0 else { throw RenderError.invalidSize(width: Double(width), height: Double(height)) }
        return try pixels.withUnsafeBytes { buffer in
            Data(
                try PNGEncoder.encode(
                    argb32: buffer.bindMemory(to: UInt8.self).baseAddress!, width: width, height: height,
                    stride: width * 4, compression: compression))
        }
    }
}
