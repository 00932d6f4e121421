import Foundation
import VellumGeometry

/// How an offscreen layer composites: opacity, blend mode and shadows.
public struct LayerStyle: Sendable {
    /// Multiplies the layer's alpha. Default: 1.
    public var opacity: Double
    /// How the layer composites onto what is below. Default: `.normal`.
    public var blendMode: BlendMode
    /// Shadows drawn beneath the layer, in order. Default: none.
    public var shadows: [DrawingShadow]
    /// Items (in root space) whose alpha masks the layer: the layer shows only where they
    /// draw, as SwiftUI's `mask`. Default: nil, no mask.
    public var mask: [DrawingItem]?
    /// What the layer is for assistive technology (a progress bar and its value): writers
    /// that can say so (SVG) do; rasters ignore it. Default: nil.
    public var accessibility: AccessibilityInfo?
    /// How the layer moves when the drawing is played as an animation (the spinner turns):
    /// writers that animate (SVG with `SVGOptions.animationDuration`) do; still pictures draw
    /// the layer as recorded. Default: nil.
    public var animation: LayerAnimation?
    /// Transforms the colours of the layer's content before it composites (its shadows are
    /// cast by the transformed content), as SwiftUI's colour filters: straight colour, sRGB,
    /// clamped. The whole layer is transformed, so a matrix that raises alpha (a positive
    /// `a5`) paints the layer's transparent area too. Default: nil, colours as drawn.
    public var colorMatrix: ColorMatrix?
    /// Blurs the layer's content (after its colour matrix, before its shadows are cast).
    /// Default: nil, no blur.
    public var blur: LayerBlur?

    /// Creates a layer style; every argument has its default.
    public init(opacity: Double = 1, blendMode: BlendMode = .normal, shadows: [DrawingShadow] = [],
                mask: [DrawingItem]? = nil, accessibility: AccessibilityInfo? = nil,
                animation: LayerAnimation? = nil, colorMatrix: ColorMatrix? = nil, blur: LayerBlur? = nil) {
        self.opacity = opacity
        self.blendMode = blendMode
        self.shadows = shadows
        self.mask = mask
        self.accessibility = accessibility
        self.animation = animation
        self.colorMatrix = colorMatrix
        self.blur = blur
    }

    /// Whether compositing the layer changes nothing: drawing its items in place gives the
    /// same picture (full opacity, no shadows, mask, colour matrix or blur, and nothing inside
    /// that blends with what is beneath).
    public func isTransparent(for items: [DrawingItem]) -> Bool {
        opacity >= 1 && shadows.isEmpty && mask == nil && blendMode == .normal && colorMatrix == nil && blur == nil
            && items.allSatisfy { $0.state.blendMode == .normal }
    }
}

/// A Gaussian blur of a layer, as SwiftUI's `blur(radius:opaque:)` and
/// `GraphicsContext.Filter.blur(radius:options:)`.
///
/// ```swift
/// LayerStyle(blur: LayerBlur(radius: 4))
/// ```
public struct LayerBlur: Hashable, Sendable {
    /// The standard deviation of the Gaussian, in points (SwiftUI's radius). Non-finite or
    /// negative radii blur nothing.
    public var radius: CGFloat
    /// Whether the result is made opaque by dividing each pixel by its alpha (SwiftUI's
    /// `opaque`): fully transparent pixels stay transparent.
    public var isOpaque: Bool

    /// Creates a blur; not opaque by default.
    public init(radius: CGFloat, isOpaque: Bool = false) {
        self.radius = radius
        self.isOpaque = isOpaque
    }
}
