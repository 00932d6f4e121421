import Foundation
import VellumGeometry

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
