import Foundation
import Testing

@testable import VellumGeometry

private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// Reference lengths computed offline with Python mpmath 1.x: `mp.dps = 40`,
/// `mpmath.quad(|B'(t)|, [0, …, 1], maxdegree=12)` (tanh-sinh), control points taken as the
/// exact IEEE doubles below, the interval split at the cusp (t = 1/2) and at the turning
/// points of the straight backtracking cubic; printed to 30 significant digits.
private struct ReferenceCubic: CustomTestStringConvertible, Sendable {
    let name: String
    let curve: CubicBezier
    let length: CGFloat
    /// Parameters where the speed has a kink (for the independent integrator).
    let breaks: [CGFloat]
    var testDescription: String { name }
}

private let backtrackingTurns: [CGFloat] = [
    0.3110177634953863863927417318829099695921,
    0.6889822365046136136072582681170900304079
]

private let referenceCubics: [ReferenceCubic] = [
    ReferenceCubic(
        name: "S-curve", curve: CubicBezier(p(0, 0), p(100, 0), p(0, 100), p(100, 100)),
        length: 167.654262742028566915097813984, breaks: []),
    ReferenceCubic(
        name: "loop", curve: CubicBezier(p(0, 0), p(200, 100), p(-100, 100), p(100, 0)),
        length: 253.624265190453316580740467899, breaks: []),
    ReferenceCubic(
        name: "cusp", curve: CubicBezier(p(0, 0), p(100, 100), p(0, 100), p(100, 0)),
        length: 182.842712474619009760337744842, breaks: [0.5]),
    ReferenceCubic(
        name: "nearly degenerate handles",
        curve: CubicBezier(p(0, 0), p(1e-7, 0), p(100, 50 + 1e-7), p(100, 50)),
        length: 111.803398874989486210422845334, breaks: []),
    ReferenceCubic(
        name: "coincident first handle",
        curve: CubicBezier(p(0, 0), p(0, 0), p(50, 100), p(100, 0)),
        length: 140.128993053179434922285631808, breaks: []),
    ReferenceCubic(
        name: "straight but backtracking",
        curve: CubicBezier(p(0, 0), p(150, 0), p(-50, 0), p(100, 0)),
        length: 137.796447300922722721451653623, breaks: backtrackingTurns)
]

/// Closed form of ∫₀¹ |Q'(t)| dt for the quadratic Bézier (a, c, b):
/// Q'(t) = 2(B + tA) with A = a − 2c + b, B = c − a, so |Q'|² = α t² + β t + γ with
/// α = 4A·A, β = 8A·B, γ = 4B·B, and with u = t + β/(2α), k = γ/α − (β/2α)²:
/// ∫ √α √(u² + k) du = √α/2 · [u√(u² + k) + k·asinh(u/√k)].
private func quadraticArcLength(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint) -> CGFloat {
    let A = a - c * 2 + b, B = c - a
    let alpha = 4 * A.dot(A), beta = 8 * A.dot(B), gamma = 4 * B.dot(B)
    let shift = beta / (2 * alpha)
    let k = gamma / alpha - shift * shift
    precondition(k > 0, "the closed form below needs a curve that is not straight")
    func antiderivative(_ u: CGFloat) -> CGFloat {
        (u * (u * u + k).squareRoot() + k * asinh(u / k.squareRoot())) / 2
    }
    return alpha.squareRoot() * (antiderivative(1 + shift) - antiderivative(shift))
}

@Suite struct ArcLengthTests {
    // MARK: Analytic values

    @Test func lineSegmentLengthIsItsDistance() {
        #expect(PathSegment.line(p(1, 2), p(4, 6)).length == 5)
        #expect(PathSegment.line(p(-3e6, 0), p(0, 4e6)).length == 5e6)
        #expect(PathSegment.line(p(7, 7), p(7, 7)).length == 0)
    }

    @Test func lineRaisedToACubicHasTheChordLength() {
        let cubic = CubicBezier(lineFrom: p(10, 20), to: p(40, 60))
        #expect(relativeError(cubic.length(), 50) <= 1e-12)
        #expect(relativeError(cubic.length(from: 0.25, to: 0.75), 25) <= 1e-12)
    }

    @Test func straightCubicWithBunchedHandlesHasTheChordLength() {
        // Controls on the chord, in order, but not evenly spaced: the speed varies, the
        // length does not.
        let cubic = CubicBezier(p(0, 0), p(0, 0), p(30, 40), p(30, 40))
        #expect(relativeError(cubic.length(), 50) <= 1e-12)
        #expect(relativeError(PathSegment.cubic(cubic).length, 50) <= 1e-12)
    }

