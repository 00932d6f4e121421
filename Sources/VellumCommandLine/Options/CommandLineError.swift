import Foundation
import VellumJobs

/// Why `vellum` refused to do something with files or the terminal (what makes a job is
/// `JobError`'s, in VellumJobs). Argument-parser prints the description after `Error:` and
/// exits with status 1.
public enum CommandLineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// PNG or PDF bytes were asked for on a terminal.
    case binaryToTerminal(OutputFormat)
    /// A file could not be read.
    case unreadableFile(path: String, reason: String)
    /// A file could not be written.
    case unwritableFile(path: String, reason: String)
    /// A batch line cannot be written where it says; the string says why.
    case invalidJob(String)

    /// The reason, as a person reads it.
    public var description: String {
        switch self {
        case .binaryToTerminal(let format):
            return
                "refusing to write \(format.rawValue.uppercased()) to a terminal: redirect standard output or use -o FILE"
        case .unreadableFile(let path, let reason):
            return "cannot read '\(path)': \(reason)"
        case .unwritableFile(let path, let reason):
            return "cannot write '\(path)': \(reason)"
        case .invalidJob(let reason):
            return reason
        }
    }
}
