import Foundation
import VellumCore

/// The styles of one kind set around a view, innermost last: what `progressViewStyle(_:)`
/// and `gaugeStyle(_:)` keep in the environment, each style erased to its `makeBody`.
struct StyleStack<Configuration>: Sendable {
    typealias MakeBody = @Sendable (Configuration) -> AnyView

    private(set) var makeBodies: [MakeBody] = []

    /// This stack with `makeBody` innermost.
    func pushing(_ makeBody: @escaping MakeBody) -> StyleStack {
        var copy = self
        copy.makeBodies.append(makeBody)
        return copy
    }

    /// Takes the innermost style off the stack.
    mutating func popInnermost() -> MakeBody? { makeBodies.popLast() }
}

/// Draws `configuration` with the innermost style of the stack at `key`, `fallback` when there
/// is none. The style's body sees only the styles outside it: a progress view or gauge inside
/// `makeBody` draws with the next style out, never with this one again.
struct InnermostStyleBody<Configuration>: View {
    let key: WritableKeyPath<EnvironmentValues, StyleStack<Configuration>>
    let fallback: StyleStack<Configuration>.MakeBody
    let configuration: Configuration
    @Environment var stack: StyleStack<Configuration>

    init(
        _ key: WritableKeyPath<EnvironmentValues, StyleStack<Configuration>>, configuration: Configuration,
        fallback: @escaping StyleStack<Configuration>.MakeBody
    ) {
        self.key = key
        self.fallback = fallback
        self.configuration = configuration
        _stack = Environment(key)
    }

    var body: some View {
        var outer = stack
        let makeBody = outer.popInnermost() ?? fallback
        return makeBody(configuration).environment(key, outer)
    }
}
