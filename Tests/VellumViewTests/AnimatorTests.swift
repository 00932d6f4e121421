import Foundation
import Testing
import Vellum

// Phase and keyframe animators, the deprecated animation(_:) and AnimatableModifier, and
// symbol effects, as stills and as appear animations: widths of inked rows at chosen times.

/// Inked columns of `row`.
private func inked(_ image: RasterImage, row: Int = 5) -> Int {
    (0..<image.width).filter { image.rgba(x: $0, y: row).alpha > 128 }.count
}

/// A bar 20 × phase wide, cycling through three phases: 1 s to the second, 0.5 s to each other.
private struct SteppingBar: View {
    var body: some View {
        PhaseAnimator([1.0, 2.0, 3.0]) { phase in
            Rectangle().fill(.black).frame(width: 20 * phase, height: 10)
                .frame(width: 80, alignment: .leading)
        } animation: { phase in
            phase == 2 ? .linear(duration: 1) : .linear(duration: 0.5)
        }
    }
}

/// A square scaled by the phase, with the modifier form.
private struct PulsingSquare: View {
    var body: some View {
        Rectangle().fill(.black).frame(width: 40, height: 40)
            .phaseAnimator([0.5, 1.0]) { content, scale in
                content.scaleEffect(scale)
            } animation: { _ in
                .linear(duration: 1)
            }
            .frame(width: 100, height: 100)
    }
}

/// A phase animator run by a trigger that onAppear changes.
private struct TriggeredBar: View {
    let fires: Bool
    @State private var taps = 0
    var body: some View {
        Rectangle().fill(.black)
            .phaseAnimator([1.0, 2.0], trigger: taps) { content, phase in
                content.frame(width: 20 * phase, height: 10)
            } animation: { _ in
                .linear(duration: 1)
            }
            .frame(width: 80, alignment: .leading)
            .onAppear { if fires { taps += 1 } }
    }
}

/// A bar whose width keyframes move: 10 → 20 in 1 s, back in 1 s.
private struct KeyframedBar: View {
    var body: some View {
        KeyframeAnimator(initialValue: 10.0) { width in
            Rectangle().fill(.black).frame(width: width, height: 10).frame(width: 40, alignment: .leading)
        } keyframes: { _ in
            LinearKeyframe(20.0, duration: 1)
            LinearKeyframe(10.0, duration: 1)
        }
    }
}

private struct BarValues {
    var width = 10.0
    var opacity = 1.0
}

/// The modifier form with a trigger that onAppear changes inside a slow withAnimation.
private struct TriggeredKeyframes: View {
    let fires: Bool
    @State private var pings = 0
    var body: some View {
        Rectangle().fill(.black).frame(height: 10)
            .keyframeAnimator(initialValue: BarValues(), trigger: pings) { content, value in
                content.frame(width: value.width).opacity(value.opacity)
            } keyframes: { _ in
                KeyframeTrack(\.width) {
                    LinearKeyframe(30.0, duration: 1)
                    MoveKeyframe(20.0)
                }
                KeyframeTrack(\.opacity) { LinearKeyframe(0.5, duration: 0.5) }
            }
            .frame(width: 40, alignment: .leading)
            .onAppear { if fires { withAnimation(.linear(duration: 5)) { pings += 1 } } }
    }
}

/// SwiftUI's deprecated implicit animation: every change inside animates.
private struct OldStyleBar: View {
    @State private var grown = false
    @available(*, deprecated)
    var body: some View {
        Rectangle().fill(.black).frame(width: grown ? 100 : 0, height: 10)
            .frame(width: 100, alignment: .leading)
            .animation(.easeInOut(duration: 1))
            .onAppear { grown = true }
    }
}

/// A bar shape whose progress is a plain property: only the modifier's data can move it.
private struct PlainBar: Shape {
    var progress: Double
    func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * progress, height: rect.height)) }
}

private struct Filling: AnimatableModifier {
    var progress: Double
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    func body(content: Content) -> some View { content.overlay(PlainBar(progress: progress).fill(.black)) }
}

private struct FillingBar: View {
    @State private var progress = 0.0
    var body: some View {
        Color.clear.frame(width: 100, height: 10)
            .modifier(Filling(progress: progress))
            .onAppear { withAnimation(.linear(duration: 1)) { progress = 1 } }
    }
}

