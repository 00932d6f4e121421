import Foundation
import Testing
import VellumTestSupport

@testable import VellumGeometry

/// The snap-rounded last resort of the area operations, called directly: exact on lines
/// between grid points, within its flatness of curves, and right where the curved graph
/// gives up.
@Suite("Snap-rounded outline")
struct SnapRoundedOutlineTests {
    private func pieces(_ a: Path, _ b: Path) -> [BooleanPiece] {
        a.booleanPieces(operand: 0, closing: true)!.pieces + b.booleanPieces(operand: 1, closing: true)!.pieces
    }

    private func corners(_ path: Path) -> [[CGPoint]] {
        var loops: [[CGPoint]] = []
        for element in path.elements {
            switch element {
            case .move(let p): loops.append([p])
            case .line(let p): loops[loops.count - 1].append(p)
            case .closeSubpath: break
            default: Issue.record("only lines expected, got \(element)")
            }
        }
        return loops
    }

    @Test("Two squares: their union is the eight corners of its outline, straight runs joined")
    func squaresUnion() throws {
        // 64 across, so a grid step is a power of two and every corner lies on the grid.
        let a = Path(CGRect(x: 0, y: 0, width: 40, height: 40)), b = Path(CGRect(x: 24, y: 24, width: 40, height: 40))
        let result = try #require(SnapRoundedOutline.outline(of: pieces(a, b), keeping: .union, eoFill: false))
        let loops = corners(result)
        #expect(loops.count == 1)
        #expect(
            Set(loops[0])
                == Set([
                    CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 40, y: 24), CGPoint(x: 64, y: 24),
                    CGPoint(x: 64, y: 64), CGPoint(x: 24, y: 64), CGPoint(x: 24, y: 40), CGPoint(x: 0, y: 40)
                ]))
        #expect(abs(abs(signedArea(result)) - (2 * 1600 - 256)) < 1e-9)
    }

    @Test(
        "A square with a square hole: the hole turns against the outline",
        arguments: [BooleanRule.subtraction, .symmetricDifference])
    func hole(rule: BooleanRule) throws {
        let a = Path(CGRect(x: 0, y: 0, width: 64, height: 64)), b = Path(CGRect(x: 16, y: 16, width: 32, height: 32))
        let result = try #require(SnapRoundedOutline.outline(of: pieces(a, b), keeping: rule, eoFill: false))
        let loops = corners(result)
        #expect(loops.count == 2)
        #expect(loops.map(\.count) == [4, 4])
        #expect(abs(abs(signedArea(result)) - (64 * 64 - 32 * 32)) < 1e-9)
        #expect(!result.contains(CGPoint(x: 32, y: 32)) && result.contains(CGPoint(x: 8, y: 32)))
    }

    @Test("Two circles: the union's area within the flatness of the exact area, every corner on a circle")
    func circles() throws {
        let r: CGFloat = 50, d: CGFloat = 50
        let a = Path(ellipseIn: CGRect(x: 0, y: 0, width: 2 * r, height: 2 * r))
        let b = Path(ellipseIn: CGRect(x: d, y: 0, width: 2 * r, height: 2 * r))
        let result = try #require(SnapRoundedOutline.outline(of: pieces(a, b), keeping: .union, eoFill: false))
        // The area of the Bézier circles themselves, as the operation sees them.
        let lens = abs(signedArea(a.intersection(b)))
        let expected = 2 * abs(signedArea(a)) - lens
        let size: CGFloat = 150, flatness = size * 16 / 0x1p26
        // Chords cut inside the curves by at most the flatness along the whole outline.
        let perimeter = 2 * 2 * CGFloat.pi * r
        #expect(abs(abs(signedArea(result)) - expected) <= perimeter * flatness)
        var count = 0
        for loop in corners(result) {
            for p in loop {
                count += 1
                let toA = abs(p.distance(to: CGPoint(x: r, y: r)) - r),
                    toB = abs(p.distance(to: CGPoint(x: d + r, y: r)) - r)
                // The Bézier circle is within 2.7e-4 of the radius of a true one.
                #expect(min(toA, toB) <= r * 2.8e-4 + size / 0x1p26)
            }
        }
        #expect(count > 100)
    }

    @Test(
        "Lines crossing at the corner of a grid square are bent through the same squares, so they do not cross",
        arguments: [BooleanRule.union, .intersection, .subtraction, .symmetricDifference])
    func crossingAtACorner(rule: BooleanRule) throws {
        // Bounds 2^25 across from the origin: a grid step of 1. The triangles' long sides
        // cross at (2.5, 3.5), the corner of four squares; closed squares bent each through
        // two of them in either order, and the bent lines crossed again.
        let far: CGFloat = 0x1p25
        var a = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
        a.addRect(CGRect(x: far - 1, y: far - 1, width: 1, height: 1))
        a.addLines([CGPoint(x: 2, y: 4), CGPoint(x: 3, y: 3), CGPoint(x: 3, y: 4)]); a.closeSubpath()
        var b = Path()
        b.addLines([CGPoint(x: 2, y: 3), CGPoint(x: 3, y: 4), CGPoint(x: 2, y: 4)]); b.closeSubpath()
        let result = try #require(SnapRoundedOutline.outline(of: pieces(a, b), keeping: rule, eoFill: false))
        #expect(result.contains(CGPoint(x: far - 0.5, y: far - 0.5)) == rule.keeps(true, false))
    }

    @Test(
        "Random polygons on a grid of a few steps: every rule's fill right 1.5 steps from the outlines, the same under both rules"
    )
    func randomGridPolygons() throws {
        // A grid step of 1 (bounds 2^25 across, from two unit squares well away from the
        // samples), and polygons a few steps across: crossings at square corners and edges,
        // shared and overlapping sides.
        let far: CGFloat = 0x1p25
        var rng = SplitMix64(seed: 26)
        var checked = 0
        for trial in 0..<300 {
            // Every other pair on a grid of single steps, where lines cross at squares'
            // corners often (closed squares lost a third of those pairs to lines crossing again).
            let spacing: CGFloat = trial % 2 == 0 ? 3 : 1
            var polygons: [[CGPoint]] = []
            for _ in 0..<2 {
                let count = 3 + Int(rng.next() % 5)
                polygons.append(
                    (0..<count).map { _ in
                        CGPoint(x: CGFloat(rng.next() % 7) * spacing, y: CGFloat(rng.next() % 7) * spacing)
                    })
            }
            var a = Path(CGRect(x: far - 1, y: far - 1, width: 1, height: 1))
            a.addRect(CGRect(x: -4, y: -4, width: 1, height: 1))
            a.addLines(polygons[0]); a.closeSubpath()
            var b = Path(); b.addLines(polygons[1]); b.closeSubpath()
            let eoFill = rng.next() % 2 == 0
            let edges = polygons.flatMap { p in p.indices.map { (p[$0], p[($0 + 1) % p.count]) } }
            for rule in [BooleanRule.union, .intersection, .subtraction, .symmetricDifference] {
                let result = try #require(SnapRoundedOutline.outline(of: pieces(a, b), keeping: rule, eoFill: eoFill))
                for _ in 0..<24 {
                    let p = CGPoint(
                        x: CGFloat(rng.next() % 2_000) / 100 * spacing / 3,
                        y: CGFloat(rng.next() % 2_000) / 100 * spacing / 3)
                    // Snap rounding moves a line by under a step.
                    guard edges.allSatisfy({ Self.distance(p, $0.0, $0.1) > 1.5 }) else { continue }
                    checked += 1
                    let expected = rule.keeps(a.contains(p, eoFill: eoFill), b.contains(p, eoFill: eoFill))
                    #expect(result.contains(p) == expected, "\(rule) \(eoFill) at \(p): \(polygons)")
                    #expect(result.contains(p, eoFill: true) == result.contains(p))
                }
            }
        }
        #expect(checked > 3_000)
    }

    private static func distance(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let d = b - a, length = d.dot(d)
        let t = length > 0 ? min(max((p - a).dot(d) / length, 0), 1) : 0
        return p.distance(to: a + d * t)
    }

    @Test("Even-odd and non-zero: a square drawn twice fills under non-zero and not under even-odd")
    func rules() throws {
        var twice = Path(CGRect(x: 0, y: 0, width: 64, height: 64))
        twice.addRect(CGRect(x: 0, y: 0, width: 64, height: 64))
        let nonZero = try #require(
            SnapRoundedOutline.outline(of: pieces(twice, Path()), keeping: .normalization, eoFill: false))
        let evenOdd = try #require(
            SnapRoundedOutline.outline(of: pieces(twice, Path()), keeping: .normalization, eoFill: true))
        #expect(abs(abs(signedArea(nonZero)) - 64 * 64) < 1e-9)
        #expect(evenOdd.isEmpty)
    }

    @Test("A curve crossing itself beside a copy moved by 1e-9: the fill the graph could not resolve")
    func nearCopyOfASelfCrossingCurve() throws {
        var a = Path()
        a.move(to: CGPoint(x: 0, y: 0))
        a.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 130, y: 90), control2: CGPoint(x: -30, y: 90))
        a.addQuadCurve(to: CGPoint(x: 0, y: 0), control: CGPoint(x: 50, y: 80))
        a.closeSubpath()
        let b = a.offsetBy(dx: 1e-9, dy: 0)
        for (rule, eoFill) in [
            (BooleanRule.union, false), (.intersection, true), (.symmetricDifference, false), (.subtraction, true)
        ] {
            let result = try #require(SnapRoundedOutline.outline(of: pieces(a, b), keeping: rule, eoFill: eoFill))
            var checked = 0
            for i in 0..<20 {
                for j in 0..<20 {
                    let p = CGPoint(x: -20 + CGFloat(i) * 7 + 0.123, y: -5 + CGFloat(j) * 5 + 0.0567)
                    let inA = a.contains(p, eoFill: eoFill), inB = b.contains(p, eoFill: eoFill)
                    // Points near the outline: the Bézier's distance is not cheap, so probe around.
                    let probes = [
                        CGPoint(x: 1e-4, y: 0), CGPoint(x: -1e-4, y: 0), CGPoint(x: 0, y: 1e-4), CGPoint(x: 0, y: -1e-4)
                    ]
                    guard probes.allSatisfy({ a.contains(p + $0, eoFill: eoFill) == inA }) else { continue }
                    checked += 1
                    #expect(result.contains(p) == rule.keeps(inA, inB), "\(rule) at \(p)")
                    #expect(result.contains(p, eoFill: true) == result.contains(p))
                }
            }
            #expect(checked > 350)
        }
    }
}
