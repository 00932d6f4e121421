import Foundation
import VellumGeometry

/// A size proposal from a parent: each dimension is a length, or nil for "your ideal".
/// SwiftUI's type.
public struct ProposedViewSize: Hashable, Sendable {
    /// Default: nil.
    public var width: CGFloat?
    /// Default: nil.
    public var height: CGFloat?

    /// Creates a proposal.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Proposes `size`.
    public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

    /// Asks for the view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Proposes zero in both dimensions.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Proposes unlimited space in both dimensions.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with nil dimensions replaced by `size`'s.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}
