import Foundation

/// A cubic Bézier curve: the one curve type the geometry code computes with. Lines and
/// quadratics are raised to cubics exactly when a uniform treatment is simpler.
internal struct CubicBezier: Hashable, Sendable {
    var p0, p1, p2, p3: CGPoint

    init(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) {
        self.p0 = p0; self.p1 = p1; self.p2 = p2; self.p3 = p3
    }

    /// The exact degree elevation of a quadratic.
    init(quadFrom p0: CGPoint, control c: CGPoint, to p2: CGPoint) {
        let (c1, c2) = cubicControls(quadFrom: p0, control: c, to: p2)
        self.init(p0, c1, c2, p2)
    }

    /// A straight line as a cubic with evenly spaced controls (so speed is constant).
    init(lineFrom a: CGPoint, to b: CGPoint) {
        self.init(a, a.lerp(b, 1.0 / 3.0), a.lerp(b, 2.0 / 3.0), b)
    }

    func point(at t: CGFloat) -> CGPoint {
        let mt = 1 - t
        let a = mt * mt * mt, b = 3 * mt * mt * t, c = 3 * mt * t * t, d = t * t * t
        return CGPoint(
            x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
            y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
    }

    /// The first derivative B'(t).
    func derivative(at t: CGFloat) -> CGPoint {
        let mt = 1 - t
        let d0 = p1 - p0, d1 = p2 - p1, d2 = p3 - p2
        return (d0 * (mt * mt) + d1 * (2 * mt * t) + d2 * (t * t)) * 3
    }

    /// The second derivative B''(t).
    func secondDerivative(at t: CGFloat) -> CGPoint {
        let a = p2 - p1 * 2 + p0, b = p3 - p2 * 2 + p1
        return (a * (1 - t) + b * t) * 6
    }

    /// The unit tangent at `t`, falling back to neighbouring control points where the
    /// derivative vanishes (cusps and coincident controls); nil for a curve that is a point.
    func tangent(at t: CGFloat) -> CGPoint? {
        let d = derivative(at: t)
        if d.length > 1e-12 * max(1, extent) { return d.normalized }
        // Coincident control points at an end: the direction is the next distinct point.
        let candidates: [CGPoint] = t < 0.5 ? [p1 - p0, p2 - p0, p3 - p0] : [p3 - p2, p3 - p1, p3 - p0]
        for c in candidates where c.length > 1e-12 * max(1, extent) { return c.normalized }
        return nil
    }

    /// Largest coordinate magnitude, used to scale tolerances.
    var extent: CGFloat {
        max(abs(p0.x), abs(p0.y), abs(p1.x), abs(p1.y), abs(p2.x), abs(p2.y), abs(p3.x), abs(p3.y))
    }

    /// de Casteljau split at `t`.
    func split(at t: CGFloat) -> (CubicBezier, CubicBezier) {
        let a = p0.lerp(p1, t), b = p1.lerp(p2, t), c = p2.lerp(p3, t)
        let d = a.lerp(b, t), e = b.lerp(c, t)
        let m = d.lerp(e, t)
        return (CubicBezier(p0, a, d, m), CubicBezier(m, e, c, p3))
    }

    /// The part of the curve between parameters `t0 <= t1`, with exact end points.
    func subcurve(from t0: CGFloat, to t1: CGFloat) -> CubicBezier {
        if t0 <= 0 && t1 >= 1 { return self }
        if t0 <= 0 { return split(at: t1).0 }
        if t1 >= 1 { return split(at: t0).1 }
        let right = split(at: t0).1
        let u = (t1 - t0) / (1 - t0)
        return right.split(at: u).0
    }

    /// The curve traversed backwards.
    var reversed: CubicBezier { CubicBezier(p3, p2, p1, p0) }

    /// Parameters in (0, 1) where x' or y' vanishes, sorted: the candidates for the tight
    /// bounds and the cuts into monotone pieces.
    func extremaParameters() -> CurveParameters {
        var result = CurveParameters()
        for axis in 0..<2 {
            // An eighth (exactly) so that |a| ≤ 8 · max |v| stays finite near the largest double.
            let v0 = (axis == 0 ? p0.x : p0.y) / 8, v1 = (axis == 0 ? p1.x : p1.y) / 8
            let v2 = (axis == 0 ? p2.x : p2.y) / 8, v3 = (axis == 0 ? p3.x : p3.y) / 8
            // B'(t)/3 = a t² + b t + c
            let a = -v0 + 3 * v1 - 3 * v2 + v3
            let b = 2 * (v0 - 2 * v1 + v2)
            let c = v1 - v0
            let roots = solveQuadratic(a, b, c)
            for root in roots where root > 0 && root < 1 { result.insert(root) }
        }
        return result
    }

    func applying(_ t: CGAffineTransform) -> CubicBezier {
        CubicBezier(p0.applying(t), p1.applying(t), p2.applying(t), p3.applying(t))
    }
}

/// Real roots of a t² + b t + c = 0, degrading to the linear case when `a` vanishes.
internal func solveQuadratic(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CurveParameters {
    var roots = CurveParameters()
    var scale = max(abs(a), abs(b), abs(c))
    if scale == 0 || !scale.isFinite { return roots }
    // Coefficients near 1e160 square to infinity: divide by a power of two (exact), which
    // leaves the roots alone.
    let unit = CGFloat(sign: .plus, exponent: scale.exponent, significand: 1)
    let (a, b, c) = (a / unit, b / unit, c / unit)
    scale /= unit
    if abs(a) <= 1e-12 * scale {
        if abs(b) > 1e-12 * scale { roots.insert(-c / b) }
        return roots
    }
    let disc = b * b - 4 * a * c
    if disc < 0 { return roots }
    if disc == 0 { roots.insert(-b / (2 * a)); return roots }
    // The numerically stable form avoids cancellation between -b and the root.
    let q = -0.5 * (b + (b < 0 ? -1 : 1) * disc.squareRoot())
    roots.insert(q / a)
    roots.insert(c / q)
    return roots
}

/// Up to five curve parameters, kept sorted and stored inline, so the hot loops of bounds
/// and hit testing allocate nothing.
internal struct CurveParameters: Sequence {
    private var values = InlineFive<CGFloat>(repeating: 0)
    private(set) var count = 0

    subscript(index: Int) -> CGFloat {
        get { values[index] }
        set { values[index] = newValue }
    }

    /// Inserts `value` in order; a sixth value is dropped (callers insert at most five).
    mutating func insert(_ value: CGFloat) {
        guard count < 5 else { return }
        var index = count
        while index > 0 && self[index - 1] > value {
            self[index] = self[index - 1]
            index -= 1
        }
        self[index] = value
        count += 1
    }

    struct Iterator: IteratorProtocol {
        let parameters: CurveParameters
        var index = 0
        mutating func next() -> CGFloat? {
            guard index < parameters.count else { return nil }
            defer { index += 1 }
            return parameters[index]
        }
    }

    func makeIterator() -> Iterator { Iterator(parameters: self) }
}

// MARK: Point arithmetic used across the geometry code.

extension CGPoint {
    static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: CGPoint, s: CGFloat) -> CGPoint { CGPoint(x: a.x * s, y: a.y * s) }
    static prefix func - (a: CGPoint) -> CGPoint { CGPoint(x: -a.x, y: -a.y) }
    func dot(_ b: CGPoint) -> CGFloat { x * b.x + y * b.y }
    func cross(_ b: CGPoint) -> CGFloat { x * b.y - y * b.x }
    var length: CGFloat { (x * x + y * y).squareRoot() }
    /// The unit vector in this direction (zero for a zero vector); scaled first, so huge
    /// vectors do not overflow and tiny ones do not underflow.
    var normalized: CGPoint {
        let m = Swift.max(abs(x), abs(y))
        guard m > 0, m.isFinite else { return .zero }
        let sx = x / m, sy = y / m
        let l = (sx * sx + sy * sy).squareRoot()
        return CGPoint(x: sx / l, y: sy / l)
    }
    /// Rotated +90° in y-down space, i.e. to the right of the direction of travel on screen.
    var perpendicular: CGPoint { CGPoint(x: -y, y: x) }
    func lerp(_ b: CGPoint, _ t: CGFloat) -> CGPoint { CGPoint(x: x + (b.x - x) * t, y: y + (b.y - y) * t) }
    func distance(to b: CGPoint) -> CGFloat { (b - self).length }
}
