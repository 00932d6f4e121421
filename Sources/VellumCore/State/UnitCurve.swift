import Foundation
import VellumGeometry

/// A curve from (0, 0) to (1, 1) that maps progress to progress, as SwiftUI's `UnitCurve`
/// (iOS 17): the timing of a ``LinearKeyframe`` or of ``Animation/timingCurve(_:duration:)``.
///
/// ```swift
/// let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.3, y: 0), endControlPoint: .topTrailing)
/// curve.value(at: 0.5)      // the output progress halfway through
/// ```
public struct UnitCurve: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// A cubic Bézier from (0, 0) to (1, 1) with these control points.
        case bezier(start: UnitPoint, end: UnitPoint)
        case circularEaseIn, circularEaseOut, circularEaseInOut
        /// The inverse of `circularEaseInOut` (fast, slow, fast).
        case circularEaseInOutInverse
    }

    let kind: Kind

    /// A curve that goes through (0, 0) and (1, 1) with these cubic Bézier control points; their
    /// x is clamped to 0…1 when the curve is evaluated.
    ///
    /// ```swift
    /// let slowStart = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.6, y: 0), endControlPoint: .topTrailing)
    /// ```
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(kind: .bezier(start: startControlPoint, end: endControlPoint))
    }

    /// Output equals input.
    public static let linear = bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Slow start: control points (0.42, 0) and (1, 1).
    public static let easeIn = bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))
    /// Slow end: control points (0, 0) and (0.58, 1).
    public static let easeOut = bezier(
        startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// Slow start and end: control points (0.42, 0) and (0.58, 1).
    public static let easeInOut = bezier(
        startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))
    /// ``easeInOut``.
    public static let easeInEaseOut = easeInOut
    /// A quarter circle that starts slowly: `1 - sqrt(1 - x²)`.
    public static let circularEaseIn = UnitCurve(kind: .circularEaseIn)
    /// A quarter circle that ends slowly: `sqrt(1 - (1 - x)²)`.
    public static let circularEaseOut = UnitCurve(kind: .circularEaseOut)
    /// ``circularEaseIn`` for the first half and ``circularEaseOut`` for the second.
    public static let circularEaseInOut = UnitCurve(kind: .circularEaseInOut)

    /// The output progress at `progress` (clamped to 0…1).
    ///
    /// ```swift
    /// UnitCurve.circularEaseIn.value(at: 0.6)   // 0.2
    /// ```
    public func value(at progress: Double) -> Double {
        let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch kind {
        case let .bezier(start, end):
            return UnitCurve.bezier(at: x, start, end).y
        case .circularEaseIn: return 1 - (1 - x * x).squareRoot()
        case .circularEaseOut: return ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2 : ((1 - pow(2 - 2 * x, 2)).squareRoot() + 1) / 2
        case .circularEaseInOutInverse:
            let root = (x * (1 - x)).squareRoot()
            return x < 0.5 ? root : 1 - root
        }
    }

    /// The slope of the curve at `progress` (clamped to 0…1): output progress per unit of input.
    /// Infinite where the curve is vertical (the ends of the circular curves).
    ///
    /// ```swift
    /// UnitCurve.linear.velocity(at: 0.3)   // 1
    /// ```
    public func velocity(at progress: Double) -> Double {
        let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch kind {
        case let .bezier(start, end):
            return UnitCurve.bezier(at: x, start, end).slope
        case .circularEaseIn: return x / (1 - x * x).squareRoot()
        case .circularEaseOut: return (1 - x) / ((2 - x) * x).squareRoot()
        case .circularEaseInOut:
            let u = x < 0.5 ? 2 * x : 2 - 2 * x
            return u / (1 - u * u).squareRoot()
        case .circularEaseInOutInverse:
            return abs(1 - 2 * x) / (2 * (x * (1 - x)).squareRoot())
        }
    }

    /// The curve mirrored about the diagonal: its value at `y` is the x at which this curve
    /// reaches `y`.
    ///
    /// ```swift
    /// UnitCurve.easeIn.inverse   // fast start, slow end
    /// ```
    public var inverse: UnitCurve {
        switch kind {
        case let .bezier(start, end):
            return .bezier(
                startControlPoint: UnitPoint(x: start.y, y: start.x), endControlPoint: UnitPoint(x: end.y, y: end.x))
        case .circularEaseIn: return .circularEaseOut
        case .circularEaseOut: return .circularEaseIn
        case .circularEaseInOut: return UnitCurve(kind: .circularEaseInOutInverse)
        case .circularEaseInOutInverse: return .circularEaseInOut
        }
    }

    /// y and dy/dx of the cubic Bézier from (0, 0) to (1, 1) with control points `start` and
    /// `end` (their x clamped to 0…1) at x = `x`.
    static func bezier(at x: Double, _ start: UnitPoint, _ end: UnitPoint) -> (y: Double, slope: Double) {
        let x1 = min(max(Double(start.x), 0), 1), x2 = min(max(Double(end.x), 0), 1)
        let y1 = Double(start.y), y2 = Double(end.y)
        func sample(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
        }
        func derivative(_ s: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
        }
        // x(s) is non-decreasing for control x in 0…1: bisect for the s where x(s) = x.
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if sample(mid, x1, x2) < x { low = mid } else { high = mid }
        }
        let s = x <= 0 ? 0 : x >= 1 ? 1 : (low + high) / 2
        // Where x stalls (a control point on an end), the slope is the limit just inside.
        let probe = derivative(s, x1, x2) > 1e-9 ? s : min(max(s, 1e-6), 1 - 1e-6)
        let dx = derivative(probe, x1, x2)
        return (sample(s, y1, y2), dx > 0 ? derivative(probe, y1, y2) / dx : 0)
    }
}
