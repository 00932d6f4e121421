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
///         ZStack {
///             Circle().fill(.red)
///             Text("7").foregroundStyle(.white)
///         }
///         .frame(width: 64, height: 64)
///     }
/// }
/// ```
public protocol View {
    /// The type of view this view is made of.
    associatedtype Body: View
    /// The view's content.
    @ViewBuilder var body: Body { get }

    /// The layout nodes of this view in `environment`: its body's, or, for a view Vellum
    /// draws itself (``_PrimitiveView``), its own. A requirement, so that finding them is a
    /// call through the conformance rather than a dynamic cast per view.
    func _makeViewNodes(in environment: EnvironmentValues) -> [_ViewNode]
}

extension View {
    public func _makeViewNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        StateBinding.bind(self)
        guard let tracker = RenderContext.tracker else {
            return RenderContext.ofThisThread.with(environment: environment) { body }._makeViewNodes(in: environment)
        }
        // A shape's data is followed where it is filled or stroked.
        let view = self is any Shape ? self : animatedDataIfAnimatable(self, .viewData)
        return tracker.inBody {
            RenderContext.ofThisThread.with(environment: environment) { view.body }._makeViewNodes(in: environment)
        }
    }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view Vellum lays out and draws itself rather than through `body`: the leaves, the
/// containers and the modifiers. It turns into layout nodes in an environment.
public protocol _PrimitiveView {
    /// The nodes this view lays out as (none for `EmptyView`, several for a `Group` or
    /// `ForEach`), with `environment` applied.
    func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode]
}

extension View where Self: _PrimitiveView {
    /// Primitive views have no body.
    public var body: Never { fatalError("\(Self.self) is drawn by Vellum, not through body") }

    public func _makeViewNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        _makeNodes(in: environment)
    }
}
