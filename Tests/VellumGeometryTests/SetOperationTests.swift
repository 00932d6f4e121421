import Foundation
import Testing
import VellumTestSupport

@testable import VellumGeometry

/// The filled area of a path whose subpaths do not overlap: the sum of its subpaths' signed
/// areas (Green's theorem), exact for lines and Béziers by 3-point Gauss–Legendre, as
/// x·y′ − y·x′ is a polynomial of degree 5.
func signedArea(_ path: Path) -> CGFloat {
    var total: CGFloat = 0
    var start = CGPoint.zero, current = CGPoint.zero
    func add(_ c: CubicBezier) {
        let nodes: [(CGFloat, CGFloat)] = [
            (0.5 - 0.5 * (0.6).squareRoot(), 5.0 / 18), (0.5, 8.0 / 18), (0.5 + 0.5 * (0.6).squareRoot(), 5.0 / 18)
        ]
        for (t, w) in nodes {
            let p = c.point(at: t), d = c.derivative(at: t)
            total += w * (p.x * d.y - p.y * d.x) / 2
        }
    }
    for element in path.elements {
        switch element {
        case .move(let p):
            if current != start { add(CubicBezier(lineFrom: current, to: start)) }
            start = p; current = p
        case .line(let p): add(CubicBezier(lineFrom: current, to: p)); current = p
        case .quadCurve(let p, let c): add(CubicBezier(quadFrom: current, control: c, to: p)); current = p
        case .curve(let p, let c1, let c2): add(CubicBezier(current, c1, c2, p)); current = p
        case .closeSubpath:
            if current != start { add(CubicBezier(lineFrom: current, to: start)) }
            current = start
        }
    }
    if current != start { add(CubicBezier(lineFrom: current, to: start)) }
    return total
}

