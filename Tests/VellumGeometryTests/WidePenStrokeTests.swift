import Foundation
import Testing

@testable import VellumGeometry

private func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

/// Pens far wider than the picture (1e300): the outline's corners lie half a width out, where
/// an ulp is 6e283, so only edges drawn through the path's own points say where the path is.
@Suite("Strokes with pens wider than the image")
struct WidePenStrokeTests {
    static let image = CGRect(x: 0, y: 0, width: 64, height: 64)

    /// The outline restricted to the image, as a renderer hands it to Cairo.
    static func nearImage(_ outline: Path) -> Path {
        outline.restrictedForFilling(visible: image, box: image.insetBy(dx: -2_048, dy: -2_048))
    }

    @Test("A dash 300,000 points left of the image leaves nothing in it, a dash across it is its slab")
    func farDashStaysFar() {
        // Tilted, so that the normals' x components are lost beside 5e299 (a horizontal
        // line would keep x exactly and hide the rounding).
        let direction = p(0.999_999_999_8, 0.000_02).normalized
        func dash(from s: CGFloat, length: CGFloat) -> Path {
            let start = p(32, 32) + direction * s
            return Path {
                $0.move(to: start); $0.addLine(to: start + direction * length)
            }
        }
        let style = StrokeStyle(lineWidth: 1e300)
        let far = Self.nearImage(dash(from: -300_000, length: 3).strokedPath(style))
        #expect(far.elementCount == 0, "\(far.elementCount) elements: \(far.description.prefix(300))")
        // Across the image: from 10 to 13 points right of the centre, the whole height.
        let across = Self.nearImage(dash(from: 10, length: 3).strokedPath(style))
        for y in stride(from: CGFloat(1), through: 63, by: 6) {
            #expect(across.contains(p(43.5, y)), "y \(y)")
            #expect(!across.contains(p(41.5, y)) && !across.contains(p(45.5, y)), "y \(y)")
        }
    }

    /// Every piece of a wide pen's outline winds the same way, so where pieces overlap (the
    /// inner side of each turn, the joins) the non-zero fill is their union. The area of a
    /// thin body 1e300 wide is below the rounding of its corners, so its turn comes from how
    /// it is built; products of corners at 5e299 overflowed before (NaN areas, pieces left
    /// as built, joins of opposite turns winding opposite ways).
    /// Near the corner, a bevel, a miter and a round join of an unbounded pen are all the
    /// cone between the outer normals.
    @Test(
        "A zigzag 1e300 wide (butt caps) fills the union of its slabs and join wedges",
        arguments: [
            // Sharp turns both ways, covering the whole image (left as built, its pieces did not).
            [p(4, 50), p(20, 12), p(36, 40), p(56, 8)],
            // Gentler turns both ways, leaving the lower corners unpainted.
            [p(16, 40), p(28, 22), p(40, 36), p(50, 26)]
        ], [CGLineJoin.bevel, .miter, .round])
    func zigzagIsTheUnion(corners: [CGPoint], join: CGLineJoin) {
        // A pen over 1.3e154 wide squared to infinity in the round join's sweep: no join.
        let outline = Self.nearImage(
            Path { $0.addLines(corners) }.strokedPath(StrokeStyle(lineWidth: 1e300, lineJoin: join)))
        // The exact stroke of an unbounded pen: a point is painted when its foot lies on a
        // segment, or when it lies in the wedge between the outer normals of a corner.
        func painted(_ q: CGPoint, margin: CGFloat) -> Bool? {
            var inside = false, near = false
            for (a, b) in zip(corners, corners.dropFirst()) {
                let d = (b - a).normalized, along = (q - a).dot(d), length = (b - a).length
                if along > margin && along < length - margin { inside = true }
                if abs(along) <= margin || abs(along - length) <= margin { near = true }
            }
            for index in 1..<(corners.count - 1) {
                let incoming = (corners[index] - corners[index - 1]).normalized,
                    outgoing = (corners[index + 1] - corners[index]).normalized
                let side: CGFloat = incoming.cross(outgoing) > 0 ? -1 : 1
                let u = incoming.perpendicular * side, v = outgoing.perpendicular * side, w = q - corners[index]
                // In the cone from u to v (under a half turn): w is on v's side of u and on
                // u's side of v, each by more than the margin (u and v are unit vectors).
                let turn: CGFloat = u.cross(v) > 0 ? 1 : -1
                let fromU = u.cross(w) * turn, toV = w.cross(v) * turn
                if fromU > margin && toV > margin { inside = true }
                if abs(fromU) <= margin || abs(toV) <= margin { near = true }
            }
            return inside ? true : (near ? nil : false)
        }
        var checked = (painted: 0, unpainted: 0)
        for y in stride(from: CGFloat(0.5), to: 64, by: 1) {
            for x in stride(from: CGFloat(0.5), to: 64, by: 1) {
                guard let expected = painted(p(x, y), margin: 0.25) else { continue }
                #expect(outline.contains(p(x, y)) == expected, "(\(x), \(y))")
                if expected { checked.painted += 1 } else { checked.unpainted += 1 }
            }
        }
        #expect(checked.painted > 3_000 && checked.painted + checked.unpainted > 3_900, "\(checked)")
    }

