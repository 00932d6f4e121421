import Foundation
import VellumGeometry

/// Turns image files into ``ImageSource``s. Vellum's decoder (`SystemImageDecoder`, on
/// gdk-pixbuf, libwebp and librsvg) is installed by `ImageRenderer` and `ViewRenderer` when
/// the environment names none; a test can install its own.
///
/// ```swift
/// struct OnePixel: ImageDecoding {
///     func decode(_ data: Data) throws(ImageError) -> ImageSource {
///         .bitmap(ImageBitmap(width: 1, height: 1, premultipliedRGBA: [0, 0, 0, 255])!)
///     }
/// }
/// ```
public protocol ImageDecoding: Sendable {
    /// Decodes a PNG, JPEG, WebP, GIF or SVG file, checking ``ImageLimits`` before it
    /// allocates the pixels.
    ///
    /// - Throws: ``ImageError`` for what is not an image, is damaged, or is too large.
    func decode(_ data: Data) throws(ImageError) -> ImageSource
}

/// How large an image Vellum decodes: checked from the file's header, before any pixel is
/// allocated, so a hostile header (a 100,000 × 100,000 PNG of 100 bytes) costs nothing.
public enum ImageLimits {
    /// Largest file read, in bytes: 64 MB.
    public static let maximumFileBytes = 64 * 1_024 * 1_024
    /// Largest side, in pixels.
    public static let maximumSide = 16_384
    /// Most pixels in one image: 64 megapixels (256 MB decoded).
    public static let maximumPixels = 64 * 1_024 * 1_024

    /// The error for an image of `width × height` pixels, or nil when it is within the limits.
    public static func check(width: Int, height: Int) -> ImageError? {
        guard width > 0, height > 0 else { return .corrupt(reason: "the image has no pixels (\(width) × \(height))") }
        guard width <= maximumSide, height <= maximumSide, width * height <= maximumPixels else {
            return .tooLarge(width: width, height: height)
        }
        return nil
    }
}

/// Why an image could not be drawn. A render that meets one throws
/// ``RenderError/invalidImage(_:)``: a missing logo is an error, never a blank.
///
/// ```swift
/// do { _ = try ImageRenderer(content: Image("logo", bundle: .module)).pngData() }
/// catch RenderError.invalidImage(.notFound(let name)) { print("no \(name) in the bundle") }
/// ```
public enum ImageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No `name` with a supported extension (png, jpg, jpeg, webp, gif, svg) in the bundle.
    case notFound(name: String)
    /// `Image(systemName:)` names no symbol of the `SymbolCatalog`.
    case unknownSymbol(name: String)
    /// The file at `path` could not be read.
    case unreadable(path: String, reason: String)
    /// The bytes start like no supported format.
    case unrecognizedFormat
    /// The file ends early or contradicts itself; `reason` is the decoder's.
    case corrupt(reason: String)
    /// The header declares more than ``ImageLimits`` allow.
    case tooLarge(width: Int, height: Int)
    /// The file is larger than ``ImageLimits/maximumFileBytes``.
    case fileTooLarge(bytes: Int)
    /// An SVG that is refused rather than drawn (entity declarations, which can expand
    /// without bound); `reason` says what was found.
    case unsafeSVG(reason: String)
    /// The environment has no ``ImageDecoding`` (only when rendering without `ImageRenderer`
    /// or `ViewRenderer`, which install one).
    case noDecoder

    public var description: String {
        switch self {
        case .notFound(let name): return "no image named \"\(name)\" (png, jpg, jpeg, webp, gif or svg) in the bundle"
        case .unknownSymbol(let name): return "no symbol named \"\(name)\" in the symbol catalog"
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        case .unrecognizedFormat: return "not a PNG, JPEG, WebP, GIF or SVG file"
        case .corrupt(let reason): return "damaged image: \(reason)"
        case .tooLarge(let width, let height):
            return "image of \(width) × \(height) pixels exceeds \(ImageLimits.maximumSide) a side or 64 megapixels"
        case .fileTooLarge(let bytes): return "image file of \(bytes) bytes exceeds \(ImageLimits.maximumFileBytes)"
        case .unsafeSVG(let reason): return "SVG refused: \(reason)"
        case .noDecoder: return "no image decoder in the environment"
        }
    }
}
