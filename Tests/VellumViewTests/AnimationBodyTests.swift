import Foundation
import Testing
import Vellum

// iOS 17's `animation(_:body:)`: the modifiers in the body animate, the content does not.

private struct FadeInByBody: View {
    @State private var shown = false
    var body: some View {
        Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
            .animation(.linear(duration: 1)) { $0.opacity(shown ? 1 : 0) }
            .onAppear { shown = true }
    }
}

/// The bar's width changes inside the content, its opacity in the body: only the opacity moves.
private struct GrowAndFade: View {
    @State private var done = false
    var body: some View {
        Rectangle().fill(.black).frame(width: done ? 100 : 0, height: 10)
            .frame(width: 100, alignment: .leading)
            .animation(.linear(duration: 1)) { $0.opacity(done ? 1 : 0.2) }
            .onAppear { done = true }
    }
}

@Suite struct AnimationBodyTests {
    @Test func theBodysModifiersAnimateAlongTheCurve() throws {
        let renderer = ImageRenderer(content: FadeInByBody())
        let frames = try renderer.appearAnimationImages(count: 5)
        #expect(frames.count == 5)
        for (index, frame) in frames.enumerated() {
            let alpha = Double(frame.rgba(x: 10, y: 10).alpha) / 255
            #expect(abs(alpha - Double(index) / 4) < 0.01, "frame \(index): \(alpha)")
        }
        // A still shows where the change ends.
        #expect(try renderer.image().rgba(x: 10, y: 10).alpha == 255)
    }

    @Test func theContentOutsideTheBodyJumps() throws {
        let frames = try ImageRenderer(content: GrowAndFade()).appearAnimationImages(count: 5)
        #expect(frames.count == 5)
        for (index, frame) in frames.enumerated() {
            let inked = (0..<100).filter { frame.rgba(x: $0, y: 5).alpha > 0 }.count
            #expect(inked == 100, "frame \(index): \(inked) columns")
            let alpha = Double(frame.rgba(x: 50, y: 5).alpha) / 255
            let expected = 0.2 + 0.8 * Double(index) / 4
            #expect(abs(alpha - expected) < 0.01, "frame \(index): \(alpha)")
        }
    }
}
