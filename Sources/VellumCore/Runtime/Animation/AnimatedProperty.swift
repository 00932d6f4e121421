import Foundation
import Synchronization
import VellumGeometry

/// A drawn property that animations move: what SwiftUI interpolates when a change is animated.
enum AnimatedProperty: Hashable, Sendable {
    case opacity, rotation, scale, offset, frameWidth, frameHeight, color
    /// A shape's `animatableData` (a trim's ends, a custom shape's progress).
    case shapeData
    /// The `animatableData` of a view or modifier of your own that is `Animatable`.
    case viewData
    /// The value an `.animation(_:value:)` watches.
    case watchedValue
}
