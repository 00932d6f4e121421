import DequeModule
import Foundation
import Vellum

/// Renders off the server's event loops, on a fixed number of threads (one per core by
/// default), with a bounded queue: a render that would wait beyond it is refused at once
/// (``ServerError/overloaded``).
///
/// Each request has its own deadline. One thread sleeps until the earliest deadline of the
/// requests not yet answered; when one passes first the request answers
/// ``ServerError/renderTimedOut(seconds:)`` at once. A render still waiting in the queue is
/// taken out and never runs; one already running is told to stop through its
/// ``RenderCancellation`` and its result, if it finishes, is dropped. Cancelling the request's
/// task does the same.
///
/// ```swift
/// let pool = RenderPool(workers: 4, queueLimit: 256)
/// let png = try await pool.run(deadline: 10) { cancellation in
///     try cancellation.check()
///     return try renderer.pngData()
/// }
/// ```
package final class RenderPool: @unchecked Sendable {
    /// Guards `queue`, `running` and `stopped`; workers wait on it for work.
    private let condition = NSCondition()
    /// The renders waiting for a worker, oldest first.
    private var queue = Deque<PendingRender>()
    private var running = 0
    private var stopped = false
    private let queueLimit: Int
    /// Guards `unanswered` and `watching`; the deadline thread waits on it.
    private let deadlineCondition = NSCondition()
    /// The requests not yet answered, earliest deadline first (with one deadline for all, the
    /// order they came in: kept sorted by inserting from the back).
    private var unanswered = Deque<PendingRender>()
    private var watching = true

    /// Starts `workers` threads and the deadline thread, which keep the pool until ``stop()``.
    package init(workers: Int, queueLimit: Int) {
        self.queueLimit = queueLimit
        for index in 0..<max(workers, 1) {
            let thread = Thread { self.work() }
            thread.name = "vellum-render-\(index)"
            // Renders recurse through view trees: give them room.
            thread.stackSize = 8 << 20
            thread.start()
        }
        let deadlines = Thread { self.watchDeadlines() }
        deadlines.name = "vellum-deadlines"
        deadlines.start()
    }

    /// Renders waiting for a worker.
    package var queueDepth: Int {
        condition.withLock { queue.count }
    }

    /// Renders running now.
    package var activeRenders: Int {
        condition.withLock { running }
    }

    /// Requests whose deadline the pool still watches: those not answered, and answered ones
    /// behind an earlier request still waiting.
    package var watchedDeadlines: Int {
        deadlineCondition.withLock { unanswered.count }
    }

    /// Lets the workers finish what is queued and end; later renders are refused, and
    /// deadlines are no longer watched.
    package func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
        deadlineCondition.lock()
        watching = false
        deadlineCondition.signal()
        deadlineCondition.unlock()
    }

    /// The result of `render` run on a worker, or the first of: its error, the queue being
    /// full (``ServerError/overloaded``), the deadline passing
    /// (``ServerError/renderTimedOut(seconds:)``), the task being cancelled.
    ///
    /// - Parameters:
    ///   - seconds: How long the request waits, queued and rendering, from now.
    ///   - render: The work, given the flag that says its answer is no longer wanted.
    package func run<T: Sendable>(
        deadline seconds: Double,
        _ render: @escaping @Sendable (RenderCancellation) throws -> T
    ) async throws -> T {
        let answer = Answer<T>()
        let pending = PendingRender(deadline: .now + .seconds(seconds), seconds: seconds, answer: answer) {
            cancellation in
            answer.finish(Result { try render(cancellation) })
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard answer.install(continuation) else { return }
                if let refusal = enqueue(pending) {
                    answer.finish(.failure(refusal))
                } else {
                    watch(pending)
                }
            }
        } onCancel: {
            self.withdraw(pending)
            answer.finish(.failure(CancellationError()))
        }
    }

    /// Adds `pending` to the queue, or says why not.
    private func enqueue(_ pending: PendingRender) -> (any Error)? {
        condition.lock()
        defer { condition.unlock() }
        if pending.cancellation.isCancelled { return CancellationError() }
        guard !stopped, queue.count < queueLimit else { return ServerError.overloaded }
        queue.append(pending)
        condition.signal()
        return nil
    }

    /// Takes `pending` out of the queue if it is still there, and sets its flag either way.
    private func withdraw(_ pending: PendingRender) {
        condition.lock()
        defer { condition.unlock() }
        pending.cancellation.cancel()
        if let index = queue.firstIndex(where: { $0 === pending }) {
            queue.remove(at: index)
        }
    }

    private func work() {
        while true {
            condition.lock()
            while queue.isEmpty && !stopped { condition.wait() }
            guard let pending = queue.popFirst() else {
                condition.unlock()
                return
            }
            running += 1
            condition.unlock()
            pending.body(pending.cancellation)
            condition.lock()
            running -= 1
            condition.unlock()
            forgetAnswered()
        }
    }

    // MARK: Deadlines

    /// Puts `pending` among the watched deadlines; wakes the deadline thread when it is now the
    /// earliest.
    private func watch(_ pending: PendingRender) {
        deadlineCondition.lock()
        defer { deadlineCondition.unlock() }
        var index = unanswered.endIndex
        while index > unanswered.startIndex, unanswered[index - 1].deadline > pending.deadline { index -= 1 }
        unanswered.insert(pending, at: index)
        if index == unanswered.startIndex { deadlineCondition.signal() }
    }

    /// Drops answered requests from the front, so a request's render and result are not kept
    /// until its deadline.
    private func forgetAnswered() {
        deadlineCondition.lock()
        dropAnsweredFront()
        deadlineCondition.unlock()
    }

    /// With `deadlineCondition` held.
    private func dropAnsweredFront() {
        while let first = unanswered.first, first.answer.isAnswered { unanswered.removeFirst() }
    }

    /// The deadline thread: sleeps until the earliest deadline, then answers that request
    /// with a timeout, withdraws its render and flags it.
    private func watchDeadlines() {
        deadlineCondition.lock()
        defer { deadlineCondition.unlock() }
        while watching {
            dropAnsweredFront()
            guard let first = unanswered.first else {
                deadlineCondition.wait()
                continue
            }
            let remaining = first.deadline - .now
            if remaining > .zero {
                let seconds = Double(remaining.components.seconds) + Double(remaining.components.attoseconds) * 1e-18
                _ = deadlineCondition.wait(until: Date(timeIntervalSinceNow: seconds))
                continue
            }
            unanswered.removeFirst()
            deadlineCondition.unlock()
            withdraw(first)
            first.answer.fail(ServerError.renderTimedOut(seconds: first.seconds))
            deadlineCondition.lock()
        }
    }
}

