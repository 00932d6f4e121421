import Foundation
import VellumGeometry

/// Layout and drawing of any view: the view resolves into layout nodes (primitives
/// directly, composed views through `body`, with the environment flowing down), which the
/// parent proposes sizes to and places, as SwiftUI's layout does. The `Vellum` module's
/// `ViewRenderer` is the public face of it, with the Pango text shaper installed.
package enum ViewTree {
    /// The layout nodes of `view` in `environment`.
    package static func nodes<V: View>(of view: V, in environment: EnvironmentValues) -> [_ViewNode] {
        RenderContext.ofThisThread.enteringChild(ObjectIdentifier(V.self)) { view._makeViewNodes(in: environment) }
    }

    /// The layout nodes of `view` with an explicit identity (`ForEach`'s element ids, `id(_:)`).
    static func nodes<V: View>(of view: V, identity: AnyHashable, in environment: EnvironmentValues) -> [_ViewNode] {
        RenderContext.ofThisThread.enteringChild(ObjectIdentifier(V.self), identity: identity) {
            view._makeViewNodes(in: environment)
        }
    }

    /// One node for `view`: several top-level views stack vertically, as SwiftUI lays out
    /// a body of several views.
    package static func node<V: View>(of view: V, in environment: EnvironmentValues) -> _ViewNode {
        let all = nodes(of: view, in: environment)
        if all.count == 1 { return all[0] }
        return LayoutNode(layout: VStackLayout(), children: all, mirror: HorizontalMirror(environment))
    }

    /// The size `view` takes for `proposal`.
    package static func size<V: View>(of view: V, for proposal: ProposedViewSize, in environment: EnvironmentValues)
        -> CGSize
    {
        RenderSession.settle { node(of: view, in: environment).sizeThatFits(proposal) }
    }

    /// The drawing of `view` laid out for `proposal`: its size is what the view chooses for
    /// the proposal (its ideal size for `.unspecified`). Views that cannot lay out (a text
    /// the shaper refuses) draw nothing and report to the environment's issues.
    /// Views with state are laid out until it settles: what `onAppear`, `.task` and
    /// `onPreferenceChange` set is drawn (``RenderSession``).
    package static func drawing<V: View>(of view: V, proposal: ProposedViewSize, environment: EnvironmentValues)
        -> Drawing
    {
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
    package static func appearAnimation<V: View>(
        of view: V, proposal: ProposedViewSize, environment: EnvironmentValues,
        times: (Double) -> [Double]
    ) throws -> (frames: [Drawing], settled: Drawing) {
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
    package static func checkedDrawing<V: View>(
        of view: V, proposal: ProposedViewSize,
        environment: EnvironmentValues
    ) throws -> Drawing {
        var checked = environment
        let issues = RenderIssues()
        checked.renderIssues = issues
        let drawing = self.drawing(of: view, proposal: proposal, environment: checked)
        if let error = issues.first { throw error }
        return drawing
    }
}