    @Test("A turn straight back at x = 52 paints the slab from 40 to 52 and nothing left of it")
    func reversalPaintsItsSlab() {
        for join in [CGLineJoin.bevel, .miter, .round] {
            let path = Path { $0.addLines([p(40, 20), p(52, 20.000_001), p(40, 20)]) }
            let outline = Self.nearImage(path.strokedPath(StrokeStyle(lineWidth: 1e300, lineJoin: join)))
            for y in [CGFloat(2), 30, 60] {
                #expect(outline.contains(p(46, y)), "\(join) (46, \(y))")
                // The bevel's far edge, its ends 5e299 out, ran through the origin: x < 40 painted.
                #expect(!outline.contains(p(20, y)) && !outline.contains(p(38, y)), "\(join) y \(y)")
                // A round join goes round the front of the turn: the half-disc beyond x = 52.
                #expect(outline.contains(p(54, y)) == (join == .round), "\(join) (54, \(y))")
            }
        }
    }

    /// Unit tangents round, so a line to a point and straight back seemed to turn by 1e-16
    /// one way or the other, and a pen this wide then bevels the whole half-plane beyond the
    /// corner; a real turn of 1e-16 rounded to none and lost its bevel. The turn now comes
    /// from the points.
    @Test("Straight back paints only the slab; a turn of 1e-16 paints its bevel", arguments: [CGLineJoin.bevel, .miter])
    func reversalsFromThePoints(join: CGLineJoin) {
        let style = StrokeStyle(lineWidth: 1e300, lineJoin: join)
        let back = Self.nearImage(Path { $0.addLines([p(10, 10), p(20, 21), p(10, 10)]) }.strokedPath(style))
        let direction = p(10, 11).normalized
        for q in [p(15, 15), p(12, 30), p(40, 5), p(2, 60), p(60, 2), p(40, 40), p(5, 5), p(62, 62)] {
            let along = (q - p(10, 10)).dot(direction)
            #expect(back.contains(q) == (along > 0 && along < p(10, 11).length), "\(join) \(q): along \(along)")
        }
        // (17, 13) to (12, 13) and back to 2e-15 below... above y = 13: the turn at x = 12 is
        // real, and its bevel, 1e300 × 1e-16 thick, paints everything left of x = 12.
        let turn = Self.nearImage(
            Path { $0.addLines([p(17, 13), p(12, 13), p(17, 13.000_000_000_000_002)]) }.strokedPath(style))
        for y in [CGFloat(1), 13, 40, 63] {
            #expect(turn.contains(p(5, y)) && turn.contains(p(14, y)) && !turn.contains(p(19, y)), "\(join) y \(y)")
        }
    }

