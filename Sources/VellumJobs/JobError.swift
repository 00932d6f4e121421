import Foundation

/// Why a job could not be made from options or fields: what `vellum` prints after `Error:`
/// (or after "The value '…' is invalid for '--option <value>':" when a value's form is wrong),
/// what a bad batch line reports and what `POST /v1/render` answers.
///
/// ```swift
/// do {
///     _ = try ImageSize(parsing: "wide")
/// } catch let error as JobError {
///     print(error)   // expected WIDTHxHEIGHT in points, such as 128x128
/// }
/// ```
public enum JobError: Error, Hashable, Sendable, CustomStringConvertible {
    /// An option's or field's text has the wrong form; the string says what is expected.
    case invalidArgument(String)
    /// The output format cannot be told from the output name.
    case unknownFormat(output: String)
    /// A job's fields do not make a job; the string says why, as the command would word it.
    case invalidJob(String)

    /// The reason, as a person reads it.
    public var description: String {
        switch self {
        case .invalidArgument(let reason):
            return reason
        case .unknownFormat(let output):
            return
                "cannot tell the format from '\(output)': name a .png, .svg or .pdf file, or pass --format png|svg|pdf"
        case .invalidJob(let reason):
            return reason
        }
    }
}
