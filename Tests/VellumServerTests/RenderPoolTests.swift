import Foundation
import Synchronization
import Testing

@testable import VellumServer

@Suite struct RenderPoolTests {
    @Test func aLateRenderAnswersAtTheDeadlineAndTheQueueIsBounded() async throws {
        let pool = RenderPool(workers: 1, queueLimit: 1)
        defer { pool.stop() }
        // The render waits until the test lets it go: only the deadline can answer first.
        let release = DispatchSemaphore(value: 0)
        await #expect(throws: ServerError.renderTimedOut(seconds: 0.1)) {
            try await pool.run(deadline: 0.1) { _ in
                release.wait(); return 1
            }
        }
        // The worker is still busy with it: one more waits, the next is refused at once.
        async let waiting = pool.run(deadline: 600) { _ in 2 }
        while pool.queueDepth < 1 { try await Task.sleep(for: .milliseconds(5)) }
        await #expect(throws: ServerError.overloaded) { try await pool.run(deadline: 600) { _ in 3 } }
        release.signal()
        #expect(try await waiting == 2)
    }

    @Test func aRequestWhoseDeadlinePassesInTheQueueIsNeverRendered() async throws {
        let pool = RenderPool(workers: 1, queueLimit: 8)
        defer { pool.stop() }
        let release = DispatchSemaphore(value: 0)
        let renders = RenderCount()
        // Holds the only worker.
        async let first = pool.run(deadline: 600) { _ in
            renders.add()
            release.wait()
            return 1
        }
        while pool.activeRenders < 1 { try await Task.sleep(for: .milliseconds(5)) }
        // The worker is freed only after the answer below, so that answer cannot wait for it;
        // if it did, this frees the worker after two minutes and the test fails, not hangs.
        let freedLate = RenderCount()
        let fallback = DispatchWorkItem {
            freedLate.add()
            release.signal()
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: fallback)
        // Waits behind it, and gives up first.
        await #expect(throws: ServerError.renderTimedOut(seconds: 0.2)) {
            try await pool.run(deadline: 0.2) { _ in
                renders.add()
                return 2
            }
        }
        fallback.cancel()
        #expect(freedLate.value == 0, "answered at its deadline, not when the worker came free")
        #expect(pool.queueDepth == 0, "taken out of the queue at its deadline")
        release.signal()
        #expect(try await first == 1)
        // A render queued after it runs, so the worker has passed where it was.
        #expect(try await pool.run(deadline: 600) { _ in 3 } == 3)
        #expect(renders.value == 1, "the late request never rendered")
    }

    @Test func aRunningRenderPastItsDeadlineIsToldToStop() async throws {
        let pool = RenderPool(workers: 1, queueLimit: 1)
        defer { pool.stop() }
        let stopped = DispatchSemaphore(value: 0)
        await #expect(throws: ServerError.renderTimedOut(seconds: 0.1)) {
            try await pool.run(deadline: 0.1) { cancellation in
                // A render that checks its flag between steps.
                while !cancellation.isCancelled { Thread.sleep(forTimeInterval: 0.005) }
                stopped.signal()
                return 1
            }
        }
        #expect(stopped.wait(timeout: .now() + 10) == .success, "the running render saw its flag")
    }

    @Test func anAnsweredRequestIsNotWatchedUntilItsDeadline() async throws {
        let pool = RenderPool(workers: 2, queueLimit: 8)
        defer { pool.stop() }
        for value in 0..<200 {
            #expect(try await pool.run(deadline: 600) { _ in value } == value)
        }
        // The last answers may come just before their workers forget them.
        let waited = ContinuousClock.now
        while pool.watchedDeadlines > 0 && ContinuousClock.now - waited < .seconds(5) {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(pool.watchedDeadlines == 0, "not kept for 600 s")
    }

    @Test func cancellingTheRequestTakesItsRenderOutOfTheQueue() async throws {
        let pool = RenderPool(workers: 1, queueLimit: 8)
        defer { pool.stop() }
        let release = DispatchSemaphore(value: 0)
        let renders = RenderCount()
        async let first = pool.run(deadline: 600) { _ in
            release.wait(); return 1
        }
        while pool.activeRenders < 1 { try await Task.sleep(for: .milliseconds(5)) }
        let queued = Task {
            try await pool.run(deadline: 600) { _ in
                renders.add(); return 2
            }
        }
        while pool.queueDepth < 1 { try await Task.sleep(for: .milliseconds(5)) }
        queued.cancel()
        await #expect(throws: CancellationError.self) { try await queued.value }
        #expect(pool.queueDepth == 0)
        release.signal()
        #expect(try await first == 1)
        #expect(try await pool.run(deadline: 600) { _ in 3 } == 3)
        #expect(renders.value == 0)
    }
}

/// How many renders ran, counted from the pool's threads.
final class RenderCount: Sendable {
    private let count = Atomic<Int>(0)

    func add() { count.add(1, ordering: .relaxed) }

    var value: Int { count.load(ordering: .relaxed) }
}
