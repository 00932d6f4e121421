import Foundation
import Testing
import Vellum

// iOS 17's animation API as loaders, progress rings and animation showcases write it (the
// WWDC23 examples among them), and the older API real code still uses: each snippet must
// compile unchanged with `import Vellum` and draw.

private enum ReactionPhase: CaseIterable {
    case initial, move, scale

    var verticalOffset: Double {
        switch self {
        case .initial: 0
        case .move, .scale: -64
        }
    }

    var scaleEffect: Double {
        switch self {
        case .initial: 1
        case .move: 1.1
        case .scale: 1.8
        }
    }
}

private struct ReactionView: View {
    @State private var reactionCount = 0
    var body: some View {
        Text("👍")
            .font(.largeTitle)
            .phaseAnimator(ReactionPhase.allCases, trigger: reactionCount) { content, phase in
                content
                    .scaleEffect(phase.scaleEffect)
                    .offset(y: phase.verticalOffset)
            } animation: { phase in
                switch phase {
                case .initial: .smooth
                case .move: .easeInOut(duration: 0.3)
                case .scale: .spring(duration: 0.3, bounce: 0.7)
                }
            }
            .onAppear { reactionCount += 1 }
    }
}

private struct DotsLoader: View {
    var body: some View {
        HStack(spacing: 6) {
            ForEach(0..<3) { index in
                Circle()
                    .fill(.blue)
                    .frame(width: 10, height: 10)
                    .phaseAnimator([false, true]) { content, isUp in
                        content
                            .scaleEffect(isUp ? 1 : 0.5)
                            .opacity(isUp ? 1 : 0.3)
                    } animation: { _ in
                        .easeInOut(duration: 0.6).delay(Double(index) * 0.2)
                    }
            }
        }
    }
}

private struct AnimationValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

private struct LikeButton: View {
    @State private var likeCount = 0
    var body: some View {
        Image(systemName: "heart.fill")
            .foregroundStyle(.red)
            .keyframeAnimator(initialValue: AnimationValues(), trigger: likeCount) { content, value in
                content
                    .rotationEffect(value.angle)
                    .scaleEffect(value.scale)
                    .scaleEffect(y: value.verticalStretch)
                    .offset(y: value.verticalTranslation)
            } keyframes: { _ in
                KeyframeTrack(\.angle) {
                    CubicKeyframe(.zero, duration: 0.58)
                    CubicKeyframe(.degrees(16), duration: 0.125)
                    CubicKeyframe(.degrees(-16), duration: 0.125)
                    CubicKeyframe(.degrees(16), duration: 0.125)
                    CubicKeyframe(.zero, duration: 0.125)
                }
                KeyframeTrack(\.verticalStretch) {
                    CubicKeyframe(1.0, duration: 0.1)
                    CubicKeyframe(0.6, duration: 0.15)
                    CubicKeyframe(1.5, duration: 0.1)
                    CubicKeyframe(1.05, duration: 0.15)
                    CubicKeyframe(1.0, duration: 0.88)
                    CubicKeyframe(0.8, duration: 0.1)
                    CubicKeyframe(1.04, duration: 0.4)
                    CubicKeyframe(1.0, duration: 0.22)
                }
                KeyframeTrack(\.scale) {
                    LinearKeyframe(1.0, duration: 0.36)
                    SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                    SpringKeyframe(1.0, spring: .bouncy)
                }
                KeyframeTrack(\.verticalTranslation) {
                    LinearKeyframe(0.0, duration: 0.1)
                    SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                    SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                    SpringKeyframe(0.0, spring: .bouncy)
                }
            }
            .onAppear { likeCount += 1 }
    }
}

private struct HeartBeat: View {
    var body: some View {
        Image(systemName: "heart.fill")
            .keyframeAnimator(initialValue: 1.0) { content, scale in
                content.scaleEffect(scale)
            } keyframes: { _ in
                LinearKeyframe(1.25, duration: 0.15, timingCurve: .easeOut)
                SpringKeyframe(1.0, duration: 0.5, spring: .snappy, startVelocity: 0)
                MoveKeyframe(1.0)
            }
    }
}

private struct ScrubbedDot: View {
    let timeline = KeyframeTimeline(initialValue: CGPoint.zero) {
        CubicKeyframe(CGPoint(x: 0, y: 100), duration: 0.3)
        CubicKeyframe(.zero, duration: 0.7)
    }
    var body: some View {
        TimelineView(.animation) { context in
            let seconds = context.date.timeIntervalSinceReferenceDate
            let point = timeline.value(time: seconds.truncatingRemainder(dividingBy: timeline.duration))
            Circle().frame(width: 8, height: 8).offset(x: point.x, y: point.y)
        }
    }
}

private struct ShakeEffect: AnimatableModifier {
    var shakes: CGFloat
    var animatableData: CGFloat {
        get { shakes }
        set { shakes = newValue }
    }
    func body(content: Content) -> some View {
        content.offset(x: sin(shakes * .pi * 2) * 6)
    }
}

private struct OldSpinner: View {
    @State private var isAnimating = false
    @available(*, deprecated)
    var body: some View {
        Circle()
            .trim(from: 0, to: 0.7)
            .stroke(Color.blue, lineWidth: 4)
            .frame(width: 40, height: 40)
            .rotationEffect(Angle(degrees: isAnimating ? 360 : 0))
            .animation(Animation.linear(duration: 1).repeatForever(autoreverses: false))
            .onAppear { isAnimating = true }
    }
}

