import Foundation
import Testing
import Vellum
import VellumRsvg
import VellumTestSupport

// Appear animations move what is drawn (rotation, opacity, colour, frame sizes, a shape's
// animatableData), not the state: a Bool flipped in onAppear animates as SwiftUI shows it.

/// The classic spinner: a Bool set in onAppear, animated by `.animation(_:value:)` forever.
private struct Spinner: View {
    @State private var isAnimating = false
    var body: some View {
        Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 10, height: 40)
            .offset(y: -20)
            .frame(width: 100, height: 100)
            .rotationEffect(.degrees(isAnimating ? 360 : 0))
            .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: isAnimating)
            .onAppear { isAnimating = true }
    }
}

/// Where the spinner's arm points, in degrees clockwise from 12 o'clock: the angle of the
/// inked pixels' centroid about the middle.
private func armAngle(_ image: RasterImage) -> Double {
    var x = 0.0, y = 0.0, count = 0.0
    for row in 0..<image.height {
        for column in 0..<image.width where image.rgba(x: column, y: row).alpha > 128 {
            x += Double(column) + 0.5 - 50
            y += Double(row) + 0.5 - 50
            count += 1
        }
    }
    let degrees = atan2(x / count, -y / count) * 180 / .pi
    return degrees < 0 ? degrees + 360 : degrees
}

private struct FadeIn: View {
    @State private var shown = false
    var body: some View {
        Color(red: 1, green: 0, blue: 0).frame(width: 20, height: 20)
            .opacity(shown ? 1 : 0)
            .onAppear { withAnimation(.linear(duration: 1)) { shown = true } }
    }
}

private struct Recolour: View {
    @State private var done = false
    var body: some View {
        Rectangle().fill(done ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
            .frame(width: 20, height: 20)
            .onAppear { withAnimation(.linear(duration: 2)) { done = true } }
    }
}

private struct GrowingBar: View {
    @State private var grown = false
    var body: some View {
        Rectangle().fill(.black).frame(width: grown ? 100 : 0, height: 10)
            .frame(width: 100, alignment: .leading)
            .onAppear { withAnimation(.linear(duration: 1)) { grown = true } }
    }
}

/// A shape whose progress is a plain property, not its animatableData: SwiftUI jumps it.
private struct PlainArc: Shape {
    var progress: Double
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: 0, width: rect.width * progress, height: rect.height))
    }
}

/// The same shape with its progress as animatableData: SwiftUI interpolates it.
private struct AnimatableArc: Shape {
    var progress: Double
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: 0, width: rect.width * progress, height: rect.height))
    }
}

private struct Filler<S: Shape>: View {
    let make: (Double) -> S
    @State private var progress = 0.0
    var body: some View {
        make(progress).fill(.black).frame(width: 100, height: 10)
            .onAppear { withAnimation(.linear(duration: 1)) { progress = 1 } }
    }
}

private struct TimedBar: View {
    let seconds: Double
    @State private var grown = false
    var body: some View {
        Rectangle().fill(.black).frame(width: grown ? 100 : 0, height: 10)
            .frame(width: 100, alignment: .leading)
            .onAppear { withAnimation(.linear(duration: seconds)) { grown = true } }
    }
}

private struct PulsingDots: View {
    @State private var isAnimating = false
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3, id: \.self) { index in
                Rectangle().fill(.black).frame(width: 20, height: 20)
                    .scaleEffect(isAnimating ? 1 : 0.5)
                    .animation(.linear(duration: 1).repeatForever().delay(Double(index) * 0.5), value: isAnimating)
            }
        }
        .onAppear { isAnimating = true }
    }
}

/// Inked columns of row 5.
private func inkedWidth(_ image: RasterImage) -> Int {
    (0..<image.width).filter { image.rgba(x: $0, y: 5).alpha > 128 }.count
}

@Suite struct DrawnValueAnimationTests {
    @Test func aSpinnerDrivenByABoolTurnsThroughItsFrames() throws {
        let renderer = ImageRenderer(content: Spinner())
        // A still shows where a forever-repeating animation starts: the arm up.
        let still = armAngle(try renderer.image())
        #expect(min(still, 360 - still) < 1)
        let frames = try renderer.appearAnimationImages(count: 5)
        #expect(frames.count == 5)
        for (index, expected) in [0.0, 90, 180, 270].enumerated() {
            let angle = armAngle(frames[index])
            let error = abs(angle - expected)
            #expect(min(error, 360 - error) < 1, "frame \(index) at \(angle)°")
        }
    }

    @Test func opacityFromABoolFadesAlongTheCurve() throws {
        let frames = try ImageRenderer(content: FadeIn()).appearAnimationImages(count: 5)
        for (index, frame) in frames.enumerated() {
            let alpha = Double(frame.rgba(x: 10, y: 10).alpha) / 255
            #expect(abs(alpha - Double(index) / 4) < 0.01, "frame \(index): \(alpha)")
        }
        #expect(try ImageRenderer(content: FadeIn()).image().rgba(x: 10, y: 10).alpha == 255)
    }

    @Test func coloursMixOnTheWay() throws {
        let frames = try ImageRenderer(content: Recolour()).appearAnimationImages(count: 3)
        let middle = frames[1].rgba(x: 10, y: 10)
        #expect(frames[0].rgba(x: 10, y: 10).red == 255 && frames[2].rgba(x: 10, y: 10).blue == 255)
        // Half way, in SwiftUI's mixing space: neither end, both channels present.
        #expect(middle.red > 60 && middle.red < 200 && middle.blue > 60 && middle.blue < 200, "\(middle)")
    }

