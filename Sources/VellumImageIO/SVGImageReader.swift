import CRsvg
import Foundation
import VellumCore

/// SVG documents: refused when they declare entities, else parsed by librsvg (with no base
/// URL, so it loads nothing outside the document) for their natural size.
enum SVGImageReader {
    /// Largest side of an SVG image, in points.
    static let maximumSide: CGFloat = 16_384

    static func read(_ data: Data) throws(ImageError) -> VectorImage {
        // Entities can expand without bound (the "billion laughs"); SVG icons never need them.
        if data.range(of: Data("<!ENTITY".utf8)) != nil || data.range(of: Data("<!entity".utf8)) != nil {
            throw .unsafeSVG(reason: "entity declarations")
        }
        let size = try withHandle(data) { handle throws(ImageError) in try naturalSize(handle) }
        return VectorImage(svg: data, size: size)
    }

    /// Runs `body` with a handle parsed from `data`.
    static func withHandle<T>(_ data: Data, _ body: (UnsafeMutablePointer<RsvgHandle>) throws(ImageError) -> T) throws(ImageError) -> T {
        var error: UnsafeMutablePointer<GError>?
        let handle = data.withUnsafeBytes { bytes -> UnsafeMutablePointer<RsvgHandle>? in
            guard let bytesCopy = g_bytes_new(bytes.baseAddress, gsize(bytes.count)) else { return nil }
            defer { g_bytes_unref(bytesCopy) }
            let stream = g_memory_input_stream_new_from_bytes(bytesCopy)
            defer { g_object_unref(UnsafeMutableRawPointer(stream)) }
            return rsvg_handle_new_from_stream_sync(stream, nil, RSVG_HANDLE_FLAGS_NONE, nil, &error)
        }
        guard let handle else {
            var reason = "not a well-formed SVG document"
            if let error {
                reason = String(cString: error.pointee.message)
                g_error_free(error)
            }
            throw .corrupt(reason: reason)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        return try body(handle)
    }

    /// The document's width and height, or its viewBox's size when it has none.
    private static func naturalSize(_ handle: UnsafeMutablePointer<RsvgHandle>) throws(ImageError) -> CGSize {
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            guard hasViewBox != 0 else { throw .corrupt(reason: "SVG without a size or a viewBox") }
            (width, height) = (viewBox.width, viewBox.height)
        }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw .corrupt(reason: "SVG of size \(width) × \(height)")
        }
        guard width <= maximumSide, height <= maximumSide else {
            throw .tooLarge(width: Int(min(width, 1e9)), height: Int(min(height, 1e9)))
        }
        return CGSize(width: width, height: height)
    }
}
