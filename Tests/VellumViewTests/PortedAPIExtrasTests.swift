import Foundation
import Testing
import Vellum

/// More API real SwiftUI files use: `CGPath.applyWithBlock`, SwiftUI's
/// underscored `AnyView(_fromValue:)` and `_IdentifiedModifier`, and the read-only
/// accessibility settings. Checked by numbers and pixels.
@Suite struct PortedAPIExtrasTests {
    @Test func applyWithBlockHandsOutEachElementWithCoreGraphicsPointOrder() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addLine(to: CGPoint(x: 3, y: 4))
        path.addQuadCurve(to: CGPoint(x: 9, y: 9), control: CGPoint(x: 5, y: 6))
        path.addCurve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 10, y: 11), control2: CGPoint(x: 12, y: 13))
        path.closeSubpath()
        var seen: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count = [1, 1, 2, 3, 0][Int(element.pointee.type.rawValue)]
            seen.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        #expect(seen.map(\.0) == [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(seen[0].1 == [CGPoint(x: 1, y: 2)] && seen[1].1 == [CGPoint(x: 3, y: 4)])
        // CoreGraphics puts control points first and the end point last.
        #expect(seen[2].1 == [CGPoint(x: 5, y: 6), CGPoint(x: 9, y: 9)])
        #expect(seen[3].1 == [CGPoint(x: 10, y: 11), CGPoint(x: 12, y: 13), CGPoint(x: 20, y: 0)])
    }

    @Test func anyViewFromAValueWrapsViewsAndRefusesTheRest() throws {
        #expect(AnyView(_fromValue: 42) == nil)
        #expect(AnyView(_fromValue: "text") == nil)
        let square: Any = Color(red: 0, green: 0, blue: 1).frame(width: 6, height: 6)
        let view = try #require(AnyView(_fromValue: square))
        let pixel = try render(view).rgba(x: 3, y: 3)
        #expect(pixel.blue == 255 && pixel.red == 0 && pixel.alpha == 255, "\(pixel)")
        // An AnyView passed in is not wrapped twice: it draws the same.
        let again = try #require(AnyView(_fromValue: view as Any))
        #expect(try render(again).rgba(x: 3, y: 3) == pixel)
    }

    @Test func theIdentifiedModifierDrawsItsContent() throws {
        let view = Color(red: 1, green: 0, blue: 0).frame(width: 4, height: 4)
            .modifier(_IdentifiedModifier(identifier: __DesignTimeSelectionIdentifier("row")))
        #expect(try render(view).rgba(x: 2, y: 2).red == 255)
    }

    @Test func accessibilitySettingsReadAsADeviceWithDefaults() throws {
        let view = ReducedMotionSwatch().frame(width: 4, height: 4)
        // Not reduced: the full-motion branch's red, not the reduced branch's blue.
        let pixel = try render(view).rgba(x: 2, y: 2)
        #expect(pixel.red == 255 && pixel.blue == 0, "\(pixel)")
        let values = EnvironmentValues()
        #expect(!values.accessibilityReduceTransparency && !values.accessibilityVoiceOverEnabled)
        #expect(!values.accessibilityDifferentiateWithoutColor && values.accessibilityPlayAnimatedImages)
    }
}

private struct ReducedMotionSwatch: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var body: some View { reduceMotion ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0) }
}
