import Foundation
import VellumCore
import VellumGeometry

/// The circle a ring is drawn on inside a canvas of `size`: centred, on the smaller side,
/// its centre line inset by half the line width (clamped to half the side, a disc).
struct RingGeometry {
    let center: CGPoint
    /// The square the ring fills; styles resolve their `ShapeStyle`s against it.
    let bounds: CGRect
    let lineWidth: CGFloat
    /// The radius of the stroke's centre line.
    let radius: CGFloat

    init(size: CGSize, lineWidth: CGFloat) {
        let side = max(min(size.width, size.height), 0)
        center = CGPoint(x: size.width / 2, y: size.height / 2)
        bounds = CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side)
        self.lineWidth = min(lineWidth, side / 2)
        radius = (side - self.lineWidth) / 2
    }

    /// The arc from `start` (radians, SwiftUI's angles) along `length` points of the centre
    /// line, turning `direction` on screen.
    func arc(from start: Double, length: Double, direction: ProgressRingDirection) -> Path {
        var path = Path()
        guard radius > 0 else { return path }
        path.addRelativeArc(
            center: center, radius: radius, startAngle: .radians(start),
            delta: .radians(direction.sign * length / radius))
        return path
    }

    /// The arc through `sweep` radians from `start`, turning `direction` on screen.
    func arc(from start: Double, sweep: Double, direction: ProgressRingDirection) -> Path {
        arc(from: start, length: sweep * radius, direction: direction)
    }

    /// The default font of the percentage in a ring: at 0.22 of the inner diameter, "100%"
    /// in DejaVu Sans Bold takes about three quarters of it.
    var percentageFont: Font {
        .system(size: max(2 * (radius - lineWidth / 2), 0) * 0.22, weight: .semibold)
    }
}
