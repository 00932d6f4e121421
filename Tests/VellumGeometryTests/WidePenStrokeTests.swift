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
            return Path { $0.move(to: start); $0.addLine(to: start + direction * length) }
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
    @Test("A zigzag 1e300 wide (butt caps, bevel joins) fills the union of its slabs and wedges", arguments: [
        // Sharp turns both ways, covering the whole image (left as built, its pieces did not).
        [p(4, 50), p(20, 12), p(36, 40), p(56, 8)],
        // Gentler turns both ways, leaving the lower corners unpainted.
        [p(16, 40), p(28, 22), p(40, 36), p(50, 26)],
    ])
    func zigzagIsTheUnion(corners: [CGPoint]) {
        let outline = Self.nearImage(Path { $0.addLines(corners) }.strokedPath(StrokeStyle(lineWidth: 1e300, lineJoin: .bevel)))
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
                let incoming = (corners[index] - corners[index - 1]).normalized, outgoing = (corners[index + 1] - corners[index]).normalized
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

    @Test("Corners on every side by more than the rounding wind around a rectangle; touching, crossing or bowties do not")
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
        let near = Path { $0.move(to: p(3e299, 0)); $0.closeSubpath() }
        #expect(near.strokedPath(StrokeStyle(lineWidth: 1e300, lineCap: .round), near: area) == Path(area))
        let beyond = Path { $0.move(to: p(6e299, 0)); $0.closeSubpath() }
        let outline = Self.nearImage(beyond.strokedPath(StrokeStyle(lineWidth: 1e300, lineCap: .round), near: area))
        #expect(!outline.contains(p(32, 32)) && !outline.contains(p(0, 0)))
        // Pens narrower than the area never shortcut.
        let thin = dots.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square, dash: [0, 10]), near: area)
        #expect(thin != Path(area) && thin.elementCount > 5)
    }
}