@Suite struct PhaseAnimatorTests {
    @Test func eachPhaseRunsWithItsAnimationAndTheCycleComesBack() throws {
        let renderer = ImageRenderer(content: SteppingBar())
        // The still: the first phase.
        #expect(inked(try renderer.image()) == 20)
        // To 40 over 1 s, to 60 over 0.5 s, back to 20 over 0.5 s: a 2 s cycle.
        let frames = try renderer.appearAnimationImages(count: 9)
        #expect(frames.map { inked($0) } == [20, 25, 30, 35, 40, 50, 60, 40, 20])
    }

    @Test func theModifierFormScalesItsContent() throws {
        let renderer = ImageRenderer(content: PulsingSquare())
        #expect(inked(try renderer.image(), row: 50) == 20)
        let frames = try renderer.appearAnimationImages(count: 5)
        #expect(frames.map { inked($0, row: 50) } == [20, 30, 40, 30, 20])
    }

    @Test func aTriggerRunsThePhasesOnceWhenItChanges() throws {
        let still = ImageRenderer(content: TriggeredBar(fires: true))
        // The run ends on the first phase.
        #expect(inked(try still.image()) == 20)
        #expect(try still.appearAnimationImages(count: 5).map { inked($0) } == [20, 30, 40, 30, 20])
        // Without a change the animator rests on its first phase.
        let resting = ImageRenderer(content: TriggeredBar(fires: false))
        #expect(inked(try resting.image()) == 20)
        #expect(try resting.appearAnimationImages(count: 5).isEmpty)
    }

    @Test func springPhasesMoveOnWhenLogicallyComplete() throws {
        let animation = Animation.spring(duration: 0.4, bounce: 0)
        let renderer = ImageRenderer(
            content: PhaseAnimator([10.0, 30.0]) { width in
                Rectangle().fill(.black).frame(width: width, height: 10).frame(width: 40, alignment: .leading)
            } animation: { _ in
                animation
            })
        // Each spring hands over after its response (0.4 s): the cycle is 0.8 s long.
        let frames = try renderer.appearAnimationImages(count: 5)
        #expect(frames.count == 5)
        let quarter = 10 + Spring(duration: 0.4, bounce: 0).value(target: 20.0, time: 0.2)
        #expect(abs(Double(inked(frames[1])) - quarter) <= 1, "\(inked(frames[1])) against \(quarter)")
        #expect(inked(frames[4]) - 10 <= 1)
    }

    @Test func noPhasesDrawNothingAndOnePhaseStaysPut() throws {
        let none = ImageRenderer(
            content: ZStack {
                Color.clear.frame(width: 10, height: 10)
                PhaseAnimator([Double]()) { _ in Color.black.frame(width: 5, height: 5) }
            })
        #expect(inked(try none.image()) == 0)
        let one = ImageRenderer(content: PhaseAnimator([1.0]) { _ in Color.black.frame(width: 5, height: 5) })
        #expect(try one.appearAnimationImages(count: 3).isEmpty)
        // An endless sequence is cut at its first 256 phases.
        let endless = ImageRenderer(
            content: PhaseAnimator((1...).lazy.map { Double($0 % 2) }) { _ in Color.black.frame(width: 5, height: 5) })
        #expect(try endless.image().width == 5)
    }

    @Test func theAppearSVGPlaysThePhases() throws {
        let svg = try #require(try ImageRenderer(content: SteppingBar()).appearAnimationSVGString(frameCount: 9))
        // Nine frames, two of them equal (the first and the last): eight groups shown in turn.
        #expect(svg.components(separatedBy: "<set ").count > 8)
    }
}

@Suite struct KeyframeAnimatorTests {
    @Test func repeatingKeyframesStartAtOnceAndPlayTheirTimeline() throws {
        let renderer = ImageRenderer(content: KeyframedBar())
        #expect(inked(try renderer.image()) == 10)
        let frames = try renderer.appearAnimationImages(count: 5)
        #expect(frames.map { inked($0) } == [10, 15, 20, 15, 10])
        // Not repeating: the timeline's start, still.
        let resting = ImageRenderer(
            content: KeyframeAnimator(initialValue: 10.0, repeating: false) { width in
                Rectangle().fill(.black).frame(width: width, height: 10)
            } keyframes: { _ in
                MoveKeyframe(30.0)
                LinearKeyframe(20.0, duration: 1)
            })
        #expect(inked(try resting.image()) == 30)
        #expect(try resting.appearAnimationImages(count: 3).isEmpty)
    }

