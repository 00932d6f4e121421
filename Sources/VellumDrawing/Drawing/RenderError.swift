import Foundation

/// Why a drawing could not be rendered. Every renderer throws these, never crashes.
///
/// ```swift
/// do { _ = try ImageRenderer(content: view).pngData() }
/// catch RenderError.tooLarge(let width, let height) { print("refused \(width)×\(height)") }
/// ```
public enum RenderError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The size (after scaling) is zero, negative or not finite.
    case invalidSize(width: Double, height: Double)
    /// The image would exceed 16,384 pixels a side or 256 megapixels; refused before any
    /// allocation.
    case tooLarge(width: Double, height: Double)
    /// The scale is zero, negative or not finite.
    case invalidScale(Double)
    /// The backend failed; `operation` names the call and `detail` the backend's reason.
    case backend(operation: String, detail: String)
    /// The drawing uses something this backend cannot produce (named in `feature`).
    case unsupported(feature: String)
    /// A text could not be laid out (too long, or the text engine failed); `reason` says why.
    case invalidText(reason: String)
    /// A time in seconds (a frame's duration) is zero, negative or not finite.
    case invalidDuration(Double)
    /// An image could not be found, read or decoded (``ImageError`` says why).
    case invalidImage(ImageError)

    /// Largest accepted side, in pixels.
    public static let maximumSide = 16_384
    /// Largest accepted pixel count.
    public static let maximumPixels = 256 * 1_024 * 1_024

    public var description: String {
        switch self {
        case .invalidSize(let w, let h): return "invalid image size \(w)×\(h)"
        case .tooLarge(let w, let h):
            return "image of \(w)×\(h) pixels exceeds \(Self.maximumSide) a side or 256 megapixels"
        case .invalidScale(let s): return "invalid scale \(s)"
        case .backend(let operation, let detail): return "\(operation) failed: \(detail)"
        case .unsupported(let feature): return "unsupported by this backend: \(feature)"
        case .invalidText(let reason): return "text cannot be laid out: \(reason)"
        case .invalidDuration(let seconds): return "invalid duration \(seconds) s"
        case .invalidImage(let error): return "invalid image: \(error)"
        }
    }

    /// The pixel size for `size` points at `scale`, or the error that refuses it.
    package static func pixelSize(for size: CGSize, scale: CGFloat) throws -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(Double(scale)) }
        let width = size.width * scale, height = size.height * scale
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw RenderError.invalidSize(width: Double(size.width), height: Double(size.height))
        }
        let pixelWidth = width.rounded(.up), pixelHeight = height.rounded(.up)
        guard pixelWidth <= CGFloat(maximumSide), pixelHeight <= CGFloat(maximumSide),
            pixelWidth * pixelHeight <= CGFloat(maximumPixels)
        else {
            throw RenderError.tooLarge(width: Double(pixelWidth), height: Double(pixelHeight))
        }
        return (Int(pixelWidth), Int(pixelHeight))
    }
}
