import Foundation
import VellumGeometry

// SwiftUI's shape set operations (iOS 17, macOS 14): each is the `Path` operation of the two
// shapes' paths in the same rectangle.

extension Shape {
    /// A shape whose filled region is this shape's and `other`'s together.
    ///
    /// ```swift
    /// Circle().union(Rectangle().inset(by: 30)).fill(.blue)
    /// ```
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _SetOperationShape(first: self, second: other) { $0.union($1, eoFill: eoFill) }
    }

    /// A shape whose filled region is where this shape and `other` overlap.
    ///
    /// ```swift
    /// Circle().intersection(Rectangle().offset(x: 40)).fill(.blue)
    /// ```
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _SetOperationShape(first: self, second: other) { $0.intersection($1, eoFill: eoFill) }
    }

    /// A shape whose filled region is this shape's without `other`'s.
    ///
    /// ```swift
    /// // A notch in the middle of the right edge of a 120 × 60 badge.
    /// RoundedRectangle(cornerRadius: 12).subtracting(Circle().scale(0.3).offset(x: 60))
    ///     .fill(.orange).frame(width: 120, height: 60)
    /// ```
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _SetOperationShape(first: self, second: other) { $0.subtracting($1, eoFill: eoFill) }
    }

    /// A shape whose filled region is what either this shape or `other` fills, but not both.
    ///
    /// ```swift
    /// Circle().symmetricDifference(Circle().scale(0.5)).fill(.green)
    /// ```
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _SetOperationShape(first: self, second: other) { $0.symmetricDifference($1, eoFill: eoFill) }
    }

    /// The line of this shape where it runs inside `other`'s filled region.
    ///
    /// ```swift
    /// Circle().lineIntersection(Rectangle().scale(x: 0.5, anchor: .leading)).stroke(.red, lineWidth: 4)
    /// ```
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _SetOperationShape(first: self, second: other) { $0.lineIntersection($1, eoFill: eoFill) }
    }

    /// The line of this shape where it runs outside `other`'s filled region.
    ///
    /// ```swift
    /// Circle().lineSubtraction(Rectangle().scale(0.2, anchor: .top)).stroke(.red, lineWidth: 4)
    /// ```
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _SetOperationShape(first: self, second: other) { $0.lineSubtraction($1, eoFill: eoFill) }
    }
}

/// `union`, `intersection`, `subtracting`, `symmetricDifference`, `lineIntersection` and
/// `lineSubtraction` of two shapes.
public struct _SetOperationShape<First: Shape, Second: Shape>: Shape {
    var first: First
    var second: Second
    let operation: @Sendable (Path, Path) -> Path

    /// Both shapes' data, as SwiftUI's.
    public var animatableData: AnimatablePair<First.AnimatableData, Second.AnimatableData> {
        get { AnimatablePair(first.animatableData, second.animatableData) }
        set {
            first.animatableData = newValue.first
            second.animatableData = newValue.second
        }
    }

    public func path(in rect: CGRect) -> Path { operation(first.path(in: rect), second.path(in: rect)) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { first.sizeThatFits(proposal) }
}
