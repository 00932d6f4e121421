import Foundation

/// Where far-off geometry is cut back before a rasterizer sees it: the one contract for
/// coordinates far outside the picture (1e15, 1e300, pens wider than any image).
///
/// Rasterizers store coordinates in fixed point (Cairo: 24.8 bits, about ±8.4 million, and
/// Cairo 1.16 fills wrongly well before that) and misbehave beyond it; viewers of SVG
/// rasterize the same way at whatever zoom they choose. A fill only matters where it is
/// seen, so geometry that reaches more than ``farLimit`` outside the ``visible`` area is
/// replaced by geometry that paints exactly the same points of `visible`, under either fill
/// rule, with every coordinate within ``margin`` of it.
///
/// Two facts make the replacement exact inside `visible`:
/// - Replacing a curve by its chord changes winding numbers only inside the curve's control
///   hull (the closed curve and chord lie in it), so curves whose hull misses `visible` may go.
/// - Sutherland–Hodgman clipping of a closed loop against a half-plane keeps the winding
///   number of every point in the half-plane: what it removes, closed by a piece of the
///   boundary line, lies outside. Its crossings are computed exactly and rounded once, so a
///   line between two points at 1e300 still crosses the box where it really does.
///
/// Strokes that reach far are outlined near `visible` first (only the segments within the
/// pen's reach are stroked, dashes keep their phase along the whole length, and a pen that
/// alone covers the area becomes the area), then restricted as fills.
///
/// ```swift
/// let band = GuardBand(visible: CGRect(x: 0, y: 0, width: 256, height: 256))
/// if band.reachesFar(path, transform: toDevice) {
///     let near = band.restrictedForFilling(path, transform: toDevice) // device space
/// }
/// ```
package struct GuardBand: Sendable {
    /// The area that must come out right, in device space.
    package var visible: CGRect
    /// How far (device units) outside `visible` geometry may reach before it is restricted.
    package var farLimit: CGFloat
    /// How far outside `visible` dashed strokes may reach before they are outlined: dashes
    /// need the whole length, and the outline caps them at 100,000.
    package var dashedFarLimit: CGFloat
    /// How far outside `visible` restricted geometry reaches: well inside `farLimit`.
    package var margin: CGFloat

    package init(visible: CGRect, farLimit: CGFloat = 32_768, dashedFarLimit: CGFloat = 98_304, margin: CGFloat = 2_048)
    {
        self.visible = visible
        self.farLimit = farLimit
        self.dashedFarLimit = dashedFarLimit
        self.margin = margin
    }

    /// Whether any point or control point of `path`, mapped to device space by `transform`
    /// and grown by `outset` user units, lands more than `limit` (default ``farLimit``)
    /// outside `visible`, or is not finite.
    package func reachesFar(_ path: Path, transform: CGAffineTransform, outset: CGFloat = 0, limit: CGFloat? = nil)
        -> Bool
    {
        let limit = limit ?? farLimit
        let grow = outset * max(hypot(transform.a, transform.b), hypot(transform.c, transform.d))
        return path.reaches(beyond: visible.insetBy(dx: -limit, dy: -limit), transform: transform, outset: grow)
    }

    /// Whether a stroke of `path` with `style` reaches far (see ``reachesFar(_:transform:outset:limit:)``),
    /// counting the pen's reach and the dashed limit for dashed strokes.
    package func strokeReachesFar(_ path: Path, style: StrokeStyle, transform: CGAffineTransform) -> Bool {
        reachesFar(
            path, transform: transform, outset: style.reach,
            limit: style.effectiveDash == nil ? farLimit : dashedFarLimit)
    }

    /// `path` in device space, restricted to ``margin`` around `visible`: the same points of
    /// `visible` under either fill rule.
    package func restrictedForFilling(_ path: Path, transform: CGAffineTransform) -> Path {
        path.restrictedForFilling(
            transform: transform, visible: visible.insetBy(dx: -2, dy: -2),
            box: visible.insetBy(dx: -margin, dy: -margin))
    }

    /// The outline (in user space) of the stroke of `path` with `style` as far as it can
    /// show in `visible` (grown by two units for anti-aliasing), to fill instead.
    package func strokeOutline(_ path: Path, style: StrokeStyle, transform: CGAffineTransform) -> Path {
        path.strokedPath(style, near: userSpaceArea(of: transform))
    }

    /// `visible`, grown by two units for anti-aliasing, in `transform`'s user space: the
    /// bounds of the parallelogram it maps back to.
    package func userSpaceArea(of transform: CGAffineTransform) -> CGRect {
        guard transform.a * transform.d - transform.b * transform.c != 0 else { return .infinite }
        return visible.insetBy(dx: -2, dy: -2).applying(transform.inverted())
    }
}

extension StrokeStyle {
    /// How far (user units) the pen can reach from the path: half the width at most, more
    /// at a miter join, so the width times the (effective) miter limit bounds it.
    package var reach: CGFloat {
        lineWidth * effectiveMiterLimit
    }
}
