import Foundation
import VellumJobs

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes encoded images where `-o` says: a file (atomically) or standard output (as raw
/// bytes, never through `print`).
enum ImageOutput {
    /// Refuses PNG and PDF on a terminal before anything is rendered.
    static func checkDestination(_ options: OutputOptions) throws {
        let format = try options.resolvedFormat()
        if options.isStandardOutput, format.isBinary, isatty(STDOUT_FILENO) == 1 {
            throw CommandLineError.binaryToTerminal(format)
        }
    }

    /// Writes `data` to `output`: `-` for standard output, otherwise a file path.
    static func write(_ data: Data, to output: String) throws {
        if output == "-" {
            FileHandle.standardOutput.write(data)
            return
        }
        try write(data, to: URL(fileURLWithPath: output))
    }

    /// Writes `data` to the file at `url`, replacing it atomically.
    static func write(_ data: Data, to url: URL) throws {
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw CommandLineError.unwritableFile(path: url.path, reason: reason(error))
        }
    }

    /// A short reason for a Foundation file error: the POSIX message when there is one.
    static func reason(_ error: Error) -> String {
        var nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? Error {
            nsError = underlying as NSError
        }
        if nsError.domain == NSPOSIXErrorDomain, let message = strerror(Int32(nsError.code)) {
            return String(cString: message)
        }
        return (error as NSError).localizedDescription
    }
}
