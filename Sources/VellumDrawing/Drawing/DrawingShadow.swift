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
    /// How the shadow composites with the layer's content (or, with ``disablesGroup``, with
    /// what is beneath). Default: `.normal`.
    public var blendMode: BlendMode
    /// SwiftUI's `shadowAbove`: drawn over the content instead of beneath it. Default: false.
    public var isAbove: Bool
    /// SwiftUI's `shadowOnly`: the content itself is not drawn. Default: false.
    public var isShadowOnly: Bool
    /// SwiftUI's `invertsAlpha`: cast by one minus the content's alpha (with `isAbove` and
    /// `.sourceAtop`, an inner shadow). Default: false.
    public var invertsAlpha: Bool
    /// SwiftUI's `disablesGroup`: the shadow and the content composite separately with what
    /// is beneath, instead of first with each other. Default: false.
    public var disablesGroup: Bool

    /// Creates a shadow.
    public init(
        color: RGBAColor = RGBAColor(opacity: 0.33), radius: CGFloat = 0, offset: CGSize = .zero,
        blendMode: BlendMode = .normal, isAbove: Bool = false, isShadowOnly: Bool = false,
        invertsAlpha: Bool = false, disablesGroup: Bool = false
    ) {
        self.color = color
        self.radius = radius
        self.offset = offset
        self.blendMode = blendMode
        self.isAbove = isAbove
        self.isShadowOnly = isShadowOnly
        self.invertsAlpha = invertsAlpha
        self.disablesGroup = disablesGroup
    }

    /// Whether the shadow is an ordinary drop shadow: normal, beneath the content, which is
    /// drawn. Such shadows share one layer; any other is a layer of its own.
    package var isPlain: Bool { blendMode == .normal && !isAbove && !isShadowOnly && !invertsAlpha }
}
