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
internal func forEachArcCubic(
    center: CGPoint, radius: CGFloat, start: Double, delta: Double,
    _ body: (CubicBezier) -> Void
) {
    let cubics = ArcCubics(center: center, radius: radius, start: start, delta: delta)
    for index in 0..<cubics.count { body(cubics[index]) }
}

/// The at most four cubics of one arc (a sweep is at most a turn: two halves of at most two
/// quarter-turn pieces), stored inline so building an arc allocates nothing.
internal struct ArcCubics {
    private var storage = InlineFive(repeating: CubicBezier(.zero, .zero, .zero, .zero))
    private(set) var count = 0

    subscript(index: Int) -> CubicBezier {
        get { storage[index] }
        set { storage[index] = newValue }
    }

    private mutating func append(_ cubic: CubicBezier) {
        guard count < 4 else { return }
        storage[count] = cubic
        count += 1
    }

    init(center: CGPoint, radius: CGFloat, start: Double, delta: Double) {
        guard delta != 0, delta.isFinite, start.isFinite, radius > 0, radius.isFinite, center.isFinite else { return }
        let delta = min(max(delta, -2 * .pi), 2 * .pi)
        if abs(delta) > .pi + 1e-12 {
            let half = delta / 2
            appendPieces(center: center, radius: radius, start: start, delta: half)
            appendPieces(center: center, radius: radius, start: start + half, delta: delta - half)
        } else {
            appendPieces(center: center, radius: radius, start: start, delta: delta)
        }
    }

    /// The pieces of a sweep of at most half a turn.
    private mutating func appendPieces(center: CGPoint, radius: CGFloat, start: Double, delta: Double) {
        let pieces = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        // Quarter turns (rounded rectangles, ellipses) skip the tangent: 4/3·tan(π/8) is kappa.
        let k =
            (abs(step) == .pi / 2
                ? (step > 0 ? quarterCircleKappa : -quarterCircleKappa)
                : 4.0 / 3.0 * tan(step / 4)) * radius
        var angle = start
        var (s0, c0) = sineAndCosine(angle)
        for index in 0..<pieces {
            let next = index == pieces - 1 ? start + delta : angle + step
            let (s1, c1) = sineAndCosine(next)
            let a = CGPoint(x: center.x + radius * c0, y: center.y + radius * s0)
            let b = CGPoint(x: center.x + radius * c1, y: center.y + radius * s1)
            append(
                CubicBezier(a, CGPoint(x: a.x - k * s0, y: a.y + k * c0), CGPoint(x: b.x + k * s1, y: b.y - k * c1), b))
            angle = next
            (s0, c0) = (s1, c1)
        }
    }
}

/// sin and cos of `angle`, exact (0, ±1) at multiples of a quarter turn, where rounded
/// rectangles and ellipses put their joins, and from libm elsewhere.
@inline(__always)
internal func sineAndCosine(_ angle: Double) -> (Double, Double) {
    let quarters = angle / (.pi / 2)
    if quarters == quarters.rounded(), abs(quarters) < 1e9 {
        switch ((Int(quarters) % 4) + 4) % 4 {
        case 0: return (0, 1)
        case 1: return (1, 0)
        case 2: return (0, -1)
        default: return (-1, 0)
        }
    }
    return (sin(angle), cos(angle))
}
