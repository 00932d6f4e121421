import CGdkPixbuf
import Foundation
import VellumDrawing

/// PNG, JPEG and GIF through gdk-pixbuf's loader for that one format.
enum PixbufDecoder {
    static func decode(_ data: Data, format: ImageHeader.Format) throws(ImageError) -> ImageBitmap {
        let type: String
        switch format {
        case .png: type = "png"
        case .jpeg: type = "jpeg"
        case .gif: type = "gif"
        default: throw .unrecognizedFormat
        }
        var error: UnsafeMutablePointer<GError>?
        guard let loader = gdk_pixbuf_loader_new_with_type(type, &error) else {
            throw .corrupt(reason: message(error, "no \(type) loader in gdk-pixbuf"))
        }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        let written = data.withUnsafeBytes { bytes in
            gdk_pixbuf_loader_write(loader, bytes.bindMemory(to: UInt8.self).baseAddress, gsize(bytes.count), &error)
        }
        guard written != 0 else {
            _ = gdk_pixbuf_loader_close(loader, nil)
            throw .corrupt(reason: message(error, "unreadable \(type)"))
        }
        guard gdk_pixbuf_loader_close(loader, &error) != 0 else {
            throw .corrupt(reason: message(error, "incomplete \(type)"))
        }
        guard let loaded = gdk_pixbuf_loader_get_pixbuf(loader) else {
            throw .corrupt(reason: "\(type) without pixels")
        }
        // The EXIF orientation a camera wrote, applied as browsers and UIImage do.
        guard let pixbuf = gdk_pixbuf_apply_embedded_orientation(loaded) else {
            throw .corrupt(reason: "cannot orient \(type)")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
        // The SVG writer embeds the file itself only when a viewer shows it as we draw it: a
        // rotated JPEG or an animated GIF is embedded as a PNG of the pixels drawn.
        let orientation = gdk_pixbuf_get_option(loaded, "orientation").map { String(cString: $0) }
        let animated =
            gdk_pixbuf_loader_get_animation(loader).map { gdk_pixbuf_animation_is_static_image($0) == 0 } ?? false
        let encoded =
            (orientation ?? "1") != "1" || animated
            ? EncodedImage(mediaType: "image/png", data: try pngData(of: pixbuf))
            : EncodedImage(mediaType: format.mediaType, data: data)
        return try bitmap(from: pixbuf, encoded: encoded)
    }

    /// A PNG of `pixbuf`, through gdk-pixbuf's writer.
    static func pngData(of pixbuf: OpaquePointer) throws(ImageError) -> Data {
        var error: UnsafeMutablePointer<GError>?
        var buffer: UnsafeMutablePointer<gchar>?
        var size: gsize = 0
        guard gdk_pixbuf_save_to_bufferv(pixbuf, &buffer, &size, "png", nil, nil, &error) != 0, let buffer else {
            throw .corrupt(reason: message(error, "cannot write the pixels as PNG"))
        }
        defer { g_free(buffer) }
        return Data(bytes: buffer, count: Int(size))
    }

    /// The pixbuf's pixels, premultiplied RGBA.
    private static func bitmap(from pixbuf: OpaquePointer, encoded: EncodedImage) throws(ImageError) -> ImageBitmap {
        let width = Int(gdk_pixbuf_get_width(pixbuf)), height = Int(gdk_pixbuf_get_height(pixbuf))
        if let error = ImageLimits.check(width: width, height: height) { throw error }
        let channels = Int(gdk_pixbuf_get_n_channels(pixbuf)), stride = Int(gdk_pixbuf_get_rowstride(pixbuf))
        let hasAlpha = gdk_pixbuf_get_has_alpha(pixbuf) != 0
        guard gdk_pixbuf_get_bits_per_sample(pixbuf) == 8, channels == (hasAlpha ? 4 : 3),
            let pixels = gdk_pixbuf_read_pixels(pixbuf)
        else {
            throw .corrupt(reason: "unexpected pixel layout (\(channels) channels)")
        }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = pixels + y * stride
                var o = y * width * 4
                for x in 0..<width {
                    let p = row + x * channels
                    let alpha = hasAlpha ? p[3] : 255
                    out[o] = premultiply(p[0], alpha)
                    out[o + 1] = premultiply(p[1], alpha)
                    out[o + 2] = premultiply(p[2], alpha)
                    out[o + 3] = alpha
                    o += 4
                }
            }
        }
        guard let bitmap = ImageBitmap(width: width, height: height, premultipliedRGBA: rgba, encoded: encoded) else {
            throw .corrupt(reason: "no pixels")
        }
        return bitmap
    }

    static func message(_ error: UnsafeMutablePointer<GError>?, _ fallback: String) -> String {
        guard let error else { return fallback }
        defer { g_error_free(error) }
        return String(cString: error.pointee.message)
    }
}
