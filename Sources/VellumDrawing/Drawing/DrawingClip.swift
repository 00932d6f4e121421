import Foundation
import VellumGeometry

/// A clip region in root space.
public struct DrawingClip: Sendable {
    /// The region's outline in root space.
    public var path: Path
    /// Which points are inside the outline. Default: non-zero winding, anti-aliased.
    public var style: FillStyle
    /// Whether the clip keeps what lies *outside* the outline. Default: `false`.
    public var isInverse: Bool

    /// Creates a clip.
    public init(path: Path, style: FillStyle = FillStyle(), isInverse: Bool = false) {
        self.path = path
        self.style = style
        self.isInverse = isInverse
    }
}
