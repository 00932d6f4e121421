import ArgumentParser
import Foundation
import VellumJobs

/// Where an image goes and how: `-o`, `--format`, `--scale`. Shared by `progress` and `path`
/// (and by each line of `batch`).
public struct OutputOptions: ParsableArguments, Sendable {
    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp("The file to write, or - for standard output.", valueName: "file"))
    public var output: String

    @Option(help: ArgumentHelp("png, svg or pdf. Default: from the output's extension; png for -."))
    public var format: OutputFormat?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Pixels per point (PNG and the SVG's width and height).", valueName: "factor"))
    public var scale: Double = 1

    public init() {}

    /// Whether the image goes to standard output (`-o -`).
    public var isStandardOutput: Bool { output == "-" }

    /// The format asked for, else the one the output's extension names; PNG for `-`.
    /// - Throws: ``JobError/unknownFormat(output:)``.
    public func resolvedFormat() throws -> OutputFormat {
        if let format { return format }
        if isStandardOutput { return .png }
        guard let format = OutputFormat(fileName: output) else { throw JobError.unknownFormat(output: output) }
        return format
    }

    public func validate() throws {
        do {
            _ = try resolvedFormat()
        } catch {
            throw ValidationError("\(error)")
        }
        guard scale.isFinite, scale > 0 else {
            throw ValidationError("--scale must be a positive number, not \(scale)")
        }
    }
}
