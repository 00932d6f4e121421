import Foundation
import Testing

@testable import VellumGeometry

@Suite struct PathBuildingTests {
    @Test func descriptionMatchesSwiftUIForm() {
        var p = Path()
        p.move(to: CGPoint(x: 50, y: 50))
        p.addLine(to: CGPoint(x: 50, y: 95))
        p.addQuadCurve(to: CGPoint(x: 30, y: 40), control: CGPoint(x: 10, y: 20))
        p.addCurve(to: CGPoint(x: 5, y: 6), control1: CGPoint(x: 1, y: 2), control2: CGPoint(x: 3, y: 4))
        p.closeSubpath()
        #expect(p.description == "50 50 m 50 95 l 10 20 30 40 q 1 2 3 4 5 6 c h")
        #expect(Path(p.description) == p)
    }
}

/// Building calls whose result would overflow, or whose transform is singular: all or nothing.
extension PathBuildingTests {
    @Test func overflowingEllipseLeavesThePathUnchanged() {
        var path = Path { p in
            p.move(to: .zero); p.addLine(to: CGPoint(x: 1, y: 1))
        }
        let before = path
        path.addEllipse(
            in: CGRect(x: -0.5e308, y: 0, width: 1.5e308, height: 10),
            transform: CGAffineTransform(translationX: 0.8e308, y: 0))
        #expect(path == before)
    }

    @Test func overflowingAddPathLeavesThePathUnchanged() {
        var path = Path { p in
            p.move(to: .zero); p.addLine(to: CGPoint(x: 1, y: 1))
        }
        let before = path
        let other = Path { p in
            p.move(to: CGPoint(x: 1e308, y: 0))
            p.addLine(to: CGPoint(x: 0, y: 50))
            p.addLine(to: CGPoint(x: 0, y: 60))
        }
        path.addPath(other, transform: CGAffineTransform(scaleX: 10, y: 1))
        #expect(path == before)
    }

    @Test func overflowingArcIsAllOrNothing() {
        var path = Path { p in p.move(to: .zero) }
        path.addArc(center: .zero, radius: 1.7e308, startAngle: .zero, endAngle: .degrees(300), clockwise: false)
        #expect(path.description == "0 0 m")
    }

    @Test func tangentArcUnderASingularTransformIsIgnored() {
        var path = Path { p in p.move(to: CGPoint(x: 5, y: 5)) }
        path.addArc(
            tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10,
            transform: CGAffineTransform(scaleX: 0, y: 1))
        #expect(path.description == "5 5 m")
    }
}
