import Foundation
import VellumGeometry

/// A Gaussian drop shadow of a layer's alpha.
public struct DrawingShadow: Sendable, Hashable {
    /// The shadow's colour. Default: black at 33 % opacity, as SwiftUI's.
    public var color: RGBAColor
    /// The blur radius in root-space points; the Gaussian's standard deviation is half of
    /// it, as CoreGraphics' shadow blur. Default: 0.
    public var radius: CGFloat
    /// The shadow's offset in root-space points. Default: `.zero`.
    public var offset: CGSize

    /// Creates a shadow.
    public init(color: RGBAColor = RGBAColor(opacity: 0.33), radius: CGFloat = 0, offset: CGSize = .zero) {
        self.color = color
        self.radius = radius
        self.offset = offset
    }
}