private struct Counter: View {
    @State private var count = 41
    @State private var isMuted = false
    var body: some View {
        HStack {
            Text("\(count)")
                .contentTransition(.numericText(value: Double(count)))
            Text("\(count)").contentTransition(.numericText(countsDown: true))
            Image(systemName: isMuted ? "lock" : "lock.fill")
                .contentTransition(.symbolEffect(.replace.downUp.byLayer, options: .nonRepeating))
            Image(systemName: "bell").contentTransition(.symbolEffect)
        }
        .onAppear {
            withAnimation(.snappy(duration: 0.3, extraBounce: 0.1)) { count += 1 }
            withAnimation(.spring(Spring(duration: 0.4, bounce: 0.2))) { isMuted = true }
        }
    }
}

@MainActor private let snippets: [(String, AnyView)] = [
    ("reaction phases", AnyView(ReactionView())),
    ("dots loader", AnyView(DotsLoader())),
    (
        "phase animator view",
        AnyView(
            PhaseAnimator([0, 1, 2]) { value in
                RoundedRectangle(cornerRadius: 8).fill(value == 1 ? .orange : .blue)
                    .frame(width: 40, height: 40)
                    .rotationEffect(.degrees(Double(value) * 120))
            } animation: { _ in
                .bouncy(duration: 0.4, extraBounce: 0.1)
            })
    ),
    ("like button", AnyView(LikeButton())),
    ("heart beat", AnyView(HeartBeat())),
    (
        "keyframe animator view",
        AnyView(
            KeyframeAnimator(initialValue: AnimationValues(), repeating: true) { value in
                Capsule().fill(.green).frame(width: 60 * value.scale, height: 12)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    CubicKeyframe(0.2, duration: 0.4)
                    CubicKeyframe(1.0, duration: 0.6, startVelocity: 0, endVelocity: 0)
                }
            })
    ),
    ("scrubbed timeline", AnyView(ScrubbedDot())),
    (
        "symbol effects",
        AnyView(
            HStack {
                Image(systemName: "cloud").symbolEffect(.variableColor.iterative.reversing)
                Image(systemName: "bell").symbolEffect(.bounce, value: 3)
                Image(systemName: "bell")
                    .symbolEffect(.bounce.down.byLayer, options: .repeat(2).speed(1.5), value: 3)
                Image(systemName: "heart").symbolEffect(.pulse, options: .repeating, isActive: true)
                Image(systemName: "bolt.fill").symbolEffect(.scale.up, isActive: true)
                Image(systemName: "checkmark").symbolEffect(.appear, isActive: true)
                Image(systemName: "xmark").symbolEffect(.disappear.down.wholeSymbol, isActive: false)
                Image(systemName: "cloud").symbolEffect(.variableColor.cumulative.dimInactiveLayers.nonReversing)
                Image(systemName: "cloud").symbolEffect(.variableColor.hideInactiveLayers, options: .nonRepeating)
                Image(systemName: "bell").symbolEffect(
                    .wiggle.clockwise, options: .repeat(.periodic(delay: 2)), value: 1)
                Image(systemName: "gearshape").symbolEffect(.rotate, options: .repeat(.continuous), isActive: true)
                Image(systemName: "heart").symbolEffect(.breathe.pulse.byLayer, options: .speed(2), isActive: true)
                Image(systemName: "bell").symbolEffect(.wiggle.custom(angle: .degrees(30)), value: 2)
                    .symbolEffectsRemoved(false)
            })
    ),
    ("counter", AnyView(Counter())),
    (
        "transitions",
        AnyView(
            VStack {
                Text("a").transition(.scale.combined(with: .opacity))
                Text("b").transition(.asymmetric(insertion: .move(edge: .trailing), removal: .push(from: .leading)))
                Text("c").transition(.offset(x: 10)).transition(.slide)
                Text("d").transition(.scale(scale: 0.5, anchor: .bottom).animation(.snappy))
            })
    ),
    (
        "shake modifier",
        AnyView(Text("Wrong password").modifier(ShakeEffect(shakes: 2)))
    ),
    (
        "timing curves",
        AnyView(
            Rectangle().frame(width: 10, height: 10)
                .animation(.timingCurve(.circularEaseOut, duration: 0.4), value: 1)
                .animation(.interpolatingSpring(.bouncy), value: 2)
                .animation(.smooth(duration: 0.2), value: 3)
                .animation(.bouncy(duration: 0.4, extraBounce: 0.2), value: 4))
    )
]

@Suite struct AnimatorSnippetTests {
    @MainActor @Test func everySnippetDraws() throws {
        for (name, view) in snippets {
            let image = try ImageRenderer(content: view).image()
            #expect(image.width > 0 && image.height > 0, "\(name)")
            _ = try ImageRenderer(content: view).appearAnimationImages(count: 4)
        }
    }

    @available(*, deprecated)
    @MainActor @Test func theOldSpinnerTurns() throws {
        let renderer = ImageRenderer(content: OldSpinner())
        let still = try renderer.image()
        let frames = try renderer.appearAnimationImages(count: 5)
        #expect(frames.count == 5)
        // The still is where the forever-repeating turn starts; a quarter turn later the ink moved.
        #expect(frames[0] == still && frames[4] == still)
        #expect(frames[1] != still)
    }

    @MainActor @Test func theWWDCExamplesPlay() throws {
        // The like button runs its keyframes once (its trigger changes on appear) and ends at rest.
        let like = ImageRenderer(content: LikeButton().frame(width: 80, height: 200))
        let frames = try like.appearAnimationImages(count: 6)
        #expect(frames.count == 6)
        #expect(frames[5] == (try like.image()))
        #expect(frames[2] != frames[5])
        let reaction = try ImageRenderer(content: ReactionView().frame(width: 120, height: 160))
            .appearAnimationImages(count: 4)
        #expect(reaction.count == 4 && reaction[1] != reaction[0])
    }
}
