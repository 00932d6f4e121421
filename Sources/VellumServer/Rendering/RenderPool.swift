import DequeModule
import Foundation

/// Renders off the server's event loops, on a fixed number of threads (one per core by
/// default), with a bounded queue: a render that would wait beyond it is refused at once
/// (``ServerError/overloaded``).
///
/// Each request has its own deadline, raced against its render in a task group: when it
/// passes first the request answers ``ServerError/renderTimedOut(seconds:)`` at once. A render
/// still waiting in the queue is taken out and never runs; one already running is told to stop
/// through its ``RenderCancellation`` and its result, if it finishes, is dropped. Cancelling the
/// request's task does the same.
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

    /// Starts `workers` threads, which keep the pool until ``stop()``.
    package init(workers: Int, queueLimit: Int) {
        self.queueLimit = queueLimit
        for index in 0..<max(workers, 1) {
            let thread = Thread { self.work() }
            thread.name = "vellum-render-\(index)"
            // Renders recurse through view trees: give them room.
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// Renders waiting for a worker.
    package var queueDepth: Int {
        condition.lock()
        defer { condition.unlock() }
        return queue.count
    }

    /// Renders running now.
    package var activeRenders: Int {
        condition.lock()
        defer { condition.unlock() }
        return running
    }

    /// Lets the workers finish what is queued and end; later renders are refused.
    package func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// The result of `render` run on a worker, or the first of: its error, the queue being
    /// full (``ServerError/overloaded``), the deadline passing
    /// (``ServerError/renderTimedOut(seconds:)``), the task being cancelled.
    ///
    /// - Parameters:
    ///   - seconds: How long the request waits, queued and rendering, from now.
    ///   - render: The work, given the flag that says its answer is no longer wanted.
    package func run<T: Sendable>(deadline seconds: Double,
                                  _ render: @escaping @Sendable (RenderCancellation) throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await self.submit(render) }
            group.addTask {
                try await Task.sleep(for: .seconds(seconds))
                throw ServerError.renderTimedOut(seconds: seconds)
            }
            // The first to finish answers; leaving the group cancels the other: the timer, or
            // the render (withdrawn from the queue, or flagged).
            defer { group.cancelAll() }
            guard let first = try await group.next() else { throw CancellationError() }
            return first
        }
    }

    /// Queues `render` and waits for its result; cancelling the task withdraws it.
    private func submit<T: Sendable>(_ render: @escaping @Sendable (RenderCancellation) throws -> T) async throws -> T {
        let answer = Answer<T>()
        let pending = PendingRender { cancellation in answer.finish(Result { try render(cancellation) }) }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard answer.install(continuation) else { return }
                if let refusal = enqueue(pending) { answer.finish(.failure(refusal)) }
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
        }
    }
}

/// One render in the queue or on a worker: the work, with its result already bound to the
/// request waiting for it.
private final class PendingRender: Sendable {
    let cancellation = RenderCancellation()
    let body: @Sendable (RenderCancellation) -> Void

    init(_ body: @escaping @Sendable (RenderCancellation) -> Void) {
        self.body = body
    }
}

/// Resumes a continuation once, with the first result given: the render's, the refusal, or the
/// cancellation. A result that comes before the continuation waits for it.
private final class Answer<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<T, any Error>?
    private var result: Result<T, any Error>?
    private var done = false

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
