// Based on d3-shape's curves (linear.js, step.js, cardinal.js, catmullRom.js, monotone.js):
// https://github.com/d3/d3-shape. ISC licence. Catmull–Rom after Yuksel et al., "Parameterization
// and applications of Catmull-Rom curves" (2011); monotone after Steffen, "A simple method for
// monotonic interpolation in one dimension" (1990).
import Foundation
import VellumCore
import VellumGeometry

extension InterpolationMethod {
    /// Joins `points` (in order) into a path; `moveToFirst: false` continues the current
    /// subpath of `path` with a line to the first point (an area's second edge).
    func addCurve(through points: [CGPoint], to path: inout Path, moveToFirst: Bool = true) {
        guard let first = points.first else { return }
        if moveToFirst { path.move(to: first) } else { path.addLine(to: first) }
        guard points.count > 1 else { return }
        switch kind {
        case .linear:
            for point in points.dropFirst() { path.addLine(to: point) }
        case .stepStart: addSteps(points, t: 1, to: &path)
        case .stepCenter: addSteps(points, t: 0.5, to: &path)
        case .stepEnd: addSteps(points, t: 0, to: &path)
        case .cardinal(let tension): addCardinal(points, tension: tension, to: &path)
        case .catmullRom(let alpha): addCatmullRom(points, alpha: alpha, to: &path)
        case .monotone: addMonotone(points, to: &path)
        }
    }

    private func addSteps(_ points: [CGPoint], t: CGFloat, to path: inout Path) {
        for index in 1..<points.count {
            let (previous, point) = (points[index - 1], points[index])
            let x = previous.x * (1 - t) + point.x * t
            path.addLine(to: CGPoint(x: x, y: previous.y))
            path.addLine(to: CGPoint(x: x, y: point.y))
        }
    }

    private func extended(_ points: [CGPoint]) -> [CGPoint] {
        [points[0]] + points + [points[points.count - 1]]
    }

    private func addCardinal(_ points: [CGPoint], tension: CGFloat, to path: inout Path) {
        let k = (1 - tension) / 6
        let e = extended(points)
        for i in 1..<(e.count - 2) {
            let c1 = CGPoint(x: e[i].x + k * (e[i + 1].x - e[i - 1].x), y: e[i].y + k * (e[i + 1].y - e[i - 1].y))
            let c2 = CGPoint(x: e[i + 1].x - k * (e[i + 2].x - e[i].x), y: e[i + 1].y - k * (e[i + 2].y - e[i].y))
            path.addCurve(to: e[i + 1], control1: c1, control2: c2)
        }
    }

    private func addCatmullRom(_ points: [CGPoint], alpha: CGFloat, to path: inout Path) {
        let e = extended(points)
        func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }
        let epsilon: CGFloat = 1e-12
        for i in 1..<(e.count - 2) {
            let (p0, p1, p2, p3) = (e[i - 1], e[i], e[i + 1], e[i + 2])
            let l01a = pow(distance(p0, p1), alpha)
            let l12a = pow(distance(p1, p2), alpha)
            let l23a = pow(distance(p2, p3), alpha)
            let (l01a2, l12a2, l23a2) = (l01a * l01a, l12a * l12a, l23a * l23a)
            var c1 = p1
            var c2 = p2
            if l01a > epsilon {
                let a = 2 * l01a2 + 3 * l01a * l12a + l12a2
                let n = 3 * l01a * (l01a + l12a)
                c1 = CGPoint(
                    x: (p1.x * a - p0.x * l12a2 + p2.x * l01a2) / n, y: (p1.y * a - p0.y * l12a2 + p2.y * l01a2) / n)
            }
            if l23a > epsilon {
                let b = 2 * l23a2 + 3 * l23a * l12a + l12a2
                let m = 3 * l23a * (l23a + l12a)
                c2 = CGPoint(
                    x: (p2.x * b + p1.x * l23a2 - p3.x * l12a2) / m, y: (p2.y * b + p1.y * l23a2 - p3.y * l12a2) / m)
            }
            path.addCurve(to: p2, control1: c1, control2: c2)
        }
    }

    private func addMonotone(_ points: [CGPoint], to path: inout Path) {
        let n = points.count
        guard n > 2 else {
            path.addLine(to: points[n - 1])
            return
        }
        func secant(_ i: Int) -> CGFloat {
            let h = points[i + 1].x - points[i].x
            return h == 0 ? 0 : (points[i + 1].y - points[i].y) / h
        }
        var tangents = [CGFloat](repeating: 0, count: n)
        for i in 1..<(n - 1) {
            let h0 = points[i].x - points[i - 1].x
            let h1 = points[i + 1].x - points[i].x
            let (s0, s1) = (secant(i - 1), secant(i))
            let p = h0 + h1 == 0 ? 0 : (s0 * h1 + s1 * h0) / (h0 + h1)
            let sign0: CGFloat = s0 < 0 ? -1 : 1
            let sign1: CGFloat = s1 < 0 ? -1 : 1
            let value = (sign0 + sign1) * min(abs(s0), abs(s1), 0.5 * abs(p))
            tangents[i] = value.isFinite ? value : 0
        }
        tangents[0] = (3 * secant(0) - tangents[1]) / 2
        tangents[n - 1] = (3 * secant(n - 2) - tangents[n - 2]) / 2
        for i in 0..<(n - 1) {
            let (a, b) = (points[i], points[i + 1])
            let dx = (b.x - a.x) / 3
            path.addCurve(
                to: b, control1: CGPoint(x: a.x + dx, y: a.y + dx * tangents[i]),
                control2: CGPoint(x: b.x - dx, y: b.y - dx * tangents[i + 1]))
        }
    }
}
