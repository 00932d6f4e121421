import Foundation
import VellumGeometry

/// What a drawing is prepared for: the device area a backend draws into, how root points map
/// onto it, and what the backend can express.
///
/// Every backend rasterizes in fixed point in the end (Cairo's 24.8 format holds about ±8.4
/// million, and Cairo 1.16 already fills wrongly past about 120,000 device units; librsvg
/// draws SVG through Cairo at whatever zoom the viewer picks). So geometry reaching further
/// than ``farLimit`` outside the target is restricted to ``restrictedMargin`` around it before
/// any backend sees it.
package struct RenderTarget: Sendable {
    /// Device units per root point.
    package var scale: CGFloat
    /// The device area: pixels for a raster, points for PDF and SVG.
    package var deviceBounds: CGRect
    /// Whether the backend keeps accessibility layers (SVG's `role` and ARIA attributes).
    package var keepsAccessibility: Bool
    /// Whether the backend plays layer animations (an animated SVG).
    package var animates: Bool
    /// How far (device units) outside the target a path may reach before it is restricted.
    package var farLimit: CGFloat = 32_768
    /// How far outside the target a dashed stroke may reach before it is outlined: dashes
    /// need the whole length, and the outline caps them at 100,000.
    package var dashedFarLimit: CGFloat = 98_304
    /// How far outside the target restricted paths reach: well inside ``farLimit``.
    package var restrictedMargin: CGFloat = 2_048

    /// A raster of `width`×`height` pixels at `scale` pixels per point.
    package static func raster(width: Int, height: Int, scale: CGFloat) -> RenderTarget {
        RenderTarget(scale: scale, deviceBounds: CGRect(x: 0, y: 0, width: width, height: height),
                     keepsAccessibility: false, animates: false)
    }

    /// A PDF page of `size` points whose helper images (conic gradients, shadows) are
    /// rasterized at up to `rasterScale` pixels per point: the limits shrink by that factor so
    /// the helper images stay inside what Cairo fills right.
    package static func pdf(size: CGSize, rasterScale: CGFloat) -> RenderTarget {
        var target = RenderTarget(scale: 1, deviceBounds: CGRect(x: 0, y: 0, width: size.width.rounded(.up),
                                                                 height: size.height.rounded(.up)),
                                  keepsAccessibility: false, animates: false)
        target.farLimit /= rasterScale
        target.dashedFarLimit /= rasterScale
        target.restrictedMargin /= rasterScale
        return target
    }

    /// An SVG page of `size` points; a viewer may zoom it, so limits are in points.
    package static func svg(size: CGSize, animates: Bool) -> RenderTarget {
        RenderTarget(scale: 1, deviceBounds: CGRect(origin: .zero, size: size), keepsAccessibility: true,
                     animates: animates)
    }

    /// Maps a user space (`transform`, to root) on to device space.
    package func toDevice(_ transform: CGAffineTransform) -> CGAffineTransform {
        transform.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    }

    /// Whether any point or control point of `path` in `transform`'s user space, grown by
    /// `outset` user units, lands more than `limit` device units outside the target (or is
    /// not finite).
    package func reachesFar(_ path: Path, transform: CGAffineTransform, outset: CGFloat = 0, limit: CGFloat) -> Bool {
        let device = toDevice(transform)
        let grow = outset * max(hypot(device.a, device.b), hypot(device.c, device.d))
        return path.reaches(beyond: deviceBounds.insetBy(dx: -limit, dy: -limit), transform: device, outset: grow)
    }

    /// `path` (in `transform`'s user space) in device space, restricted to
    /// ``restrictedMargin`` around the target: the same pixels under either fill rule.
    package func restricted(_ path: Path, transform: CGAffineTransform) -> Path {
        path.restrictedForFilling(transform: toDevice(transform), visible: deviceBounds.insetBy(dx: -2, dy: -2),
                                  box: deviceBounds.insetBy(dx: -restrictedMargin, dy: -restrictedMargin))
    }

    /// The target (grown by two units for anti-aliasing) in `transform`'s user space: the
    /// bounds of the parallelogram it maps back to.
    package func userSpaceArea(of transform: CGAffineTransform) -> CGRect {
        let device = toDevice(transform)
        guard device.a * device.d - device.b * device.c != 0 else { return .infinite }
        return deviceBounds.insetBy(dx: -2, dy: -2).applying(device.inverted())
    }
}
