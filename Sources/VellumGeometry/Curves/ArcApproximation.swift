import Foundation

/// A circular arc as cubic Béziers with the standard control distance k = 4/3·tan(θ/4)·r.
/// Angles in radians; positive `delta` turns clockwise on screen.
///
/// The segmentation is Cairo's (cairo-arc.c) for radii under ~360 units: a sweep over half
/// a turn is first halved, and each half is cut into pieces of at most a quarter turn. So
/// the same arc drawn through Vellum and through `cairo_arc` has the same curves, and
/// strokes and dashes land on the same pixels.
internal func arcCubics(center: CGPoint, radius: CGFloat, start: Double, delta: Double) -> [CubicBezier] {
    var result: [CubicBezier] = []
    forEachArcCubic(center: center, radius: radius, start: start, delta: delta) { result.append($0) }
    return result
}

/// ``arcCubics(center:radius:start:delta:)`` without the array, for hot paths.
internal func forEachArcCubic(center: CGPoint, radius: CGFloat, start: Double, delta: Double,
                              _ body: (CubicBezier) -> Void) {
    guard delta != 0, delta.isFinite, start.isFinite, radius > 0, radius.isFinite, center.isFinite else { return }
    let delta = min(max(delta, -2 * .pi), 2 * .pi)
    if abs(delta) > .pi + 1e-12 {
        let half = delta / 2
        forEachArcCubic(center: center, radius: radius, start: start, delta: half, body)
        forEachArcCubic(center: center, radius: radius, start: start + half, delta: delta - half, body)
        return
    }
    let count = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
    let step = delta / Double(count)
    let k = 4.0 / 3.0 * tan(step / 4) * radius
    var angle = start
    var (s0, c0) = (sin(angle), cos(angle))
    for index in 0..<count {
        let next = index == count - 1 ? start + delta : angle + step
        let (s1, c1) = (sin(next), cos(next))
        let a = CGPoint(x: center.x + radius * c0, y: center.y + radius * s0)
        let b = CGPoint(x: center.x + radius * c1, y: center.y + radius * s1)
        body(CubicBezier(a, CGPoint(x: a.x - k * s0, y: a.y + k * c0), CGPoint(x: b.x + k * s1, y: b.y - k * c1), b))
        angle = next
        (s0, c0) = (s1, c1)
    }
}
