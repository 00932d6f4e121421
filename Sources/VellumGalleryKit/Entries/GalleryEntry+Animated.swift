import Foundation
import Vellum

// Views as real SwiftUI code writes them: invisible until they appear, then animated in.
// Each entry's view is written once; the page shows the lines between its markers.

extension GalleryEntry {
    /// The animated gallery, in page order.
    public static let animated: [GalleryEntry] = [
        .appearingRing,
        .growingBars,
        .pulsingDots,
        .timerLoader,
        .phasesAndKeyframes
    ]

    /// A ring that fills when it appears.
    public static let appearingRing = GalleryEntry(
        name: "appearing-ring",
        title: "A ring that fills when it appears",
        caption:
            "A @State trim starts at 0 and onAppear sets it to 0.72 inside withAnimation(.easeOut(duration: 1)): the still shows 72 %, as a person sees the ring once it has settled; the APNG and the SVG draw 30 frames of the easing, fast at first and slow at the end. The percentage is Text(trim, format: .percent) of the same state: as in SwiftUI, text does not interpolate, so it shows 72 % from the first frame while the trim (the shape's animatableData) moves.",
        size: CGSize(width: 120, height: 120), scale: 2, appearFrameCount: 30,
        view: {
            // gallery:begin appearing-ring
            struct AppearingRing: View {
                @State private var trim = 0.0
                var body: some View {
                    ZStack {
                        Circle().stroke(.gray.opacity(0.2), lineWidth: 12)
                        Circle()
                            .trim(from: 0, to: trim)
                            .stroke(.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                        Text(trim, format: .percent.precision(.fractionLength(0)))
                            .font(.title3.bold())
                            .monospacedDigit()
                    }
                    .padding(14)
                    .onAppear {
                        withAnimation(.easeOut(duration: 1)) { trim = 0.72 }
                    }
                }
            }
            return AppearingRing()
                .frame(width: 120, height: 120)
                .environment(\.locale, Locale(identifier: "en_US"))
            // gallery:end
        }
    )

    /// Bars that grow with a spring.
    public static let growingBars = GalleryEntry(
        name: "growing-bars",
        title: "Bars that grow with a spring",
        caption:
            "Six bars whose heights are the values times a @State scale that onAppear moves from 0 to 1 with withAnimation(.bouncy): the still shows the values; the frames of the APNG and the SVG follow the spring, overshooting a little before they settle (the frame heights move). A ViewModifier gives the chart its card.",
        size: CGSize(width: 240, height: 140), scale: 2, appearFrameCount: 30,
        view: {
            // gallery:begin growing-bars
            struct Card: ViewModifier {
                func body(content: Content) -> some View {
                    content.padding(12).background(.background.secondary, in: RoundedRectangle(cornerRadius: 12))
                }
            }
            struct GrowingBars: View {
                let values: [Double] = [0.35, 0.6, 0.45, 0.8, 0.65, 0.95]
                @State private var scale = 0.0
                var body: some View {
                    HStack(alignment: .bottom, spacing: 8) {
                        ForEach(values.indices, id: \.self) { index in
                            RoundedRectangle(cornerRadius: 4)
                                .fill(.blue.gradient)
                                .frame(width: 26, height: 100 * values[index] * scale)
                        }
                    }
                    .frame(height: 100, alignment: .bottom)
                    .modifier(Card())
                    .onAppear {
                        withAnimation(.bouncy) { scale = 1 }
                    }
                }
            }
            return GrowingBars().frame(width: 240, height: 140)
            // gallery:end
        }
    )

    /// A loading indicator as libraries write it: a Bool flipped in onAppear.
    public static let pulsingDots = GalleryEntry(
        name: "pulsing-dots",
        title: "A loading indicator driven by a Bool",
        caption:
            "The way loading indicators are written: onAppear sets isAnimating = true with no withAnimation, and .animation(.easeInOut(duration: 0.6).repeatForever().delay(...), value: isAnimating) animates each dot's scale and opacity, a fifth of a second apart. The still shows where a forever-repeating animation starts (small, faint dots); the frames play the longest cycle, each dot with its own delay, going and coming back.",
        size: CGSize(width: 120, height: 40), scale: 2, appearFrameCount: 36,
        view: {
            // gallery:begin pulsing-dots
            struct PulsingDots: View {
                @State private var isAnimating = false
                var body: some View {
                    HStack(spacing: 10) {
                        ForEach(0..<3, id: \.self) { index in
                            Circle()
                                .fill(.indigo)
                                .frame(width: 18, height: 18)
                                .scaleEffect(isAnimating ? 1 : 0.4)
                                .opacity(isAnimating ? 1 : 0.3)
                                .animation(
                                    .easeInOut(duration: 0.6).repeatForever().delay(Double(index) * 0.2),
                                    value: isAnimating)
                        }
                    }
                    .onAppear { isAnimating = true }
                }
            }
            return PulsingDots().frame(width: 120, height: 40)
            // gallery:end
        }
    )

    /// A loader driven by a Combine timer.
    public static let timerLoader = GalleryEntry(
        name: "timer-loader",
        title: "A loader driven by a Combine timer",
        caption:
            "Timer.publish(every: 0.25, on: .main, in: .common).autoconnect() in .onReceive counts ticks in @State, a tenth of the bar each, as an app writes it; onAppear turns the arc once with withAnimation(.linear(duration: 2.5)). The timer runs on the render's clock, not a run loop: the still shows the loader before its first tick (0 %), and each frame of the APNG and the SVG shows the ticks due by its moment, all ten by 2.5 s.",
        size: CGSize(width: 220, height: 84), scale: 2, appearFrameCount: 30,
        view: {
            // gallery:begin timer-loader
            struct TimerLoader: View {
                @State private var ticks = 0
                @State private var turns = 0.0
                let timer = Timer.publish(every: 0.25, on: .main, in: .common).autoconnect()
                var body: some View {
                    HStack(spacing: 14) {
                        Circle().trim(from: 0, to: 0.7)
                            .stroke(.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                            .frame(width: 28, height: 28)
                            .rotationEffect(.degrees(360 * turns))
                        VStack(alignment: .leading, spacing: 6) {
                            Text(ticks < 10 ? "Uploading…" : "Done").font(.headline)
                            ProgressView(value: Double(ticks), total: 10)
                            Text("\(ticks * 10) %").font(.caption).foregroundStyle(.secondary)
                        }
                    }
                    .padding(12)
                    .onReceive(timer) { _ in
                        if ticks < 10 { ticks += 1 }
                    }
                    .onAppear {
                        withAnimation(.linear(duration: 2.5)) { turns = 1 }
                    }
                }
            }
            return TimerLoader().frame(width: 220, height: 84)
            // gallery:end
        }
    )

    /// iOS 17's animators: a phase animator and a keyframe animator.
    public static let phasesAndKeyframes = GalleryEntry(
        name: "phases-and-keyframes",
        title: "A phase animator and a keyframe animator",
        caption:
            "On the left, .phaseAnimator cycles a tile through three phases as soon as it appears: lifted with .snappy, turned and recoloured with .easeInOut(duration: 0.4), set down with .bouncy; each move starts when the one before is logically complete (a curve's duration, a spring's response). On the right, .keyframeAnimator bounces a ball: its height rises with an ease-out LinearKeyframe and falls back with a SpringKeyframe, while a CubicKeyframe track squashes it as it lands. The still is where both start (the first phase, the timeline's start); the APNG and the SVG play the phase cycle, 1.4 s, during which the ball's 1.2 s timeline plays once and starts again.",
        size: CGSize(width: 240, height: 130), scale: 2, appearFrameCount: 43,
        view: {
            // gallery:begin phases-and-keyframes
            enum Step: CaseIterable {
                case rest, lifted, turned
                var offset: Double { self == .rest ? 0 : -24 }
                var angle: Angle { self == .turned ? .degrees(45) : .zero }
                var color: Color { self == .turned ? .orange : .indigo }
            }
            struct Bounce {
                var height = 0.0
                var squash = 1.0
            }
            struct Animators: View {
                var body: some View {
                    HStack(spacing: 40) {
                        RoundedRectangle(cornerRadius: 10)
                            .frame(width: 44, height: 44)
                            .phaseAnimator(Step.allCases) { tile, step in
                                tile.foregroundStyle(step.color)
                                    .rotationEffect(step.angle)
                                    .offset(y: step.offset)
                            } animation: { step in
                                switch step {
                                case .rest: .bouncy
                                case .lifted: .snappy
                                case .turned: .easeInOut(duration: 0.4)
                                }
                            }
                        Circle()
                            .fill(.pink.gradient)
                            .frame(width: 40, height: 40)
                            .keyframeAnimator(initialValue: Bounce()) { ball, bounce in
                                ball.scaleEffect(x: 2 - bounce.squash, y: bounce.squash, anchor: .bottom)
                                    .offset(y: -bounce.height)
                            } keyframes: { _ in
                                KeyframeTrack(\.height) {
                                    LinearKeyframe(50, duration: 0.4, timingCurve: .easeOut)
                                    SpringKeyframe(0, duration: 0.8, spring: .bouncy)
                                }
                                KeyframeTrack(\.squash) {
                                    CubicKeyframe(1.1, duration: 0.3)
                                    CubicKeyframe(1.0, duration: 0.3)
                                    CubicKeyframe(0.85, duration: 0.2)
                                    CubicKeyframe(1.0, duration: 0.4)
                                }
                            }
                    }
                    .padding(.bottom, 16)
                    .frame(width: 240, height: 130, alignment: .bottom)
                }
            }
            return Animators().frame(width: 240, height: 130)
            // gallery:end
        }
    )
}