    @Test func frameSizesGrow() throws {
        let frames = try ImageRenderer(content: GrowingBar()).appearAnimationImages(count: 5)
        #expect(frames.map(inkedWidth) == [0, 25, 50, 75, 100])
    }

    @Test func onlyAnimatableDataInterpolates() throws {
        let plain = ImageRenderer(content: Filler { PlainArc(progress: $0) })
        // Drawn from a plain property, the shape jumps to its end, as in SwiftUI: no frames.
        #expect(try plain.appearAnimationImages(count: 3).isEmpty)
        #expect(inkedWidth(try plain.image()) == 100)
        let animatable = try ImageRenderer(content: Filler { AnimatableArc(progress: $0) }).appearAnimationImages(
            count: 3)
        #expect(animatable.map(inkedWidth) == [0, 50, 100])
    }

    @Test func eachViewsChangeRunsWithItsOwnAnimation() throws {
        let frames = try ImageRenderer(
            content: VStack(spacing: 0) {
                TimedBar(seconds: 1); TimedBar(seconds: 2)
            }
        )
        .appearAnimationImages(count: 3)
        // At one second the first bar is full, the second half way.
        #expect(frames.count == 3)
        let widths = [5, 15].map { row in (0..<100).filter { frames[1].rgba(x: $0, y: row).alpha > 128 }.count }
        #expect(widths == [100, 50])
    }

    @Test func staggeredImplicitAnimationsKeepTheirDelays() throws {
        let renderer = ImageRenderer(content: PulsingDots())
        // The still: every dot where its animation starts, half size.
        let still = try renderer.image()
        #expect((0..<60).filter { still.rgba(x: $0, y: 10).alpha > 128 }.count == 30)
        // The longest cycle is 1 s of delay and 2 s there and back: frames at 0, 1, 2 and 3 s.
        let frames = try renderer.appearAnimationImages(count: 4)
        func side(_ frame: RasterImage, dot: Int) -> Int {
            Int(((0..<20).map { Double(frame.rgba(x: dot * 20 + 10, y: $0).alpha) }.reduce(0, +) / 255).rounded())
        }
        // At 1 s: the first dot full (1 s in), the second half way (0.5 s in), the third starting.
        #expect([0, 1, 2].map { side(frames[1], dot: $0) } == [20, 15, 10])
        // At 2 s: the first back at the start, the second 1.5 s in (on its way back).
        #expect([0, 1, 2].map { side(frames[2], dot: $0) } == [10, 15, 20])
    }

}

@Suite struct AppearAnimationSVGTests {
    @Test func framesPlayOnceAndEndSettled() throws {
        let renderer = ImageRenderer(content: FadeIn())
        let svg = try #require(try renderer.appearAnimationSVGString(frameCount: 5))
        // Five distinct frames: four shown in turn, the last kept.
        #expect(svg.components(separatedBy: "<set ").count == 6)
        #expect(svg.contains(#"<set attributeName="display" to="inline" begin="0.5s" dur="0.25s"/>"#))
        #expect(svg.contains(#"<set attributeName="display" to="none" begin="0s" dur="1.0s"/>"#))
        // librsvg does not animate: it draws the settled picture, as the still SVG.
        let still = try LibrsvgRenderer.image(svg: Data(try renderer.svgString().utf8), width: 20, height: 20)
        let animated = try LibrsvgRenderer.image(svg: Data(svg.utf8), width: 20, height: 20)
        #expect(still == animated)
        // Looping: one SMIL animate per frame, none played once.
        let looping = try #require(try renderer.appearAnimationSVGString(frameCount: 5, loops: true))
        #expect(looping.components(separatedBy: "<animate ").count == 6 && !looping.contains("<set "))
    }

    @Test func nothingToPlayAndBadCounts() throws {
        #expect(try ImageRenderer(content: Color.red.frame(width: 4, height: 4)).appearAnimationSVGString() == nil)
        #expect(throws: ImageRendererError.self) {
            try ImageRenderer(content: FadeIn()).appearAnimationSVGString(frameCount: 1)
        }
        #expect(throws: RenderError.invalidDuration(0)) {
            try SVGWriter.frameSequenceSVGString(frames: [ImageRenderer(content: FadeIn()).drawing], frameDuration: 0)
        }
        #expect(throws: RenderError.invalidSize(width: 0, height: 0)) {
            try SVGWriter.frameSequenceSVGString(frames: [], frameDuration: 1)
        }
    }

    @Test(.enabled(if: HeadlessChromium.isAvailable, "no chromium on the PATH"))
    func chromiumShowsTheFrameOfTheMoment() throws {
        let svg = try #require(try ImageRenderer(content: FadeIn()).appearAnimationSVGString(frameCount: 5))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-appear-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Paused at 0.6 s: the frame of 0.5 s, the square at half opacity over white.
        let page = """
            <!DOCTYPE html><html><body style="margin:0;background:#fff">\(svg)
            <script>const s = document.querySelector('svg'); s.pauseAnimations(); s.setCurrentTime(0.6);</script>
            </body></html>
            """
        let pageURL = directory.appendingPathComponent("page.html")
        try page.write(to: pageURL, atomically: true, encoding: .utf8)
        let shot = directory.appendingPathComponent("shot.png")
        try HeadlessChromium.screenshot(of: pageURL, width: 40, height: 40, to: shot, in: directory)
        let image = try cairoDecoded([UInt8](Data(contentsOf: shot)))
        let pixel = image.rgba(x: 10, y: 10)
        #expect(pixel.red == 255 && abs(Int(pixel.green) - 128) <= 3 && abs(Int(pixel.blue) - 128) <= 3, "\(pixel)")
    }
}
