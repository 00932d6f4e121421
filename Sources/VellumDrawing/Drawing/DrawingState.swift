import Foundation
import VellumGeometry

/// The graphics state an item is drawn with.
public struct DrawingState: Sendable {
    /// Maps the item's user space to the drawing's root space (points, y down).
    /// Default: identity.
    public var transform: CGAffineTransform
    /// Clip paths in root space; the item shows only where every clip allows.
    /// Default: none.
    public var clips: [DrawingClip]
    /// Multiplies the item's alpha. Default: 1.
    public var opacity: Double
    /// How the item composites onto what is below. Default: `.normal`.
    public var blendMode: BlendMode

    /// Creates a state; every argument has its default.
    public init(
        transform: CGAffineTransform = .identity, clips: [DrawingClip] = [], opacity: Double = 1,
        blendMode: BlendMode = .normal
    ) {
        self.transform = transform
        self.clips = clips
        self.opacity = opacity
        self.blendMode = blendMode
    }
}
