import CGdkPixbuf
import CWebP
import Foundation
import VellumDrawing

/// Still WebP images through libwebp.
enum WebPDecoder {
    static func decode(_ data: Data) throws(ImageError) -> ImageBitmap {
        var features = WebPBitstreamFeatures()
        let status = data.withUnsafeBytes { bytes in
            WebPGetFeaturesInternal(
                bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count, &features, WEBP_DECODER_ABI_VERSION)
        }
        guard status == VP8_STATUS_OK else {
            throw .corrupt(reason: "WebP header unreadable (status \(status.rawValue))")
        }
        guard features.has_animation == 0 else { throw .corrupt(reason: "animated WebP is not supported") }
        let width = Int(features.width), height = Int(features.height)
        if let error = ImageLimits.check(width: width, height: height) { throw error }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let decoded = data.withUnsafeBytes { bytes in
            rgba.withUnsafeMutableBufferPointer { out in
                WebPDecodeRGBAInto(
                    bytes.bindMemory(to: UInt8.self).baseAddress, bytes.count,
                    out.baseAddress, out.count, Int32(width * 4)) != nil
            }
        }
        guard decoded else { throw .corrupt(reason: "WebP data damaged or cut short") }
        // SVG viewers (librsvg) may not read WebP: the SVG writer embeds a PNG of the pixels.
        let png = try pngData(straightRGBA: rgba, width: width, height: height)
        for index in stride(from: 0, to: rgba.count, by: 4) {
            let alpha = rgba[index + 3]
            guard alpha != 255 else { continue }
            rgba[index] = premultiply(rgba[index], alpha)
            rgba[index + 1] = premultiply(rgba[index + 1], alpha)
            rgba[index + 2] = premultiply(rgba[index + 2], alpha)
        }
        let encoded = EncodedImage(mediaType: "image/png", data: png)
        guard let bitmap = ImageBitmap(width: width, height: height, premultipliedRGBA: rgba, encoded: encoded) else {
            throw .corrupt(reason: "no pixels")
        }
        return bitmap
    }

    /// A PNG of straight RGBA pixels, through gdk-pixbuf.
    private static func pngData(straightRGBA rgba: [UInt8], width: Int, height: Int) throws(ImageError) -> Data {
        var result: Result<Data, ImageError> = .failure(.corrupt(reason: "cannot wrap the WebP's pixels"))
        rgba.withUnsafeBufferPointer { pixels in
            // A view of the pixels, used and released before they go.
            guard
                let pixbuf = gdk_pixbuf_new_from_data(
                    pixels.baseAddress, GDK_COLORSPACE_RGB, 1, 8, Int32(width), Int32(height),
                    Int32(width * 4), nil, nil)
            else { return }
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            do throws(ImageError) { result = .success(try PixbufDecoder.pngData(of: pixbuf)) } catch {
                result = .failure(error)
            }
        }
        return try result.get()
    }
}
