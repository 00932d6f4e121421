import Foundation

/// What the render running on a thread needs while it evaluates bodies and runs actions, in
/// one place: the render's ``RenderSession`` (state, lifecycle, the animated-value tracker),
/// the environments of the bodies being evaluated, the animations of the `withAnimation`
/// calls running, and the container shape a shape is made in.
///
/// Bodies are evaluated synchronously on the thread that renders, so each thread has one
/// context (one thread-specific slot; a task-local cost an allocation per body). A `.task`
/// body may resume on any thread: it carries the session and environment it started with in
/// ``task``, which the thread's own context falls back to.
final class RenderContext: @unchecked Sendable {
    /// The session of the render, if one is running here.
    private(set) var session: RenderSession?
    /// The environments of the bodies being evaluated, innermost last.
    private var environments: [EnvironmentValues] = []
    /// The animations of the `withAnimation` calls running, innermost last.
    private var animations: [Animation] = []
    /// The container shape of the shape being made (`ContainerRelativeShape`), if any.
    private(set) var containerShape: ContainerShapeContext?
    /// Where the view being evaluated is in the tree.
    private(set) var position = ViewPosition()

    private init(session: RenderSession? = nil, environment: EnvironmentValues? = nil) {
        self.session = session
        if let environment { environments = [environment] }
    }

    // MARK: Finding the context

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { context in
            guard let context else { return }
            Unmanaged<RenderContext>.fromOpaque(context).release()
        }
        precondition(status == 0, "pthread_key_create failed: \(status)")
        return key
    }()

    /// This thread's context, made the first time it is asked for.
    static var ofThisThread: RenderContext {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<RenderContext>.fromOpaque(pointer).takeUnretainedValue()
        }
        let context = RenderContext()
        pthread_setspecific(key, Unmanaged.passRetained(context).toOpaque())
        return context
    }

    /// The context of the `.task` body running, if any (it is never changed once made).
    @TaskLocal static var task: RenderContext?

    /// Runs `body` as a `.task` body of `session`'s render, in `environment`.
    static func withTask<R>(
        session: RenderSession, environment: EnvironmentValues,
        _ body: () async throws -> R
    ) async rethrows -> R {
        try await $task.withValue(RenderContext(session: session, environment: environment), operation: body)
    }

    // MARK: What a render reads

    /// The session of the render on this thread, or of the `.task` body running.
    static var session: RenderSession? { ofThisThread.session ?? task?.session }

    /// The environment of the body being evaluated (the default outside one), for `@Environment`.
    static var environment: EnvironmentValues {
        ofThisThread.environments.last ?? task?.environments.last ?? EnvironmentValues()
    }

    /// The animation state changes on this thread belong to, if any.
    static var animation: Animation? { ofThisThread.animations.last }

    /// The tracker of the render on this thread, in the rare renders that follow drawn values.
    static var tracker: AnimatedValueTracker? { session?.tracker }

    // MARK: Scopes

    /// `body` run as part of `session`'s render on this thread.
    func with<R>(session: RenderSession, _ body: () throws -> R) rethrows -> R {
        let previous = self.session
        self.session = session
        defer { self.session = previous }
        return try body()
    }

    /// `body` (which evaluates a view's `body` or runs its action) with `environment` as the
    /// current one.
    func with<R>(environment: EnvironmentValues, _ body: () throws -> R) rethrows -> R {
        environments.append(environment)
        defer { environments.removeLast() }
        return try body()
    }

    /// `body` run inside `withAnimation(animation)`.
    func with<R>(animation: Animation, _ body: () throws -> R) rethrows -> R {
        animations.append(animation)
        defer { animations.removeLast() }
        return try body()
    }

    /// `make` with `container` as the shape `ContainerRelativeShape` takes.
    /// Runs `body` as the evaluation of the next child view of the current one, of `type`
    /// (or with an explicit `identity`).
    func enteringChild<R>(_ type: ObjectIdentifier, identity: AnyHashable? = nil, _ body: () throws -> R) rethrows -> R
    {
        position.enter(type, identity: identity)
        defer { position.leave() }
        return try body()
    }

    /// Runs `body` at `place`, a position captured earlier, then goes back.
    func at<R>(_ place: ViewPosition, _ body: () throws -> R) rethrows -> R {
        let previous = position
        position = place.captured
        defer { position = previous }
        return try body()
    }

    /// The next registration's slot at the current place.
    func nextSlot() -> ViewSlot { position.nextSlotHere() }

    func with<R>(containerShape container: ContainerShapeContext, _ make: () throws -> R) rethrows -> R {
        let previous = containerShape
        containerShape = container
        defer { containerShape = previous }
        return try make()
    }
}
