import Foundation
import VellumGeometry

/// Errors found while laying out a view, reported by the render that asked.
final class RenderIssues: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [RenderError] = []

    func report(_ error: RenderError) {
        lock.lock()
        defer { lock.unlock() }
        errors.append(error)
    }

    var first: RenderError? {
        lock.lock()
        defer { lock.unlock() }
        return errors.first
    }
}
