/// Why a ``TextShaping`` could not shape a request.
///
/// ```swift
/// do {
///     let shaped = try shaper.shape(request)
/// } catch .tooLong(let characters) {
///     print("refused \(characters) scalars")
/// } catch {
///     print(error)
/// }
/// ```
public enum TextShapingError: Error, Hashable, Sendable {
    /// The text has more than ``TextLayoutRequest/maximumScalarCount`` Unicode scalars; nothing
    /// was shaped.
    case tooLong(characters: Int)
    /// Pango, GLib or Cairo failed: the call that failed and what it said.
    case backend(operation: String, detail: String)
}
