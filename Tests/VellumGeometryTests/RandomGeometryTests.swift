import Foundation
import Testing

@testable import VellumGeometry

/// A deterministic sweep over random geometry and styles, including extreme and degenerate
/// values: every operation returns, and every point it returns is finite.
@Suite struct RandomGeometryTests {
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        mutating func unit() -> CGFloat { CGFloat(next()) / CGFloat(1 << 53) }
        mutating func coordinate() -> CGFloat {
            switch next() % 10 {
            case 0: return [0, -0.0, 1e-300, -1e-300, 1e300, -1e300, 1e15, 0.1][Int(next() % 8)]
            case 1: return CGFloat(Int(next() % 5))
            default: return unit() * 512 - 128
            }
        }
        mutating func point() -> CGPoint { CGPoint(x: coordinate(), y: coordinate()) }
    }

    func randomPath(_ g: inout Generator) -> Path {
        var path = Path()
        for _ in 0..<(1 + Int(g.next() % 12)) {
            switch g.next() % 9 {
            case 0: path.move(to: g.point())
            case 1, 2: path.addLine(to: g.point())
            case 3: path.addQuadCurve(to: g.point(), control: g.point())
            case 4, 5: path.addCurve(to: g.point(), control1: g.point(), control2: g.point())
            case 6:
                path.addArc(
                    center: g.point(), radius: g.coordinate(), startAngle: .radians(g.coordinate()),
                    endAngle: .radians(g.coordinate()), clockwise: g.next() % 2 == 0)
            case 7: path.addArc(tangent1End: g.point(), tangent2End: g.point(), radius: g.coordinate())
            default: path.closeSubpath()
            }
        }
        return path
    }

    func randomStyle(_ g: inout Generator) -> StrokeStyle {
        let dash: [CGFloat] = g.next() % 3 == 0 ? [] : (0..<Int(g.next() % 5)).map { _ in g.unit() * 20 }
        return StrokeStyle(
            lineWidth: g.next() % 7 == 0 ? g.coordinate() : g.unit() * 40,
            lineCap: CGLineCap.allCases[Int(g.next() % 3)],
            lineJoin: CGLineJoin.allCases[Int(g.next() % 3)],
            miterLimit: g.unit() * 12, dash: dash, dashPhase: g.coordinate())
    }

    static func expectFinite(_ path: Path, _ what: String) {
        path.forEach { element in
            if !element.allPointsSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
                Issue.record("\(what) produced \(element)")
            }
        }
    }

    @Test func randomDrawingsAlwaysReturnFiniteGeometry() throws {
        var g = Generator(state: 2_026)
        let clock = ContinuousClock()
        var slowest: Duration = .zero
        for _ in 0..<1_500 {
            let started = clock.now
            defer { slowest = max(slowest, clock.now - started) }
            let path = randomPath(&g)
            let style = randomStyle(&g)
            Self.expectFinite(path.strokedPath(style), "strokedPath \(path) \(style)")
            let a = g.unit() * 1.4 - 0.2, b = g.unit() * 1.4 - 0.2
            Self.expectFinite(path.trimmedPath(from: a, to: b), "trimmedPath \(path)")
            _ = path.boundingRect
            _ = path.contains(g.point(), eoFill: g.next() % 2 == 0)
            let reread = try Path(svgPathData: path.svgPathData)
            #expect(reread == path, "svgPathData round trip of \(path)")
            #expect(Path(path.description) == path, "description round trip of \(path)")
        }
        print("random geometry: slowest drawing took \(slowest)")
    }

    /// The box test in `reaches(beyond:transform:outset:)` answers as mapping every point does.
    @Test func reachingBeyondAnAreaAgreesWithMappingEveryPoint() {
        var g = Generator(state: 43)
        var far = 0
        for _ in 0..<4_000 {
            let path = randomPath(&g)
            let angle = g.unit() * 6.3
            let scale = [0.5, 1, 2, 3e-5, 4e4][Int(g.next() % 5)]
            let transform = CGAffineTransform(
                a: cos(angle) * scale, b: sin(angle) * scale, c: -sin(angle) * scale,
                d: cos(angle) * scale, tx: g.unit() * 600 - 300, ty: g.unit() * 600 - 300)
            let area = CGRect(x: -1_000, y: -1_000, width: 2_256, height: 2_256)
            let outset = g.unit() * 40
            var expected = false
            path.forEachPoint { point in
                let d = point.applying(transform)
                if !(d.x >= area.minX + outset && d.x <= area.maxX - outset && d.y >= area.minY + outset
                    && d.y <= area.maxY - outset)
                {
                    expected = true
                }
            }
            #expect(path.reaches(beyond: area, transform: transform, outset: outset) == expected, "\(path)")
            if expected { far += 1 }
        }
        // Both answers occur often enough to be tested.
        #expect(far > 400 && far < 3_600, "\(far) of 4,000 reach beyond")
    }
}
