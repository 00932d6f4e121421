import Foundation

extension View {
    /// Animates the changes that the modifiers in `body` make with `animation`, and not the
    /// changes inside this view (iOS 17). A still shows where they end; the frames of an appear
    /// animation play them.
    ///
    /// ```swift
    /// Text("Ready").animation(.easeInOut) { $0.opacity(isReady ? 1 : 0.3) }
    /// ```
    public func animation<V: View>(
        _ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        let content = self
        let placeholder = PlaceholderContentView<Self> { environment in
            // Built as if `animation` were not open around it: the scopes stack in the environment.
            var outer = environment
            let depth = outer.animationBodyScopeDepths.popLast()
            guard let depth, let tracker = RenderContext.tracker else {
                return ViewTree.nodes(of: content, in: outer)
            }
            return tracker.withScopes(truncatedTo: depth) { ViewTree.nodes(of: content, in: outer) }
        }
        return _ScopedAnimationView(modified: body(placeholder), animation: animation)
    }
}

/// `animation(_:body:)`: the body's modifiers run with `animation` on every update, the
/// placeholder's content outside it.
public struct _ScopedAnimationView<Modified: View>: View, _PrimitiveView {
    public typealias Body = Never
    let modified: Modified
    let animation: Animation?

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        guard let tracker = RenderContext.tracker else {
            if animation?.repeatsForever == true { RenderContext.session?.requestTracking() }
            return ViewTree.nodes(of: modified, in: environment)
        }
        var inner = environment
        inner.animationBodyScopeDepths.append(tracker.scopeDepth)
        return tracker.watching(UpdateToken(), animation: animation) { ViewTree.nodes(of: modified, in: inner) }
    }
}

private struct AnimationBodyScopeDepthsKey: EnvironmentKey {
    static let defaultValue: [Int] = []
}

extension EnvironmentValues {
    /// The tracker's scope depth at each `animation(_:body:)` around, innermost last: its
    /// placeholder builds the content at that depth.
    fileprivate var animationBodyScopeDepths: [Int] {
        get { self[AnimationBodyScopeDepthsKey.self] }
        set { self[AnimationBodyScopeDepthsKey.self] = newValue }
    }
}
