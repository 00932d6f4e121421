import CCairo
import Foundation
import Testing

@testable import VellumGeometry

/// Checks on the agreement harness itself, so that a failing agreement test means the
/// geometry is wrong, not the harness.
@Suite struct HarnessTests {
    @Test(arguments: StrokeCase.all)
    func referenceAgreesWithItself(_ testCase: StrokeCase) throws {
        let first = try testCase.expectedImage()
        let second = try testCase.expectedImage()
        let difference = ImageDifference(expected: first, actual: second)
        #expect(difference.count == 0)
        #expect(difference.maxChannelDifference == 0)
        // The stroke drew something, so the cases are not vacuous.
        #expect(first.pixels.contains { $0 != 0xFFFF_FFFF }, "\(testCase.name) drew nothing")
        try expectAgreement("self-\(testCase.name)", expected: first, actual: second, maxShare: 0)
    }

    @Test(arguments: [false, true])
    func integerRectFillCoversExactlyItsPixels(eoFill: Bool) throws {
        let rect = CGRect(x: 10, y: 20, width: 50, height: 30)
        let image = try CairoImage.filling(Path(rect), style: FillStyle(eoFill: eoFill))
        #expect(image.width == 256 && image.height == 256)
        let black: UInt32 = 0xFF00_0000, white: UInt32 = 0xFFFF_FFFF
        // Corners and edges, just inside and just outside.
        let inside = [(10, 20), (59, 20), (10, 49), (59, 49), (35, 20), (35, 49), (10, 35), (59, 35), (30, 30)]
        let outside = [(9, 20), (60, 20), (10, 19), (10, 50), (59, 50), (60, 49), (9, 49), (0, 0), (255, 255)]
        for (x, y) in inside { #expect(image.pixels[y * 256 + x] == black, "(\(x), \(y)) should be black") }
        for (x, y) in outside { #expect(image.pixels[y * 256 + x] == white, "(\(x), \(y)) should be white") }
        // And nothing else is touched: exactly 50 × 30 black pixels, every other one white.
        #expect(image.pixels.filter { $0 == black }.count == 1500)
        #expect(image.pixels.filter { $0 == white }.count == 256 * 256 - 1500)
    }

    /// Why `zero-length-square` has its own reference: cairo 1.16 strokes nothing there.
    @Test func cairoDrawsNothingForAZeroLengthSquareCap() throws {
        let dot = Path { p in
            p.move(to: StrokeCase.center); p.addLine(to: StrokeCase.center)
        }
        let square = try CairoImage.stroking(dot, style: StrokeStyle(lineWidth: 40, lineCap: .square))
        #expect(square.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
        let round = try CairoImage.stroking(dot, style: StrokeStyle(lineWidth: 40, lineCap: .round))
        #expect(round.argb(x: 128, y: 128) == (255, 0, 0, 0))
    }

    @Test func quadraticIsElevatedExactly() throws {
        // S4's sail: the quadratic (16,16) → (16,240) with control (128,128).
        let sail = Path { p in
            p.move(to: CGPoint(x: 16, y: 16))
            p.addQuadCurve(to: CGPoint(x: 16, y: 240), control: CGPoint(x: 128, y: 128))
            p.addLine(to: CGPoint(x: 240, y: 240))
            p.closeSubpath()
        }
        let actual = try CairoImage.filling(sail)
        let expected = try CairoImage.render { cr in
            cairo_move_to(cr, 16, 16)
            cairo_curve_to(cr, 16 + 2.0 / 3 * 112, 16 + 2.0 / 3 * 112, 16 + 2.0 / 3 * 112, 240 - 2.0 / 3 * 112, 16, 240)
            cairo_line_to(cr, 240, 240)
            cairo_close_path(cr)
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_fill(cr)
        }
        let difference = ImageDifference(expected: expected, actual: actual, threshold: 0)
        #expect(difference.maxChannelDifference == 0, "\(difference)")
    }

    @Test func oddDashCountRepeatsAsInSVG() throws {
        let path = StrokeCase.roundedRect(x: 40, y: 60, w: 176, h: 136, r: 24)
        let odd = try CairoImage.stroking(path, style: StrokeStyle(lineWidth: 8, dash: [10, 5, 2], dashPhase: 7))
        let doubled = try CairoImage.stroking(
            path,
            style: StrokeStyle(
                lineWidth: 8, dash: [10, 5, 2, 10, 5, 2],
                dashPhase: 7))
        let solid = try CairoImage.stroking(path, style: StrokeStyle(lineWidth: 8))
        #expect(ImageDifference(expected: odd, actual: doubled, threshold: 0).maxChannelDifference == 0)
        #expect(ImageDifference(expected: odd, actual: solid).count > 0)
    }

    @Test func differentImageIsDetectedAndStripWritten() throws {
        let circle = Path(ellipseIn: CGRect(x: 28, y: 28, width: 200, height: 200))
        let expected = try CairoImage.stroking(circle, style: StrokeStyle(lineWidth: 20))
        let actual = try CairoImage.stroking(circle.offsetBy(dx: 3, dy: 0), style: StrokeStyle(lineWidth: 20))
        let difference = ImageDifference(expected: expected, actual: actual)
        #expect(difference.count > 0)
        #expect(difference.share > 0.01)
        #expect(difference.maxChannelDifference == 255)

        let url = try AgreementArtifacts.writeStrip(
            name: "harness-self-test", expected: expected, actual: actual,
            difference: difference)
        #expect(url.path.hasPrefix(FileManager.default.temporaryDirectory.path))
        #expect(url.lastPathComponent == "harness-self-test.png")
        let strip = try CairoImage.readPNG(from: url)
        #expect(strip.width == 3 * 256 && strip.height == 256)
        // Left panel is the expected image, right panel the actual one, middle has red.
        #expect(Array(strip.pixels[0..<256]) == Array(expected.pixels[0..<256]))
        let middle = (0..<256).flatMap { y in strip.pixels[(y * 768 + 256)..<(y * 768 + 512)] }
        #expect(middle.filter { $0 == 0xFFFF_0000 }.count == difference.count)
        let right = (0..<256).flatMap { y in strip.pixels[(y * 768 + 512)..<(y * 768 + 768)] }
        #expect(right == actual.pixels)
    }

    @Test func cairoErrorsAreReported() throws {
        #expect(throws: CairoError.self) {
            _ = try CairoImage.render { cr in
                var dash = [-1.0, 2.0]
                cairo_set_dash(cr, &dash, 2, 0)
            }
        }
    }

    @Test func hitTestUsesCairosFillRule() throws {
        let rect = Path(CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(try CairoHitTest.contains(CGPoint(x: 50, y: 50), in: rect))
        #expect(try !CairoHitTest.contains(CGPoint(x: 5, y: 50), in: rect))
        // Two nested rectangles wound the same way: the inner one is inside under
        // non-zero and a hole under even-odd.
        var nested = rect
        nested.addRect(CGRect(x: 40, y: 40, width: 20, height: 20))
        #expect(try CairoHitTest.contains([CGPoint(x: 50, y: 50), CGPoint(x: 20, y: 20)], in: nested) == [true, true])
        #expect(
            try CairoHitTest.contains([CGPoint(x: 50, y: 50), CGPoint(x: 20, y: 20)], in: nested, eoFill: true)
                == [false, true])
    }
}
