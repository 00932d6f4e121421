import Foundation
import VellumGeometry

/// A primitive view made from a closure over its content's nodes: modifiers apply to each
/// node of their content, as SwiftUI applies a modifier of a `Group` to each of its views.
struct ModifiedNodes<Content: View>: View, _PrimitiveView {
    /// The content and the modifier's closures, behind one reference: a chain of modifiers
    /// nests these values, and each modifier copies the chain below it, which with the
    /// content inline costs a generic copy of every level (quadratic in the chain's length).
    private final class Storage {
        let content: Content
        let environmentChange: (@Sendable (inout EnvironmentValues) -> Void)?
        /// Nil when only the environment changes, so the content's nodes pass through as they are.
        let wrap: ((_ViewNode, EnvironmentValues) -> _ViewNode)?

        init(
            _ content: Content, _ environmentChange: (@Sendable (inout EnvironmentValues) -> Void)?,
            _ wrap: ((_ViewNode, EnvironmentValues) -> _ViewNode)?
        ) {
            self.content = content
            self.environmentChange = environmentChange
            self.wrap = wrap
        }
    }

    private let storage: Storage

    /// Changes the environment of the content.
    init(_ content: Content, environment: @escaping @Sendable (inout EnvironmentValues) -> Void) {
        storage = Storage(content, environment, nil)
    }

    /// Wraps each node of the content.
    init(_ content: Content, wrap: @escaping (_ViewNode, EnvironmentValues) -> _ViewNode) {
        storage = Storage(content, nil, wrap)
    }

    /// Changes the environment of the content and wraps each node of it.
    init(
        _ content: Content, environment: @escaping @Sendable (inout EnvironmentValues) -> Void,
        wrap: @escaping (_ViewNode, EnvironmentValues) -> _ViewNode
    ) {
        storage = Storage(content, environment, wrap)
    }

    var content: Content { storage.content }

    func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        var inner = environment
        storage.environmentChange?(&inner)
        let nodes = ViewTree.nodes(of: storage.content, in: inner)
        guard let wrap = storage.wrap else { return nodes }
        return nodes.map { wrap($0, inner) }
    }
}

extension ModifiedNodes {
    private init(storage: Storage) {
        self.storage = storage
    }

    /// The same modifier around `other`: how a preview of a modified group becomes one
    /// preview per member, each with the group's modifiers.
    func applied(to other: any View) -> ModifiedNodes<AnyView> {
        ModifiedNodes<AnyView>(storage: .init(AnyView(erasing: other), storage.environmentChange, storage.wrap))
    }
}
