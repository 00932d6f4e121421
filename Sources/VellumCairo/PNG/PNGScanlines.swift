// Based on cairo-png.c (cairo 1.16): `convert_data_to_bytes` for opaque images and
// `unpremultiply_data` for the others, so that our PNGs decode to exactly the pixels of
// Cairo's own.

/// Turns rows of Cairo's `CAIRO_FORMAT_ARGB32` pixels (premultiplied, native-endian 32-bit
/// words) into PNG scanlines: 8-bit RGB when every pixel is opaque, else 8-bit RGBA with
/// straight (un-premultiplied) colour.
enum PNGScanlines {
    /// True when every pixel's alpha is 255, so the image can be written as RGB.
    static func isOpaque(_ data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<width {
                all &= row.loadUnaligned(fromByteOffset: 4 &* x, as: UInt32.self)
            }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }

    /// Writes `width` opaque pixels as R, G, B bytes.
    @inline(__always)
    static func writeRGB(from row: UnsafeRawPointer, width: Int, to out: UnsafeMutablePointer<UInt8>) {
        var o = out
        for x in 0..<width {
            let pixel = row.loadUnaligned(fromByteOffset: 4 &* x, as: UInt32.self)
            o[0] = UInt8(truncatingIfNeeded: pixel &>> 16)
            o[1] = UInt8(truncatingIfNeeded: pixel &>> 8)
            o[2] = UInt8(truncatingIfNeeded: pixel)
            o += 3
        }
    }

    /// Writes `width` pixels as R, G, B, A bytes, un-premultiplied with Cairo's rounding:
    /// `c = (c * 255 + alpha / 2) / alpha`, and all four bytes 0 where alpha is 0.
    /// `table` is ``unpremultiplyTable``.
    @inline(__always)
    static func writeRGBA(from row: UnsafeRawPointer, width: Int, table: UnsafePointer<UInt8>,
                          to out: UnsafeMutablePointer<UInt8>) {
        var o = out
        for x in 0..<width {
            let pixel = row.loadUnaligned(fromByteOffset: 4 &* x, as: UInt32.self)
            let alpha = Int(truncatingIfNeeded: pixel &>> 24)
            let r = Int(truncatingIfNeeded: (pixel &>> 16) & 0xFF)
            let g = Int(truncatingIfNeeded: (pixel &>> 8) & 0xFF)
            let b = Int(truncatingIfNeeded: pixel & 0xFF)
            if alpha == 255 {
                o[0] = UInt8(truncatingIfNeeded: r)
                o[1] = UInt8(truncatingIfNeeded: g)
                o[2] = UInt8(truncatingIfNeeded: b)
            } else {
                let base = alpha &<< 8
                o[0] = table[base | r]
                o[1] = table[base | g]
                o[2] = table[base | b]
            }
            o[3] = UInt8(truncatingIfNeeded: alpha)
            o += 4
        }
    }

    /// `table[alpha << 8 | c]` is Cairo's un-premultiplied `c`: `(c * 255 + alpha / 2) / alpha`
    /// kept to its low 8 bits as Cairo's `uint8_t` store does (only invalid premultiplied
    /// input, `c > alpha`, needs that), and 0 for alpha 0. 64 KiB, built on first use.
    static let unpremultiplyTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for alpha in 1..<256 {
            for c in 0..<256 {
                table[alpha << 8 | c] = UInt8(truncatingIfNeeded: (c * 255 + alpha / 2) / alpha)
            }
        }
        return table
    }()
}
