/// How an image's pixels are sampled when it is drawn larger or smaller than its pixels
/// (`Image.Interpolation` in SwiftUI, which names this type).
///
/// ```swift
/// Image("pixel-art", bundle: .module).resizable().interpolation(.none)
/// ```
public enum ImageInterpolation: Hashable, Sendable {
    /// Nearest pixel: hard pixel edges.
    case none
    /// Bilinear when enlarging or shrinking a little; below ¾ scale each pixel averages the
    /// area it covers, as browsers shrink images.
    case low
    /// As `.low`: SwiftUI draws the two alike.
    case medium
    /// Cairo's `BEST` filter (a Lanczos-like kernel).
    case high
}