    @Test func straightBacktrackingCubicIsMeasuredAlongItsTravel() {
        // x(t) runs 0 → x(t₁) → x(t₂) → 100 where x'(t) = 0: the length is the total travel,
        // not the chord. x'(t)/3 = 150(1−t)² − 400t(1−t) + 150t² = 700t² − 700t + 150.
        let c = CubicBezier(p(0, 0), p(150, 0), p(-50, 0), p(100, 0))
        let disc = (700.0 * 700.0 - 4 * 700 * 150).squareRoot()
        let t1 = (700 - disc) / 1400, t2 = (700 + disc) / 1400
        let x1 = c.point(at: t1).x, x2 = c.point(at: t2).x
        let travel = x1 + (x1 - x2) + (100 - x2)
        #expect(relativeError(c.length(), travel) <= 1e-9)
        #expect(c.length() > 137)
    }

    @Test(arguments: [
        (p(0, 0), p(50, 100), p(100, 0), 147.894285754459743382790601943),
        (p(10, 20), p(-30, 80), p(90, 60), 127.359294151362288232737209317)
    ])
    func quadraticMatchesTheClosedForm(a: CGPoint, c: CGPoint, b: CGPoint, mpmathLength: CGFloat) {
        let closedForm = quadraticArcLength(a, c, b)
        // The closed form in this file agrees with mpmath (so it is a trustworthy oracle) …
        #expect(relativeError(closedForm, mpmathLength) <= 1e-13)
        // … and the library agrees with it.
        let measured = PathSegment.quad(a, c, b).length
        #expect(relativeError(measured, closedForm) <= 1e-9, "measured \(measured), closed form \(closedForm)")
    }

    @Test func circlePathMatchesItsCubicsNotTwoPiR() {
        // Path(ellipseIn:) of radius 50: four kappa cubics. mpmath (as above) on the exact
        // doubles Path+BasicShapes.swift computes gives 78.5508349036927874… per quarter.
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let segments = allSegments(circle)
        #expect(segments.count == 4)
        for segment in segments {
            #expect(relativeError(segment.length, 78.5508349036927874207889553223) <= 1e-9)
        }
        let total = segmentLengthSum(circle)
        #expect(relativeError(total, 314.203339614771149683155821289) <= 1e-9)
        // Sanity bound: the kappa cubics are 1.40e-4 (relative) longer than the true circle.
        let excess = (total - 2 * .pi * 50) / (2 * .pi * 50)
        #expect(excess > 1.3e-4 && excess < 1.5e-4, "relative excess over 2πr: \(excess)")
    }

    @Test func arcCubicsOfAQuarterTurnMatchTheIndependentIntegrator() {
        var path = Path()
        path.addArc(center: p(128, 128), radius: 88, startAngle: .degrees(1), endAngle: .degrees(216), clockwise: false)
        for segment in allSegments(path) {
            #expect(relativeError(segment.length, referenceLength(segment.cubic)) <= 1e-12)
        }
        // 215° of radius 88, up to the cubic approximation.
        #expect(relativeError(segmentLengthSum(path), 88 * 215 * .pi / 180) <= 1e-4)
    }

    // MARK: High-precision references

