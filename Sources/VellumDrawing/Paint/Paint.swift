import Foundation
import VellumGeometry

/// What fills or strokes a shape once every `ShapeStyle` has been resolved: a colour, a
/// gradient or an image in the user space of the drawing command it belongs to.
///
/// Renderers (Cairo, SVG) consume paints; they never see `ShapeStyle`s.
///
/// ```swift
/// let paint = Paint.linearGradient(ResolvedGradient(stops: [.init(location: 0, color: .clear),
///                                                          .init(location: 1, color: RGBAColor(red: 1))]),
///                                  start: .zero, end: CGPoint(x: 100, y: 0))
/// ```
public indirect enum Paint: Hashable, Sendable {
    /// A solid colour.
    case color(RGBAColor)
    /// Colour varies along the line from `start` to `end`; constant across it; padded
    /// beyond the ends.
    case linearGradient(ResolvedGradient, start: CGPoint, end: CGPoint)
    /// Colour varies with the distance from `center`, from `startRadius` (t = 0) to
    /// `endRadius` (t = 1); padded beyond.
    case radialGradient(ResolvedGradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Colour varies with the angle around `center`: t = 0 at `startAngle`, growing
    /// clockwise on screen to t = 1 a full turn later.
    case conicGradient(ResolvedGradient, center: CGPoint, startAngle: Angle)
    /// A paint defined in its own coordinates, mapped into user space by `transform`
    /// (elliptical gradients are radial gradients squeezed this way).
    case transformed(Paint, CGAffineTransform)
    /// An image placed in user space (``ImagePattern``): `Image`, `ImagePaint` and
    /// `GraphicsContext.Shading.image` paint with these.
    case image(ImagePattern)
}
