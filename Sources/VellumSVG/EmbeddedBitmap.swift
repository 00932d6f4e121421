import Foundation
import VellumDrawing
import VellumPNG

/// The bytes of a bitmap as the SVG writer embeds it: its own file, or a PNG of its pixels
/// averaged down to the size it is drawn at, whichever is smaller.
enum EmbeddedBitmap {
    /// `bitmap` for an `<image>` of `pixelSize` device pixels (nil: its natural size).
    static func encoded(_ bitmap: ImageBitmap, pixelSize: (width: Int, height: Int)?) -> EncodedImage {
        let original = bitmap.encoded ?? png(argb32(bitmap), width: bitmap.width, height: bitmap.height)
        guard let pixelSize, pixelSize.width < bitmap.width || pixelSize.height < bitmap.height else { return original }
        let averaged = png(
            areaAveraged(bitmap, width: pixelSize.width, height: pixelSize.height),
            width: pixelSize.width, height: pixelSize.height)
        return averaged.data.count < original.data.count ? averaged : original
    }

    private static func png(_ pixels: [UInt32], width: Int, height: Int) -> EncodedImage {
        // Sizes are those of a decoded bitmap (at most 16,384 a side) or smaller, so the
        // encoder's only other failure is memory.
        let bytes = pixels.withUnsafeBytes { buffer in
            try? PNGEncoder.encode(
                argb32: buffer.bindMemory(to: UInt8.self).baseAddress!,
                width: width, height: height, stride: width * 4)
        }
        return EncodedImage(mediaType: "image/png", data: Data(bytes ?? []))
    }

    /// Premultiplied RGBA bytes as premultiplied ARGB words.
    private static func argb32(_ bitmap: ImageBitmap) -> [UInt32] {
        bitmap.premultipliedRGBA.withUnsafeBufferPointer { rgba in
            (0..<bitmap.width * bitmap.height).map { ImageBitmap.argbWord(fromRGBA: rgba.baseAddress! + 4 * $0) }
        }
    }

    /// Each output pixel the average of the source area it covers (a box filter with
    /// fractional edges, as pixman's downscaling does), on premultiplied colour.
    static func areaAveraged(_ bitmap: ImageBitmap, width: Int, height: Int) -> [UInt32] {
        let columns = contributions(from: bitmap.width, to: width)
        let rows = contributions(from: bitmap.height, to: height)
        let source = bitmap.premultipliedRGBA
        // Horizontal pass: every source row to `width` columns, four channels each.
        var narrowed = [Float](repeating: 0, count: bitmap.height * width * 4)
        for y in 0..<bitmap.height {
            let rowStart = y * bitmap.width * 4
            for (x, column) in columns.enumerated() {
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (index, weight) in column {
                    let o = rowStart + index * 4
                    sum.0 += weight * Float(source[o]); sum.1 += weight * Float(source[o + 1])
                    sum.2 += weight * Float(source[o + 2]); sum.3 += weight * Float(source[o + 3])
                }
                let o = (y * width + x) * 4
                narrowed[o] = sum.0; narrowed[o + 1] = sum.1; narrowed[o + 2] = sum.2; narrowed[o + 3] = sum.3
            }
        }
        var result = [UInt32](repeating: 0, count: width * height)
        for (y, row) in rows.enumerated() {
            for x in 0..<width {
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (index, weight) in row {
                    let o = (index * width + x) * 4
                    sum.0 += weight * narrowed[o]; sum.1 += weight * narrowed[o + 1]
                    sum.2 += weight * narrowed[o + 2]; sum.3 += weight * narrowed[o + 3]
                }
                func byte(_ value: Float) -> UInt32 { UInt32(min(max(value.rounded(), 0), 255)) }
                let alpha = byte(sum.3)
                // Rounding may leave a colour a step above its alpha; premultiplied colour never is.
                result[y * width + x] =
                    alpha << 24 | min(byte(sum.0), alpha) << 16
                    | min(byte(sum.1), alpha) << 8 | min(byte(sum.2), alpha)
            }
        }
        return result
    }

    /// For each of `count` output pixels, the source pixels it covers and their weights
    /// (summing to 1), when `sourceCount` pixels shrink to `count`.
    private static func contributions(from sourceCount: Int, to count: Int) -> [[(index: Int, weight: Float)]] {
        let step = Double(sourceCount) / Double(count)
        return (0..<count).map { output in
            let start = Double(output) * step, end = min(Double(output + 1) * step, Double(sourceCount))
            var weights: [(index: Int, weight: Float)] = []
            var index = Int(start.rounded(.down))
            while Double(index) < end, index < sourceCount {
                let overlap = min(end, Double(index + 1)) - max(start, Double(index))
                if overlap > 0 { weights.append((index, Float(overlap / step))) }
                index += 1
            }
            return weights
        }
    }
}
