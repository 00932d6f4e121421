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
