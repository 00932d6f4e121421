import Foundation

/// A batch file read into jobs and bad lines: one JSON object a line (JSON Lines); blank
/// lines are skipped, line numbers count from 1.
///
/// ```swift
/// let file = await BatchFile(text: "{\"kind\":\"progress\",\"value\":0.5,\"output\":\"a.png\"}",
///                            directory: URL(fileURLWithPath: "out"))
/// print(file.jobs.count, file.failures)   // 1 []
/// ```
public struct BatchFile: Sendable {
    /// The lines that became jobs, in file order.
    public var jobs: [BatchJob] = []
    /// The lines that did not, with the reason, in file order.
    public var failures: [BatchFailure] = []

    /// Reads `text`, resolving outputs inside `directory`, parsing up to `concurrency` slices
    /// of the lines at once (reading a line costs about a third of a millisecond, mostly the
    /// argument parser). A line that writes the same output as an earlier line is a bad line:
    /// two renders would race for one file.
    public init(text: String, directory: URL, concurrency: Int = 1) async {
        var lines: [(number: Int, text: Substring)] = []
        for (index, var line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.last == "\r" { line = line.dropLast() }
            if line.contains(where: { !$0.isWhitespace }) { lines.append((index + 1, line)) }
        }
        let slices = max(min(concurrency, lines.count / 16), 1)
        let results = await withTaskGroup(of: (Int, [Result<BatchJob, BatchFailure>]).self) { group in
            for slice in 0..<slices {
                let part = Array(lines[lines.count * slice / slices..<lines.count * (slice + 1) / slices])
                group.addTask { (slice, part.map { Self.read($0.text, number: $0.number, directory: directory) }) }
            }
            var parts = Array(repeating: [Result<BatchJob, BatchFailure>](), count: slices)
            for await (slice, part) in group { parts[slice] = part }
            return parts.joined()
        }
        var outputs: [String: Int] = [:]
        for result in results {
            switch result {
            case .success(let job):
                let key = job.destination.standardizedFileURL.path
                if let first = outputs[key] {
                    failures.append(
                        BatchFailure(
                            line: job.line, message: "\"output\" '\(job.output)' is already written by line \(first)"))
                } else {
                    outputs[key] = job.line
                    jobs.append(job)
                }
            case .failure(let failure):
                failures.append(failure)
            }
        }
    }

    private static func read(_ text: Substring, number: Int, directory: URL) -> Result<BatchJob, BatchFailure> {
        do {
            return .success(try BatchJob(parsing: String(text), line: number, directory: directory))
        } catch {
            return .failure(BatchFailure(line: number, message: "\(error)"))
        }
    }
}

/// A batch line that failed, and why.
public struct BatchFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line's number, from 1.
    public var line: Int
    /// Why it failed.
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
