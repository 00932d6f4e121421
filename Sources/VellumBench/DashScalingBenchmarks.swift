import Foundation
import VellumGeometry

// `VELLUM_DASH_SCALING=1 vellum-bench`: dashing is linear in segments plus dashes. The unit
// test (DashTests.dashingManySegmentsIsLinear) counts the dashes and pieces cut; this times
// them, for zigzags of 1,000, 3,000 and 10,000 segments of [0.5, 0.5] dashes (about ten
// dashes a segment; 10,000 segments cut 99,504, just under the 100,000 a stroke may cut
// before it is drawn solid), and prints the time per dash: flat when dashing is linear,
// growing with the length when each dash walks the path again.

func runDashScalingBenchmarks() {
    print("Dashing a zigzag with [0.5, 0.5] (median of 9 blocks)")
    var perDash: [Double] = []
    for count in [1_000, 3_000, 10_000] {
        let zigzag = Path { $0.addLines((0...count).map { CGPoint(x: CGFloat($0) * 9.9, y: CGFloat($0 % 2)) }) }
        let style = StrokeStyle(lineWidth: 1, dash: [0.5, 0.5])
        var dashes = 0
        zigzag.dashCenterlines(style, zeroLengthReach: 1)?.forEach { if case .move = $0 { dashes += 1 } }
        let microseconds = medianMicroseconds(callsPerBlock: max(1, 10_000 / count)) {
            zigzag.dashCenterlines(style, zeroLengthReach: 1)?.isEmpty == false ? 1 : 0
        }
        perDash.append(microseconds * 1_000 / Double(dashes))
        print(
            "\(String(count).padding(toLength: 7, withPad: " ", startingAt: 0)) segments, \(dashes) dashes: "
                + String(format: "%10.1f µs, %6.1f ns per dash", microseconds, perDash.last!))
    }
    print(
        String(
            format: "ns per dash, 10,000 segments against 1,000: %.2fx (1 when linear; 10 when quadratic)",
            perDash[2] / perDash[0]))
}
