import Foundation
import VellumGeometry

/// One step of a view's place in the view tree: its type and its index among the views its
/// parent produced, or an explicit identity (`ForEach`'s element ids, `id(_:)`).
struct PositionStep: Hashable, @unchecked Sendable {
    let type: ObjectIdentifier
    let index: Int
    let identity: AnyHashable?
}

/// Where a view is in the tree: what state, `onAppear`, `task`, `onChange` and preferences are
/// kept by from one pass of a render to the next, as SwiftUI keeps them by structural
/// identity. A view inside an `if` keeps its own state; `id(_:)` gives a new one.
struct ViewSlot: Hashable, @unchecked Sendable {
    let steps: [PositionStep]
    /// Which of the registrations at this place (several modifiers can share a view's place).
    let ordinal: Int
}

/// The path being evaluated on a render thread, with a counter per level for the children
/// and the registrations made there.
struct ViewPosition {
    private(set) var steps: [PositionStep] = []
    private var nextChild: [Int] = [0]
    private var nextSlot: [Int] = [0]

    /// Enters the next child of the current view, of `type`, or with an explicit `identity`.
    mutating func enter(_ type: ObjectIdentifier, identity: AnyHashable?) {
        let last = nextChild.count - 1
        // At the root every evaluation is the same view, pass after pass.
        let index = steps.isEmpty ? 0 : nextChild[last]
        if !steps.isEmpty { nextChild[last] += 1 }
        steps.append(PositionStep(type: type, index: index, identity: identity))
        nextChild.append(0)
        nextSlot.append(0)
    }

    mutating func leave() {
        steps.removeLast()
        nextChild.removeLast()
        nextSlot.removeLast()
    }

    /// The next registration's slot at the current place.
    mutating func nextSlotHere() -> ViewSlot {
        let last = nextSlot.count - 1
        defer { nextSlot[last] += 1 }
        return ViewSlot(steps: steps, ordinal: nextSlot[last])
    }

    /// This place, for a view evaluated later (a `GeometryReader`'s content at drawing time):
    /// fresh counters, so each later evaluation sees the same slots.
    var captured: ViewPosition {
        var copy = ViewPosition()
        copy.steps = steps
        copy.nextChild = Array(repeating: 0, count: steps.count + 1)
        copy.nextSlot = Array(repeating: 0, count: steps.count + 1)
        return copy
    }
}
