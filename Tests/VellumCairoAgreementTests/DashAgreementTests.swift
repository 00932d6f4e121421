import CCairo
import Foundation
import Testing

@testable import VellumGeometry

/// Dashes checked at the 1 % bound against references that do not inherit cairo's
/// dash-on-flattened-curve error (see `StrokeCase.all`'s dashed-ring note):
/// - the dashed ring against its exact geometry, 42 annular sectors;
/// - every dashed case against cairo stroking, without dashes, the dash pieces our dasher
///   cut, so cairo still judges the bodies, joins and caps of each dash.
@Suite struct DashAgreementTests {
    @Test func dashedRingMatchesExactAnnularSectors() throws {
        let radius = 88.0, start = Double.pi / 180, length = radius * 215 * .pi / 180
        var exact = Path()
        // Phase 10 in a period of 8 starts 2 into an "on" of 5: on [0, 3], then [6 + 8k, 11 + 8k].
        var intervals: [(Double, Double)] = [(0, 3)]
        var s = 6.0
        while s < length { intervals.append((s, min(s + 5, length))); s += 8 }
        #expect(intervals.count == 42)
        for (s0, s1) in intervals {
            exact.addPath(
                ExactOutlineTests.sector(inner: 68, outer: 108, from: start + s0 / radius, to: start + s1 / radius))
        }
        let ring = StrokeCase.all.first { $0.name == "dashed-ring" }!
        try expectAgreement(
            "exact-sectors-dashed-ring", expected: try CairoImage.filling(exact),
            actual: try CairoImage.filling(ring.path.strokedPath(ring.style)), maxShare: 0.01)
    }

    @Test(arguments: StrokeCase.all.filter { !$0.style.dash.isEmpty })
    func dashPiecesStrokedByCairoMatch(_ testCase: StrokeCase) throws {
        let pattern = try #require(DashPattern(testCase.style))
        let dashes = try #require(PathDasher.dashes(of: testCase.path, pattern: pattern))
        var solid = testCase.style
        solid.dash = []
        let expected = try CairoImage.render { cr in
            cairo_set_source_rgb(cr, 0, 0, 0)
            for dash in dashes.joined() {
                var piece = Path()
                piece.move(to: dash.point)
                if dash.segments.isEmpty {
                    // A zero-length dash: cairo draws a round cap's dot for a degenerate line.
                    piece.addLine(to: dash.point)
                } else {
                    for segment in dash.segments { piece.append(segment) }
                }
                CairoPlayback.setPath(piece, on: cr)
                CairoPlayback.apply(solid, on: cr)
                cairo_stroke(cr)
            }
        }
        let actual = try CairoImage.filling(testCase.path.strokedPath(testCase.style))
        try expectAgreement("dash-pieces-\(testCase.name)", expected: expected, actual: actual, maxShare: 0.01)
    }
}
