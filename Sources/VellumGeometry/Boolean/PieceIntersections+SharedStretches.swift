import Foundation

// Where two pieces run along each other: the stretch they share, found by the parameters
// of each end on the other.
extension PieceIntersections {

    /// The parameter on a monotone piece where it passes closest to `p`, if within
    /// `tolerance` of it. Monotone in x and y, the piece meets the lines x = p.x and y = p.y
    /// once each; the nearer of those two points is taken (where the piece runs nearly along
    /// one axis, only the other axis places the point well).
    static func parameter(of p: CGPoint, on piece: BooleanPiece, tolerance: CGFloat) -> CGFloat? {
        if p.distance(to: piece.start) <= tolerance { return 0 }
        if p.distance(to: piece.end) <= tolerance { return 1 }
        let bounds = piece.bounds
        guard bounds.insetBy(dx: -tolerance, dy: -tolerance).contains(p),
            Hull(piece.curve, isLine: piece.kind == .line, tolerance: tolerance)
                .reaches(CubicBezier(p, p, p, p), tolerance: tolerance)
        else { return nil }
        let t = nearestParameter(of: p, on: piece, from: 0, to: 1)
        let distance = piece.point(at: t).distance(to: p)
        return distance <= tolerance ? t : nil
    }

    /// The parameter in `t0...t1` of a monotone piece nearest to `p`: of the points where it
    /// meets x = p.x and y = p.y, the nearer, to `resolution` of the range (Newton's method
    /// finishes the crossings from there).
    static func nearestParameter(
        of p: CGPoint, on piece: BooleanPiece, from t0: CGFloat, to t1: CGFloat,
        resolution: CGFloat = 0
    ) -> CGFloat {
        let finest = max((t1 - t0) * resolution, 1e-16)
        func solve(alongX: Bool) -> CGFloat {
            let target = alongX ? p.x : p.y
            func coordinate(_ t: CGFloat) -> CGFloat { let q = piece.point(at: t); return alongX ? q.x : q.y }
            func slope(_ t: CGFloat) -> CGFloat {
                let d = piece.kind == .line ? piece.end - piece.start : piece.curve.derivative(at: t)
                return alongX ? d.x : d.y
            }
            // The coordinate is monotone in t: Newton's method from where the chord meets the
            // line, inside a bracket that a step leaving it halves instead.
            let first = coordinate(t0) - target, last = coordinate(t1) - target
            let increasing = last >= first
            if (first >= 0) == increasing { return t0 }
            if (last <= 0) == increasing { return t1 }
            var low = t0, high = t1
            var t = t0 + (t1 - t0) * first / (first - last)
            for _ in 0..<60 {
                let f = coordinate(t) - target
                if f == 0 { return t }
                if (f < 0) == increasing { low = t } else { high = t }
                let d = slope(t)
                var next = d != 0 ? t - f / d : (low + high) / 2
                if !(next > low && next < high) { next = (low + high) / 2 }
                if abs(next - t) <= finest || high - low <= finest { return next }
                t = next
            }
            return t
        }
        let tx = solve(alongX: true), ty = solve(alongX: false)
        return piece.point(at: tx).distance(to: p) <= piece.point(at: ty).distance(to: p) ? tx : ty
    }

    /// When `a` and `b` run along each other, the two ends of the shared stretch.
    static func sharedStretch(_ a: BooleanPiece, _ b: BooleanPiece, tolerance: CGFloat) -> [PieceCrossing]? {
        var ends: [PieceCrossing] = []
        // Ends as near as the band are one end: two of them would make a stretch of no
        // length, and the pieces would go unchecked for crossings elsewhere.
        func add(_ crossing: PieceCrossing) {
            if !ends.contains(where: { $0.point.distance(to: crossing.point) <= tolerance * 4 }) {
                ends.append(crossing)
            }
        }
        if let u = parameter(of: a.start, on: b, tolerance: tolerance * 4) {
            add(PieceCrossing(t: 0, u: u, point: a.start))
        }
        if let u = parameter(of: a.end, on: b, tolerance: tolerance * 4) {
            add(PieceCrossing(t: 1, u: u, point: a.end))
        }
        if let t = parameter(of: b.start, on: a, tolerance: tolerance * 4) {
            add(PieceCrossing(t: t, u: 0, point: b.start))
        }
        if let t = parameter(of: b.end, on: a, tolerance: tolerance * 4) {
            add(PieceCrossing(t: t, u: 1, point: b.end))
        }
        guard ends.count >= 2 else { return nil }
        ends.sort { $0.t < $1.t }
        let first = ends[0], last = ends[ends.count - 1]
        // Shared only if the pieces stay together between those ends.
        for fraction in [0.25, 0.5, 0.75] as [CGFloat] {
            let t = first.t + (last.t - first.t) * fraction
            guard parameter(of: a.point(at: t), on: b, tolerance: tolerance * 4) != nil else { return nil }
        }
        return [first, last]
    }
}
