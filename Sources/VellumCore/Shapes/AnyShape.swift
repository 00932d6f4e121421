import Foundation
import VellumGeometry

/// A type-erased shape, as SwiftUI's: choose a shape at run time.
///
/// ```swift
/// let badge = isRound ? AnyShape(Circle()) : AnyShape(.rect(cornerRadius: 6))
/// badge.fill(.blue).frame(width: 24, height: 24)
/// ```
public struct AnyShape: Shape {
    private let pathIn: @Sendable (CGRect) -> Path
    private let sizing: @Sendable (ProposedViewSize) -> CGSize

    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) {
        pathIn = { shape.path(in: $0) }
        sizing = { shape.sizeThatFits($0) }
    }

    public func path(in rect: CGRect) -> Path { pathIn(rect) }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }
}
