import Foundation

extension CubicBezier {
    /// Signed curvature κ = (B' × B'') / |B'|³; positive where the curve turns clockwise on
    /// screen (y down). Zero where the speed vanishes.
    func curvature(at t: CGFloat) -> CGFloat {
        let d1 = derivative(at: t), d2 = secondDerivative(at: t)
        let speed = d1.length
        guard speed > 1e-9 * max(1, extent) else { return 0 }
        return d1.cross(d2) / (speed * speed * speed)
    }

    /// Distance from `point` to the curve, by Newton's method from parameter `guess`.
    func distance(from point: CGPoint, near guess: CGFloat) -> CGFloat {
        var t = guess
        for _ in 0..<6 {
            let p = self.point(at: t) - point, d1 = derivative(at: t), d2 = secondDerivative(at: t)
            let f = p.dot(d1), df = d1.dot(d1) + p.dot(d2)
            guard df > 0 else { break }
            t = min(max(t - f / df, 0), 1)
        }
        return self.point(at: t).distance(to: point)
    }
}

extension CGPoint {
    func rotated(by angle: CGFloat) -> CGPoint {
        let (s, c) = (sin(angle), cos(angle))
        return CGPoint(x: x * c - y * s, y: x * s + y * c)
    }
}
