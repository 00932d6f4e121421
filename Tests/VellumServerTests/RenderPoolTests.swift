import Foundation
import Testing
@testable import VellumServer

@Suite struct RenderPoolTests {
    @Test func aLateRenderAnswersAtTheDeadlineAndTheQueueIsBounded() async throws {
        let pool = RenderPool(workers: 1, queueLimit: 1)
        defer { pool.stop() }
        // The render waits until the test lets it go: only the deadline can answer first.
        let release = DispatchSemaphore(value: 0)
        await #expect(throws: ServerError.renderTimedOut(seconds: 0.1)) {
            try await pool.run(deadline: 0.1) { release.wait(); return 1 }
        }
        // The worker is still busy with it: one more waits, the next is refused at once.
        async let waiting = pool.run(deadline: 600) { 2 }
        while pool.queueDepth < 1 { try await Task.sleep(for: .milliseconds(5)) }
        await #expect(throws: ServerError.overloaded) { try await pool.run(deadline: 600) { 3 } }
        release.signal()
        #expect(try await waiting == 2)
    }
}
