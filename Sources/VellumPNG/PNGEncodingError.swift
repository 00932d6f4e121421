/// Why ``PNGEncoder`` could not encode an image.
///
/// The encoder checks its input before it reads a byte or allocates anything, so bad input
/// ends in one of these errors, never in a crash or a huge allocation.
///
/// ```swift
/// do {
///     _ = try PNGEncoder.encode(argb32: pixels, width: 0, height: 10, stride: 0)
/// } catch {
///     // error == .invalidDimensions(width: 0, height: 10)
/// }
/// ```
public enum PNGEncodingError: Error, Hashable, Sendable {
    /// The width or height is not in `1...PNGEncoder.maximumSide` (16,384).
    case invalidDimensions(width: Int, height: Int)
    /// The stride is smaller than `4 * width` bytes, the least a row of 32-bit pixels needs,
    /// or so large that `stride * height` overflows.
    case invalidStride(stride: Int, minimum: Int)
    /// A working buffer of `bytes` bytes could not be allocated.
    case outOfMemory(bytes: Int)
    /// libdeflate refused the compression level or could not compress the scanlines into
    /// the space its own bound promised (it returned 0).
    case compressionFailed
    /// A palette of ``PNGQuantization/maximumColors`` could not reach
    /// ``PNGQuantization/minimumQuality`` (`quality`).
    case qualityTooLow(quality: Int)
    /// libimagequant failed with its `liq_error` `code`.
    case quantizationFailed(code: Int)
}
