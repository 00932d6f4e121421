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
        guard let tracker = AnimatedValueTracker.current else {
            return EnvironmentValues.withCurrent(environment) { body }._makeViewNodes(in: environment)
        }
        // A shape's data is followed where it is filled or stroked.
        let view = self is any Shape ? self : animatedDataIfAnimatable(self, .viewData)
        return tracker.inBody {
            EnvironmentValues.withCurrent(environment) { view.body }._makeViewNodes(in: environment)
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

/// Layout and drawing of any view: the view resolves into layout nodes (primitives
/// directly, composed views through `body`, with the environment flowing down), which the
/// parent proposes sizes to and places, as SwiftUI's layout does. The `Vellum` module's
/// `ViewRenderer` is the public face of it, with the Pango text shaper installed.
package enum ViewTree {
    /// The layout nodes of `view` in `environment`.
    package static func nodes<V: View>(of view: V, in environment: EnvironmentValues) -> [_ViewNode] {
        view._makeViewNodes(in: environment)
    }

    /// One node for `view`: several top-level views stack vertically, as SwiftUI lays out
    /// a body of several views.
    package static func node<V: View>(of view: V, in environment: EnvironmentValues) -> _ViewNode {
        let all = nodes(of: view, in: environment)
        if all.count == 1 { return all[0] }
        return LayoutNode(layout: VStackLayout(), children: all, mirror: HorizontalMirror(environment))
    }

    /// The size `view` takes for `proposal`.
    package static func size<V: View>(of view: V, for proposal: ProposedViewSize, in environment: EnvironmentValues) -> CGSize {
        RenderSession.settle { node(of: view, in: environment).sizeThatFits(proposal) }
    }

    /// The drawing of `view` laid out for `proposal`: its size is what the view chooses for
    /// the proposal (its ideal size for `.unspecified`). Views that cannot lay out (a text
    /// the shaper refuses) draw nothing and report to the environment's issues.
    /// Views with state are laid out until it settles: what `onAppear`, `.task` and
    /// `onPreferenceChange` set is drawn (``RenderSession``).
    package static func drawing<V: View>(of view: V, proposal: ProposedViewSize, environment: EnvironmentValues) -> Drawing {
        RenderSession.settle {
            let root = node(of: view, in: environment)
            let viewSize = root.sizeThatFits(proposal)
            return GraphicsContext.record(size: viewSize, environment: environment) { context in
                root.draw(in: &context, proposal: proposal)
            }
        }
    }

    /// The drawings of the appear animation of `view`, drawn at each of the times `times`
    /// gives for the animation's length in seconds (none when nothing animates), and the
    /// settled drawing a still shows.
    package static func appearAnimation<V: View>(of view: V, proposal: ProposedViewSize, environment: EnvironmentValues,
                                                 times: (Double) -> [Double]) throws -> (frames: [Drawing], settled: Drawing) {
        var checked = environment
        let issues = RenderIssues()
        checked.renderIssues = issues
        let (frames, settled) = RenderSession.animate(times: times) {
            let root = node(of: view, in: checked)
            let viewSize = root.sizeThatFits(proposal)
            return GraphicsContext.record(size: viewSize, environment: checked) { context in
                root.draw(in: &context, proposal: proposal)
            }
        }
        if let error = issues.first { throw error }
        return (frames, settled)
    }

    /// ``drawing(of:proposal:environment:)``, throwing the first error any view reported
    /// while laying out (``RenderError/invalidText(reason:)``).
    package static func checkedDrawing<V: View>(of view: V, proposal: ProposedViewSize,
                                                environment: EnvironmentValues) throws -> Drawing {
        var checked = environment
        let issues = RenderIssues()
        checked.renderIssues = issues
        let drawing = self.drawing(of: view, proposal: proposal, environment: checked)
        if let error = issues.first { throw error }
        return drawing
    }
}
