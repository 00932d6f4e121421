import Foundation
import Testing
import VellumCore
import VellumGeometry

/// Spans other than one turn, following Apple's `AngularGradient` documentation.
@Suite("Angular gradient spans")
struct AngularGradientTests {
    let bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
    let center = CGPoint(x: 50, y: 50)

    func paint(_ start: Double, _ end: Double, colors: [Color] = [.red, .blue]) -> Paint {
        AngularGradient(colors: colors, center: .center, startAngle: .degrees(start), endAngle: .degrees(end))
            ._paint(in: bounds)
    }

    func color(_ paint: Paint, atDegrees degrees: Double) -> RGBAColor {
        paint.color(at: point(around: center, degrees: degrees))
    }

    func ramp(of paint: Paint) -> (ResolvedGradient, Angle)? {
        guard case let .conicGradient(ramp, _, start) = paint else { return nil }
        return (ramp, start)
    }

    @Test func shortSpanRampThenHardEdgeHalfwayAcrossTheGap() throws {
        let (turn, start) = try #require(ramp(of: paint(0, 180)))
        #expect(start == .zero)
        #expect(
            turn.stops == [
                .init(location: 0, color: red), .init(location: 0.5, color: blue),
                .init(location: 0.75, color: blue), .init(location: 0.75, color: red),
                .init(location: 1, color: red)
            ])
        let p = paint(0, 180)
        expectClose(color(p, atDegrees: 45), mix(red, blue, 0.25))
        expectClose(color(p, atDegrees: 135), mix(red, blue, 0.75))
        expectClose(color(p, atDegrees: 200), blue) // first half of the gap: the last colour
        expectClose(color(p, atDegrees: 269), blue)
        expectClose(color(p, atDegrees: 271), red) // second half: the first colour
        expectClose(color(p, atDegrees: 350), red)
    }

    @Test func shortSpanWithAnOffsetStart() {
        // 90° … 180°: the ramp fills a quarter turn; the gap (180° … 450°) switches at 315°.
        let p = paint(90, 180, colors: [.red, .green, .blue])
        expectClose(color(p, atDegrees: 90 + 22.5), mix(red, Color.green.resolved, 0.5))
        expectClose(color(p, atDegrees: 135), Color.green.resolved)
        expectClose(color(p, atDegrees: 300), blue)
        expectClose(color(p, atDegrees: 330), red)
        expectClose(color(p, atDegrees: 45), red)
    }

    @Test func stopsInsideTheRampKeepTheirPads() {
        let gradient = Gradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 0.6)])
        let p = AngularGradient(gradient: gradient, center: .center, startAngle: .zero, endAngle: .degrees(200))
            ._paint(in: bounds)
        expectClose(color(p, atDegrees: 20), red) // t = 0.1, before the first stop
        expectClose(color(p, atDegrees: 80), mix(red, blue, 0.5)) // t = 0.4
        expectClose(color(p, atDegrees: 150), blue) // t = 0.75, after the last stop
        expectClose(color(p, atDegrees: 279), blue) // gap 200…360, edge at 280
        expectClose(color(p, atDegrees: 281), red)
    }

    @Test func overAFullTurnShowsOnlyTheLastTurn() throws {
        // 0° … 720°: the last turn is ramp 0.5 … 1, from 360° ≡ 0°.
        let (turn, start) = try #require(ramp(of: paint(0, 720)))
        #expect(abs(start.radians) < 1e-12)
        #expect(turn.stops == [.init(location: 0, color: mix(red, blue, 0.5)), .init(location: 1, color: blue)])
        let p = paint(0, 720)
        expectClose(color(p, atDegrees: 90), mix(red, blue, 0.625))
        expectClose(color(p, atDegrees: 270), mix(red, blue, 0.875))
    }

    @Test func overAFullTurnByHalf() throws {
        // 0° … 540°: the last turn runs 180° … 540°, ramp 1/3 … 1, starting at 180°.
        let (_, start) = try #require(ramp(of: paint(0, 540)))
        #expect(abs(start.radians - .pi) < 1e-12)
        let p = paint(0, 540)
        expectClose(color(p, atDegrees: 181), mix(red, blue, 181.0 / 540))
        expectClose(color(p, atDegrees: 270), mix(red, blue, 0.5))
        expectClose(color(p, atDegrees: 90), mix(red, blue, 450.0 / 540))
        expectClose(color(p, atDegrees: 179), mix(red, blue, 539.0 / 540))
    }

    @Test func overAFullTurnCutsThroughStops() {
        // Stops at 0, 0.5, 1 over 0° … 480°: the last turn is ramp 0.25 … 1, from 120°.
        let p = paint(0, 480, colors: [.red, .green, .blue])
        let green = Color.green.resolved
        expectClose(color(p, atDegrees: 120.5), mix(red, green, 2 * 120.5 / 480))
        expectClose(color(p, atDegrees: 240), green)
        expectClose(color(p, atDegrees: 60), mix(green, blue, 2 * (420.0 / 480 - 0.5)))
    }

    @Test func negativeSpanRunsCounterclockwise() {
        // 0° … −180°: red at 3 o'clock, blue at 9 o'clock through 12 o'clock (−90°).
        let p = paint(0, -180)
        expectClose(color(p, atDegrees: -45), mix(red, blue, 0.25))
        expectClose(color(p, atDegrees: -90), mix(red, blue, 0.5))
        expectClose(color(p, atDegrees: -135), mix(red, blue, 0.75))
        // The gap continues counterclockwise: −180° … −270° blue, −270° … −360° red.
        expectClose(color(p, atDegrees: 135), blue)
        expectClose(color(p, atDegrees: 91), blue)
        expectClose(color(p, atDegrees: 89), red)
        expectClose(color(p, atDegrees: 45), red)
    }

    @Test func negativeSpanOverAFullTurn() {
        // 0° … −540°: the last turn runs counterclockwise from −180° to −540°, ramp 1/3 … 1.
        let p = paint(0, -540)
        expectClose(color(p, atDegrees: -181), mix(red, blue, 181.0 / 540))
        expectClose(color(p, atDegrees: -270), mix(red, blue, 0.5))
        expectClose(color(p, atDegrees: 90), mix(red, blue, 0.5))
        expectClose(color(p, atDegrees: -90), mix(red, blue, 450.0 / 540))
    }

    @Test func negativeFullTurnIsTheMirrorImage() {
        let p = paint(90, -270)
        expectClose(color(p, atDegrees: 0), mix(red, blue, 0.25))
        expectClose(color(p, atDegrees: -90), mix(red, blue, 0.5))
        expectClose(color(p, atDegrees: 180), mix(red, blue, 0.75))
    }

    @Test func zeroAndNonFiniteSpansAreAFullTurn() {
        // Equal angles (both defaults in SwiftUI) draw a colour wheel from the start angle.
        for p in [paint(30, 30), paint(30, .nan), paint(30, .infinity)] {
            expectClose(color(p, atDegrees: 31), mix(red, blue, 1.0 / 360))
            expectClose(color(p, atDegrees: 210), mix(red, blue, 0.5))
            expectClose(color(p, atDegrees: 29), mix(red, blue, 359.0 / 360))
        }
        // A non-finite start counts as 0°, and makes the span non-finite: a turn from 0°.
        let p = paint(.nan, 90)
        expectClose(color(p, atDegrees: 90), mix(red, blue, 0.25))
        expectClose(color(p, atDegrees: 270), mix(red, blue, 0.75))
    }

    @Test func fullTurnFromAnyAngleHasNoGap() throws {
        for degrees in [0.1, 33, -1234.5, 1e6] {
            let p = AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(degrees))._paint(in: bounds)
            let (turn, _) = try #require(ramp(of: p))
            #expect(turn.stops.count == 2, "angle \(degrees)")
        }
    }
}
