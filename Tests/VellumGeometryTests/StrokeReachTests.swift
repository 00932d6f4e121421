import Foundation
import Testing
import VellumTestSupport

@testable import VellumGeometry

/// How far a stroke reaches from its path, which decides which segments and dashes near an
/// image are stroked at all.
@Suite struct StrokeReachTests {
    @Test("A miter limit of 1e300 on a rectangle reaches √½ of a line width (the corner's tip), not 1e300")
    func hugeMiterLimitOnRightAngles() {
        let style = StrokeStyle(lineWidth: 8, lineJoin: .miter, miterLimit: 1e300)
        #expect(
            abs(PathStroker.reach(of: Path(CGRect(x: 0, y: 0, width: 40, height: 20)), style: style) - 0.5.squareRoot())
                < 1e-12)
        // Round joins and butt caps reach half a width; square caps √½.
        var line = Path()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 10, y: 0))
        #expect(PathStroker.reach(of: line, style: StrokeStyle(lineWidth: 8, lineJoin: .round)) == 0.5)
        #expect(
            abs(
                PathStroker.reach(of: line, style: StrokeStyle(lineWidth: 8, lineCap: .square, lineJoin: .round))
                    - 0.5.squareRoot()) < 1e-12)
        var spike = Path()
        spike.move(to: .zero)
        spike.addLine(to: CGPoint(x: 100, y: 0))
        spike.addLine(to: CGPoint(x: 0, y: 0.001))
        // A turn of 180° less 1e-5 rad: a miter 200,000 half widths long.
        let reach = PathStroker.reach(of: spike, style: style)
        #expect(reach > 99_000 && reach < 101_000)
    }

    /// Random paths with sharp corners, cusps and closes, under every join and limits up to
    /// 1e300: the outline never leaves the path's bounds grown by the reach.
    @Test("The stroke's outline stays within its reach of the path")
    func outlineStaysWithinReach() {
        var random = SplitMix64(seed: 0x5EAC)
        let joins: [CGLineJoin] = [.miter, .round, .bevel]
        for round in 0..<300 {
            var path = Path()
            func point() -> CGPoint { CGPoint(x: random.uniform(-50...50), y: random.uniform(-50...50)) }
            path.move(to: point())
            for _ in 0..<Int(random.next() % 5 + 1) {
                switch random.next() % 4 {
                case 0: path.addCurve(to: point(), control1: point(), control2: point())
                case 1: path.addQuadCurve(to: point(), control: point())
                case 2:
                    // Nearly straight back: the long miters.
                    let back = path.currentPoint!
                    path.addLine(to: point())
                    path.addLine(to: CGPoint(x: back.x + random.uniform(-0.01...0.01), y: back.y))
                default: path.addLine(to: point())
                }
            }
            if random.next() % 2 == 0 { path.closeSubpath() }
            let style = StrokeStyle(
                lineWidth: random.uniform(0.5...6), lineCap: .square, lineJoin: joins[round % 3],
                miterLimit: [1, 4, 10, 1e6, 1e300][Int(random.next() % 5)])
            let reach = PathStroker.reach(of: path, style: style) * style.lineWidth
            let allowed = path.boundingRect.insetBy(dx: -reach - 1e-6, dy: -reach - 1e-6)
            let outline = path.strokedPath(style).boundingRect
            // Compared bound by bound: corelibs' `CGRect.contains(_: CGRect)` rounds.
            let inside =
                outline.minX >= allowed.minX && outline.maxX <= allowed.maxX
                && outline.minY >= allowed.minY && outline.maxY <= allowed.maxY
            #expect(outline.isNull || inside, "\(path) \(style)")
        }
    }
}
