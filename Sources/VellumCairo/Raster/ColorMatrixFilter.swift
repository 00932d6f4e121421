import VellumDrawing

/// SwiftUI's colour filters on premultiplied pixels: each pixel is un-premultiplied, its
/// straight colour transformed by a ``ColorMatrix`` and clamped to 0...1, then
/// premultiplied again with rounding to the nearest unit.
///
/// ```swift
/// ColorMatrixFilter.apply(.grayscale(1), to: pixels)
/// ```
package enum ColorMatrixFilter {
    /// With `linear`, the straight colour is decoded to linear light before the matrix and
    /// encoded again after it (SwiftUI's `FilterOptions.linearColor`).
    package static func apply(_ matrix: ColorMatrix, to buffer: PixelBuffer, linear: Bool = false) {
        let m = matrix.rows.map { $0.map { Double($0) } }
        if linear {
            applyLinear(m, to: buffer)
            return
        }
        // Transparent pixels are all transparent black: one result serves them all.
        let transparent = pixel(m, red: 0, green: 0, blue: 0, alpha: 0)
        for y in 0..<buffer.height {
            let row = buffer.row(y)
            for x in 0..<buffer.width {
                let p = row[x]
                let alpha = p >> 24
                if alpha == 0 {
                    row[x] = transparent
                    continue
                }
                let a = Double(alpha) / 255
                func straight(_ shift: UInt32) -> Double { min(Double((p >> shift) & 0xFF) / 255 / a, 1) }
                row[x] = pixel(m, red: straight(16), green: straight(8), blue: straight(0), alpha: a)
            }
        }
    }

    private static func applyLinear(_ m: [[Double]], to buffer: PixelBuffer) {
        for y in 0..<buffer.height {
            let row = buffer.row(y)
            for x in 0..<buffer.width {
                let p = row[x]
                let alpha = Double(p >> 24) / 255
                func straight(_ shift: UInt32) -> Double {
                    alpha > 0 ? RGBAColor.decodeSRGB(min(Double((p >> shift) & 0xFF) / 255 / alpha, 1)) : 0
                }
                let r = straight(16), g = straight(8), b = straight(0)
                func channel(_ row: [Double]) -> Double {
                    let value = row[0] * r + row[1] * g + row[2] * b + row[3] * alpha + row[4]
                    return value.isNaN ? 0 : min(max(value, 0), 1)
                }
                let a = channel(m[3])
                guard a > 0 else { row[x] = 0; continue }
                func byte(_ linear: Double) -> UInt32 { UInt32((RGBAColor.encodeSRGB(linear) * a * 255).rounded()) }
                row[x] =
                    UInt32((a * 255).rounded()) << 24 | byte(channel(m[0])) << 16 | byte(channel(m[1])) << 8
                    | byte(channel(m[2]))
            }
        }
    }

    /// The premultiplied ARGB32 pixel of the straight colour transformed by `m`.
    @inline(__always)
    private static func pixel(_ m: [[Double]], red: Double, green: Double, blue: Double, alpha: Double) -> UInt32 {
        func channel(_ row: [Double]) -> Double {
            let value = row[0] * red + row[1] * green + row[2] * blue + row[3] * alpha + row[4]
            return value.isNaN ? 0 : min(max(value, 0), 1)
        }
        let a = channel(m[3])
        guard a > 0 else { return 0 }
        func byte(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
        return byte(a) << 24 | byte(channel(m[0]) * a) << 16 | byte(channel(m[1]) * a) << 8 | byte(channel(m[2]) * a)
    }
}