    @Test func aTriggerPlaysTheKeyframesOnceAndStaysAtTheirEnd() throws {
        let renderer = ImageRenderer(content: TriggeredKeyframes(fires: true))
        let still = try renderer.image()
        #expect(inked(still, row: 5) == 0) // half opacity: alpha 127 or 128
        #expect(abs(Int(still.rgba(x: 19, y: 5).alpha) - 128) <= 1 && still.rgba(x: 20, y: 5).alpha == 0)
        // The keyframes' own timing, not the 5 s withAnimation that changed the trigger.
        let frames = try renderer.appearAnimationImages(count: 5)
        let widths = frames.map { frame in (0..<40).filter { frame.rgba(x: $0, y: 5).alpha > 0 }.count }
        #expect(widths == [10, 15, 20, 25, 20])
        let alphas = frames.map { Int($0.rgba(x: 5, y: 5).alpha) }
        for (alpha, expected) in zip(alphas, [255, 191, 128, 128, 128]) { #expect(abs(alpha - expected) <= 1) }
        let resting = ImageRenderer(content: TriggeredKeyframes(fires: false))
        #expect(inked(try resting.image()) == 10)
        #expect(try resting.appearAnimationImages(count: 3).isEmpty)
    }
}

@Suite struct OldAnimationAPITests {
    @available(*, deprecated)
    @Test func animationWithoutAValueAnimatesEveryChange() throws {
        let renderer = ImageRenderer(content: OldStyleBar())
        #expect(inked(try renderer.image()) == 100)
        let frames = try renderer.appearAnimationImages(count: 5)
        let expected = [0, 0.25, 0.5, 0.75, 1].map { Int((100 * Animation.easeInOut.value(at: $0)).rounded()) }
        for (frame, width) in zip(frames, expected) { #expect(abs(inked(frame) - width) <= 1) }
        #expect(inked(frames[1]) < 25 && inked(frames[2]) == 50)
    }

    @Test func anAnimatableModifierAnimatesItsData() throws {
        let renderer = ImageRenderer(content: FillingBar())
        #expect(inked(try renderer.image()) == 100)
        #expect(try renderer.appearAnimationImages(count: 5).map { inked($0) } == [0, 25, 50, 75, 100])
    }
}

@Suite struct SymbolEffectTests {
    private func ink(_ view: some View) throws -> Int {
        let image = try ImageRenderer(content: view.frame(width: 30, height: 30)).image()
        return (0..<30).map { row in inked(image, row: row) }.reduce(0, +)
    }

    @Test func effectsDrawTheSymbolAtRest() throws {
        let plain = try ink(Image(systemName: "star.fill"))
        #expect(plain > 50)
        #expect(try ink(Image(systemName: "star.fill").symbolEffect(.bounce, value: 3)) == plain)
        #expect(try ink(Image(systemName: "star.fill").symbolEffect(.pulse, options: .repeating)) == plain)
        #expect(
            try ink(Image(systemName: "star.fill").symbolEffect(.variableColor.iterative.reversing, isActive: true))
                == plain)
        #expect(try ink(Image(systemName: "star.fill").symbolEffect(.wiggle.clockwise, value: 1)) == plain)
        // An active disappear effect hides the symbol, keeping its place.
        #expect(try ink(Image(systemName: "star.fill").symbolEffect(.disappear, isActive: true)) == 0)
        #expect(try ink(Image(systemName: "star.fill").symbolEffect(.disappear, isActive: false)) == plain)
        #expect(
            try ink(Image(systemName: "star.fill").symbolEffectsRemoved().symbolEffect(.disappear)) == plain)
        let hidden = ImageRenderer(content: Image(systemName: "star.fill").symbolEffect(.disappear.up))
        let shown = ImageRenderer(content: Image(systemName: "star.fill"))
        #expect(try hidden.image().width == shown.image().width)
    }
}
