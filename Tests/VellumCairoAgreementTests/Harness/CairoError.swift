import CCairo

/// A cairo call that left a surface or context in an error state.
struct CairoError: Error, CustomStringConvertible {
    /// What the harness was doing.
    var operation: String
    var status: cairo_status_t

    var description: String {
        let text = cairo_status_to_string(status).map { String(cString: $0) } ?? "unknown status"
        return "cairo: \(operation): \(text) (\(status.rawValue))"
    }

    /// Throws unless `status` is `CAIRO_STATUS_SUCCESS`.
    static func check(_ status: cairo_status_t, _ operation: @autoclosure () -> String) throws {
        guard status == CAIRO_STATUS_SUCCESS else { throw CairoError(operation: operation(), status: status) }
    }
}
