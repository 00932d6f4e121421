import Foundation

/// Why `vellum` refused to do something. Argument-parser prints the description after
/// `Error:` and exits with status 1; as the cause of a bad option value it follows
/// "The value '…' is invalid for '--option <value>':".
public enum CommandLineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An option's text has the wrong form; the string says what is expected.
    case invalidArgument(String)
    /// The output format cannot be told from the output name.
    case unknownFormat(output: String)
    /// PNG or PDF bytes were asked for on a terminal.
    case binaryToTerminal(OutputFormat)
    /// A file could not be read.
    case unreadableFile(path: String, reason: String)
    /// A file could not be written.
    case unwritableFile(path: String, reason: String)
    /// A batch line is not a job; the string says why.
    case invalidJob(String)

    public var description: String {
        switch self {
        case .invalidArgument(let reason):
            return reason
        case .unknownFormat(let output):
            return "cannot tell the format from '\(output)': name a .png, .svg or .pdf file, or pass --format png|svg|pdf"
        case .binaryToTerminal(let format):
            return "refusing to write \(format.rawValue.uppercased()) to a terminal: redirect standard output or use -o FILE"
        case .unreadableFile(let path, let reason):
            return "cannot read '\(path)': \(reason)"
        case .unwritableFile(let path, let reason):
            return "cannot write '\(path)': \(reason)"
        case .invalidJob(let reason):
            return reason
        }
    }
}
