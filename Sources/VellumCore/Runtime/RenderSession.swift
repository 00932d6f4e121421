import Foundation
import VellumGeometry

/// What one render keeps between its passes, as SwiftUI keeps it between updates: the
/// views' `@State`, which views have appeared, the last values `onChange` saw, and the
/// actions to run once a pass is laid out (appear actions, tasks, preference changes).
///
/// A render lays the views out, runs what the pass queued, and lays out again while that
/// changed any state, at most ``maximumPasses`` times: `onAppear` and `withAnimation` set
/// the values a person sees once the view has appeared and its animations have settled.
/// Identity is by source site: the n-th view made at one place in the source in a pass is
/// the same view in the next pass.
final class RenderSession: @unchecked Sendable {
    /// The most passes one render makes; state that keeps changing stops here.
    static let maximumPasses = 8
    /// How long all the `.task` bodies of one render may run together.
    static let taskDeadline: TimeInterval = 2

    private let lock = NSLock()
    /// The state of each view's place, kept from pass to pass.
    private var boxes: [StateKey: StateBox] = [:]
    /// The place's box each `State` made in this render stands for (the `State` is kept too,
    /// so that its address is not reused while the session lives).
    private var bindings: [ObjectIdentifier: (state: StateBox, kept: StateBox)] = [:]
    private var appeared: Set<ViewSlot> = []
    private var lastValues: [ViewSlot: Any] = [:]
    /// Actions to run after the pass; each says whether it may have changed what is drawn.
    private var actions: [() -> Bool] = []
    private var tasks: [@Sendable () async -> Void] = []
    private var stateChanged = false
    private let deadline = Date().addingTimeInterval(RenderSession.taskDeadline)
    /// Follows drawn values between passes, in renders that animate them (nil in most).
    let tracker: AnimatedValueTracker?
    /// Set when a view's values need following for the still to be right (an
    /// `.animation(_:value:)` that repeats forever shows where it starts).
    private var wantsTracking = false
    /// The publishers `onReceive` subscribed to and the timers on this render's clock.
    let subscriptions = RenderSubscriptions()

    init(tracking: Bool = false) {
        tracker = tracking ? AnimatedValueTracker() : nil
    }

    private var shadows: [ObjectIdentifier: StateBox] = [:]

    /// This render's own copy of state made outside any render (the root view's), so that
    /// renders of one view value, on any threads, never share what their actions set.
    func shadow(of detached: StateBox, initial: @autoclosure () -> Any) -> StateBox {
        lock.lock()
        defer { lock.unlock() }
        if let bound = bindings[ObjectIdentifier(detached)] { return bound.kept }
        if let known = shadows[ObjectIdentifier(detached)] { return known }
        let box = StateBox(initial(), session: self)
        shadows[ObjectIdentifier(detached)] = box
        return box
    }

    /// Runs `pass` until the state it depends on settles, and returns its last result.
    static func settle<T>(_ pass: () -> T) -> T {
        let session = RenderSession()
        let (result, passes) = session.run { $0.settled(pass) }
        guard session.wantsTracking, passes > 1 else { return result }
        // Rare: start again, following the drawn values from the first pass.
        return RenderSession(tracking: true).run { $0.settled(pass) }.result
    }

    /// Asks for the render to follow drawn values between passes.
    func requestTracking() {
        lock.lock()
        wantsTracking = true
        lock.unlock()
    }

    /// `body` with this session as the current one on this thread; its subscriptions end with it.
    private func run<T>(_ body: (RenderSession) -> T) -> T {
        defer { subscriptions.cancelAll() }
        return RenderContext.ofThisThread.with(session: self) { body(self) }
    }

    /// `pass` run, then run again while what it queued changes anything, at most
    /// ``maximumPasses`` times; its last result and the number of passes.
    private func settled<T>(_ pass: () -> T) -> (result: T, passes: Int) {
        var result = pass()
        var passes = 1
        while passes < Self.maximumPasses, runQueued() {
            beginPass()
            result = pass()
            passes += 1
        }
        return (result, passes)
    }