    @Test(arguments: referenceCubics)
    fileprivate func awkwardCubicMatchesMpmath(_ reference: ReferenceCubic) {
        let measured = reference.curve.length()
        #expect(
            relativeError(measured, reference.length) <= 1e-9,
            "measured \(measured), mpmath \(reference.length)")
        #expect(relativeError(PathSegment.cubic(reference.curve).length, reference.length) <= 1e-9)
        // The independent integrator agrees too, so the references are not misprinted.
        let independent = referenceLength(reference.curve, breaks: reference.breaks, panels: 2000)
        #expect(relativeError(independent, reference.length) <= 1e-9)
    }

    @Test(arguments: [1e-6, 1e6] as [CGFloat])
    func lengthScalesWithTheCurve(scale: CGFloat) {
        let s = CubicBezier(p(0, 0), p(100 * scale, 0), p(0, 100 * scale), p(100 * scale, 100 * scale))
        #expect(relativeError(s.length(), 167.654262742028566915097813984 * scale) <= 1e-9)
    }

    @Test(arguments: referenceCubics)
    fileprivate func partialLengthsAddUp(_ reference: ReferenceCubic) {
        let c = reference.curve
        for t in stride(from: 0.05, to: 1, by: 0.1) as StrideTo<CGFloat> {
            let sum = c.length(from: 0, to: t) + c.length(from: t, to: 1)
            #expect(relativeError(sum, reference.length) <= 1e-9, "split at \(t)")
            let independent = referenceLength(c, to: t, breaks: reference.breaks, panels: 1000)
            #expect(relativeError(c.length(from: 0, to: t), independent) <= 1e-9, "0…\(t)")
        }
    }

    /// Partial ranges whose dyadic halving puts a boundary just before a speed kink (the
    /// cusp at t = 1/2; the turning point t₂ ≈ 0.68898 of the backtracking line). mpmath
    /// references as above, integrating from 0 to the given t with the kink as a break point.
    @Test(
        arguments: [
            (2, 0.6667620533797219, 99.99211145534828745975812179127832113429),
            (2, 0.9410931716767722, 159.9873745902644368765530007214015024829),
            (5, 0.9182835424321738, 107.6535321089785666025550940380925851651),
            (5, 0.9799347389904888, 129.1841702826709477714638101954462993411)
        ] as [(Int, CGFloat, CGFloat)])
    func partialLengthAcrossAKinkMatchesMpmath(curveIndex: Int, t: CGFloat, mpmathLength: CGFloat) {
        let c = referenceCubics[curveIndex].curve
        let measured = c.length(from: 0, to: t)
        #expect(relativeError(measured, mpmathLength) <= 1e-9, "measured \(measured), mpmath \(mpmathLength)")
    }

    @Test
    func lengthOfACurveWhoseSpeedOverflowsScalesWithIt() {
        // |B'(t)|² overflows to infinity at coordinates of 1e300; the quadrature must not
        // keep halving an interval whose estimates are inf − inf = NaN (which hung), and the
        // length is 1e300 times the unit curve's, as for any scale.
        let huge = CubicBezier(p(-1e300, -1e300), p(-1e300, 1e300), p(1e300, 0), p(1e300, -1e300))
        let unit = CubicBezier(p(-1, -1), p(-1, 1), p(1, 0), p(1, -1))
        let length = huge.length()
        #expect(length.isFinite)
        #expect(relativeError(length / 1e300, unit.length()) <= 1e-9, "\(length)")
        #expect(relativeError(unit.length(), referenceLength(unit)) <= 1e-9)
    }

    @Test func emptyRangesAndPointCurvesHaveNoLength() {
        let c = referenceCubics[0].curve
        #expect(c.length(from: 0.6, to: 0.6) == 0)
        #expect(c.length(from: 0.7, to: 0.2) == 0)
        #expect(CubicBezier(p(3, 4), p(3, 4), p(3, 4), p(3, 4)).length() == 0)
    }

    // MARK: Inverse

    @Test(arguments: referenceCubics)
    fileprivate func parameterAtLengthInvertsLength(_ reference: ReferenceCubic) {
        let c = reference.curve
        let total = c.length()
        for i in 1..<64 {
            let s = total * CGFloat(i) / 64
            let t = c.parameter(atLength: s, totalLength: total)
            #expect(t > 0 && t < 1)
            #expect(relativeError(c.length(from: 0, to: t), s) <= 1e-9, "s = \(s), t = \(t)")
            // Checked against the independent integrator as well.
            let independent = referenceLength(c, to: t, breaks: reference.breaks, panels: 1000)
            #expect(relativeError(independent, s) <= 1e-9, "s = \(s), t = \(t)")
        }
    }

    @Test func parameterAtLengthIsMonotone() {
        let c = referenceCubics[2].curve // the cusp
        let total = c.length()
        var previous: CGFloat = 0
        for i in 1...200 {
            let t = c.parameter(atLength: total * CGFloat(i) / 200, totalLength: total)
            #expect(t > previous, "step \(i)")
            previous = t
        }
        #expect(previous == 1)
    }

    @Test func parameterAtLengthClampsToTheEnds() {
        let c = referenceCubics[0].curve
        let total = c.length()
        #expect(c.parameter(atLength: 0, totalLength: total) == 0)
        #expect(c.parameter(atLength: -5, totalLength: total) == 0)
        #expect(c.parameter(atLength: total, totalLength: total) == 1)
        #expect(c.parameter(atLength: total + 5, totalLength: total) == 1)
    }

    @Test func quadParameterAtLengthInvertsTheClosedForm() {
        let a = p(0, 0), control = p(50, 100), b = p(100, 0)
        let segment = PathSegment.quad(a, control, b)
        let total = segment.length
        for i in 1..<32 {
            let s = total * CGFloat(i) / 32
            let t = segment.parameter(atLength: s, totalLength: total)
            // The part of the quadratic up to t, measured in closed form.
            guard case .quad(let q0, let q1, let q2) = segment.subsegment(from: 0, to: t) else {
                Issue.record("subsegment of a quad is not a quad"); return
            }
            #expect(relativeError(quadraticArcLength(q0, q1, q2), s) <= 1e-9, "s = \(s)")
        }
    }
}
