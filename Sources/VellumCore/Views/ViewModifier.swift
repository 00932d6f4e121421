import Foundation

/// A modifier you write once and apply to any view, as SwiftUI's: its `body(content:)` makes
/// a new view around the content.
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding(12).background(.white, in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// Text("42 builds").modifier(Card())
/// ```
public protocol ViewModifier {
    /// The view the modifier makes.
    associatedtype Body: View
    /// The content the modifier is applied to.
    typealias Content = _ViewModifier_Content<Self>
    /// The view made around `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The content a ``ViewModifier`` is applied to: the modified view, as a view.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, _PrimitiveView {
    public typealias Body = Never
    let makeNodes: (EnvironmentValues) -> [_ViewNode]

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] { makeNodes(environment) }
}

/// A view with a modifier applied, or two modifiers one after the other, as SwiftUI's.
public struct ModifiedContent<Content, Modifier> {
    /// The view or modifier modified.
    public var content: Content
    /// The modifier applied.
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, _PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        let content = self.content
        if modifier is any GeometryEffect {
            return Modifier.geometryEffectNodes(modifier, content: ViewTree.nodes(of: content, in: environment)) ?? []
        }
        let wrapped = _ViewModifier_Content<Modifier>(makeNodes: { ViewTree.nodes(of: content, in: $0) })
        // The modifier's body reads @Environment like a view's.
        guard let tracker = RenderContext.tracker else {
            return Self.bodyNodes(of: modifier, content: wrapped, in: environment)
        }
        // A modifier of your own that is Animatable animates its data, as a view does.
        let moved = animatedDataIfAnimatable(modifier, .viewData)
        return tracker.inBody { Self.bodyNodes(of: moved, content: wrapped, in: environment) }
    }

    private static func bodyNodes(
        of modifier: Modifier, content: _ViewModifier_Content<Modifier>,
        in environment: EnvironmentValues
    ) -> [_ViewNode] {
        // A modifier's own @State belongs to its place, as a view's does.
        StateBinding.bind(modifier)
        return RenderContext.ofThisThread.with(environment: environment) { modifier.body(content: content) }
            ._makeViewNodes(in: environment)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        let inner = _ViewModifier_Content<Content>(makeNodes: content.makeNodes)
        let first = self.content, second = modifier
        return ModifiedContent<ModifiedContent<_ViewModifier_Content<Content>, Content>, Modifier>(
            content: ModifiedContent<_ViewModifier_Content<Content>, Content>(content: inner, modifier: first),
            modifier: second)
    }
}

extension ViewModifier {
    /// This modifier followed by `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The modifier that changes nothing.
public struct EmptyModifier: ViewModifier, Sendable {
    public static let identity = EmptyModifier()
    public init() {}
    public func body(content: Content) -> Content { content }
}

extension View {
    /// Applies `modifier` to this view.
    ///
    /// ```swift
    /// Text("Passed").modifier(Card())
    /// ```
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier whose `animatableData` animations move, as SwiftUI's `AnimatableModifier`
/// (which SwiftUI deprecates in favour of adopting ``Animatable`` and ``ViewModifier``
/// directly; the two spellings behave the same). A still draws it with its settled data; the
/// frames of an appear animation set the data to each moment's value.
///
/// ```swift
/// struct Shake: AnimatableModifier {
///     var amount: Double
///     var animatableData: Double {
///         get { amount }
///         set { amount = newValue }
///     }
///     func body(content: Content) -> some View { content.offset(x: 8 * sin(amount * .pi * 4)) }
/// }
/// ```
public protocol AnimatableModifier: Animatable, ViewModifier {}

extension ViewModifier {
    /// This modifier with every change of its animatable values animated with `animation`, as
    /// SwiftUI's: the modifier's own `animatableData` moves on the animation's timing in an
    /// appear animation; a still shows where it ends.
    ///
    /// ```swift
    /// content.modifier(Shimmer(phase: phase).animation(.linear(duration: 1.6).repeatForever()))
    /// ```
    public func animation(_ animation: Animation?) -> some ViewModifier {
        _AnimatedModifier(base: self, animation: animation)
    }

    /// This modifier with the transaction of its changes changed by `transform`: a render shows
    /// where they end.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier { self }
}

/// What ``ViewModifier/animation(_:)`` returns: `base` applied under `animation`.
public struct _AnimatedModifier<Base: ViewModifier>: ViewModifier {
    let base: Base
    let animation: Animation?

    public func body(content: Content) -> some View {
        _WatchedAnimationView(content: content.modifier(base), animation: animation, value: UpdateToken())
    }
}
