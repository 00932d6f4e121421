import Foundation
import Testing
import Vellum

// State, lifecycle, preferences and modifiers as a render runs them: real SwiftUI code sets
// its values in onAppear, .task and onPreferenceChange, and the render draws them settled.

private struct Ring: View {
    @State private var trim = 0.0
    var body: some View {
        Circle().trim(from: 0, to: trim).stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 10)
            .frame(width: 100, height: 100)
            .onAppear { withAnimation(.easeOut(duration: 1)) { trim = 0.75 } }
    }
}

/// The alpha of the ring's stroke at `degrees` clockwise from 3 o'clock.
private func ringAlpha(_ image: RasterImage, degrees: Double) -> UInt8 {
    let angle = degrees * .pi / 180
    return image.rgba(x: Int(50 + 48 * cos(angle)), y: Int(50 + 48 * sin(angle))).alpha
}

private struct WidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct MeasuredBar: View {
    @State private var width: CGFloat = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("Requests per second").font(.system(size: 14))
                .background(
                    GeometryReader { proxy in Color.clear.preference(key: WidthKey.self, value: proxy.size.width) })
            Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: width, height: 6)
        }
        .onPreferenceChange(WidthKey.self) { width = $0 }
    }
}

private struct Card: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(12).background(Color(red: 0, green: 1, blue: 0), in: RoundedRectangle(cornerRadius: 8))
    }
}

private struct Fetched: View {
    @State private var status = "pending"
    var body: some View {
        Text(status).font(.system(size: 14))
            .task {
                try? await Task.sleep(nanoseconds: 1_000_000)
                status = "all systems normal"
            }
    }
}

private struct Counter: View {
    @State private var value = 0
    @State private var changes = 0
    var body: some View {
        Color.red.frame(width: CGFloat(10 + value * 10 + changes), height: 10)
            .onAppear { value = 3 }
            .onChange(of: value) { old, new in changes = new - old }
    }
}

@Observable private final class BuildModel {
    var progress = 0.0
}

private struct ModelBar: View {
    @Environment(BuildModel.self) private var model
    var body: some View {
        Color.blue.frame(width: 100 * model.progress, height: 10).onAppear { model.progress = 0.5 }
    }
}

private final class LegacyModel: ObservableObject {
    @Published var level = 1.0
}

private struct LegacyBar: View {
    @StateObject private var model = LegacyModel()
    var body: some View {
        Color.blue.frame(width: 10 * model.level, height: 10).onAppear { model.level = 4 }
    }
}

private struct Meter: View {
    @Binding var level: Double
    var body: some View { Color.green.frame(width: 100 * level, height: 8) }
}

private struct MeterHost: View {
    @State private var level = 0.2
    var body: some View {
        Meter(level: $level).onAppear { level = 0.6 }
    }
}

private struct Forever: View {
    @State private var status = "waiting"
    var body: some View {
        Text(status).task {
            try? await Task.sleep(nanoseconds: 100_000_000_000)
            status = "never drawn"
        }
    }
}

private struct Restless: View {
    @State private var count = 0
    var body: some View {
        Color.red.frame(width: CGFloat(count), height: 4).onChange(of: count, initial: true) { _, new in count = new + 1
        }
    }
}

