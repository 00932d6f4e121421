// Based on cairo-png.c (cairo 1.16): `convert_data_to_bytes` for opaque images and
// `unpremultiply_data` for the others, so that our PNGs decode to exactly the pixels of
// Cairo's own.

/// Turns rows of Cairo's `CAIRO_FORMAT_ARGB32` pixels (premultiplied, native-endian 32-bit
/// words) into PNG scanlines: 8-bit RGB when every pixel is opaque, else 8-bit RGBA with
/// straight (un-premultiplied) colour.
package enum PNGScanlines {
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

    /// True for flat art: at least 80 % of the pixels equal their left or upper neighbour
    /// (shapes, text and badges, about 90 % and more; gradients and photographs, under 60 %).
    /// Images of 32 rows or more are judged by every fourth row: the share is a choice of
    /// filter, not of pixels, and a quarter of the rows estimates it within a few percent.
    static func isFlat(_ data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        let rowStep = height >= 32 ? 4 : 1
        var repeats = 0, examined = 0
        for y in Swift.stride(from: 0, to: height, by: rowStep) {
            let row = UnsafeRawPointer(data + y * stride)
            let above = y > 0 ? UnsafeRawPointer(data + (y - 1) * stride) : row
            var left = row.loadUnaligned(as: UInt32.self)
            if y > 0 && left == above.loadUnaligned(as: UInt32.self) { repeats &+= 1 }
            for x in 1..<max(width, 1) {
                let pixel = row.loadUnaligned(fromByteOffset: 4 &* x, as: UInt32.self)
                let up = above.loadUnaligned(fromByteOffset: 4 &* x, as: UInt32.self)
                repeats &+= (pixel == left || (y > 0 && pixel == up)) ? 1 : 0
                left = pixel
            }
            examined &+= width
        }
        return repeats * 5 >= examined * 4
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
    package static func writeRGBA(
        from row: UnsafeRawPointer, width: Int, table: UnsafePointer<UInt8>,
        to out: UnsafeMutablePointer<UInt8>
    ) {
        let o = UnsafeMutableRawPointer(out)
        var x = 0
        // Four pixels at a time: all transparent (most of a badge or ring) in one test and
        // two stores, otherwise each in turn without testing the group again.
        while x &+ 4 <= width {
            let low = row.loadUnaligned(fromByteOffset: 4 &* x, as: UInt64.self)
            let high = row.loadUnaligned(fromByteOffset: 4 &* x &+ 8, as: UInt64.self)
            if low | high == 0 {
                o.storeBytes(of: 0 as UInt64, toByteOffset: 4 &* x, as: UInt64.self)
                o.storeBytes(of: 0 as UInt64, toByteOffset: 4 &* x &+ 8, as: UInt64.self)
            } else {
                for i in 0..<4 { writeStraight(row, x &+ i, table: table, to: o) }
            }
            x &+= 4
        }
        while x < width {
            writeStraight(row, x, table: table, to: o)
            x &+= 1
        }
    }

    /// Pixel `x` of `row` as straight R, G, B, A bytes at `4 * x` in `o` (see ``writeRGBA``).
    @inline(__always)
    private static func writeStraight(
        _ row: UnsafeRawPointer, _ x: Int, table: UnsafePointer<UInt8>,
        to o: UnsafeMutableRawPointer
    ) {
        let pixel = row.loadUnaligned(fromByteOffset: 4 &* x, as: UInt32.self)
        let alpha = pixel &>> 24
        // Transparent and opaque pixels, most of a picture, need no division: one store.
        let straight: UInt32
        if alpha == 0 {
            straight = 0
        } else if alpha == 255 {
            straight = (pixel &>> 16) & 0xFF | pixel & 0xFF00 | (pixel & 0xFF) &<< 16 | 0xFF00_0000
        } else {
            let base = Int(truncatingIfNeeded: alpha &<< 8)
            let r = UInt32(table[base | Int(truncatingIfNeeded: (pixel &>> 16) & 0xFF)])
            let g = UInt32(table[base | Int(truncatingIfNeeded: (pixel &>> 8) & 0xFF)])
            let b = UInt32(table[base | Int(truncatingIfNeeded: pixel & 0xFF)])
            straight = r | g &<< 8 | b &<< 16 | alpha &<< 24
        }
        // R, G, B, A in memory order.
        o.storeBytes(of: straight.littleEndian, toByteOffset: 4 &* x, as: UInt32.self)
    }

    /// `table[alpha << 8 | c]` is Cairo's un-premultiplied `c`: `(c * 255 + alpha / 2) / alpha`
    /// kept to its low 8 bits as Cairo's `uint8_t` store does (only invalid premultiplied
    /// input, `c > alpha`, needs that), and 0 for alpha 0. 64 KiB, built on first use.
    package static let unpremultiplyTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for alpha in 1..<256 {
            for c in 0..<256 {
                table[alpha << 8 | c] = UInt8(truncatingIfNeeded: (c * 255 + alpha / 2) / alpha)
            }
        }
        return table
    }()
}
