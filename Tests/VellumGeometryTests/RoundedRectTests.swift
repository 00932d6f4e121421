import Foundation
import Testing

@testable import VellumGeometry

@Suite struct RoundedRectTests {
    let rect = CGRect(x: 10, y: 20, width: 200, height: 100)
    let reach: CGFloat = 1.52866483

    /// The path's segments in order (the closing line, if any, last).
    func segments(_ path: Path) -> [PathSegment] { path.subpaths.flatMap(\.segments) }

    func cubics(_ path: Path) -> [CubicBezier] {
        segments(path).compactMap { if case .cubic(let c) = $0 { return c } else { return nil } }
    }

    /// Points along every cubic, ends included.
    func samples(_ curves: [CubicBezier], count: Int = 64) -> [CGPoint] {
        curves.flatMap { c in (0...count).map { c.point(at: CGFloat($0) / CGFloat(count)) } }
    }

    // MARK: Circular

    @Test func circularStartsOnTopEdgeAndRunsClockwise() {
        let path = Path(roundedRect: rect, cornerRadius: 10, style: .circular)
        #expect(path.elements.count == 10) // move, 4 × (line, curve), close
        #expect(path.elements.first == .move(to: CGPoint(x: 20, y: 20)))
        #expect(path.elements[1] == .line(to: CGPoint(x: 200, y: 20)))
        #expect(
            path.elements[2]
                == .curve(
                    to: CGPoint(x: 210, y: 30),
                    control1: CGPoint(x: 200 + 10 * 0.5522847498307936, y: 20),
                    control2: CGPoint(x: 210, y: 30 - 10 * 0.5522847498307936)))
        #expect(path.elements[3] == .line(to: CGPoint(x: 210, y: 110)))
        #expect(path.elements[5] == .line(to: CGPoint(x: 20, y: 120)))
        #expect(path.elements[7] == .line(to: CGPoint(x: 10, y: 30)))
        #expect(path.elements.last == .closeSubpath)
        #expect(path.currentPoint == CGPoint(x: 20, y: 20))
        // Clockwise on screen (y down) means a positive shoelace area.
        #expect(signedArea(samples(cubics(path))) > 0)
    }

    @Test func circularCornersLieOnTheirCircles() {
        let r: CGFloat = 17
        let path = Path(roundedRect: rect, cornerRadius: r, style: .circular)
        let centers = [
            CGPoint(x: rect.maxX - r, y: rect.minY + r), CGPoint(x: rect.maxX - r, y: rect.maxY - r),
            CGPoint(x: rect.minX + r, y: rect.maxY - r), CGPoint(x: rect.minX + r, y: rect.minY + r)
        ]
        let curves = cubics(path)
        #expect(curves.count == 4)
        for (curve, center) in zip(curves, centers) {
            for p in samples([curve], count: 200) {
                #expect(abs(p.distance(to: center) - r) < 3e-4 * r)
            }
        }
    }

    @Test func ellipticalCornersLieOnTheirEllipses() {
        let size = CGSize(width: 30, height: 12)
        let path = Path(roundedRect: rect, cornerSize: size, style: .circular)
        let curves = cubics(path)
        #expect(curves.count == 4)
        let center = CGPoint(x: rect.maxX - 30, y: rect.minY + 12) // top-right
        #expect(curves[0].p0 == CGPoint(x: rect.maxX - 30, y: rect.minY))
        #expect(curves[0].p3 == CGPoint(x: rect.maxX, y: rect.minY + 12))
        for p in samples([curves[0]], count: 200) {
            let u = (p.x - center.x) / 30, v = (p.y - center.y) / 12
            #expect(abs((u * u + v * v).squareRoot() - 1) < 3e-4)
        }
    }

    @Test func radiiAreClampedToHalfTheSides() {
        let big = Path(roundedRect: rect, cornerSize: CGSize(width: 500, height: 70), style: .circular)
        let exact = Path(roundedRect: rect, cornerSize: CGSize(width: 100, height: 50), style: .circular)
        #expect(big == exact)
        // A square with radius half its side is the circle through the same four points.
        let square = CGRect(x: 0, y: 0, width: 100, height: 100)
        let circle = Path(roundedRect: square, cornerRadius: 80, style: .circular)
        #expect(circle.elements.count == 6) // move, 4 curves, close: no zero-length edges
        for p in samples(cubics(circle)) {
            #expect(abs(p.distance(to: CGPoint(x: 50, y: 50)) - 50) < 3e-4 * 50)
        }
    }

    // MARK: Degenerate input

    @Test func zeroNegativeAndNaNRadiiGiveTheRectangle() {
        for radius in [0, -5, CGFloat.nan, -CGFloat.infinity, CGFloat.infinity] {
            for style in RoundedCornerStyle.allCases {
                #expect(Path(roundedRect: rect, cornerRadius: radius, style: style) == Path(rect))
            }
        }
        #expect(Path(roundedRect: rect, cornerSize: CGSize(width: 10, height: 0)) == Path(rect))
    }

    @Test func nullAndNonFiniteRectsAddNothing() {
        #expect(Path(roundedRect: .null, cornerRadius: 4).isEmpty)
        #expect(Path(roundedRect: .infinite, cornerRadius: 4).isEmpty)
        #expect(Path(roundedRect: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), cornerRadius: 4).isEmpty)
        var path = Path()
        path.addRoundedRect(
            in: rect, cornerSize: CGSize(width: 5, height: 5),
            transform: CGAffineTransform(scaleX: .greatestFiniteMagnitude, y: 1))
        #expect(path.isEmpty)
    }

    @Test func zeroRadiusCornerIsSharp() {
        let radii = RectangleCornerRadii(topLeading: 0, bottomLeading: 8, bottomTrailing: 0, topTrailing: 12)
        for style in RoundedCornerStyle.allCases {
            let path = Path(roundedRect: rect, cornerRadii: radii, style: style)
            #expect(path.elements.first == .move(to: CGPoint(x: rect.minX, y: rect.minY)))
            #expect(path.elements.contains(.line(to: CGPoint(x: rect.maxX, y: rect.maxY))))
            #expect(cubics(path).count == (style == .circular ? 2 : 6))
            #expect(path.elements.last == .closeSubpath)
        }
    }

    @Test func cornerRadiiGoToTheirCorners() {
        let radii = RectangleCornerRadii(topLeading: 4, bottomLeading: 6, bottomTrailing: 8, topTrailing: 10)
        let curves = cubics(Path(roundedRect: rect, cornerRadii: radii, style: .circular))
        #expect(
            curves.map(\.p0) == [
                CGPoint(x: rect.maxX - 10, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY - 8),
                CGPoint(x: rect.minX + 6, y: rect.maxY), CGPoint(x: rect.minX, y: rect.minY + 4)
            ])
    }

    @Test func transformAndStyleDefault() {
        var moved = Path()
        moved.addRoundedRect(
            in: rect, cornerSize: CGSize(width: 9, height: 9),
            transform: CGAffineTransform(translationX: 5, y: -3))
        let plain = Path(roundedRect: rect, cornerRadius: 9)
        #expect(moved == plain.offsetBy(dx: 5, dy: -3))
        #expect(plain == Path(roundedRect: rect, cornerRadius: 9, style: .continuous))
        #expect(plain != Path(roundedRect: rect, cornerRadius: 9, style: .circular))
        var viaRadii = Path()
        viaRadii.addRoundedRect(
            in: rect,
            cornerRadii: RectangleCornerRadii(
                topLeading: 9, bottomLeading: 9,
                bottomTrailing: 9, topTrailing: 9))
        #expect(viaRadii == plain)
    }

    // MARK: Continuous

    @Test func continuousCornerShape() {
        let r: CGFloat = 10
        let path = Path(roundedRect: rect, cornerRadius: r)
        #expect(path.elements.count == 18) // move, 4 × (line, 3 curves), close
        #expect(path.elements.first == .move(to: CGPoint(x: rect.minX + reach * r, y: rect.minY)))
        let curves = cubics(path)
        #expect(curves.count == 12)
        // The top-right corner spans 1.52866483·r along each edge.
        #expect(abs(curves[0].p0.x - (rect.maxX - reach * r)) < 1e-12)
        #expect(curves[0].p0.y == rect.minY)
        #expect(curves[2].p3.x == rect.maxX)
        #expect(abs(curves[2].p3.y - (rect.minY + reach * r)) < 1e-12)
        // The published control points are kept.
        #expect(abs(curves[0].p1.x - (rect.maxX - 1.08849323 * r)) < 1e-12)
        #expect(abs(curves[0].p2.x - (rect.maxX - 0.86840689 * r)) < 1e-12)
        #expect(abs(curves[1].p1.x - (rect.maxX - 0.37282383 * r)) < 1e-12)
        #expect(abs(curves[1].p1.y - (rect.minY + 0.16905956 * r)) < 1e-12)
        // The join moves by less than 0.006·r from the published (0.63149399, 0.07491139).
        let published = CGPoint(x: rect.maxX - 0.63149399 * r, y: rect.minY + 0.07491139 * r)
        #expect(curves[0].p3.distance(to: published) < 0.006 * r)
        #expect(signedArea(samples(curves)) > 0)
    }

    @Test(arguments: [
        CGSize(width: 10, height: 10), CGSize(width: 40, height: 40), CGSize(width: 25, height: 8),
        CGSize(width: 100, height: 50), CGSize(width: 70, height: 45), CGSize(width: 3, height: 48)
    ])
    func continuousIsTangentContinuousEverywhere(_ size: CGSize) {
        let path = Path(roundedRect: rect, cornerSize: size)
        let segs = segments(path)
        #expect(!segs.isEmpty)
        // Each segment's end tangent matches the next one's start tangent (wrapping round).
        for (index, segment) in segs.enumerated() {
            let next = segs[(index + 1) % segs.count]
            let out = segment.cubic.tangent(at: 1)!, into = next.cubic.tangent(at: 0)!
            #expect(abs(out.cross(into)) < 1e-9, "kink after segment \(index) of \(size)")
            #expect(out.dot(into) > 0)
        }
    }

    @Test(arguments: [CGFloat(5), 20, 32, 40, 49])
    func continuousCornersAreSymmetricAboutTheirDiagonal(_ r: CGFloat) {
        let curves = cubics(Path(roundedRect: rect, cornerRadius: r))
        #expect(curves.count == 12)
        // Top-right corner, in corner coordinates: back along the top edge, down the right one.
        func local(_ p: CGPoint) -> CGPoint { CGPoint(x: rect.maxX - p.x, y: p.y - rect.minY) }
        func mirrored(_ p: CGPoint) -> CGPoint { CGPoint(x: p.y, y: p.x) }
        let (c0, c1, c2) = (curves[0], curves[1], curves[2])
        let pairs: [(CGPoint, CGPoint)] = [
            (c0.p0, c2.p3), (c0.p1, c2.p2), (c0.p2, c2.p1), (c0.p3, c2.p0),
            (c1.p0, c1.p3), (c1.p1, c1.p2)
        ]
        for (a, b) in pairs {
            #expect(local(a).distance(to: mirrored(local(b))) < 1e-12)
        }
    }

    @Test func continuousBecomesACapsuleAtHalfTheHeight() {
        let path = Path(roundedRect: rect, cornerRadius: 50)
        let r: CGFloat = 50
        let centers = [CGPoint(x: rect.maxX - r, y: rect.midY), CGPoint(x: rect.minX + r, y: rect.midY)]
        let curves = cubics(path)
        #expect(curves.count == 12)
        for p in samples(curves) {
            let d = centers.map { p.distance(to: $0) }.min()!
            #expect(abs(d - r) < 3e-4 * r)
        }
        // Only the top and bottom edges stay straight.
        let lines = segments(path).filter { if case .line = $0 { return true } else { return false } }
        #expect(lines.count == 2)
        // A square becomes a circle.
        let square = CGRect(x: 0, y: 0, width: 60, height: 60)
        for p in samples(cubics(Path(roundedRect: square, cornerRadius: 30))) {
            #expect(abs(p.distance(to: CGPoint(x: 30, y: 30)) - 30) < 3e-4 * 30)
        }
    }

    @Test func continuousBlendsSmoothlyAsTheRadiusGrows() {
        // Where the full corner just fits, the blend starts: no jump either side of it.
        let fits = rect.height / 2 / reach
        let below = cubics(Path(roundedRect: rect, cornerRadius: fits - 1e-7))
        let above = cubics(Path(roundedRect: rect, cornerRadius: fits + 1e-7))
        for (a, b) in zip(samples(below, count: 16), samples(above, count: 16)) {
            #expect(a.distance(to: b) < 1e-5)
        }
        // Once blended, the corner reaches exactly half the height and never beyond it.
        for r in stride(from: fits, through: 50, by: 1.5) {
            let curves = cubics(Path(roundedRect: rect, cornerRadius: r))
            #expect(abs(curves[2].p3.y - rect.midY) < 1e-9)
            #expect(abs(curves[0].p0.x - (rect.maxX - curves[2].p3.y + rect.minY)) < 1e-9)
            #expect(samples(curves).allSatisfy { rect.insetBy(dx: -1e-9, dy: -1e-9).contains($0) })
        }
    }
}

/// Shoelace area of a polygon through `points`; positive when clockwise on screen (y down).
func signedArea(_ points: [CGPoint]) -> CGFloat {
    var sum: CGFloat = 0
    for (index, p) in points.enumerated() {
        let q = points[(index + 1) % points.count]
        sum += p.x * q.y - q.x * p.y
    }
    return sum / 2
}
