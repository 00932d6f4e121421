import Foundation

/// A control's style as the environment keeps it (buttons, labels, toggles): the style's body
/// for a configuration, its type erased so that one environment value holds any style.
struct AnyControlStyle<Configuration>: Sendable {
    let makeBody: @Sendable (Configuration) -> AnyView

    /// The style whose body `makeBody` draws, as a style's `makeBody(configuration:)`.
    init(_ makeBody: @escaping @Sendable (Configuration) -> AnyView) {
        self.makeBody = makeBody
    }
}
