import Foundation
import Testing
import Vellum

// `ShapeStyle.in(_:)`: a style resolved against fixed bounds rather than what it fills.

@Suite struct ShapeStyleInTests {
    /// A red-to-blue gradient filling the right half of a 100-point canvas.
    static func rightHalf(_ style: some ShapeStyle) throws -> RasterImage {
        try render(
            Canvas { context, _ in
                context.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 10)), with: .style(style))
            }
            .frame(width: 100, height: 10))
    }

    @Test func aGradientKeepsItsPlaceWhenItFillsOnlyAPart() throws {
        let gradient = LinearGradient(
            colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)],
            startPoint: .leading, endPoint: .trailing)
        let own = try Self.rightHalf(gradient)
        let placed = try Self.rightHalf(gradient.in(CGRect(x: 0, y: 0, width: 100, height: 10)))
        // Resolved against the filled half, the gradient starts red at x = 50; against the whole
        // canvas, x = 50 is halfway to blue and only the right edge is fully blue.
        #expect(own.rgba(x: 50, y: 5).red > 240 && own.rgba(x: 50, y: 5).blue < 15)
        let middle = placed.rgba(x: 50, y: 5)
        #expect(abs(Int(middle.red) - 128) < 12 && abs(Int(middle.blue) - 128) < 12, "\(middle)")
        #expect(placed.rgba(x: 99, y: 5).blue > 240)
        #expect(placed.rgba(x: 25, y: 5).alpha == 0)
    }
}
