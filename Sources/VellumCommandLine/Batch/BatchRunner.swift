import Foundation
import VellumJobs

/// Renders batch jobs in parallel, at most ``concurrency`` at once, each into its file inside
/// ``directory``.
///
/// ```swift
/// let runner = BatchRunner(directory: URL(fileURLWithPath: "out"), concurrency: 4)
/// let failures = await runner.run(file.jobs) { done, failure in print(done, failure ?? "") }
/// ```
public struct BatchRunner: Sendable {
    /// The directory outputs are written into; nothing is written outside it.
    public var directory: URL
    /// How many jobs render at once. Default: the active processor count.
    public var concurrency: Int

    public init(directory: URL, concurrency: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.directory = directory
        self.concurrency = max(concurrency, 1)
    }

    /// Renders `jobs`; calls `progress` on the calling task after each job with the number
    /// done so far and the failure, if the job failed. Returns the failures in line order.
    public func run(_ jobs: [BatchJob], progress: (_ done: Int, _ failure: BatchFailure?) -> Void = { _, _ in }) async
        -> [BatchFailure]
    {
        let root = directory.resolvingSymlinksInPath()
        var failures: [BatchFailure] = []
        await withTaskGroup(of: BatchFailure?.self) { group in
            var pending = jobs.makeIterator()
            for _ in 0..<concurrency {
                guard let job = pending.next() else { break }
                group.addTask { Self.render(job, root: root) }
            }
            var done = 0
            while let failure = await group.next() {
                done += 1
                if let failure { failures.append(failure) }
                progress(done, failure)
                if let job = pending.next() {
                    group.addTask { Self.render(job, root: root) }
                }
            }
        }
        return failures.sorted { $0.line < $1.line }
    }

    /// Renders one job and writes it; the failure, or nil.
    static func render(_ job: BatchJob, root: URL) -> BatchFailure? {
        do {
            let data = try job.job.render()
            let folder = job.destination.deletingLastPathComponent()
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // A symbolic link inside the directory must not lead the file out of it.
            let resolved = folder.resolvingSymlinksInPath().path
            guard resolved == root.path || resolved.hasPrefix(root.path.hasSuffix("/") ? root.path : root.path + "/")
            else {
                throw CommandLineError.invalidJob("\"output\" '\(job.output)' leads outside the output directory")
            }
            try ImageOutput.write(data, to: job.destination)
            return nil
        } catch {
            return BatchFailure(line: job.line, message: "\(error)")
        }
    }
}
