/// Why ``APNGEncoder`` could not encode an animation.
///
/// ```swift
/// do {
///     _ = try APNGEncoder.encode(frames: [], delay: 0.1)
/// } catch {
///     // error == .noFrames
/// }
/// ```
public enum APNGEncodingError: Error, Hashable, Sendable {
    /// There are no frames to encode.
    case noFrames
    /// Frame `index` is not the size of the first frame.
    case frameSizeMismatch(index: Int)
    /// The delay is negative, NaN, or over 65.535 seconds (what an APNG frame can hold).
    case invalidDelay(Double)
    /// Encoding a frame's pixels failed.
    case encoding(PNGEncodingError)
}
