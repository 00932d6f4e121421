import Foundation
import VellumDrawing

/// Vellum's image decoder: PNG, JPEG and GIF through gdk-pixbuf, WebP through libwebp, SVG
/// checked and measured by librsvg (and later drawn by it, as vectors). `ImageRenderer` and
/// `ViewRenderer` install it.
///
/// Every file's header is read first: formats are told by their bytes (never by a name),
/// sizes are checked against ``ImageLimits`` before anything is allocated, and each format
/// goes only to its own decoder. JPEG orientation (EXIF) is applied; a GIF shows its first
/// frame; animated WebP is refused. SVG documents with entity declarations are refused, and
/// librsvg loads nothing outside the document (it has no base URL to resolve against).
///
/// Decoded images are kept (up to 64 of them, 256 MB) for files with the same bytes, so a
/// server drawing the same logo decodes it once.
///
/// ```swift
/// let source = try SystemImageDecoder().decode(pngData)
/// ```
public struct SystemImageDecoder: ImageDecoding {
    public init() {}

    public func decode(_ data: Data) throws(ImageError) -> ImageSource {
        if let known = DecodedImageCache.shared.source(for: data) { return known }
        let source = try Self.decode(data, nesting: 0)
        DecodedImageCache.shared.insert(source, for: data)
        return source
    }

    /// How deep SVG images may nest in one another's `data:` URLs.
    static let maximumNesting = 3

    /// Decodes without the cache; `nesting` counts the SVG documents this one is inside.
    static func decode(_ data: Data, nesting: Int) throws(ImageError) -> ImageSource {
        guard data.count <= ImageLimits.maximumFileBytes else { throw .fileTooLarge(bytes: data.count) }
        let header = try Self.header(of: data)
        if let width = header.width, let height = header.height, let error = ImageLimits.check(width: width, height: height) {
            throw error
        }
        switch header.format {
        case .png, .jpeg, .gif:
            return .bitmap(try PixbufDecoder.decode(data, format: header.format))
        case .webp:
            return .bitmap(try WebPDecoder.decode(data))
        case .svg:
            guard nesting < maximumNesting else { throw .unsafeSVG(reason: "SVG images nested more than \(maximumNesting) deep") }
            return .vector(try SVGImageReader.read(data, nesting: nesting))
        }
    }

    private static func header(of data: Data) throws(ImageError) -> ImageHeader {
        var result: Result<ImageHeader, ImageError> = .failure(.unrecognizedFormat)
        data.withUnsafeBytes { bytes in
            do throws(ImageError) { result = .success(try ImageHeader.read(bytes)) } catch { result = .failure(error) }
        }
        return try result.get()
    }
}

/// Decoded images by their files' bytes, least recently used dropped first.
final class DecodedImageCache: @unchecked Sendable {
    static let shared = DecodedImageCache()
    static let maximumCount = 64
    static let maximumBytes = 256 * 1_024 * 1_024

    private let lock = NSLock()
    private var entries: [Data: (source: ImageSource, bytes: Int, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0
    private var totalBytes = 0

    func source(for data: Data) -> ImageSource? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[data] else { return nil }
        clock += 1
        entries[data]?.lastUse = clock
        return entry.source
    }

    func insert(_ source: ImageSource, for data: Data) {
        let bytes: Int
        switch source {
        case .bitmap(let bitmap): bytes = bitmap.premultipliedRGBA.count + data.count
        case .vector(let vector): bytes = vector.svg.count + data.count
        }
        guard bytes <= Self.maximumBytes / 4 else { return }
        lock.lock()
        defer { lock.unlock() }
        clock += 1
        if let old = entries.updateValue((source, bytes, clock), forKey: data) { totalBytes -= old.bytes }
        totalBytes += bytes
        while entries.count > Self.maximumCount || totalBytes > Self.maximumBytes,
              let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            totalBytes -= oldest.value.bytes
            entries[oldest.key] = nil
        }
    }
}

/// Premultiplies straight 8-bit colour, rounding as Cairo does (c · a / 255 to nearest).
@inline(__always)
func premultiply(_ component: UInt8, _ alpha: UInt8) -> UInt8 {
    let t = UInt32(component) * UInt32(alpha) + 128
    return UInt8((t + (t >> 8)) >> 8)
}