    fileprivate func beginPass() {
        lock.lock()
        stateChanged = false
        lock.unlock()
        tracker?.beginPass()
    }

    /// The next registration's slot at the view being evaluated.
    func slot() -> ViewSlot { RenderContext.ofThisThread.nextSlot() }

    // MARK: State

    /// Makes `state` (a `State` created for the view at `key`'s place) stand for that place's
    /// box, made with `state`'s value the first time the place is seen.
    func bind(_ state: StateBox, at key: StateKey) {
        lock.lock()
        defer { lock.unlock() }
        let kept: StateBox
        if let known = boxes[key] {
            kept = known
        } else {
            kept = StateBox(state.initialValue, session: self)
            boxes[key] = kept
        }
        bindings[ObjectIdentifier(state)] = (state, kept)
    }

    func stateDidChange() {
        lock.lock()
        stateChanged = true
        lock.unlock()
    }

    // MARK: Lifecycle

    /// Queues `action` if the view at `occurrence` appears for the first time. Actions run
    /// in the environment of the view that queued them, so `@Environment` reads as in its body.
    func appear(_ occurrence: ViewSlot, in environment: EnvironmentValues, _ action: @escaping () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        guard appeared.insert(occurrence).inserted else { return }
        actions.append {
            RenderContext.ofThisThread.with(environment: environment, action)
            return true
        }
    }

    /// Queues `task` if the view at `occurrence` appears for the first time.
    func startTask(
        _ occurrence: ViewSlot, in environment: EnvironmentValues,
        _ task: @escaping @Sendable () async -> Void
    ) {
        lock.lock()
        defer { lock.unlock() }
        guard appeared.insert(occurrence).inserted else { return }
        tasks.append { [self] in
            await RenderContext.withTask(session: self, environment: environment) { await task() }
        }
    }

