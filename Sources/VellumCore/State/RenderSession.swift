import Foundation

/// Where a piece of state or a lifecycle modifier is written in the source, and which of the
/// views made there in one pass it belongs to (the rows of a `ForEach` share a site).
struct SourceSite: Hashable, Sendable {
    let file: String
    let line: UInt
    let column: UInt

    init(_ file: StaticString, _ line: UInt, _ column: UInt) {
        self.file = "\(file)"
        self.line = line
        self.column = column
    }
}

/// One occurrence of a site in a pass.
struct SiteOccurrence: Hashable, Sendable {
    let site: SourceSite
    let ordinal: Int
}

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
    private var boxes: [SiteOccurrence: StateBox] = [:]
    private var ordinals: [SourceSite: Int] = [:]
    private var appeared: Set<SiteOccurrence> = []
    private var lastValues: [SiteOccurrence: Any] = [:]
    /// Actions to run after the pass; each says whether it may have changed what is drawn.
    private var actions: [() -> Bool] = []
    private var tasks: [@Sendable () async -> Void] = []
    private var stateChanged = false
    private let deadline = Date().addingTimeInterval(RenderSession.taskDeadline)

    // MARK: The session of the render on this thread

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// The session of the render running on this thread (or whose `.task` body is running),
    /// if any.
    static var current: RenderSession? {
        guard let pointer = pthread_getspecific(key) else { return taskSession }
        return Unmanaged<RenderSession>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// The session of the render whose `.task` body is running (it may resume on any thread).
    @TaskLocal static var taskSession: RenderSession?

    private var shadows: [ObjectIdentifier: StateBox] = [:]

    /// This render's own copy of state made outside any render (the root view's), so that
    /// renders of one view value, on any threads, never share what their actions set.
    func shadow(of detached: StateBox, initial: @autoclosure () -> Any) -> StateBox {
        lock.lock()
        defer { lock.unlock() }
        if let known = shadows[ObjectIdentifier(detached)] { return known }
        let box = StateBox(initial(), session: self)
        shadows[ObjectIdentifier(detached)] = box
        return box
    }

    /// Runs `pass` until the state it depends on settles, and returns its last result.
    static func settle<T>(_ pass: () -> T) -> T {
        let session = RenderSession()
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(session).toOpaque())
        defer { pthread_setspecific(key, previous) }
        var result = pass()
        var passes = 1
        while passes < maximumPasses, session.runQueued() {
            session.beginPass()
            result = pass()
            passes += 1
        }
        return result
    }

    private func beginPass() {
        lock.lock()
        ordinals.removeAll(keepingCapacity: true)
        stateChanged = false
        lock.unlock()
    }

    /// The next occurrence of `site` in this pass.
    func occurrence(of site: SourceSite) -> SiteOccurrence {
        lock.lock()
        defer { lock.unlock() }
        let ordinal = ordinals[site, default: 0]
        ordinals[site] = ordinal + 1
        return SiteOccurrence(site: site, ordinal: ordinal)
    }

    // MARK: State

    /// The box of the state made at `site`: the one of the same occurrence in an earlier
    /// pass, or a new one holding `initial`.
    func box(at site: SourceSite, initial: @autoclosure () -> Any) -> StateBox {
        let occurrence = self.occurrence(of: site)
        lock.lock()
        defer { lock.unlock() }
        if let known = boxes[occurrence] { return known }
        let box = StateBox(initial(), session: self)
        boxes[occurrence] = box
        return box
    }

    func stateDidChange() {
        lock.lock()
        stateChanged = true
        lock.unlock()
    }

    // MARK: Lifecycle

    /// Queues `action` if the view at `occurrence` appears for the first time. Actions run
    /// in the environment of the view that queued them, so `@Environment` reads as in its body.
    func appear(_ occurrence: SiteOccurrence, in environment: EnvironmentValues, _ action: @escaping () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        guard appeared.insert(occurrence).inserted else { return }
        actions.append {
            EnvironmentValues.withCurrent(environment, action)
            return true
        }
    }

    /// Queues `task` if the view at `occurrence` appears for the first time.
    func startTask(_ occurrence: SiteOccurrence, in environment: EnvironmentValues,
                   _ task: @escaping @Sendable () async -> Void) {
        lock.lock()
        defer { lock.unlock() }
        guard appeared.insert(occurrence).inserted else { return }
        tasks.append { [self] in
            await RenderSession.$taskSession.withValue(self) {
                await EnvironmentValues.$taskEnvironment.withValue(environment) { await task() }
            }
        }
    }

    /// Records `value` for the view at `occurrence` and returns the one of the previous pass
    /// (nil the first time).
    func exchange(_ occurrence: SiteOccurrence, _ value: Any) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        let previous = lastValues[occurrence]
        lastValues[occurrence] = value
        return previous
    }

    /// The value recorded for `occurrence` in an earlier pass, if any.
    func peek(_ occurrence: SiteOccurrence) -> Any? {
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
        actions.append { EnvironmentValues.withCurrent(environment, check) }
        lock.unlock()
    }

    /// Runs what the pass queued; true when that may have changed what is drawn: state set,
    /// or an action run (it may have changed a model object, which a render cannot watch).
    private func runQueued() -> Bool {
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
        return stateChanged || acted
    }

    /// Runs `.task` bodies off this thread, waiting for them until the render's deadline;
    /// the ones still running then are cancelled and what they set later is ignored.
    private func run(_ started: [@Sendable () async -> Void]) {
        let group = DispatchGroup()
        var handles: [Task<Void, Never>] = []
        for body in started {
            group.enter()
            // Off the cooperative pool: the render may itself be blocking one of its threads.
            handles.append(Task.detached(executorPreference: TaskBodyExecutor.shared) {
                await body()
                group.leave()
            })
        }
        if group.wait(timeout: .now() + max(deadline.timeIntervalSinceNow, 0)) == .timedOut {
            for handle in handles { handle.cancel() }
        }
    }
}

/// The storage of one `@State`: shared by every copy of the view that made it and kept by
/// the render's session between passes. State made outside a render (the root view's) is
/// detached: each render reads and writes its own copy of it.
final class StateBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Any
    /// Weak: the session keeps its boxes.
    private weak var session: RenderSession?
    private let isDetached: Bool

    init(_ value: Any, session: RenderSession?) {
        stored = value
        self.session = session
        isDetached = session == nil
    }

    /// The box this access goes to: this one, or the current render's copy of a detached one.
    private var target: StateBox {
        guard isDetached, let render = RenderSession.current else { return self }
        return render.shadow(of: self, initial: self.storedValue)
    }

    private var storedValue: Any {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    var value: Any { target.storedValue }

    func set(_ newValue: Any) {
        // Inside an animation that repeats forever the value stays where the animation starts.
        guard !AnimationContext.repeatsForever else { return }
        let box = target
        box.lock.lock()
        let unchanged = areEqual(box.stored, newValue)
        box.stored = newValue
        box.lock.unlock()
        if !unchanged { box.session?.stateDidChange() }
    }
}

/// Whether two values are equal, when their type can say so.
func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let left = lhs as? any Equatable else { return false }
    return left.isEqual(to: rhs)
}

private extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self).map { $0 == self } ?? false }
}

/// Runs `.task` bodies on Dispatch's threads rather than the cooperative pool, whose few
/// threads may all be waiting in renders (a server renders from async handlers).
final class TaskBodyExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = TaskBodyExecutor()
    private let queue = DispatchQueue(label: "vellum.task-bodies", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let unowned = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { unowned.runSynchronously(on: executor) }
    }
}