@Suite struct StateAndLifecycleTests {
    /// A render that waited for the task would never end (a run that hangs, not a timing:
    /// the time a render takes is a benchmark's).
    @Test
    func aTaskThatNeverEndsAndStateThatNeverSettlesStillRender() throws {
        #expect(
            ViewRenderer.size(of: Forever(), for: .unspecified)
                == ViewRenderer.size(of: Text("waiting"), for: .unspecified))
        // Each pass changes the count again: the render stops after its last pass.
        #expect(ViewRenderer.size(of: Restless(), for: .unspecified).width == 7)
    }

    @Test func aRingSetInOnAppearDrawsSettled() throws {
        let image = try ImageRenderer(content: Ring()).image()
        // 0.75 of a turn clockwise from 3 o'clock: 6, 9 and 12 o'clock inked, the quarter to 3 not.
        for degrees in [30.0, 90, 180, 250] { #expect(ringAlpha(image, degrees: degrees) == 255, "\(degrees)°") }
        for degrees in [290.0, 315, 340] { #expect(ringAlpha(image, degrees: degrees) == 0, "\(degrees)°") }
        // Every render of it is the same.
        #expect(try ImageRenderer(content: Ring()).image() == image)
        #expect(try ImageRenderer(content: Ring()).pngData() == ImageRenderer(content: Ring()).pngData())
    }

    @Test func rendersOfOneViewValueKeepTheirOwnState() throws {
        let ring = Ring()
        let first = try ImageRenderer(content: ring).image()
        final class Results: @unchecked Sendable {
            let lock = NSLock()
            var images: [RasterImage] = []
        }
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            guard let image = try? ImageRenderer(content: ring).image() else { return }
            results.lock.lock()
            results.images.append(image)
            results.lock.unlock()
        }
        #expect(results.images.count == 8 && results.images.allSatisfy { $0 == first })
    }

    @Test func aBarTakesTheWidthItsPreferenceReports() throws {
        let textWidth = ViewRenderer.size(of: Text("Requests per second").font(.system(size: 14)), for: .unspecified)
            .width
        let image = try ImageRenderer(content: MeasuredBar()).image()
        let y = image.height - 3
        let inked = (0..<image.width).filter { image.rgba(x: $0, y: y).blue > 128 }
        #expect(inked.first == 0)
        #expect(abs(Double((inked.last ?? 0) + 1) - Double(textWidth)) <= 1)
    }

    @Test func aViewModifierPadsAndFills() throws {
        let text = Text("42 builds").font(.system(size: 14))
        let size = ViewRenderer.size(of: text, for: .unspecified)
        let carded = text.modifier(Card())
        #expect(
            ViewRenderer.size(of: carded, for: .unspecified) == CGSize(width: size.width + 24, height: size.height + 24)
        )
        let image = try ImageRenderer(content: carded).image()
        #expect(image.rgba(x: 6, y: Int(size.height / 2) + 12).green == 255)
        #expect(image.rgba(x: 0, y: 0).alpha == 0) // the rounded corner
        let twice = text.modifier(EmptyModifier()).modifier(Card().concat(EmptyModifier()))
        #expect(try ImageRenderer(content: twice).image() == image)
    }

    @Test func taskOnChangeBindingsAndModels() throws {
        let fetched = ViewRenderer.size(of: Fetched(), for: .unspecified)
        #expect(fetched == ViewRenderer.size(of: Text("all systems normal").font(.system(size: 14)), for: .unspecified))
        // onAppear sets 3; onChange sees 0 → 3 and records 3: 10 + 30 + 3.
        #expect(ViewRenderer.size(of: Counter(), for: .unspecified).width == 43)
        #expect(ViewRenderer.size(of: MeterHost(), for: .unspecified).width == 60)
        #expect(ViewRenderer.size(of: Meter(level: .constant(0.3)), for: .unspecified).width == 30)
        // An @Observable model from the environment, changed in onAppear.
        #expect(ViewRenderer.size(of: ModelBar().environment(BuildModel()), for: .unspecified).width == 50)
        // An ObservableObject owned by the view.
        #expect(ViewRenderer.size(of: LegacyBar(), for: .unspecified).width == 40)
    }
}

private struct Pulse: View {
    @State private var opacity = 0.0
    var body: some View {
        Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20).opacity(opacity)
            .onAppear {
                opacity = 1
                withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) { opacity = 0.3 }
            }
    }
}

@Suite struct AnimationSemanticsTests {
    @Test func aForeverAnimationShowsItsStartAndOthersTheirEnd() throws {
        // opacity goes to 1 at once, then pulses toward 0.3 forever: a still shows 1.
        let image = try ImageRenderer(content: Pulse()).image()
        #expect(image.rgba(x: 10, y: 10).alpha == 255)
        #expect(Animation.easeIn.repeatForever().repeatsForever && !Animation.linear.repeatCount(3).repeatsForever)
    }

