import Foundation
import VellumCore

/// A PNG of a bitmap made in memory (with no file to embed), in stored (uncompressed)
/// deflate blocks: the SVG writer is pure Swift, without a compressor.
enum StoredPNG {
    static func encode(_ bitmap: ImageBitmap) -> EncodedImage {
        // Rows of straight RGBA, each after filter type 0.
        var raw = [UInt8]()
        raw.reserveCapacity(bitmap.height * (bitmap.width * 4 + 1))
        let pixels = bitmap.premultipliedRGBA
        for y in 0..<bitmap.height {
            raw.append(0)
            for x in 0..<bitmap.width {
                let o = (y * bitmap.width + x) * 4
                let alpha = Int(pixels[o + 3])
                for channel in 0..<3 {
                    raw.append(alpha == 0 ? 0 : UInt8(min((Int(pixels[o + channel]) * 255 + alpha / 2) / alpha, 255)))
                }
                raw.append(UInt8(alpha))
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            zlib.append(offset + count == raw.count ? 1 : 0)
            zlib.append(contentsOf: [UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)])
            zlib.append(contentsOf: raw[offset..<offset + count])
            offset += count
        } while offset < raw.count
        zlib.append(contentsOf: bigEndian(adler32(raw)))
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        chunk("IHDR", bigEndian(UInt32(bitmap.width)) + bigEndian(UInt32(bitmap.height)) + [8, 6, 0, 0, 0], to: &png)
        chunk("IDAT", zlib, to: &png)
        chunk("IEND", [], to: &png)
        return EncodedImage(mediaType: "image/png", data: Data(png))
    }

    private static func chunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        png.append(contentsOf: bigEndian(UInt32(data.count)))
        let typed = Array(type.utf8) + data
        png.append(contentsOf: typed)
        png.append(contentsOf: bigEndian(crc32(typed)))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
