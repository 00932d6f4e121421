import Foundation

/// Why the server refused a request. Each becomes a response: an image of the requested format
/// that says what is wrong, an `X-Vellum-Error` header and a status (or JSON for
/// `Accept: application/json`).
///
/// ```swift
/// throw ServerError.invalidParameter(name: "scale", reason: "must be between 1 and 4")
/// ```
public enum ServerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A parameter's value is unusable; `reason` says what is accepted.
    case invalidParameter(name: String, reason: String)
    /// A parameter the route does not take.
    case unknownParameter(String)
    /// The route does not exist.
    case notFound(path: String)
    /// The query string or body is over its limit, in bytes.
    case tooLarge(what: String, limit: Int)
    /// Every render worker is busy and the queue is full: try again shortly (503, `Retry-After`).
    case overloaded
    /// The render took longer than the server's deadline (503).
    case renderTimedOut(seconds: Double)
    /// Rendering failed (a size the renderer refuses, text that cannot be laid out).
    case renderFailed(String)

    /// What is wrong, as the `X-Vellum-Error` header and the error image say it.
    public var description: String {
        switch self {
        case .invalidParameter(let name, let reason): return "\(name): \(reason)"
        case .unknownParameter(let name): return "unknown parameter '\(name)'"
        case .notFound(let path): return "no such route: \(path)"
        case .tooLarge(let what, let limit): return "\(what) is over its limit of \(limit) bytes"
        case .overloaded: return "the server is busy: try again in a second"
        case .renderTimedOut(let seconds): return "the render took longer than \(seconds) s"
        case .renderFailed(let reason): return "cannot render: \(reason)"
        }
    }

    /// The parameter at fault, if one is.
    public var parameter: String? {
        switch self {
        case .invalidParameter(let name, _), .unknownParameter(let name): return name
        default: return nil
        }
    }

    /// The HTTP status: 400 for bad input (or the server's error status), 404, 413, 503.
    func status(badInput: Int) -> Int {
        switch self {
        case .invalidParameter, .unknownParameter, .renderFailed: return badInput
        case .notFound: return 404
        case .tooLarge: return 413
        case .overloaded, .renderTimedOut: return 503
        }
    }
}
