import Foundation
import VellumGeometry

/// Decoded pixels: what a PNG, JPEG, WebP or GIF becomes once an ``ImageDecoding`` has read
/// it. Immutable and shared: the same decoded logo can be drawn by many renders at once.
///
/// ```swift
/// let dot = ImageBitmap(width: 1, height: 1, premultipliedRGBA: [255, 0, 0, 255])
/// ```
public final class ImageBitmap: Sendable {
    /// Width in pixels (at least 1).
    public let width: Int
    /// Height in pixels (at least 1).
    public let height: Int
    /// The pixels, row by row from the top, 4 bytes each: red, green, blue and alpha, sRGB,
    /// with colour premultiplied by alpha (as renderers composite them).
    public let premultipliedRGBA: [UInt8]
    /// The file the pixels came from (a PNG of them for WebP, which not every SVG viewer
    /// reads), kept so that the SVG writer can embed it unchanged; nil when the pixels were
    /// made in memory.
    public let encoded: EncodedImage?

    /// Creates a bitmap; nil unless `premultipliedRGBA` holds exactly `width × height` pixels
    /// and both sides are positive.
    public init?(width: Int, height: Int, premultipliedRGBA: [UInt8], encoded: EncodedImage? = nil) {
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false,
            premultipliedRGBA.count == width * height * 4
        else { return nil }
        self.width = width
        self.height = height
        self.premultipliedRGBA = premultipliedRGBA
        self.encoded = encoded
    }

    /// The premultiplied RGBA pixel at `rgba` as one ARGB word (`0xAARRGGBB`), the layout of
    /// Cairo's `ARGB32` and of Vellum's PNG encoder.
    @inline(__always)
    package static func argbWord(fromRGBA rgba: UnsafePointer<UInt8>) -> UInt32 {
        UInt32(rgba[3]) << 24 | UInt32(rgba[0]) << 16 | UInt32(rgba[1]) << 8 | UInt32(rgba[2])
    }

    /// The straight (not premultiplied) colour of pixel (`x`, `y`), clamped to the bitmap.
    package func color(atPixelX x: Int, y: Int) -> RGBAColor {
        let column = min(max(x, 0), width - 1), row = min(max(y, 0), height - 1)
        let offset = (row * width + column) * 4
        let alpha = Double(premultipliedRGBA[offset + 3]) / 255
        guard alpha > 0 else { return .clear }
        return RGBAColor(
            red: Double(premultipliedRGBA[offset]) / 255 / alpha,
            green: Double(premultipliedRGBA[offset + 1]) / 255 / alpha,
            blue: Double(premultipliedRGBA[offset + 2]) / 255 / alpha, opacity: alpha)
    }
}

/// A vector image: an SVG document that renderers draw as vectors (crisp at any scale) and
/// the SVG writer embeds as it is.
public final class VectorImage: Sendable {
    /// The SVG document, checked by the decoder (no entity declarations, within the limits).
    public let svg: Data
    /// Its natural size in points (its `width` and `height`, or its `viewBox`).
    public let size: CGSize

    /// Creates a vector image; an ``ImageDecoding`` checks the document first.
    public init(svg: Data, size: CGSize) {
        self.svg = svg
        self.size = size
    }
}

/// An image file's bytes and its media type, as the SVG writer embeds it in a data URI.
public struct EncodedImage: Sendable {
    /// The media type: `image/png`, `image/jpeg`, `image/gif`, `image/webp` or `image/svg+xml`.
    public var mediaType: String
    /// The file's bytes.
    public var data: Data

    /// Creates an encoded image.
    public init(mediaType: String, data: Data) {
        self.mediaType = mediaType
        self.data = data
    }
}

/// What an image's pixels come from, once decoded: a bitmap or an SVG document. Two sources
/// are equal when they are the same decoded object.
public enum ImageSource: Hashable, Sendable {
    /// Decoded pixels.
    case bitmap(ImageBitmap)
    /// An SVG document drawn as vectors.
    case vector(VectorImage)

    /// The natural size: pixels for a bitmap, points for a vector.
    public var size: CGSize {
        switch self {
        case .bitmap(let bitmap): return CGSize(width: bitmap.width, height: bitmap.height)
        case .vector(let vector): return vector.size
        }
    }

    public static func == (lhs: ImageSource, rhs: ImageSource) -> Bool {
        switch (lhs, rhs) {
        case (.bitmap(let a), .bitmap(let b)): return a === b
        case (.vector(let a), .vector(let b)): return a === b
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .bitmap(let bitmap): hasher.combine(ObjectIdentifier(bitmap))
        case .vector(let vector): hasher.combine(ObjectIdentifier(vector))
        }
    }
}
