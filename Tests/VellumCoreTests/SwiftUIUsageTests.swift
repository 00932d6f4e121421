import Foundation
import Testing
import VellumCore
import VellumGeometry

/// Code written for SwiftUI's paint API compiles unchanged and means the same.
@Suite("SwiftUI-shaped usage")
struct SwiftUIUsageTests {
    let rect = CGRect(x: 0, y: 0, width: 40, height: 20)

    func paint<S: ShapeStyle>(_ style: S) -> Paint { style._paint(in: rect) }

    @Test func opaqueStylesAndLeadingDotSyntax() {
        let s: some ShapeStyle = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        #expect(
            s._paint(in: rect)
                == .linearGradient(
                    Gradient(colors: [.red, .blue]).resolved,
                    start: CGPoint(x: 20, y: 0), end: CGPoint(x: 20, y: 20)))
        #expect(paint(.red) == .color(Color.red.resolved))
        #expect(
            paint(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)) == s._paint(in: rect))
        #expect(
            paint(.radialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 10))
                == paint(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 10)))
        #expect(
            paint(.conicGradient(colors: [.red, .blue], center: .center))
                == paint(AngularGradient(colors: [.red, .blue], center: .center, angle: .zero)))
        #expect(
            paint(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(90)))
                == paint(
                    AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(90))))
        #expect(paint(.ellipticalGradient(colors: [.red, .blue])) == paint(EllipticalGradient(colors: [.red, .blue])))
        #expect(paint(Gradient(colors: [.red, .blue])) == s._paint(in: rect))
    }

    @Test func typicalSwiftUISnippetsCompile() {
        let styles: [any ShapeStyle] = [
            Color(red: 0.2, green: 0.4, blue: 0.6),
            Color(.displayP3, red: 1, green: 0.5, blue: 0, opacity: 0.8),
            Color(hue: 0.6, saturation: 0.5, brightness: 0.9),
            Color.black.opacity(0.3),
            Color.accentColor,
            AngularGradient(gradient: Gradient(colors: [.red, .yellow, .green, .blue, .purple, .red]), center: .center),
            AngularGradient(
                stops: [.init(color: .mint, location: 0), .init(color: .indigo, location: 1)],
                center: .bottom, angle: .degrees(45)),
            RadialGradient(
                gradient: Gradient(colors: [.yellow, .orange]), center: .center, startRadius: 5, endRadius: 100),
            EllipticalGradient(
                gradient: .init(colors: [.blue, .green]), center: .topLeading,
                startRadiusFraction: 0, endRadiusFraction: 1),
            LinearGradient(
                gradient: Gradient(stops: [.init(color: .pink, location: 0.2), .init(color: .cyan, location: 0.8)]),
                startPoint: .topLeading, endPoint: .bottomTrailing)
        ]
        #expect(styles.count == 10)
    }

    @Test func angularGradientWithOnlyACentreIsAFullTurn() {
        // `AngularGradient(gradient:center:)` matches both the start/end and the angle
        // initializers; Swift picks one of them, and it must draw a complete turn.
        let style = AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center)
        guard case let .conicGradient(turn, _, _) = style._paint(in: rect) else { Issue.record("not conic"); return }
        #expect(turn.stops.count == 2)
    }
}
