import CCairo
import Foundation
import Testing

@testable import VellumGeometry

/// A trimmed circle, stroked, must look like cairo's stroke of the matching arc.
@Suite struct TrimAgreementTests {
    static let circle = Path(ellipseIn: CGRect(x: 28, y: 28, width: 200, height: 200))
    static let style = StrokeStyle(lineWidth: 20, lineCap: .butt)

    /// The circle runs clockwise on screen from 3 o'clock, so the fraction `t` is the angle
    /// `2π·t` in cairo's y-down, increasing-angle direction.
    @Test(arguments: [(0.0, 0.25), (0.125, 0.875)])
    func trimmedCircleMatchesCairoArc(from: Double, to: Double) throws {
        let trimmed = Self.circle.trimmedPath(from: from, to: to)
        let isWholeCircle = trimmed == Self.circle
        #expect(!isWholeCircle, "trimmedPath(from: \(from), to: \(to)) returned the whole circle")
        let expected = try CairoImage.render { cr in
            cairo_new_path(cr)
            cairo_arc(cr, 128, 128, 100, 2 * .pi * from, 2 * .pi * to)
            CairoPlayback.apply(Self.style, on: cr)
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_stroke(cr)
        }
        let actual = try CairoImage.filling(trimmed.strokedPath(Self.style))
        try expectAgreement("trim-\(from)-\(to)", expected: expected, actual: actual)
    }
}
