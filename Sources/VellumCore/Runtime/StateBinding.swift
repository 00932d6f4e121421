import Foundation
import Synchronization

/// The state of one `State` property of the view at a place in the tree.
struct StateKey: Hashable, @unchecked Sendable {
    let place: [PositionStep]
    /// The view's type: a view and the view its body starts with share a place.
    let view: ObjectIdentifier
    /// The `State` among the view's properties, in declaration order (nested dynamic
    /// properties, as `StateObject`'s own state, counted in place).
    let property: Int
}

/// A property wrapper that keeps state in a render (`State`, and what holds one).
protocol _StateProperty {
    /// The box the property was made with.
    var _stateBox: StateBox { get }
}

/// Binds the `State` properties of views to their places, before their bodies run: the
/// reflection is done only for types that have some (a type found to have none is
/// remembered as such).
enum StateBinding {
    private static let typesWithoutState = Mutex<Set<ObjectIdentifier>>([])

    /// Binds `view`'s state (and that of its nested dynamic properties) to the current place.
    static func bind<V>(_ view: V) {
        guard let session = RenderContext.session else { return }
        let type = ObjectIdentifier(V.self)
        if typesWithoutState.withLock({ $0.contains(type) }) { return }
        var boxes: [StateBox] = []
        collect(view, into: &boxes, depth: 0)
        guard !boxes.isEmpty else {
            typesWithoutState.withLock { _ = $0.insert(type) }
            return
        }
        let place = RenderContext.ofThisThread.position.steps
        for (index, box) in boxes.enumerated() {
            session.bind(box, at: StateKey(place: place, view: type, property: index))
        }
    }

    private static func collect(_ value: Any, into boxes: inout [StateBox], depth: Int) {
        // Dynamic properties nest a few levels at most (a StateObject holds a State).
        guard depth < 4 else { return }
        for child in Mirror(reflecting: value).children {
            if let state = child.value as? any _StateProperty {
                boxes.append(state._stateBox)
            } else if child.value is any DynamicProperty {
                collect(child.value, into: &boxes, depth: depth + 1)
            }
        }
    }
}