    /// Records `value` for the view at `occurrence` and returns the one of the previous pass
    /// (nil the first time).
    func exchange(_ occurrence: ViewSlot, _ value: Any) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        let previous = lastValues[occurrence]
        lastValues[occurrence] = value
        return previous
    }

    /// Set once the render stops waiting for its tasks: what they set later is ignored.
    private var tasksClosed = false

    private func setTasksClosed(_ closed: Bool) {
        lock.lock()
        tasksClosed = closed
        lock.unlock()
    }

    /// Whether a `.task` body of this render may still change its state.
    var acceptsTaskChanges: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !tasksClosed
    }

    // MARK: Animation

    /// Changes made inside `withAnimation` with an animation that repeats forever: a still
    /// keeps their state where it starts; the frames of an appear animation play them.
    private var foreverChanges: [(box: StateBox, to: Any, animation: Animation)] = []

    func recordForeverChange(of box: StateBox, to value: Any, animation: Animation) {
        lock.lock()
        foreverChanges.append((box, value, animation))
        lock.unlock()
    }

    /// The most phase steps an appear animation plays: each is one more pass.
    static let maximumPhaseSteps = 256
    /// When phase animators move to their next phases, in seconds after the view appeared.
    private var phaseSteps: Set<Double> = []

    /// A phase animator moves to its next phase at each of `times`.
    func schedulePhaseSteps(_ times: [Double]) {
        lock.lock()
        phaseSteps.formUnion(times.filter { $0.isFinite && $0 >= 0 })
        lock.unlock()
    }

    /// Runs `pass` until the state settles, following the drawn values, then once for each of
    /// `times` (seconds since the view appeared) with every animated value at that moment
    /// (``ValueAnimation``). Between the two, one pass per phase animator step, at its moment,
    /// starts the moves of that step. Returns the frames (none when nothing animates) and the
    /// settled result.
    static func animate<T>(times: (Double) -> [Double], _ pass: () -> T) -> (frames: [T], settled: T) {
        RenderSession(tracking: true).run { session in session.animated(times: times, pass) }
    }

    private func animated<T>(times: (Double) -> [Double], _ pass: () -> T) -> (frames: [T], settled: T) {
        guard let tracker else { preconditionFailure("animated renders track their values") }
        let result = settled(pass).result
        lock.lock()
        let forever = foreverChanges
        lock.unlock()
        // State that repeats forever stays where it starts; one more pass with it where it
        // heads starts those animations.
        let starts = forever.map { $0.box.value }
        if !forever.isEmpty {
            tracker.beginUpdate()
            for change in forever {
                change.box.setFrameValue(change.to)
                tracker.noteChange(ObjectIdentifier(change.box), animation: change.animation)
            }
            beginPass()
            _ = pass()
        }
        defer { for (change, start) in zip(forever, starts) { change.box.setFrameValue(start) } }
        // One pass per phase step, at its moment: the changes it makes start then.
        lock.lock()
        let steps = phaseSteps.sorted().prefix(Self.maximumPhaseSteps)
        lock.unlock()
        for moment in steps {
            tracker.beginUpdate()
            tracker.clock = moment
            beginPass()
            _ = pass()
        }
        tracker.clock = nil
        guard let length = tracker.longestCycle else { return ([], result) }
        var frames: [T] = []
        for time in times(length) {
            tracker.time = time
            // Timer ticks due by this frame run first; the frame shows what they set, settled.
            if subscriptions.queueTicks(through: time) {
                _ = runQueued()
                beginPass()
                frames.append(settled(pass).result)
            } else {
                beginPass()
                frames.append(pass())
            }
        }
        tracker.time = nil
        return (frames, result)
    }

    /// The value recorded for `occurrence` in an earlier pass, if any.
    func peek(_ occurrence: ViewSlot) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return lastValues[occurrence]
    }

    /// Queues `action` to run, in `environment`, once the pass is laid out.
    func enqueue(in environment: EnvironmentValues, _ action: @escaping () -> Void) {
        enqueueCheck(in: environment) {
            action()
            return true
        }
    }

    /// Queues `check` to run, in `environment`, once the pass is laid out; it returns whether
    /// it changed anything.
    func enqueueCheck(in environment: EnvironmentValues, _ check: @escaping () -> Bool) {
        lock.lock()
        actions.append { RenderContext.ofThisThread.with(environment: environment, check) }
        lock.unlock()
    }

    /// Runs what the pass queued; true when that may have changed what is drawn: state set,
    /// an action run (it may have changed a model object, which a render cannot watch), or
    /// more queued meanwhile (a value an `onReceive` publisher sent).
    fileprivate func runQueued() -> Bool {
        tracker?.beginUpdate()
        lock.lock()
        let queued = actions, started = tasks
        actions.removeAll()
        tasks.removeAll()
        lock.unlock()
        var acted = false
        for action in queued where action() { acted = true }
        if !started.isEmpty {
            run(started)
            acted = true
        }
        lock.lock()
        defer { lock.unlock() }
        return stateChanged || acted || !actions.isEmpty || !tasks.isEmpty
    }

    /// Runs `.task` bodies off this thread, waiting for them until the render's deadline;
    /// the ones still running then are cancelled and what they set later is ignored.
    private func run(_ started: [@Sendable () async -> Void]) {
        setTasksClosed(false)
        defer { setTasksClosed(true) }
        let group = DispatchGroup()
        var handles: [Task<Void, Never>] = []
        for body in started {
            group.enter()
            // Off the cooperative pool: the render may itself be blocking one of its threads.
            handles.append(
                Task.detached(executorPreference: TaskBodyExecutor.shared) {
                    await body()
                    group.leave()
                })
        }
        if group.wait(timeout: .now() + max(deadline.timeIntervalSinceNow, 0)) == .timedOut {
            // Closed first: a cancelled task wakes at once and may set state right away.
            setTasksClosed(true)
            for handle in handles { handle.cancel() }
        }
    }
}
