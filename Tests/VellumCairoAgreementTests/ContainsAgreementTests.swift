import CCairo
import Foundation
import Testing

@testable import VellumGeometry

/// `Path.contains` must answer as cairo's `cairo_in_fill` does, for both fill rules, on
/// shapes with curves, holes, self-intersections and open subpaths.
@Suite struct ContainsAgreementTests {
    static let shapes: [(String, Path)] = [
        (
            "star",
            Path { p in
                let points = (0..<5).map { i -> CGPoint in
                    let a = -Double.pi / 2 + Double(i) * 4 * .pi / 5
                    return CGPoint(x: 128 + 110 * cos(a), y: 128 + 110 * sin(a))
                }
                p.addLines(points)
                p.closeSubpath()
            }
        ),
        (
            "nested-circles",
            Path { p in
                p.addEllipse(in: CGRect(x: 18, y: 18, width: 220, height: 220))
                p.addEllipse(in: CGRect(x: 68, y: 68, width: 120, height: 120))
            }
        ),
        (
            "loop-cubic-open",
            Path { p in
                p.move(to: CGPoint(x: 20, y: 200))
                p.addCurve(
                    to: CGPoint(x: 236, y: 200), control1: CGPoint(x: 400, y: -100), control2: CGPoint(x: -150, y: -100)
                )
            }
        ),
        (
            "quads-and-rounded-rect",
            Path { p in
                p.addRoundedRect(
                    in: CGRect(x: 30, y: 30, width: 150, height: 110), cornerSize: CGSize(width: 40, height: 40))
                p.move(to: CGPoint(x: 100, y: 240))
                p.addQuadCurve(to: CGPoint(x: 240, y: 60), control: CGPoint(x: 260, y: 250))
                p.addLine(to: CGPoint(x: 120, y: 90))
                p.closeSubpath()
            }
        ),
        (
            "stroke-outline",
            Path { p in
                p.addArc(
                    center: CGPoint(x: 128, y: 128), radius: 88, startAngle: .degrees(1), endAngle: .degrees(216),
                    clockwise: false)
            }.strokedPath(StrokeStyle(lineWidth: 40, lineJoin: .round, dash: [25, 9], dashPhase: 3))
        )
    ]

    @Test(arguments: [false, true])
    func containsAgreesWithCairoInFill(eoFill: Bool) throws {
        // A fixed generator, so a failure names the same point on every run.
        var state: UInt64 = 12_345
        func nextCoordinate() -> CGFloat {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return CGFloat(state >> 11) / CGFloat(1 << 53) * 256
        }
        for (name, path) in Self.shapes {
            let points = (0..<4_000).map { _ in CGPoint(x: nextCoordinate(), y: nextCoordinate()) }
            let cairo = try CairoHitTest.contains(points, in: path, eoFill: eoFill)
            var disagreements: [CGPoint] = []
            for (point, expected) in zip(points, cairo) where path.contains(point, eoFill: eoFill) != expected {
                disagreements.append(point)
            }
            // Cairo tests the flattened path (tolerance 0.1) in 24.8 fixed point, so points
            // within a few hundredths of a pixel of a curve may legitimately differ.
            let nearEdge = disagreements.filter { distanceToOutline($0, path) < 0.15 }
            #expect(
                disagreements.count == nearEdge.count,
                "\(name) eoFill=\(eoFill): \(disagreements.count - nearEdge.count) points away from the outline disagree, first \(disagreements.first { distanceToOutline($0, path) >= 0.15 }.map { "\($0)" } ?? "-")"
            )
            #expect(nearEdge.count <= 8, "\(name): \(nearEdge.count) near-edge disagreements")
        }
    }

    /// Distance from `point` to the path's outline: dense sampling, then Newton's method
    /// from the nearest sample.
    func distanceToOutline(_ point: CGPoint, _ path: Path) -> CGFloat {
        var best = CGFloat.infinity
        for subpath in path.subpaths {
            var segments = subpath.segments
            if !subpath.isClosed, let last = segments.last, last.end != subpath.start {
                segments.append(.line(last.end, subpath.start))
            }
            for segment in segments {
                let cubic = segment.cubic
                var nearest: CGFloat = 0, nearestDistance = CGFloat.infinity
                for i in 0...400 {
                    let d = cubic.point(at: CGFloat(i) / 400).distance(to: point)
                    if d < nearestDistance { nearest = CGFloat(i) / 400; nearestDistance = d }
                }
                best = min(best, nearestDistance, cubic.distance(from: point, near: nearest))
            }
        }
        return best
    }
}
