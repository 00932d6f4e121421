/// A view of 32-bit premultiplied ARGB pixels in memory someone else owns, laid out as
/// Cairo's `CAIRO_FORMAT_ARGB32`: one native-endian `UInt32` per pixel, `0xAARRGGBB`,
/// rows `stride` bytes apart.
///
/// The raster operations in this folder (conic fill, blur, plus-darker) work on these views
/// and make no Cairo calls, so they can be tested on plain buffers. The caller keeps the
/// memory (usually a Cairo image surface, between `cairo_surface_flush` and
/// `cairo_surface_mark_dirty`) alive and unshared while an operation runs.
///
/// ```swift
/// let data = cairo_image_surface_get_data(surface)!
/// let pixels = PixelBuffer(base: UnsafeMutableRawPointer(data), width: 256, height: 256,
///                          stride: Int(cairo_image_surface_get_stride(surface)))!
/// ```
package struct PixelBuffer {
    /// The first byte of the top row; 4-byte aligned.
    package let base: UnsafeMutableRawPointer
    /// Pixels per row; at least 1.
    package let width: Int
    /// Rows; at least 1.
    package let height: Int
    /// Bytes from one row to the next; a multiple of 4, at least `4 * width`.
    package let stride: Int

    /// Wraps memory without copying or owning it; `nil` unless `width` and `height` are
    /// positive, `stride` is a multiple of 4 and at least `4 * width`, `base` is 4-byte
    /// aligned, and `stride * height` fits in an `Int`.
    package init?(base: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) {
        guard width > 0, height > 0, stride % 4 == 0, width <= stride / 4,
            Int(bitPattern: base) % 4 == 0,
            !stride.multipliedReportingOverflow(by: height).overflow
        else { return nil }
        self.base = base
        self.width = width
        self.height = height
        self.stride = stride
    }

    /// The pixels of row `y` (0 ≤ y < height).
    @inline(__always)
    package func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
        (base + y * stride).assumingMemoryBound(to: UInt32.self)
    }

    /// The pixel at (x, y); both must be in range.
    package subscript(x: Int, y: Int) -> UInt32 {
        get { row(y)[x] }
        nonmutating set { row(y)[x] = newValue }
    }
}
