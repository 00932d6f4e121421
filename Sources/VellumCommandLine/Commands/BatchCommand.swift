import ArgumentParser
import Foundation
import VellumJobs

/// `vellum batch`: many images from a JSON Lines file, rendered in parallel.
public struct BatchCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Render many images from a JSON Lines file, in parallel.",
        discussion: """
            Each line is one job: a JSON object with "kind" ("progress" or "path"), "output" \
            (a file name inside --out; its extension gives the format unless "format" is set) \
            and the options of that command without their dashes ("line-width" or \
            "lineWidth"; flags take true; "dash" and "size" may be arrays; a path's data is \
            "data"). Blank lines are skipped. A bad line is reported with its number and \
            skipped; the rest are rendered. Outputs that would leave --out (absolute, "..", \
            through a symbolic link) are bad lines.

            A progress bar shows on standard error when it is a terminal; the summary goes \
            to standard output. The exit status is 1 when any line failed.

            Example jobs.jsonl (one object a line):
              {"kind":"progress","value":0.42,"percent":true,"output":"ring.png"}
              {"kind":"progress","value":7,"total":10,"style":"linear","output":"b/7.svg"}
              {"kind":"path","data":"M10 10 L50 10","dash":[5,3],"output":"a.pdf"}

            Examples:
              vellum batch jobs.jsonl --out images
              vellum batch jobs.jsonl --out images --jobs 2
              generate-jobs | vellum batch - --out images
            """
    )

    @Argument(help: ArgumentHelp("The JSON Lines file, or - for standard input.", valueName: "jobs.jsonl"))
    public var file: String

    @Option(help: ArgumentHelp("The directory to write into; created if needed.", valueName: "directory"))
    public var out = "."

    @Option(
        help: ArgumentHelp(
            "How many images to render at once. Default: the number of active processors.",
            valueName: "n"))
    public var jobs: Int?

    /// How many images render at once: `--jobs`, else the active processor count.
    public var concurrency: Int { jobs ?? ProcessInfo.processInfo.activeProcessorCount }

    public init() {}

    public func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
    }

    public func run() async throws {
        let start = ContinuousClock.now
        let text = try readFile()
        let directory = URL(fileURLWithPath: out, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw CommandLineError.unwritableFile(path: out, reason: ImageOutput.reason(error))
        }
        let batch = await BatchFile(text: text, directory: directory, concurrency: concurrency)
        let progress = TerminalProgress(total: batch.jobs.count)
        for failure in batch.failures { progress.note("\(failure)") }
        let renderFailures = await BatchRunner(directory: directory, concurrency: concurrency).run(batch.jobs) {
            _, failure in
            if let failure { progress.note("\(failure)") }
            progress.advance(failed: failure != nil)
        }
        progress.finish()
        let summary = BatchSummary(
            rendered: batch.jobs.count - renderFailures.count,
            failed: batch.failures.count + renderFailures.count,
            seconds: (ContinuousClock.now - start).seconds)
        print(summary)
        if summary.failed > 0 { throw ExitCode.failure }
    }

    private func readFile() throws -> String {
        let data: Data
        do {
            data =
                file == "-"
                ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw CommandLineError.unreadableFile(path: file, reason: ImageOutput.reason(error))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandLineError.unreadableFile(path: file, reason: "not UTF-8 text")
        }
        return text
    }
}

/// The line `vellum batch` ends with.
public struct BatchSummary: Sendable, Hashable, CustomStringConvertible {
    /// Images written.
    public var rendered: Int
    /// Lines that failed, bad or unrenderable.
    public var failed: Int
    /// Wall-clock seconds from start to finish, reading included.
    public var seconds: Double

    public init(rendered: Int, failed: Int, seconds: Double) {
        self.rendered = rendered
        self.failed = failed
        self.seconds = seconds
    }

    /// Images written per second.
    public var imagesPerSecond: Double { seconds > 0 ? Double(rendered) / seconds : 0 }

    /// "rendered 198, failed 2, 1.23 s, 160.9 images/s"
    public var description: String {
        "rendered \(rendered), failed \(failed), \(String(format: "%.2f", seconds)) s, \(String(format: "%.1f", imagesPerSecond)) images/s"
    }
}
