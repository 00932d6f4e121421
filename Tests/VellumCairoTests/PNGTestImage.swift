import CCairo
import Foundation

/// A Cairo ARGB32 image surface over our own buffer, so that tests choose the stride and can
/// fill the padding with garbage the encoder must not read as pixels.
final class PNGTestImage: @unchecked Sendable {
    let name: String
    let width: Int, height: Int, stride: Int
    let buffer: UnsafeMutableRawPointer
    let surface: OpaquePointer

    /// Draws with Cairo's C API; `padding` extra bytes per row are filled with 0xA5.
    init(_ name: String, width: Int, height: Int, padding: Int = 0, draw: (OpaquePointer) -> Void) {
        self.name = name
        self.width = width
        self.height = height
        stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width))) + padding
        buffer = .allocate(byteCount: stride * height, alignment: 16)
        buffer.initializeMemory(as: UInt8.self, repeating: 0xA5, count: stride * height)
        for y in 0..<height { (buffer + y * stride).initializeMemory(as: UInt8.self, repeating: 0, count: 4 * width) }
        surface = cairo_image_surface_create_for_data(
            buffer.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(width), Int32(height), Int32(stride))
        let cr = cairo_create(surface)!
        draw(cr)
        precondition(cairo_status(cr) == CAIRO_STATUS_SUCCESS)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    /// Writes raw premultiplied pixels: `pixel(x, y)` is (a, r, g, b) with r, g, b ≤ a.
    convenience init(
        _ name: String, width: Int, height: Int, padding: Int = 0,
        pixel: (Int, Int) -> (UInt32, UInt32, UInt32, UInt32)
    ) {
        self.init(name, width: width, height: height, padding: padding) { _ in }
        for y in 0..<height {
            let row = (buffer + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let (a, r, g, b) = pixel(x, y)
                row[x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit {
        cairo_surface_destroy(surface)
        buffer.deallocate()
    }

    var data: UnsafePointer<UInt8> { UnsafePointer(buffer.assumingMemoryBound(to: UInt8.self)) }

    /// Cairo's own PNG of this surface (libpng).
    func cairoPNG() -> [UInt8] {
        final class Sink { var bytes: [UInt8] = [] }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(
            surface,
            { closure, data, length in
                let sink = Unmanaged<Sink>.fromOpaque(closure!).takeUnretainedValue()
                sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(sink).toOpaque())
        precondition(status == CAIRO_STATUS_SUCCESS)
        return sink.bytes
    }
}

/// What Cairo decodes from a PNG: its format, size and rows without padding.
struct DecodedPNG: Equatable, CustomStringConvertible {
    var format: cairo_format_t
    var width: Int, height: Int
    var pixels: [UInt8]

    init(_ png: [UInt8]) throws {
        final class Source { var bytes: [UInt8]; var offset = 0; init(_ bytes: [UInt8]) { self.bytes = bytes } }
        let source = Source(png)
        let surface = cairo_image_surface_create_from_png_stream(
            { closure, data, length in
                let source = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
                let length = Int(length)
                guard source.offset + length <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                source.bytes.withUnsafeBufferPointer { bytes in
                    data!.update(from: bytes.baseAddress! + source.offset, count: length)
                }
                source.offset += length
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(source).toOpaque())!
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw DecodingFailed(status: cairo_surface_status(surface))
        }
        format = cairo_image_surface_get_format(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        pixels = []
        for y in 0..<height { pixels += UnsafeBufferPointer(start: data + y * stride, count: 4 * width) }
    }

    var description: String { "\(width)×\(height) format \(format.rawValue)" }

    struct DecodingFailed: Error { var status: cairo_status_t }
}

/// The chunks of a PNG file, read without trusting anything.
struct PNGChunks {
    var signature: [UInt8]
    var chunks: [(type: String, data: [UInt8], crc: UInt32)] = []

    init(_ png: [UInt8]) {
        signature = Array(png.prefix(8))
        var offset = 8
        func u32(_ at: Int) -> UInt32 { png[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) } }
        while offset + 12 <= png.count {
            let length = Int(u32(offset))
            guard offset + 12 + length <= png.count else { break }
            let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append((type, Array(png[offset + 8..<offset + 8 + length]), u32(offset + 8 + length)))
            offset += 12 + length
        }
    }

    /// CRC-32 (ISO 3309, as the PNG specification's sample code), written out here so the
    /// test does not trust libdeflate's.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
