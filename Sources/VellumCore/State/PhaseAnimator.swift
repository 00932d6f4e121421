import Foundation
import VellumGeometry

/// A view that moves its content through phases, each change animated, as SwiftUI's
/// `PhaseAnimator` (iOS 17).
///
/// Without a trigger it starts at the first phase and, as soon as it appears, animates to
/// each next one and back to the first, forever; with a trigger it rests on the first phase
/// and runs through the others, back to the first, each time the trigger changes. Each move
/// to a phase runs with `animation(phase)` and the next starts when that one is logically
/// complete: a curve's duration, a spring's `response` (its tail then blends into the next).
///
/// A still shows the first phase (where a cycle starts, and where a triggered run ends).
/// `ImageRenderer`'s appear animation plays one cycle (or the run a trigger changed on appear
/// started): the drawn values of each phase's content move as `withAnimation` would move them.
///
/// ```swift
/// PhaseAnimator([0.6, 1.0]) { scale in
///     Circle().fill(.blue).scaleEffect(scale)
/// } animation: { _ in .easeInOut(duration: 0.5) }
/// ```
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, _PrimitiveView {
    public typealias Body = Never

    let phases: [Phase]
    /// The trigger, or nil to cycle from the moment the view appears.
    let trigger: (any Equatable)?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?

    /// The most phases an animator cycles through: a phase sequence may be endless.
    static var maximumPhases: Int { RenderSession.maximumPhaseSteps }

    /// An animator that runs through `phases` each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases.prefix(Self.maximumPhases))
        self.trigger = trigger
        self.content = content
        self.animation = animation
    }

    /// An animator that cycles through `phases` continuously.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases.prefix(Self.maximumPhases))
        trigger = nil
        self.content = content
        self.animation = animation
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        // SwiftUI draws a warning for no phases; a render draws nothing.
        guard let first = phases.first else { return [] }
        let running = trigger.map { AnimatorPass.hasFired($0) } ?? true
        guard let tracker = RenderContext.tracker else { return ViewTree.nodes(of: content(first), in: environment) }
        var index = 0, until: Double?
        if running, phases.count > 1 {
            let schedule = PhaseSchedule(phases.map(animation))
            if AnimatorPass.isSettling, schedule.length > 0 {
                RenderContext.session?.schedulePhaseSteps(schedule.steps)
                if trigger == nil { tracker.noteTimeline(length: schedule.length) }
            }
            index = schedule.phase(at: AnimatorPass.moment)
            // A cycle ends where the next begins: the last spring's tail is the next cycle's start.
            until = trigger == nil ? schedule.length : nil
        }
        let phase = phases[index]
        // Watched whether or not it runs, so that the views after it keep their places.
        return tracker.watching(index, animation: animation(phase), until: until) {
            ViewTree.nodes(of: content(phase), in: environment)
        }
    }
}

/// When a phase animator moves to each phase: step k (from 1) moves to phase k mod n at
/// `steps[k - 1]` seconds after it started, the first at once, each after the one before is
/// logically complete; `length` is when the cycle is back on the first phase and complete.
struct PhaseSchedule {
    let steps: [Double]
    let length: Double

    init(_ animations: [Animation?]) {
        let count = animations.count
        var moment = 0.0, steps: [Double] = []
        for k in 1...max(count, 1) {
            steps.append(moment)
            moment += animations[k % count]?.logicalDuration ?? 0
        }
        self.steps = moment > 0 ? steps : []
        length = moment
    }

    /// The phase drawn at `moment` (nil: before the first step, the still).
    func phase(at moment: Double?) -> Int {
        guard let moment, !steps.isEmpty else { return 0 }
        return steps.filter { $0 <= moment }.count % steps.count
    }
}

extension Animation {
    /// When a change made with this animation is logically complete, as a phase animator waits
    /// for it: the delay, then a curve's duration or a spring's response, at the animation's
    /// speed, for each of a finite number of repeats (one run of one that repeats forever).
    var logicalDuration: Double {
        let run: Double
        if case .spring(let response, _) = curve { run = response } else { run = duration }
        let runs = repeats.map { $0.count.map { Double($0) } ?? 1 } ?? 1
        return (delay + run * runs) / speed
    }
}

extension View {
    /// Cycles the view's effects through `phases` as soon as it appears, each change animated
    /// with `animation(phase)` (see ``PhaseAnimator``).
    ///
    /// ```swift
    /// Image(systemName: "heart.fill")
    ///     .phaseAnimator([1.0, 1.25]) { content, scale in
    ///         content.scaleEffect(scale)
    ///     } animation: { _ in .easeInOut(duration: 0.4) }
    /// ```
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Runs the view's effects through `phases` each time `trigger` changes (see
    /// ``PhaseAnimator``).
    ///
    /// ```swift
    /// Text("Saved")
    ///     .phaseAnimator([false, true], trigger: saveCount) { content, lifted in
    ///         content.offset(y: lifted ? -8 : 0)
    ///     }
    /// ```
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView(self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }
}

/// The view an animator modifier is applied to, as its content closure receives it, as
/// SwiftUI's `PlaceholderContentView`.
///
/// ```swift
/// Circle().phaseAnimator([0.5, 1]) { content, opacity in content.opacity(opacity) }
/// ```
public struct PlaceholderContentView<Value>: View, _PrimitiveView {
    public typealias Body = Never
    let makeNodes: (EnvironmentValues) -> [_ViewNode]

    init(_ view: Value) where Value: View {
        makeNodes = { ViewTree.nodes(of: view, in: $0) }
    }

    init(makeNodes: @escaping (EnvironmentValues) -> [_ViewNode]) {
        self.makeNodes = makeNodes
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] { makeNodes(environment) }
}
