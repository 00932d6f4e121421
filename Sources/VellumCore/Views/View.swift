import Foundation
import VellumGeometry

/// A piece of user interface that draws, with SwiftUI's shape: a value with a `body` made
/// of other views.
///
/// Unlike SwiftUI's, it is not tied to the main actor: a server renders views from any
/// thread.
///
/// ```swift
/// struct Badge: View {
///     var body: some View {
///         Canvas { context, size in
///             context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.red))
///         }
///         .frame(width: 64, height: 64)
///     }
/// }
/// ```
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The view's content.
    var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view Vellum draws itself rather than through `body`: the leaves and layout wrappers.
public protocol _PrimitiveView {
    /// The size the view takes for a proposal.
    func _size(for proposal: ProposedViewSize) -> CGSize
    /// Draws the view into `context`, whose origin is the view's top-left corner.
    func _draw(in context: inout GraphicsContext, size: CGSize)
}

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

/// Layout and drawing of any view: primitives directly, composed views through `body`.
public enum ViewRenderer {
    /// The size `view` takes for `proposal`.
    public static func size<V: View>(of view: V, for proposal: ProposedViewSize) -> CGSize {
        if let primitive = view as? _PrimitiveView { return primitive._size(for: proposal) }
        return size(of: view.body, for: proposal)
    }

    /// Draws `view` at `size` into `context`.
    public static func draw<V: View>(_ view: V, in context: inout GraphicsContext, size: CGSize) {
        if let primitive = view as? _PrimitiveView {
            primitive._draw(in: &context, size: size)
            return
        }
        draw(view.body, in: &context, size: size)
    }

    /// The drawing of `view` laid out for `proposal`.
    public static func drawing<V: View>(of view: V, proposal: ProposedViewSize) -> Drawing {
        let viewSize = size(of: view, for: proposal)
        return GraphicsContext.record(size: viewSize) { context in
            draw(view, in: &context, size: viewSize)
        }
    }
}
