import Foundation
@_spi(RenderCaches) import VellumDrawing

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
/// Decoded images are kept for files with the same bytes, so a server drawing the same logo
/// decodes it once: in its ``RenderCaches`` (up to 64 images and
/// `RenderCaches/decodedImageBytes`, 256 MiB in ``RenderCaches/shared``; an image over a
/// quarter of that is not kept), least recently used dropped first.
///
/// ```swift
/// let source = try SystemImageDecoder().decode(pngData)
/// let sized = try SystemImageDecoder(caches: RenderCaches(decodedImageBytes: 16 << 20)).decode(pngData)
/// ```
public struct SystemImageDecoder: ImageDecoding {
    /// Where decoded images are kept.
    public let caches: RenderCaches

    /// A decoder keeping what it decodes in ``RenderCaches/shared``.
    public init() {
        self.init(caches: .shared)
    }

    /// A decoder keeping what it decodes in `caches` (a Vellum addition; `ImageRenderer` and
    /// `ViewRenderer` make one with the environment's `renderCaches`).
    ///
    /// ```swift
    /// let decoder = SystemImageDecoder(caches: serverCaches)
    /// ```
    public init(caches: RenderCaches) {
        self.caches = caches
    }

    public func decode(_ data: Data) throws(ImageError) -> ImageSource {
        let cache = DecodedImageCache.of(caches)
        if let known = cache.value(for: data) { return known }
        let source = try Self.decode(data, nesting: 0)
        let bytes: Int
        switch source {
        case .bitmap(let bitmap): bytes = bitmap.premultipliedRGBA.count + data.count
        case .vector(let vector): bytes = vector.svg.count + data.count
        }
        cache.insert(source, for: data, bytes: bytes)
        return source
    }

    /// How deep SVG images may nest in one another's `data:` URLs.
    static let maximumNesting = 3

    /// Decodes without the cache; `nesting` counts the SVG documents this one is inside.
    static func decode(_ data: Data, nesting: Int) throws(ImageError) -> ImageSource {
        guard data.count <= ImageLimits.maximumFileBytes else { throw .fileTooLarge(bytes: data.count) }
        let header = try Self.header(of: data)
        if let width = header.width, let height = header.height,
            let error = ImageLimits.check(width: width, height: height)
        {
            throw error
        }
        switch header.format {
        case .png, .jpeg, .gif:
            return .bitmap(try PixbufDecoder.decode(data, format: header.format))
        case .webp:
            return .bitmap(try WebPDecoder.decode(data))
        case .svg:
            guard nesting < maximumNesting else {
                throw .unsafeSVG(reason: "SVG images nested more than \(maximumNesting) deep")
            }
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

/// Decoded images by their files' bytes, least recently used dropped first: at most 64, and
/// none over a quarter of the limit (one large image should not push out every logo).
enum DecodedImageCache {
    static let maximumCount = 64

    /// The decoded-image cache of `caches`.
    static func of(_ caches: RenderCaches) -> ByteLimitedCache<Data, ImageSource> {
        caches.cache(.decodedImages, maximumEntryBytes: caches.decodedImageBytes / 4, maximumCount: maximumCount)
    }
}

/// Premultiplies straight 8-bit colour, rounding as Cairo does (c · a / 255 to nearest).
@inline(__always)
func premultiply(_ component: UInt8, _ alpha: UInt8) -> UInt8 {
    let t = UInt32(component) * UInt32(alpha) + 128
    return UInt8((t + (t >> 8)) >> 8)
}