    /// Past a third of a turn the bevel's middle is taken from the exact turn; it lay along
    /// the incoming direction rather than the bisector, denting the bevel (a point 0.97 of
    /// the way to the edge's middle was left out at 150°, 0.9 of the way at 120.5°).
    @Test(
        "Bevels past a third of a turn reach their edge's middle",
        arguments: [100.0, 119, 120.5, 135, 150, 170, 179, 179.999])
    func bevelMiddles(turnDegrees: Double) {
        let corner = p(0, 0), h: CGFloat = 5e8
        let incoming = p(1, 0), angle = CGFloat(turnDegrees) * .pi / 180
        let outgoing = p(cos(angle), sin(angle))
        let path = Path { $0.addLines([corner - incoming * 10, corner, corner + outgoing * 10]) }
        // The outer normals' bisector (the side away from the turn), out to the bevel's edge.
        let side: CGFloat = incoming.cross(outgoing) > 0 ? -1 : 1
        let middle = corner + (incoming.perpendicular + outgoing.perpendicular) * (side * h / 2)
        for join in [CGLineJoin.bevel, .miter] {
            let outline = path.strokedPath(StrokeStyle(lineWidth: 2 * h, lineJoin: join, miterLimit: 1))
            #expect(outline.contains(corner + (middle - corner) * 0.97), "\(join) \(turnDegrees)°")
            #expect(!outline.contains(corner + (middle - corner) * 1.03), "\(join) \(turnDegrees)°")
        }
    }

    /// A cubic whose control points lie on one line turns exactly back at its two cusps;
    /// the points beside a split cusp round to directions of noise, which beveled the
    /// half-plane ahead of the cusp. Its stroke is the slab its points sweep along the line.
    @Test(
        "A collinear cubic with two cusps, 1e300 wide, paints only the slab it sweeps",
        arguments: [CGLineJoin.bevel, .miter, .round])
    func collinearCusps(join: CGLineJoin) {
        let centre = p(32, 32), direction = p(0.6, 0.8)
        func at(_ s: CGFloat, _ across: CGFloat = 0) -> CGPoint {
            centre + direction * s + direction.perpendicular * across
        }
        // Along the line: 0 → 30 → −10 → 20 shifted by −10: it runs −10 … 10, back, forward.
        let curve = Path {
            $0.move(to: at(-10)); $0.addCurve(to: at(10), control1: at(20), control2: at(-20))
        }
        let outline = Self.nearImage(curve.strokedPath(StrokeStyle(lineWidth: 1e300, lineJoin: join)))
        for across in [CGFloat(-20), 0, 20] {
            for s in [CGFloat(-9), 0, 9] { #expect(outline.contains(at(s, across)), "\(join) s \(s), \(across)") }
            // A round join at a cusp is the half disc ahead of it (as every pen gets the
            // style's join at a cusp, like Cairo's flattened stroke): the cusps at s = ±1.9
            // turn back, so their half discs cover both sides.
            for s in [CGFloat(-12), 12, 20, -20] {
                #expect(outline.contains(at(s, across)) == (join == .round), "\(join) s \(s), \(across)")
            }
        }
    }

    @Test("The turn of three points has the exact sign (against Int128 arithmetic)")
    func exactTurnSigns() {
        var state: UInt64 = 99
        func next() -> Int64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int64(bitPattern: state >> 14) - (1 << 49) // within ±2^49
        }
        let unit = CGFloat(sign: .plus, exponent: -40, significand: 1)
        var zeros = 0
        for _ in 0..<20_000 {
            // Mostly on the line through a and b, or one unit off it, where rounding decides.
            let a = (next() / 4, next() / 4), step = (next() >> 8, next() >> 8)
            let b = (a.0 + 64 * step.0, a.1 + 64 * step.1), t = next() % 80
            let c = next() % 4 == 0 ? (next(), next()) : (a.0 + t * step.0, a.1 + t * step.1 + next() % 2)
            let exact = Int128(b.0 - a.0) * Int128(c.1 - a.1) - Int128(b.1 - a.1) * Int128(c.0 - a.0)
            func point(_ v: (Int64, Int64)) -> CGPoint { p(CGFloat(v.0) * unit, CGFloat(v.1) * unit) }
            let sine = exactTurnSine(point(a), point(b), point(c))
            let expected: CGFloat = b == c ? 0 : (exact > 0 ? 1 : exact < 0 ? -1 : 0)
            #expect((sine > 0 ? 1 : sine < 0 ? -1 : 0) == expected, "\(a) \(b) \(c)")
            if exact == 0 { zeros += 1 }
        }
        #expect(zeros > 1_000)
        // Huge and opposite coordinates do not overflow; the size of a tiny turn survives.
        #expect(exactTurnSine(p(-1.7e308, -1.7e308), p(1.7e308, 1.7e308), p(1.7e308, 1.7e308 / 3 * 2)) < 0)
        #expect(exactTurnSine(p(-1.7e308, -1.7e308), p(0, 0), p(1.7e308, 1.7e308)) == 0)
        let sine = exactTurnSine(p(17, 13), p(12, 13), p(17, 13.000_000_000_000_002))
        #expect(abs(sine - (-1.776_356_839_400_250_5e-15 / 5)) < 1e-30, "\(sine)")
    }

