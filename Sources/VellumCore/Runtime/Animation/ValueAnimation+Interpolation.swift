import Foundation
import VellumGeometry

/// `from` moved `progress` of the way to `to`, for the values animations move: numbers,
/// points, sizes, rectangles, angles, colours and any `VectorArithmetic`; nil for others.
func interpolate(_ from: Any, _ to: Any, _ progress: Double) -> Any? {
    let p = CGFloat(progress)
    switch (from, to) {
    case let (a as Double, b as Double): return a + (b - a) * progress
    case let (a as CGFloat, b as CGFloat): return a + (b - a) * p
    case let (a as Float, b as Float): return a + (b - a) * Float(progress)
    case let (a as Int, b as Int): return Int((Double(a) + Double(b - a) * progress).rounded())
    case let (a as CGPoint, b as CGPoint): return CGPoint(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p)
    case let (a as CGSize, b as CGSize):
        return CGSize(width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
    case let (a as CGRect, b as CGRect):
        return CGRect(
            x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
            width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
    case let (a as Angle, b as Angle): return Angle(radians: a.radians + (b.radians - a.radians) * progress)
    case let (a as Color, b as Color): return a.mix(with: b, by: progress)
    case let (a as any VectorArithmetic, b as any VectorArithmetic): return vectorInterpolation(a, b, progress)
    default: return nil
    }
}

private func vectorInterpolation<V: VectorArithmetic>(_ a: V, _ b: Any, _ progress: Double) -> Any? {
    guard let b = b as? V else { return nil }
    var step = b - a
    step.scale(by: progress)
    return a + step
}