/// Seeded shapes of the kinds that break set operations.
enum SetOperationShapes {
    static func polygon(_ rng: inout SplitMix64, sides: Int, in box: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: box.midX, y: box.midY)
        for index in 0..<sides {
            let angle = CGFloat(index) / CGFloat(sides) * 2 * .pi + rng.uniform(-0.2...0.2)
            let radius = rng.uniform(0.4...1) * box.width / 2
            let p = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    static func star(center: CGPoint, radius: CGFloat, points: Int = 5) -> Path {
        var path = Path()
        for index in 0..<points {
            let angle = CGFloat(index * 2 % points) / CGFloat(points) * 2 * .pi - .pi / 2
            let p = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    static func blob(_ rng: inout SplitMix64, in box: CGRect) -> Path {
        var path = Path()
        func point() -> CGPoint { CGPoint(x: rng.uniform(box.minX...box.maxX), y: rng.uniform(box.minY...box.maxY)) }
        path.move(to: point())
        for _ in 0..<3 { path.addCurve(to: point(), control1: point(), control2: point()) }
        path.addQuadCurve(to: point(), control: point())
        path.closeSubpath()
        return path
    }

    /// A polygon with corners on a 10-point grid: edges of two such polygons overlap, share
    /// corners and cross at corners.
    static func gridPolygon(_ rng: inout SplitMix64) -> Path {
        var path = Path()
        let count = 3 + Int(rng.next() % 5)
        for index in 0..<count {
            let p = CGPoint(x: CGFloat(rng.next() % 11) * 10, y: CGFloat(rng.next() % 11) * 10)
            if index == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.closeSubpath()
        return path
    }

    /// An axis-aligned rectangle on the 10-point grid.
    static func gridRectangle(_ rng: inout SplitMix64) -> Path {
        let x = CGFloat(rng.next() % 8) * 10, y = CGFloat(rng.next() % 8) * 10
        return Path(
            CGRect(x: x, y: y, width: CGFloat(1 + rng.next() % 4) * 10, height: CGFloat(1 + rng.next() % 4) * 10))
    }

    /// One of the kinds, at a random place in 0…100.
    static func random(_ rng: inout SplitMix64) -> Path {
        let size = rng.uniform(30...70)
        let box = CGRect(x: rng.uniform(0...(100 - size)), y: rng.uniform(0...(100 - size)), width: size, height: size)
        switch rng.next() % 5 {
        case 0: return polygon(&rng, sides: 3 + Int(rng.next() % 6), in: box)
        case 1: return Path(ellipseIn: box)
        case 2: return Path(roundedRect: box, cornerRadius: rng.uniform(2...(size / 2)))
        case 3: return blob(&rng, in: box)
        default:
            return star(
                center: CGPoint(x: box.midX, y: box.midY), radius: size / 2, points: 5 + 2 * Int(rng.next() % 2))
        }
    }
}

@Suite("Path set operations")
struct SetOperationTests {
    typealias Operation = (
        name: String, apply: @Sendable (Path, Path, Bool) -> Path, rule: @Sendable (Bool, Bool) -> Bool
    )
    static let operations: [Operation] = [
        ("union", { $0.union($1, eoFill: $2) }, { $0 || $1 }),
        ("intersection", { $0.intersection($1, eoFill: $2) }, { $0 && $1 }),
        ("subtracting", { $0.subtracting($1, eoFill: $2) }, { $0 && !$1 }),
        ("symmetricDifference", { $0.symmetricDifference($1, eoFill: $2) }, { $0 != $1 })
    ]

    /// Checks `result` against `rule` on the inputs' fills at `samples` points of the square
    /// `bounds`, leaving out points within `margin` of an input's outline; returns the points checked.
    @discardableResult
    static func checkFill(
        _ result: Path, _ a: Path, _ b: Path, eoFill: Bool, rule: (Bool, Bool) -> Bool,
        bounds: CGRect, samples: Int, margin: CGFloat, seed: UInt64, label: String
    ) -> Int {
        var rng = SplitMix64(seed: seed)
        var checked = 0, wrong = 0, rulesDiffer = 0
        var firstWrong: CGPoint?
        for _ in 0..<samples {
            let p = CGPoint(x: rng.uniform(bounds.minX...bounds.maxX), y: rng.uniform(bounds.minY...bounds.maxY))
            let inA = a.contains(p, eoFill: eoFill), inB = b.contains(p, eoFill: eoFill)
            let near = [
                CGPoint(x: margin, y: 0), CGPoint(x: -margin, y: 0), CGPoint(x: 0, y: margin), CGPoint(x: 0, y: -margin)
            ]
            .contains { a.contains(p + $0, eoFill: eoFill) != inA || b.contains(p + $0, eoFill: eoFill) != inB }
            if near { continue }
            checked += 1
            let expected = rule(inA, inB)
            if result.contains(p) != expected { wrong += 1; firstWrong = firstWrong ?? p }
            if result.contains(p, eoFill: true) != result.contains(p) { rulesDiffer += 1 }
        }
        #expect(wrong == 0, "\(label): \(wrong) of \(checked) points wrong, first \(String(describing: firstWrong))")
        #expect(rulesDiffer == 0, "\(label): even-odd and non-zero differ at \(rulesDiffer) points")
        return checked
    }

    @Test("fill at sample points is the set operation of the inputs' fills, on seeded random shapes")
    func randomShapesFillAsTheSetOperation() {
        var rng = SplitMix64(seed: 23)
        var checked = 0
        for pair in 0..<180 {
            let a: Path, b: Path
            switch pair % 3 {
            case 0: (a, b) = (SetOperationShapes.gridPolygon(&rng), SetOperationShapes.gridPolygon(&rng))
            case 1: (a, b) = (SetOperationShapes.gridRectangle(&rng), SetOperationShapes.gridRectangle(&rng))
            default: (a, b) = (SetOperationShapes.random(&rng), SetOperationShapes.random(&rng))
            }
            let eoFill = pair % 4 == 3
            for operation in Self.operations {
                let result = operation.apply(a, b, eoFill)
                checked += Self.checkFill(
                    result, a, b, eoFill: eoFill, rule: operation.rule,
                    bounds: CGRect(x: -5, y: -5, width: 110, height: 110), samples: 400,
                    margin: 1e-4, seed: UInt64(pair), label: "pair \(pair) \(operation.name) eo=\(eoFill)")
            }
        }
        #expect(checked > 180 * 4 * 300)
    }

    @Test("area(A ∪ B) + area(A ∩ B) = area(A) + area(B) for simple shapes")
    func inclusionExclusionOfAreas() {
        var rng = SplitMix64(seed: 7)
        for pair in 0..<80 {
            func simple() -> Path {
                let size = rng.uniform(30...70)
                let box = CGRect(
                    x: rng.uniform(0...(100 - size)), y: rng.uniform(0...(100 - size)), width: size, height: size)
                switch rng.next() % 3 {
                case 0: return Path(ellipseIn: box)
                case 1: return Path(roundedRect: box, cornerRadius: rng.uniform(2...(size / 2)))
                default: return Path(CGRect(x: box.minX, y: box.minY, width: box.width, height: box.height * 0.6))
                }
            }
            let a = simple(), b = simple()
            let areaA = abs(signedArea(a)), areaB = abs(signedArea(b))
            let union = signedArea(a.union(b)), intersection = signedArea(a.intersection(b))
            #expect(union >= 0 && intersection >= 0, "pair \(pair): results turn the same way")
            let error = abs(union + intersection - areaA - areaB) / (areaA + areaB)
            #expect(error < 1e-9, "pair \(pair): relative error \(error)")
            let difference = signedArea(a.subtracting(b)), xor = signedArea(a.symmetricDifference(b))
            #expect(abs(difference + intersection - areaA) / areaA < 1e-9, "pair \(pair): A − B")
            #expect(abs(xor - (union - intersection)) / (areaA + areaB) < 1e-9, "pair \(pair): A △ B")
        }
    }

    @Test("squares: overlapping, sharing an edge, a corner, identical, nested")
    func squares() {
        let a = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let overlapping = Path(CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(abs(signedArea(a.union(overlapping)) - 175) < 1e-9)
        #expect(abs(signedArea(a.intersection(overlapping)) - 25) < 1e-9)
        #expect(
            a.union(overlapping).elements.filter { if case .line = $0 { return true } else { return false } }.count == 7
        )
        // Sharing an edge: one rectangle, the shared edge gone.
        let neighbour = Path(CGRect(x: 10, y: 0, width: 10, height: 10))
        let joined = a.union(neighbour)
        #expect(abs(signedArea(joined) - 200) < 1e-9)
        #expect(joined.elements.filter { $0 == .closeSubpath }.count == 1)
        #expect(signedArea(a.intersection(neighbour)) == 0)
        // Sharing part of an edge.
        let shifted = Path(CGRect(x: 10, y: 4, width: 10, height: 10))
        #expect(abs(signedArea(a.union(shifted)) - 200) < 1e-9)
        #expect(a.union(shifted).elements.filter { $0 == .closeSubpath }.count == 1)
        // Touching at a corner: two squares, touching.
        let corner = Path(CGRect(x: 10, y: 10, width: 10, height: 10))
        #expect(abs(signedArea(a.union(corner)) - 200) < 1e-9)
        // Identical.
        #expect(abs(signedArea(a.union(a)) - 100) < 1e-9)
        #expect(abs(signedArea(a.intersection(a)) - 100) < 1e-9)
        #expect(a.subtracting(a).isEmpty)
        #expect(a.symmetricDifference(a).isEmpty)
        // The same square drawn the other way round and from another corner.
        var reversed = Path()
        reversed.move(to: CGPoint(x: 10, y: 10)); reversed.addLine(to: CGPoint(x: 10, y: 0))
        reversed.addLine(to: CGPoint(x: 0, y: 0)); reversed.addLine(to: CGPoint(x: 0, y: 10)); reversed.closeSubpath()
        #expect(a.subtracting(reversed).isEmpty)
        #expect(abs(signedArea(a.union(reversed)) - 100) < 1e-9)
        // Nested: a frame with a hole turning the other way.
        let inner = Path(CGRect(x: 2, y: 2, width: 6, height: 6))
        let frame = a.subtracting(inner)
        #expect(abs(signedArea(frame) - 64) < 1e-9)
        #expect(frame.elements.filter { $0 == .closeSubpath }.count == 2)
        #expect(!frame.contains(CGPoint(x: 5, y: 5)) && !frame.contains(CGPoint(x: 5, y: 5), eoFill: true))
        #expect(a.intersection(inner).boundingRect == CGRect(x: 2, y: 2, width: 6, height: 6))
    }

    @Test("circles keep their curves: no lines in a union of circles, arcs on the circle")
    func curvesStayCurves() {
        let a = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        let b = Path(ellipseIn: CGRect(x: 20, y: 0, width: 40, height: 40))
        let union = a.union(b)
        var curves = 0, lines = 0
        for element in union.elements {
            switch element {
            case .curve: curves += 1
            case .line: lines += 1
            default: break
            }
        }
        #expect(lines == 0 && curves > 0 && curves <= 12)
        // Every curve's points lie on one of the circles (to the Bézier arc's own error).
        for segment in allSegments(union) {
            for t in stride(from: 0.0, through: 1.0, by: 0.125) {
                let p = segment.cubic.point(at: CGFloat(t))
                let fromA = abs(p.distance(to: CGPoint(x: 20, y: 20)) - 20),
                    fromB = abs(p.distance(to: CGPoint(x: 40, y: 20)) - 20)
                #expect(min(fromA, fromB) < 0.02)
            }
        }
        // The lens: where the circles cross, at x = 30, y = 20 ± √300.
        let lens = a.intersection(b)
        let bounds = lens.boundingRect
        #expect(abs(bounds.minX - 20) < 1e-6 && abs(bounds.maxX - 40) < 1e-6)
        // Within the Bézier arcs' own distance from the circle (2.7e-4 of the radius).
        #expect(abs(bounds.minY - (20 - 300.0.squareRoot())) < 20 * 2.8e-4)
    }

    @Test("a rounded rectangle beside a copy of itself a hair across and a quarter down")
    func nearCopy() {
        // The copy's straight sides are 1e-9 off the original's, far below the tolerance, and
        // the continuous corners leave them at a tangent. Every vertical chord is longer than
        // the move, so the union adds exactly the strip the move uncovers: 60 × 0.25 (and
        // 40 × 1e-9). Where a corner runs within the snap distance (4e-7 of the size) of the
        // other copy's side, the two are one edge, which moves the outline by up to that
        // distance along the corner: the areas agree to 1e-7 relative here, not 1e-9.
        let a = Path(roundedRect: CGRect(x: 40, y: 30, width: 60, height: 40), cornerRadius: 10)
        let b = a.offsetBy(dx: 1e-9, dy: 0.25)
        let area = abs(signedArea(a)), strip = 60 * 0.25 + 40 * 1e-9
        #expect(abs(signedArea(a.union(b)) - (area + strip)) < 1e-7 * area)
        #expect(abs(signedArea(a.intersection(b)) - (area - strip)) < 1e-7 * area)
        #expect(abs(signedArea(a.subtracting(b)) - strip) < 1e-7 * area)
        let inside = CGPoint(x: 47.65, y: 67.07)
        #expect(a.union(b).contains(inside) && a.intersection(b).contains(inside))
    }

    @Test("tangent circles, a circle inside another, far from the origin")
    func hardCases() {
        let a = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        // Touching at (40, 20) from outside.
        let touching = Path(ellipseIn: CGRect(x: 40, y: 0, width: 40, height: 40))
        #expect(abs(signedArea(a.union(touching)) - 2 * abs(signedArea(a))) < 1e-6)
        #expect(abs(signedArea(a.intersection(touching))) < 1e-6)
        // Touching inside at (40, 20).
        let inside = Path(ellipseIn: CGRect(x: 20, y: 10, width: 20, height: 20))
        #expect(abs(signedArea(a.subtracting(inside)) - (abs(signedArea(a)) - abs(signedArea(inside)))) < 1e-6)
        #expect(abs(signedArea(a.union(inside)) - abs(signedArea(a))) < 1e-6)
        // A million away.
        let offset = CGAffineTransform(translationX: 1e6, y: -3e6)
        let farA = a.applying(offset),
            farB = Path(ellipseIn: CGRect(x: 20, y: 0, width: 40, height: 40)).applying(offset)
        let near = a.union(Path(ellipseIn: CGRect(x: 20, y: 0, width: 40, height: 40)))
        #expect(abs(signedArea(farA.union(farB)) - signedArea(near)) < 1e-3)
        Self.checkFill(
            farA.symmetricDifference(farB), farA, farB, eoFill: false, rule: { $0 != $1 },
            bounds: CGRect(x: 1e6 - 5, y: -3e6 - 5, width: 70, height: 50), samples: 2000, margin: 1e-3,
            seed: 3, label: "far")
    }

    @Test("a self-intersecting star: non-zero fills its centre, even-odd does not")
    func selfIntersectingStar() {
        let star = SetOperationShapes.star(center: CGPoint(x: 50, y: 50), radius: 40)
        let nonZero = star.normalized(eoFill: false), evenOdd = star.normalized(eoFill: true)
        #expect(nonZero.contains(CGPoint(x: 50, y: 50)) && nonZero.contains(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(!evenOdd.contains(CGPoint(x: 50, y: 50)))
        #expect(signedArea(nonZero) > signedArea(evenOdd) && signedArea(evenOdd) > 0)
        Self.checkFill(
            nonZero, star, Path(), eoFill: false, rule: { a, _ in a },
            bounds: CGRect(x: 0, y: 0, width: 100, height: 100), samples: 4000, margin: 1e-4, seed: 1, label: "star")
        Self.checkFill(
            evenOdd, star, Path(), eoFill: true, rule: { a, _ in a },
            bounds: CGRect(x: 0, y: 0, width: 100, height: 100), samples: 4000, margin: 1e-4, seed: 2, label: "star eo")
    }

    @Test("empty and non-finite inputs give empty paths; an empty operand leaves the other")
    func degenerateInputs() {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(Path().union(Path()).isEmpty)
        #expect(square.intersection(Path()).isEmpty)
        #expect(abs(signedArea(square.union(Path())) - 100) < 1e-12)
        #expect(abs(signedArea(Path().union(square)) - 100) < 1e-12)
        // Beyond ±1e15 the operations refuse (as documented) rather than compute with
        // products that overflowed their precision.
        let huge = Path(CGRect(x: 0, y: 0, width: 1e16, height: 10))
        #expect(square.union(huge).isEmpty)
        #expect(square.lineSubtraction(huge).isEmpty)
        let large = square.union(Path(CGRect(x: 0, y: 0, width: 1e14, height: 1e14)))
        #expect(abs(signedArea(large) / 1e28 - 1) < 1e-9)
        // A zero-area line and a lone point fill nothing.
        var line = Path()
        line.move(to: .zero); line.addLine(to: CGPoint(x: 10, y: 10))
        #expect(line.normalized().isEmpty)
        #expect(abs(signedArea(square.union(line)) - 100) < 1e-12)
    }

    @Test("lineSubtraction cuts a circle's outline open where a rectangle covers it")
    func lineOperations() {
        let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        let gap = Path(CGRect(x: 40, y: -10, width: 20, height: 30))
        let cut = circle.lineSubtraction(gap)
        #expect(cut.elements.filter { $0 == .closeSubpath }.isEmpty)
        #expect(cut.elements.filter { if case .move = $0 { return true } else { return false } }.count == 1)
        // It ends on the rectangle's sides, where x = 40 and x = 60 meet the circle's top.
        guard case .move(let start)? = cut.elements.first, let end = cut.currentPoint else {
            Issue.record("no line"); return
        }
        let y = 50 - (2500.0 - 100).squareRoot()
        #expect(Set([start.x, end.x].map { ($0 * 1e6).rounded() / 1e6 }) == [40, 60])
        #expect([start, end].allSatisfy { abs($0.y - y) < 50 * 2.8e-4 })
        let covered = circle.lineIntersection(gap)
        #expect(covered.elements.filter { if case .move = $0 { return true } else { return false } }.count == 1)
        // A closed subpath the other path does not cut stays closed.
        let small = Path(CGRect(x: 40, y: 40, width: 5, height: 5))
        let whole = small.lineIntersection(circle)
        #expect(whole.elements.last == .closeSubpath)
        #expect(whole.elements.count == small.elements.count)
        #expect(small.lineSubtraction(circle).isEmpty)
    }
}