    @Test("A nearly straight cubic 1e300 wide paints the slab between its end normals")
    func nearlyStraightCubic() {
        // Its bend folds one side (curvature times half the width is over 1), but the end
        // normals are too near parallel to cross: that side was left out.
        let curve = Path {
            $0.move(to: p(10, 32)); $0.addCurve(to: p(50, 32), control1: p(23, 32.000_000_000_001), control2: p(37, 32))
        }
        let outline = Self.nearImage(curve.strokedPath(StrokeStyle(lineWidth: 1e300)))
        for y in [CGFloat(2), 20, 44, 62] {
            #expect(outline.contains(p(30, y)) && outline.contains(p(12, y)) && outline.contains(p(48, y)), "y \(y)")
            #expect(!outline.contains(p(8, y)) && !outline.contains(p(52, y)), "y \(y)")
        }
    }

    /// The stroke of two subpaths paints all that each one's stroke paints: a piece winding
    /// the wrong way would cancel the other's there. Random subpaths with turns back within
    /// 1e-20…1e-8, nearly straight quadratics and closes, every cap and join, pens from 30 to
    /// 1e300 wide (a review found 11 such holes in 1,800 cases, all bevels decided by noise).
    @Test("Stroking two subpaths together never takes away what either paints")
    func unionKeepsBothStrokes() {
        var state: UInt64 = 12_345
        func random(_ range: Range<CGFloat>) -> CGFloat {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + (range.upperBound - range.lowerBound) * CGFloat(state >> 11) / CGFloat(1 << 53)
        }
        func subpath() -> Path {
            var path = Path()
            var current = p(random(-80..<144), random(-80..<144))
            path.move(to: current)
            var angle = random(0..<6.3)
            for _ in 0..<(1 + Int(random(0..<3))) {
                let kind = Int(random(0..<4))
                if kind == 0 {
                    let epsilon = pow(10, random(-20 ..< -8)) * (random(0..<1) < 0.5 ? 1 : -1)
                    angle += .pi + epsilon
                } else if kind == 1 {
                    angle = random(0..<6.3)
                }
                let direction = p(cos(angle), sin(angle)), next = current + direction * random(1..<120)
                if kind == 3 {
                    let bulge = pow(10, random(-14..<1))
                    path.addQuadCurve(to: next, control: (current + next) * 0.5 + direction.perpendicular * bulge)
                } else {
                    path.addLine(to: next)
                }
                current = next
            }
            if random(0..<6) < 1 { path.closeSubpath() }
            return path
        }
        var holes: [String] = []
        for index in 0..<240 {
            let a = subpath(), b = subpath()
            let style = StrokeStyle(
                lineWidth: [1e300, 1e300, 1e20, 1e9, 30][Int(random(0..<5))],
                lineCap: [.butt, .square, .round][Int(random(0..<3))],
                lineJoin: [.bevel, .miter, .round][Int(random(0..<3))])
            var both = a
            both.addPath(b)
            let strokeA = Self.nearImage(a.strokedPath(style)), strokeB = Self.nearImage(b.strokedPath(style))
            let strokeBoth = Self.nearImage(both.strokedPath(style))
            var missing = 0
            for y in stride(from: CGFloat(1), to: 64, by: 3) {
                for x in stride(from: CGFloat(1), to: 64, by: 3) where !strokeBoth.contains(p(x, y)) {
                    if strokeA.contains(p(x, y)) || strokeB.contains(p(x, y)) { missing += 1 }
                }
            }
            if missing > 0 {
                holes.append("\(index) \(style): \(missing) points\n  \(a.description)\n  \(b.description)")
            }
        }
        #expect(holes.isEmpty, "\(holes.count) holes:\n\(holes.prefix(4).joined(separator: "\n"))")
    }

