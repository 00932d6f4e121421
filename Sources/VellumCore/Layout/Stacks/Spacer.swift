import Foundation
import VellumGeometry

/// Flexible empty space along a stack's axis, as SwiftUI's: it takes all the room the stack
/// offers it, at least `minLength` (default: the stack's spacing).
///
/// ```swift
/// HStack { Text("Left"); Spacer(); Text("Right") }
/// ```
public struct Spacer: View, _PrimitiveView {
    public typealias Body = Never
    /// The least room the spacer takes; nil for the default spacing. Negative or NaN count as
    /// 0. Default: nil.
    public var minLength: CGFloat?

    /// - Parameters:
    ///   - minLength: The least room the spacer takes; nil for the stack's spacing.
    public init(minLength: CGFloat? = nil) {
        self.minLength = minLength.map { $0.isNaN ? 0 : max($0, 0) }
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        [SpacerNode(minLength: minLength)]
    }
}

/// The spacing SwiftUI puts between stacked views when none is given.
let defaultStackSpacing: CGFloat = 8
