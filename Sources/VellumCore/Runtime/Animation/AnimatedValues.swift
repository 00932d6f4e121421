import Foundation
import Synchronization
import VellumGeometry

/// `value` as the render on this thread draws it: moved by an animation in the frames of an
/// appear animation, and otherwise itself.
func animatedValue<V>(_ value: V, _ property: AnimatedProperty) -> V {
    guard let tracker = RenderContext.tracker else { return value }
    return tracker.value(value, property)
}

/// `item` with its `animatableData` as the render on this thread draws it.
func animatedData<A: Animatable>(_ item: A, _ property: AnimatedProperty) -> A {
    guard A.AnimatableData.self != EmptyAnimatableData.self, let tracker = RenderContext.tracker else { return item }
    var moved = item
    moved.animatableData = tracker.value(item.animatableData, property)
    return moved
}

/// `item`, if it is `Animatable`, with its `animatableData` as the render on this thread draws it.
func animatedDataIfAnimatable<T>(_ item: T, _ property: AnimatedProperty) -> T {
    guard RenderContext.tracker != nil, let animatable = item as? any Animatable else { return item }
    return (animatedData(animatable, property) as any Animatable) as? T ?? item
}

extension AnyShapeStyle {
    /// The style as the render on this thread draws it: a colour may be moving.
    var animatedColor: AnyShapeStyle {
        guard RenderContext.tracker != nil, let color = base as? Color else { return self }
        return AnyShapeStyle(animatedValue(color, .color))
    }
}
