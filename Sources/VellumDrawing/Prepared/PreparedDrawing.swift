import Foundation
import VellumGeometry

/// A recorded ``Drawing`` made ready for one ``RenderTarget``: what every backend would
/// otherwise work out for itself is settled once here, so a backend only translates.
///
/// - Items that cannot draw (a singular or non-finite user space) are gone.
/// - Paints are normalised (`Paint.normalizedForRendering`), shadows sanitised, and a
///   stroke's miter limit is its effective one (`StrokeStyle.effectiveMiterLimit`).
/// - Far-off geometry is restricted to the target's device space, and strokes that reach
///   far are outlines to fill.
/// - Layers that change nothing when composited are flattened into their parent.
/// - A rectangular clip is left off an item that lies inside it (a canvas's bounds around
///   what it draws): it would change nothing but the anti-aliasing where the item's edge
///   meets it, multiplying the two coverages there.
/// - Whatever lies beneath an opaque cover of the whole target is dropped.
package struct PreparedDrawing: Sendable {
    /// The target the drawing was prepared for.
    package var target: RenderTarget
    /// The items in painting order.
    package var items: [PreparedItem]
    /// The recorded drawing's ``Drawing/cancellation``, which players check before each item.
    package var cancellation: RenderCancellation?

    /// Whether the first item paints every device unit of the target opaquely, so the
    /// target need not be cleared first.
    package var beginsWithOpaqueCover: Bool {
        items.first?.isOpaqueCover ?? false
    }
}

/// A path and the space it is in: its item's user space as recorded, or the target's device
/// space once restricted.
package struct PreparedPath: Sendable {
    package var path: Path
    /// Whether `path` is in device space (restricted far geometry) rather than in the user
    /// space of its item (the root space, for clips).
    package var isInDeviceSpace: Bool

    package init(path: Path, isInDeviceSpace: Bool) {
        self.path = path
        self.isInDeviceSpace = isInDeviceSpace
    }
}

/// A clip, ready for the target.
package struct PreparedClip: Sendable {
    package var path: PreparedPath
    package var style: FillStyle
    /// Whether the clip keeps what lies outside its outline.
    package var isInverse: Bool
    /// Whether the outline is an axis-aligned rectangle covering the whole target, so that
    /// as a plain clip it changes nothing.
    package var coversTarget: Bool
    /// The root-space rectangle a plain clip is, when it is one axis-aligned rectangle: an
    /// item inside it is drawn without it.
    package var rectangle: CGRect?

    package init(path: PreparedPath, style: FillStyle, isInverse: Bool, coversTarget: Bool, rectangle: CGRect? = nil) {
        self.path = path
        self.style = style
        self.isInverse = isInverse
        self.coversTarget = coversTarget
        self.rectangle = rectangle
    }
}

/// How a prepared layer composites.
package struct PreparedLayerStyle: Sendable {
    package var opacity: Double
    package var blendMode: BlendMode
    /// Shadows with finite, non-negative radii and finite offsets.
    package var shadows: [DrawingShadow]
    package var mask: [PreparedItem]?
    /// The layer shows where the mask does not draw.
    package var invertsMask = false
    /// The colour matrix works on linear-light components.
    package var colorMatrixIsLinear = false
    package var accessibility: AccessibilityInfo?
    package var animation: LayerAnimation?
    /// Not the identity.
    package var colorMatrix: ColorMatrix?
    /// A finite, positive radius.
    package var blur: LayerBlur?
    package var alphaThreshold: AlphaThreshold?
}

/// One item of a ``PreparedDrawing``.
package struct PreparedItem: Sendable {
    package enum Kind: Sendable {
        /// Fill the path with the paint (in the item's user space).
        case fill(PreparedPath, Paint, FillStyle)
        /// Stroke the path (in the item's user space, never far) with the paint. The style's
        /// `miterLimit` is its `effectiveMiterLimit` (finite, at least 1), ready to use as is.
        case stroke(Path, Paint, StrokeStyle)
        /// Text, with the glyph outline to fill where a backend does not write real text.
        case text(TextRun, Paint, outline: PreparedPath)
        /// Items composited as one layer.
        case layer([PreparedItem], PreparedLayerStyle)
    }

    package var kind: Kind
    /// Maps the item's user space to root space (points); drawable.
    package var transform: CGAffineTransform
    package var clips: [PreparedClip]
    package var opacity: Double
    package var blendMode: BlendMode
    /// Whether the item is a fill whose path covers the whole target.
    package var coversTarget: Bool

    /// Whether the item paints every point of the target with opaque paint, replacing what
    /// is there.
    package var isOpaqueCover: Bool {
        guard coversTarget, case .fill(_, let paint, _) = kind else { return false }
        return blendMode == .normal && opacity >= 1 && clips.isEmpty && paint.isOpaque
    }
}
