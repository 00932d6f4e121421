import Foundation

/// Renders off the server's event loops, on a fixed number of threads (one per core by
/// default), with a bounded queue: a render that would wait beyond it is refused at once
/// (``ServerError/overloaded``), and a render that outlasts the deadline answers
/// ``ServerError/renderTimedOut(seconds:)`` while it finishes on its thread.
///
/// ```swift
/// let pool = RenderPool(workers: 4, queueLimit: 256)
/// let png = try await pool.run(deadline: 10) { try renderer.pngData() }
/// ```
package final class RenderPool: @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var running = 0
    private var stopped = false
    private let queueLimit: Int
    /// The requests waiting for a render, by their continuation, with when they give up.
    private var waiting: [ObjectIdentifier: (deadline: DispatchTime, expire: @Sendable () -> Void)] = [:]

    /// Starts `workers` threads, and one that answers requests whose deadline passes. The
    /// threads keep the pool until ``stop()``.
    package init(workers: Int, queueLimit: Int) {
        self.queueLimit = queueLimit
        for index in 0..<max(workers, 1) {
            let thread = Thread { self.work() }
            thread.name = "vellum-render-\(index)"
            // Renders recurse through view trees: give them room.
            thread.stackSize = 8 << 20
            thread.start()
        }
        let watchdog = Thread { self.expireLateRequests() }
        watchdog.name = "vellum-render-deadlines"
        watchdog.start()
    }

    /// Renders waiting for a worker.
    package var queueDepth: Int {
        condition.lock()
        defer { condition.unlock() }
        return jobs.count
    }

    /// Renders running now.
    package var activeRenders: Int {
        condition.lock()
        defer { condition.unlock() }
        return running
    }

    /// Lets the workers finish what they have and end.
    package func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty && !stopped { condition.wait() }
            if jobs.isEmpty && stopped {
                condition.unlock()
                return
            }
            let job = jobs.removeFirst()
            running += 1
            condition.unlock()
            job()
            condition.lock()
            running -= 1
            condition.unlock()
        }
    }

    /// The result of `render` run on a worker, or the first of its error, the queue being
    /// full, or the deadline passing.
    package func run<T: Sendable>(deadline seconds: Double, _ render: @escaping @Sendable () throws -> T) async throws -> T {
        let once = Once<T>()
        let id = ObjectIdentifier(once)
        return try await withCheckedThrowingContinuation { continuation in
            once.continuation = continuation
            condition.lock()
            guard !stopped, jobs.count < queueLimit else {
                condition.unlock()
                once.finish(.failure(ServerError.overloaded))
                return
            }
            waiting[id] = (.now() + seconds, { once.finish(.failure(ServerError.renderTimedOut(seconds: seconds))) })
            jobs.append {
                let result = Result { try render() }
                self.condition.lock()
                self.waiting[id] = nil
                self.condition.unlock()
                once.finish(result)
            }
            condition.signal()
            condition.unlock()
        }
    }

    /// Every tenth of a second, answers the requests whose deadline has passed (their renders
    /// finish unused).
    private func expireLateRequests() {
        while true {
            condition.lock()
            if stopped && waiting.isEmpty {
                condition.unlock()
                return
            }
            let now = DispatchTime.now()
            let late = waiting.filter { $0.value.deadline <= now }
            for id in late.keys { waiting[id] = nil }
            condition.unlock()
            for (_, entry) in late { entry.expire() }
            Thread.sleep(forTimeInterval: 0.1)
        }
    }
}

/// Resumes a continuation once: with the render's result or with the deadline, whichever
/// comes first.
private final class Once<T: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    var continuation: CheckedContinuation<T, any Error>?

    func finish(_ result: Result<T, any Error>) {
        lock.lock()
        let waiting = continuation
        continuation = nil
        lock.unlock()
        waiting?.resume(with: result)
    }
}
