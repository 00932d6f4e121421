import Foundation
import Testing
import VellumCore
import VellumGeometry

@Suite("Gradient styles resolve against the filled bounds")
struct GradientStyleTests {
    let ramp = Gradient(colors: [.red, .blue]).resolved

    @Test func linear() {
        let bounds = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(
            LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)._paint(in: bounds)
                == .linearGradient(ramp, start: CGPoint(x: 60, y: 20), end: CGPoint(x: 60, y: 70)))
        #expect(
            LinearGradient(
                gradient: Gradient(colors: [.red, .blue]), startPoint: .topLeading,
                endPoint: UnitPoint(x: 2, y: -1)
            )._paint(in: bounds)
                == .linearGradient(ramp, start: CGPoint(x: 10, y: 20), end: CGPoint(x: 210, y: -30)))
        let stops = [Gradient.Stop(color: .blue, location: 1), .init(color: .red, location: 0)]
        #expect(
            LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing)._paint(in: bounds)
                == .linearGradient(ramp, start: CGPoint(x: 10, y: 45), end: CGPoint(x: 110, y: 45)))
    }

    @Test func linearWithCoincidentPointsPaintsTheLastColour() {
        let style = LinearGradient(colors: [.red, .blue], startPoint: .center, endPoint: .center)
        #expect(style._paint(in: CGRect(x: 0, y: 0, width: 10, height: 10)) == .color(blue))
        // A zero-size rect collapses every unit point onto one.
        let diagonal = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        #expect(diagonal._paint(in: CGRect(x: 5, y: 5, width: 0, height: 0)) == .color(blue))
    }

    @Test func radialRadiiAreInPoints() {
        let bounds = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(
            RadialGradient(colors: [.red, .blue], center: .center, startRadius: 5, endRadius: 40)._paint(in: bounds)
                == .radialGradient(ramp, center: CGPoint(x: 60, y: 45), startRadius: 5, endRadius: 40))
        #expect(
            RadialGradient(
                gradient: Gradient(colors: [.red, .blue]), center: .bottomTrailing, startRadius: 30,
                endRadius: 10
            )._paint(in: bounds)
                == .radialGradient(ramp, center: CGPoint(x: 110, y: 70), startRadius: 30, endRadius: 10))
        #expect(
            RadialGradient(
                stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)],
                center: .zero, startRadius: -3, endRadius: .infinity
            )._paint(in: bounds)
                == .color(blue), "negative and infinite radii count as 0; both 0 paints the last colour")
        #expect(
            RadialGradient(colors: [.red, .blue], center: .zero, startRadius: .nan, endRadius: 8)._paint(in: bounds)
                == .radialGradient(ramp, center: CGPoint(x: 10, y: 20), startRadius: 0, endRadius: 8))
    }

    @Test func ellipticalStretchesTheUnitSquareOverTheBounds() {
        let bounds = CGRect(x: 10, y: 20, width: 200, height: 100)
        let expected = Paint.transformed(
            .radialGradient(ramp, center: CGPoint(x: 0.5, y: 0.5), startRadius: 0, endRadius: 0.5),
            CGAffineTransform(a: 200, b: 0, c: 0, d: 100, tx: 10, ty: 20))
        #expect(EllipticalGradient(colors: [.red, .blue])._paint(in: bounds) == expected)
        #expect(
            EllipticalGradient(
                gradient: Gradient(colors: [.red, .blue]), center: .topLeading,
                startRadiusFraction: 0.25, endRadiusFraction: 1
            )._paint(in: bounds)
                == .transformed(
                    .radialGradient(ramp, center: .zero, startRadius: 0.25, endRadius: 1),
                    CGAffineTransform(a: 200, b: 0, c: 0, d: 100, tx: 10, ty: 20)))
    }

    @Test func ellipticalColoursFollowEllipses() {
        let paint = EllipticalGradient(colors: [.red, .blue])._paint(in: CGRect(x: 10, y: 20, width: 200, height: 100))
        // Centre (110, 70); semi-axes of the end ellipse 100 × 50.
        expectClose(paint.color(at: CGPoint(x: 110, y: 70)), red)
        expectClose(paint.color(at: CGPoint(x: 160, y: 70)), mix(red, blue, 0.5))
        expectClose(paint.color(at: CGPoint(x: 110, y: 95)), mix(red, blue, 0.5))
        expectClose(paint.color(at: CGPoint(x: 110 + 60, y: 70 + 40)), blue) // (0.3, 0.4) → 0.5
        expectClose(paint.color(at: CGPoint(x: 110 + 30, y: 70 - 20)), mix(red, blue, 0.5))
        expectClose(paint.color(at: CGPoint(x: 10, y: 20)), blue)
    }

    @Test func angularFullTurn() {
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 60)
        let paint = AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(90))._paint(in: bounds)
        guard case let .conicGradient(turn, center, start) = paint else { Issue.record("\(paint)"); return }
        #expect(turn == ramp)
        #expect(center == CGPoint(x: 50, y: 30))
        #expect(abs(start.radians - .pi / 2) < 1e-12)
        let other = AngularGradient(
            gradient: Gradient(colors: [.red, .blue]), center: .topLeading,
            startAngle: .degrees(-90), endAngle: .degrees(270)
        )._paint(in: bounds)
        guard case let .conicGradient(turn2, center2, start2) = other else { Issue.record("\(other)"); return }
        #expect(turn2 == ramp && center2 == .zero)
        #expect(abs(start2.radians - 3 * .pi / 2) < 1e-12, "start angles are normalised to 0..<2π")
    }
}
