import Foundation
import Testing

@testable import VellumGeometry

/// Where two monotone pieces meet: exact crossings found without cutting curves down to the
/// tolerance, neighbours along a path meeting only at their shared end, and stretches where
/// nearly tangent pieces run together.
@Suite("Piece intersections")
struct PieceIntersectionTests {
    private func pieces(_ path: Path, operand: Int = 0) -> [BooleanPiece] {
        path.booleanPieces(operand: operand, closing: true)?.pieces ?? []
    }

    @Test("two circles cross where the analytic circles do, to the precision of doubles on the Bézier arcs")
    func transversalCrossings() {
        let a = pieces(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)))
        let b = pieces(Path(ellipseIn: CGRect(x: 20, y: 0, width: 40, height: 40)), operand: 1)
        let tolerance = BooleanGraph.tolerance(for: a + b)
        var points: [CGPoint] = []
        for p in a {
            for q in b {
                for crossing in PieceIntersections.crossings(p, q, tolerance: tolerance).crossings {
                    // On both curves at their parameters, far inside the tolerance.
                    #expect(p.point(at: crossing.t).distance(to: crossing.point) < 1e-12 * 60)
                    #expect(q.point(at: crossing.u).distance(to: crossing.point) < 1e-12 * 60)
                    if !points.contains(where: { $0.distance(to: crossing.point) <= tolerance }) {
                        points.append(crossing.point)
                    }
                }
            }
        }
        // x = 30, y = 20 ± √300, to the Bézier arcs' own distance from the circle.
        #expect(points.count == 2)
        for point in points {
            #expect(abs(point.x - 30) < 1e-9)
            #expect(abs(abs(point.y - 20) - 300.0.squareRoot()) < 20 * 2.8e-4)
        }
    }

    @Test("neighbours along a circle and a rounded rectangle meet only at their shared end")
    func neighboursMeetAtTheirEnd() {
        for path in [
            Path(ellipseIn: CGRect(x: 3, y: 5, width: 50, height: 30)),
            Path(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 40), cornerRadius: 12)
        ] {
            let all = pieces(path)
            let tolerance = BooleanGraph.tolerance(for: all)
            for index in all.indices {
                let p = all[index], q = all[(index + 1) % all.count]
                let crossings = PieceIntersections.crossings(p, q, tolerance: tolerance).crossings
                #expect(crossings.count == 1)
                #expect(crossings.first?.point == p.end)
                #expect(crossings.first?.t == 1 && crossings.first?.u == 0)
            }
        }
    }

    @Test("a thin curve beside a copy 5e-4 across: the stretch they share carries cuts from one to the other")
    func touchingRunsShareCuts() throws {
        let a = try Path(svgPathData: "M.03359222412109375 0C0 0 0 0 0 1.8310546875e-5Z")
        let b = try Path(svgPathData: "M.03409222412109375 1e-10C.0005 1e-10.0005 1e-10.0005 1.8310646875e-5Z")
        let curveA = pieces(a).first { $0.kind == .cubic && $0.start.x > 0.03 }
        let curveB = pieces(b, operand: 1).first { $0.kind == .cubic && $0.start.x > 0.03 }
        let (p, q) = try (#require(curveA), #require(curveB))
        let tolerance = BooleanGraph.tolerance(for: pieces(a) + pieces(b, operand: 1))
        let together = PieceIntersections.crossings(p, q, tolerance: tolerance).together
        #expect(together.count == 1)
        // The run starts at the first curve's start, which lies 1e-10 from the second.
        #expect(together.first.map { min($0.0.t, $0.1.t) } == 0)
        // Inside the second shape, between the two closing lines 2.7e-7 apart; only the
        // second shape's sliver holds it.
        let point = CGPoint(x: 0.03191513871007967, y: 1.0490714069399907e-06)
        #expect(!a.contains(point) && b.contains(point))
        #expect(a.union(b).contains(point))
        #expect(b.subtracting(a).contains(point))
        #expect(!a.intersection(b).contains(point))
    }
}

extension PieceIntersectionTests {
    @Test("a monotone cubic whose control polygon doubles back still finds the line from its end that crosses it")
    func wideControlPolygon() throws {
        // Monotone in x and y, yet its middle control edge points backwards: its polygon's
        // directions span more than half a turn, so they prove nothing about where it goes.
        var path = Path()
        path.move(to: .zero)
        path.addCurve(
            to: CGPoint(x: 0.7662, y: 0.913), control1: CGPoint(x: 1, y: 0.01), control2: CGPoint(x: 0.5662, y: -0.087))
        path.addLine(to: CGPoint(x: 0.6561, y: -0.3015))
        let all = pieces(path)
        let curve = try #require(all.first { $0.kind == .cubic })
        let line = try #require(all.first { $0.kind == .line && $0.start == curve.end })
        let tolerance = BooleanGraph.tolerance(for: all)
        let crossings = PieceIntersections.crossings(curve, line, tolerance: tolerance).crossings
        // The shared end, and where the nearly tangent line passes in and out of the curve
        // near t = 0.59 (two crossings 2e-3 apart).
        #expect(crossings.contains { $0.point == curve.end })
        let inner = crossings.filter { $0.point.distance(to: curve.end) > 0.1 }
        #expect(inner.count == 2)
        for crossing in inner {
            #expect(curve.point(at: crossing.t).distance(to: crossing.point) < 1e-12)
            #expect(line.point(at: crossing.u).distance(to: crossing.point) < 1e-12)
            #expect(crossing.point.distance(to: CGPoint(x: 0.6974, y: 0.1539)) < 2e-3)
        }
    }
}