/// One request's render in the queue or on a worker: the work, with its result already bound
/// to the request waiting for it, and when that request stops waiting.
private final class PendingRender: Sendable {
    let cancellation = RenderCancellation()
    let deadline: ContinuousClock.Instant
    /// The deadline as the request gave it, for the error.
    let seconds: Double
    let answer: any Answering
    let body: @Sendable (RenderCancellation) -> Void

    init(
        deadline: ContinuousClock.Instant, seconds: Double, answer: any Answering,
        _ body: @escaping @Sendable (RenderCancellation) -> Void
    ) {
        self.deadline = deadline
        self.seconds = seconds
        self.answer = answer
        self.body = body
    }
}

/// What the deadline thread needs of an ``Answer``, whatever its result type.
private protocol Answering: AnyObject, Sendable {
    /// Whether the request has its answer.
    var isAnswered: Bool { get }
    /// Answers with `error` unless answered already.
    func fail(_ error: any Error)
}

/// Resumes a continuation once, with the first result given: the render's, the refusal, the
/// timeout or the cancellation. A result that comes before the continuation waits for it.
private final class Answer<T: Sendable>: Answering, @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?
    private var result: Result<T, any Error>?
    private var done = false

    var isAnswered: Bool {
        lock.withLock { done || result != nil }
    }

    func fail(_ error: any Error) { finish(.failure(error)) }

    /// Sets the continuation; false (and resumed already) when the answer came first.
    func install(_ continuation: CheckedContinuation<T, any Error>) -> Bool {
        lock.lock()
        if let result {
            done = true
            lock.unlock()
            continuation.resume(with: result)
            return false
        }
        self.continuation = continuation
        lock.unlock()
        return true
    }

    func finish(_ result: Result<T, any Error>) {
        lock.lock()
        guard !done, self.result == nil else {
            lock.unlock()
            return
        }
        guard let continuation else {
            self.result = result
            lock.unlock()
            return
        }
        done = true
        self.continuation = nil
        lock.unlock()
        continuation.resume(with: result)
    }
}