    @Test(
        "Corners on every side by more than the rounding wind around a rectangle; touching, crossing or bowties do not")
    func windsAroundRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 32, height: 32)
        let square = [p(-1, -1), p(33, -1), p(33, 33), p(-1, 33)]
        #expect(PathStroker.winds(around: rect, points: square))
        #expect(PathStroker.winds(around: rect, points: square.reversed()))
        #expect(!PathStroker.winds(around: rect, points: [p(-1, -1), p(31, -1), p(31, 33), p(-1, 33)]))
        #expect(!PathStroker.winds(around: rect, points: [p(0, -1), p(33, -1), p(33, 33), p(0, 33)]))
        #expect(!PathStroker.winds(around: rect, points: [p(-1, -1), p(33, 33), p(33, -1), p(-1, 33)]))
        #expect(!PathStroker.winds(around: rect, points: [p(-1, -1), p(33, -1)]))
        #expect(!PathStroker.winds(around: rect, points: [p(-1, -1), p(.infinity, -1), p(33, 33)]))
        // A square cap 1e300 wide whose base runs through a path point: 10 points left of the
        // rectangle it covers it, 1 point inside it does not.
        func cap(at base: CGPoint) -> [CGPoint] {
            let h: CGFloat = 5e299
            return [base + p(0, -h), base + p(h, -h), base + p(h, h), base + p(0, h), base]
        }
        #expect(PathStroker.winds(around: rect, points: cap(at: p(-10, 16))))
        #expect(!PathStroker.winds(around: rect, points: cap(at: p(1, 16))))
        #expect(!PathStroker.winds(around: rect, points: cap(at: p(-10, 16)).map { $0 * -1 + p(0, 32) }))
    }

    @Test("A stroke one of whose pieces covers the area is outlined as the area itself")
    func coveringPieceGivesTheArea() {
        let area = CGRect(x: -2, y: -2, width: 68, height: 68)
        var dots = Path()
        dots.move(to: p(-4e5, 20))
        dots.addLine(to: p(30, 21))
        // Square dots every 10 points: the first one's square, 1e300 across, holds the image.
        let squareDots = dots.strokedPath(StrokeStyle(lineWidth: 1e300, lineCap: .square, dash: [0, 10]), near: area)
        #expect(squareDots == Path(area))
        // A round dot 3e299 away holds it (the polygon of its arc's ends does); 6e299 away,
        // beyond its radius, nothing of it comes near.
        let near = Path {
            $0.move(to: p(3e299, 0)); $0.closeSubpath()
        }
        #expect(near.strokedPath(StrokeStyle(lineWidth: 1e300, lineCap: .round), near: area) == Path(area))
        let beyond = Path {
            $0.move(to: p(6e299, 0)); $0.closeSubpath()
        }
        let outline = Self.nearImage(beyond.strokedPath(StrokeStyle(lineWidth: 1e300, lineCap: .round), near: area))
        #expect(!outline.contains(p(32, 32)) && !outline.contains(p(0, 0)))
        // Pens narrower than the area never shortcut.
        let thin = dots.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square, dash: [0, 10]), near: area)
        #expect(thin != Path(area) && thin.elementCount > 5)
    }
}
