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
    /// Whether the layer shows where the mask does not draw (by one minus the mask's alpha),
    /// as `clipToLayer(options: .inverse)`. Default: false.
    public var invertsMask: Bool
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
    /// Whether the colour matrix works on linear-light components (SwiftUI's
    /// `FilterOptions.linearColor`) rather than gamma-encoded sRGB. Default: false.
    public var colorMatrixIsLinear: Bool
    /// Blurs the layer's content (after its colour matrix, before its shadows are cast).
    /// Default: nil, no blur.
    public var blur: LayerBlur?
    /// Replaces the layer's pixels by a colour where their alpha lies in a range, and by
    /// transparency elsewhere (after its colour matrix and blur). Default: nil.
    public var alphaThreshold: AlphaThreshold?

    /// Creates a layer style; every argument has its default.
    public init(
        opacity: Double = 1, blendMode: BlendMode = .normal, shadows: [DrawingShadow] = [],
        mask: [DrawingItem]? = nil, accessibility: AccessibilityInfo? = nil,
        animation: LayerAnimation? = nil, colorMatrix: ColorMatrix? = nil, blur: LayerBlur? = nil,
        alphaThreshold: AlphaThreshold? = nil, invertsMask: Bool = false, colorMatrixIsLinear: Bool = false
    ) {
        self.opacity = opacity
        self.blendMode = blendMode
        self.shadows = shadows
        self.mask = mask
        self.accessibility = accessibility
        self.animation = animation
        self.colorMatrix = colorMatrix
        self.blur = blur
        self.alphaThreshold = alphaThreshold
        self.invertsMask = invertsMask
        self.colorMatrixIsLinear = colorMatrixIsLinear
    }

    /// Whether compositing the layer changes nothing: drawing its items in place gives the
    /// same picture (full opacity, no shadows, mask, colour matrix or blur, and nothing inside
    /// that blends with what is beneath).
    public func isTransparent(for items: [DrawingItem]) -> Bool {
        opacity >= 1 && shadows.isEmpty && mask == nil && blendMode == .normal && colorMatrix == nil && blur == nil
            && alphaThreshold == nil && items.allSatisfy { $0.state.blendMode == .normal }
    }
}

/// SwiftUI's `GraphicsContext.Filter.alphaThreshold(min:max:color:)`: pixels whose alpha lies
/// in `minimum...maximum` (both included, on 8-bit alpha) become `color`; the others become
/// transparent.
///
/// ```swift
/// LayerStyle(alphaThreshold: AlphaThreshold(minimum: 0.5, color: RGBAColor(red: 1)))
/// ```
public struct AlphaThreshold: Hashable, Sendable {
    /// The least alpha kept, 0...1.
    public var minimum: Double
    /// The greatest alpha kept, 0...1. Default: 1.
    public var maximum: Double
    /// What kept pixels become. Default: opaque black.
    public var color: RGBAColor

    /// Creates a threshold; NaN bounds keep nothing.
    public init(minimum: Double, maximum: Double = 1, color: RGBAColor = RGBAColor()) {
        self.minimum = minimum
        self.maximum = maximum
        self.color = color
    }

    /// The kept 8-bit alphas (n / 255 within the bounds), nil when none is kept: every
    /// backend thresholds these same bytes.
    package var keptBytes: ClosedRange<Int>? {
        guard !minimum.isNaN, !maximum.isNaN else { return nil }
        let low = max(0, Int((minimum * 255 - 1e-9).rounded(.up))),
            high = min(255, Int((maximum * 255 + 1e-9).rounded(.down)))
        guard low <= high else { return nil }
        return low...high
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
