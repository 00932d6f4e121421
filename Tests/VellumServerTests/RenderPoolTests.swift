import Foundation
import Testing
@testable import VellumServer

@Suite struct RenderPoolTests {
    @Test func aLateRenderAnswersAtTheDeadlineAndTheQueueIsBounded() async throws {
        let pool = RenderPool(workers: 1, queueLimit: 1)
        defer { pool.stop() }
        let started = ContinuousClock.now
        // The render takes a second; the request gives up after a tenth (the watchdog looks
        // every tenth of a second).
        await #expect(throws: ServerError.renderTimedOut(seconds: 0.1)) {
            try await pool.run(deadline: 0.1) { Thread.sleep(forTimeInterval: 1); return 1 }
        }
        #expect(ContinuousClock.now - started < .milliseconds(600))
        // The worker is still busy with it: one more waits, the next is refused at once.
        async let waiting = pool.run(deadline: 5) { 2 }
        try await Task.sleep(for: .milliseconds(50))
        await #expect(throws: ServerError.overloaded) { try await pool.run(deadline: 5) { 3 } }
        #expect(try await waiting == 2)
    }
}
