import Foundation
import Testing
import VellumCore
import VellumGeometry

@Suite("Gradient")
struct GradientTests {
    @Test func colorsAreEvenlySpaced() {
        #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
        #expect(
            Gradient(colors: [.red, .green, .blue, .white, .black]).stops.map(\.location) == [0, 0.25, 0.5, 0.75, 1])
        #expect(Gradient(colors: [.red]).stops == [Gradient.Stop(color: .red, location: 0)])
        #expect(Gradient(colors: []).stops.isEmpty)
    }

    @Test func stopsAreKeptAsGivenButResolvedSorted() {
        let gradient = Gradient(stops: [.init(color: .blue, location: 0.8), .init(color: .red, location: 0.2)])
        #expect(gradient.stops.map(\.location) == [0.8, 0.2])
        #expect(gradient.resolved.stops == [.init(location: 0.2, color: red), .init(location: 0.8, color: blue)])
    }

    @Test func locationsAreClampedAndNaNIsZero() {
        let gradient = Gradient(stops: [
            .init(color: .blue, location: 2), .init(color: .red, location: -1),
            .init(color: .green, location: .nan)
        ])
        #expect(gradient.resolved.stops.map(\.location) == [0, 0, 1])
        #expect(gradient.resolved.stops.map(\.color) == [red, Color.green.resolved, blue])
    }

    @Test func equalLocationsKeepTheirOrderForHardEdges() {
        let gradient = Gradient(stops: [
            .init(color: .red, location: 0.5), .init(color: .blue, location: 0.5),
            .init(color: .green, location: 0)
        ])
        #expect(gradient.resolved.stops.map(\.color) == [Color.green.resolved, red, blue])
        #expect(gradient.resolved.color(at: 0.5000001) == blue)
    }

    @Test func emptyGradientDrawsNothing() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(Gradient(stops: []).resolved.stops == [.init(location: 0, color: .clear)])
        let styles: [any ShapeStyle] = [
            Gradient(stops: []), LinearGradient(stops: [], startPoint: .top, endPoint: .bottom),
            RadialGradient(colors: [], center: .center, startRadius: 0, endRadius: 5),
            AngularGradient(colors: [], center: .center, angle: .zero), EllipticalGradient(colors: [])
        ]
        for style in styles { #expect(style._paint(in: rect) == .color(.clear)) }
    }

    @Test func singleStopIsSolid() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let stop = [Gradient.Stop(color: .orange, location: 0.7)]
        let styles: [any ShapeStyle] = [
            Gradient(stops: stop), LinearGradient(stops: stop, startPoint: .top, endPoint: .bottom),
            RadialGradient(stops: stop, center: .center, startRadius: 0, endRadius: 5),
            AngularGradient(stops: stop, center: .center, startAngle: .zero, endAngle: .degrees(90)),
            EllipticalGradient(stops: stop)
        ]
        for style in styles { #expect(style._paint(in: rect) == .color(Color.orange.resolved)) }
    }

    @Test func gradientAsShapeStyleRunsTopToBottom() {
        let gradient = Gradient(colors: [.red, .blue])
        #expect(
            gradient._paint(in: CGRect(x: 10, y: 20, width: 30, height: 40))
                == .linearGradient(gradient.resolved, start: CGPoint(x: 25, y: 20), end: CGPoint(x: 25, y: 60)))
    }
}