    @Test func curvesFollowTheirDefinitions() {
        #expect(abs(Animation.linear(duration: 2).value(at: 0.25) - 0.25) < 1e-9)
        // CSS ease-in-out is symmetric about the middle and slow at both ends.
        let easeInOut = Animation.easeInOut(duration: 1)
        #expect(abs(easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        #expect(abs(easeInOut.value(at: 0.2) + easeInOut.value(at: 0.8) - 1) < 1e-9)
        #expect(easeInOut.value(at: 0.1) < 0.1)
        // A critically damped spring never overshoots and ends at 1; a bouncy one overshoots.
        let smooth = Animation.smooth
        let samples = stride(from: 0.0, through: 1, by: 0.01).map { smooth.value(at: $0) }
        #expect(samples.allSatisfy { $0 <= 1 + 1e-9 } && smooth.value(at: 1) == 1)
        #expect(stride(from: 0.0, through: 1, by: 0.01).contains { Animation.bouncy.value(at: $0) > 1.01 })
        _ = [
            Animation.default, .spring(), .spring(duration: 0.4, bounce: 0.2),
            .interpolatingSpring(stiffness: 170, damping: 15),
            .snappy, .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5), .easeOut.delay(0.2).speed(2), .interactiveSpring()
        ]
    }

    @Test func severalViewsInAGeometryReaderLieAtItsCorner() throws {
        let reader = GeometryReader { _ in
            Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
            Color(red: 0, green: 0, blue: 1).frame(width: 20, height: 5)
        }
        .frame(width: 50, height: 50)
        let image = try ImageRenderer(content: reader).image()
        #expect(image.rgba(x: 5, y: 2).blue == 255 && image.rgba(x: 5, y: 7).red == 255)
        #expect(image.rgba(x: 15, y: 7).alpha == 0 && image.rgba(x: 5, y: 20).alpha == 0)
    }
}

private struct BoundsKey: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

@Suite struct AnchorPreferenceTests {
    @Test func anOverlayResolvesAnAnchorOfAViewInside() throws {
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 60, height: 20)
            Color(red: 1, green: 0, blue: 0).frame(width: 30, height: 10)
                .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(BoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let rect = proxy[anchor]
                    Color(red: 0, green: 0, blue: 1).frame(width: rect.width, height: 2).offset(
                        x: rect.minX, y: rect.maxY)
                }
            }
        }
        let image = try ImageRenderer(content: view.frame(height: 40, alignment: .top)).image()
        // The red bar is 30 wide at x 15…45, y 20…30; the blue underline sits at y 30…32 under it.
        #expect(image.rgba(x: 20, y: 25).red == 255)
        #expect(image.rgba(x: 16, y: 31).blue == 255 && image.rgba(x: 44, y: 31).blue == 255)
        #expect(image.rgba(x: 10, y: 31).alpha == 0 && image.rgba(x: 50, y: 31).alpha == 0)
    }
}

private struct Sweep: View {
    let animation: Animation
    @State private var trim = 0.0
    var body: some View {
        Circle().trim(from: 0, to: trim).stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 10)
            .frame(width: 100, height: 100)
            .onAppear { withAnimation(animation) { trim = 1 } }
    }
}

/// How far round the ring is inked, in turns, sampled every degree.
private func inkedTurns(_ image: RasterImage) -> Double {
    let inked = (0..<360).filter { ringAlpha(image, degrees: Double($0) + 0.5) > 128 }
    return Double(inked.count) / 360
}

@Suite struct AppearAnimationTests {
    @Test func theMiddleFrameOfALinearTrimIsHalfWay() throws {
        let frames = try ImageRenderer(content: Sweep(animation: .linear(duration: 1))).appearAnimationImages(count: 5)
        #expect(frames.count == 5)
        // Frames at 0, 0.25, 0.5, 0.75 and 1 second.
        #expect(inkedTurns(frames[0]) < 0.01)
        #expect(abs(inkedTurns(frames[2]) - 0.5) < 0.01)
        #expect(abs(inkedTurns(frames[1]) - 0.25) < 0.01)
        #expect(inkedTurns(frames[4]) > 0.99)
        // The still is the end.
        #expect(inkedTurns(try ImageRenderer(content: Sweep(animation: .linear(duration: 1))).image()) > 0.99)
    }

    @Test func easeInOutFollowsItsCurve() throws {
        let animation = Animation.easeInOut(duration: 0.8)
        let frames = try ImageRenderer(content: Sweep(animation: animation)).appearAnimationImages(count: 5)
        for (index, frame) in frames.enumerated() {
            let expected = animation.value(at: Double(index) / 4)
            #expect(abs(inkedTurns(frame) - expected) < 0.01, "frame \(index)")
        }
        // Slow at the ends: the first quarter of the time draws less than a quarter of the ring.
        #expect(inkedTurns(frames[1]) < 0.2)
    }

    @Test func apngPlaysTheAnimationAndNothingAnimatesWithoutOne() throws {
        let renderer = ImageRenderer(content: Sweep(animation: .easeOut(duration: 0.5)))
        let apng = try #require(try renderer.appearAnimationAPNGData(frameCount: 10))
        #expect(apng.count > 100 && apng.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
        #expect(try ImageRenderer(content: Circle().frame(width: 10, height: 10)).appearAnimationAPNGData() == nil)
        #expect(throws: ImageRendererError.self) { try renderer.appearAnimationImages(count: 1) }
    }
}
