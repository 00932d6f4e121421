import Foundation
import VellumGeometry

/// What a drawing is prepared for: the device area a backend draws into, how root points map
/// onto it, what the backend can express, and the ``GuardBand`` that keeps far-off geometry
/// away from its rasterizer.
package struct RenderTarget: Sendable {
    /// Device units per root point.
    package var scale: CGFloat
    /// The device area: pixels for a raster, points for PDF and SVG.
    package var deviceBounds: CGRect { guardBand.visible }
    /// Whether the backend keeps accessibility layers (SVG's `role` and ARIA attributes).
    package var keepsAccessibility: Bool
    /// Whether the backend plays layer animations (an animated SVG).
    package var animates: Bool
    /// Where far-off geometry is restricted, in device space.
    package var guardBand: GuardBand
    /// How far (root units) the backend may move a point when it writes or rasterizes it:
    /// Cairo's 1/256 of a device unit, the SVG writer's decimals. Rounding turns short
    /// segments, so it bounds how sure a stroke's corners are (``Path/strokeBounds(_:wobble:)``).
    package var coordinateRounding: CGFloat = 0
    /// Whether dashed strokes reach the backend as the centre lines of their dashes, placed
    /// by exact arc length (``Path/dashCenterlines(_:zeroLengthReach:)``), stroked solid.
    /// Cairo's own dasher drifts along curves; an SVG viewer's may differ from both.
    package var placesDashes = true

    /// A raster of `width`×`height` pixels at `scale` pixels per point.
    package static func raster(width: Int, height: Int, scale: CGFloat) -> RenderTarget {
        RenderTarget(
            scale: scale, keepsAccessibility: false, animates: false,
            guardBand: GuardBand(visible: CGRect(x: 0, y: 0, width: width, height: height)),
            coordinateRounding: cairoRounding / scale)
    }

    /// Cairo's fixed point: each coordinate to 1/256 of a device unit, a point by up to √2/512.
    private static let cairoRounding: CGFloat = 2.0.squareRoot() / 512

    /// A PDF page of `size` points whose helper images (conic gradients, shadows) are
    /// rasterized at up to `rasterScale` pixels per point: the band shrinks by that factor so
    /// the helper images stay inside what Cairo fills right.
    package static func pdf(size: CGSize, rasterScale: CGFloat) -> RenderTarget {
        var band = GuardBand(
            visible: CGRect(x: 0, y: 0, width: size.width.rounded(.up), height: size.height.rounded(.up)))
        band.farLimit /= rasterScale
        band.dashedFarLimit /= rasterScale
        band.margin /= rasterScale
        return RenderTarget(
            scale: 1, keepsAccessibility: false, animates: false, guardBand: band,
            coordinateRounding: cairoRounding)
    }

    /// An SVG page of `size` points whose coordinates are written with `precision` decimals;
    /// a viewer may zoom it, so the band is in points.
    /// `placesDashes`: dashes as paths, or left to the viewer's `stroke-dasharray`.
    package static func svg(size: CGSize, animates: Bool, precision: Int = 2, placesDashes: Bool = false)
        -> RenderTarget
    {
        let step = pow(10, -CGFloat(min(max(precision, 0), 6)))
        return RenderTarget(
            scale: 1, keepsAccessibility: true, animates: animates,
            guardBand: GuardBand(visible: CGRect(origin: .zero, size: size)),
            coordinateRounding: step / 2 * 2.0.squareRoot(), placesDashes: placesDashes)
    }

    /// Maps a user space (`transform`, to root) on to device space.
    package func toDevice(_ transform: CGAffineTransform) -> CGAffineTransform {
        transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }
}
