import Foundation

/// A projective transform of the plane, as SwiftUI's: a 3 × 3 matrix applied to row vectors
/// `(x, y, 1)`, the result divided by its third coordinate. Affine transforms are the ones
/// whose third column is (0, 0, 1); the others map rectangles to general quadrilaterals, as a
/// perspective view of a turned card.
///
/// ```swift
/// let keystone = ProjectionTransform(m11: 1, m12: 0, m13: 0.002, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
/// let corner = CGPoint(x: 100, y: 0).applying(keystone)   // (83.3, 0)
/// ```
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    /// The transform with these entries.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat
    ) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The affine transform `t`.
    public init(_ t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// Whether the transform is affine (no perspective).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// Whether it is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }

    /// The affine part (exact when ``isAffine``).
    public var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

    /// This transform, then `other`.
    public func concatenating(_ other: ProjectionTransform) -> ProjectionTransform {
        ProjectionTransform(
            m11: m11 * other.m11 + m12 * other.m21 + m13 * other.m31,
            m12: m11 * other.m12 + m12 * other.m22 + m13 * other.m32,
            m13: m11 * other.m13 + m12 * other.m23 + m13 * other.m33,
            m21: m21 * other.m11 + m22 * other.m21 + m23 * other.m31,
            m22: m21 * other.m12 + m22 * other.m22 + m23 * other.m32,
            m23: m21 * other.m13 + m22 * other.m23 + m23 * other.m33,
            m31: m31 * other.m11 + m32 * other.m21 + m33 * other.m31,
            m32: m31 * other.m12 + m32 * other.m22 + m33 * other.m32,
            m33: m31 * other.m13 + m32 * other.m23 + m33 * other.m33)
    }

    /// The inverse; the transform itself when it cannot be inverted.
    public func inverted() -> ProjectionTransform {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let determinant = m11 * c11 + m21 * c12 + m31 * c13
        guard determinant != 0, determinant.isFinite else { return self }
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        return ProjectionTransform(
            m11: c11 / determinant, m12: c12 / determinant, m13: c13 / determinant,
            m21: c21 / determinant, m22: c22 / determinant, m23: c23 / determinant,
            m31: c31 / determinant, m32: c32 / determinant, m33: c33 / determinant)
    }
}

extension CGPoint {
    /// The point mapped by `projection`. A point the projection sends to infinity (behind the
    /// viewer of a perspective) comes out far away in the same direction, never NaN.
    public func applying(_ projection: ProjectionTransform) -> CGPoint {
        let w = x * projection.m13 + y * projection.m23 + projection.m33
        let px = x * projection.m11 + y * projection.m21 + projection.m31
        let py = x * projection.m12 + y * projection.m22 + projection.m32
        // Points at or behind the eye are pinned just in front of it.
        let safe = w > 1e-6 ? w : 1e-6
        return CGPoint(x: px / safe, y: py / safe)
    }
}

extension Path {
    /// The path mapped by `projection`. Straight lines stay straight under a projection;
    /// curves are flattened first into segments within `tolerance` (in the path's units) of
    /// the curve, since a projected Bézier is not a Bézier. An affine projection maps the path
    /// exactly, curves kept.
    public func applying(_ projection: ProjectionTransform, tolerance: CGFloat = 0.05) -> Path {
        if projection.isAffine { return applying(projection.affine) }
        var result = Path()
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        func segments(_ length: CGFloat) -> Int {
            guard length.isFinite else { return 1 }
            return min(max(Int((length / max(tolerance, 1e-3)).squareRoot().rounded(.up)), 1), 512)
        }
        forEach { element in
            switch element {
            case .move(let p):
                result.move(to: p.applying(projection))
                current = p
                subpathStart = p
            case .line(let p):
                result.addLine(to: p.applying(projection))
                current = p
            case .quadCurve(let p, let c):
                let start = current, n = segments(start.distance(to: c) + c.distance(to: p))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let q = CGPoint(
                        x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
                        y: u * u * start.y + 2 * u * t * c.y + t * t * p.y)
                    result.addLine(to: q.applying(projection))
                }
                current = p
            case .curve(let p, let c1, let c2):
                let start = current
                let n = segments(start.distance(to: c1) + c1.distance(to: c2) + c2.distance(to: p))
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    let q = CGPoint(
                        x: a * start.x + b * c1.x + c * c2.x + d * p.x,
                        y: a * start.y + b * c1.y + c * c2.y + d * p.y)
                    result.addLine(to: q.applying(projection))
                }
                current = p
            case .closeSubpath:
                result.closeSubpath()
                current = subpathStart
            }
        }
        return result
    }
}
