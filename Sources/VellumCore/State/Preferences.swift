import Foundation
import VellumGeometry

/// A value that views pass up to their ancestors, as SwiftUI's: each view inside sets one
/// with `preference(key:value:)`, `reduce` combines them in order, and an ancestor reads the
/// result with `onPreferenceChange(_:perform:)`.
///
/// ```swift
/// struct WidthKey: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
/// }
/// ```
public protocol PreferenceKey {
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines `value` with the next view's.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    /// nil, as SwiftUI's default for a key whose value is optional.
    public static var defaultValue: Value { nil }
}

/// Where one `onPreferenceChange` gathers the values set inside it during a pass.
final class PreferenceScope: @unchecked Sendable {
    let key: ObjectIdentifier
    /// The parent scope: values set inside reach every enclosing reader.
    let outer: PreferenceScope?
    private let lock = NSLock()
    private var values: [Any] = []

    init(key: ObjectIdentifier, outer: PreferenceScope?) {
        self.key = key
        self.outer = outer
    }

    func add(_ value: Any, for key: ObjectIdentifier) {
        var scope: PreferenceScope? = self
        while let current = scope {
            if current.key == key {
                current.lock.lock()
                current.values.append(value)
                current.lock.unlock()
            }
            scope = current.outer
        }
    }

    /// The values of `K` set this pass, reduced in order; forgets them.
    func drain<K: PreferenceKey>(_ key: K.Type) -> K.Value {
        lock.lock()
        let drained = values
        values.removeAll()
        lock.unlock()
        var value = K.defaultValue
        for next in drained {
            guard let next = next as? K.Value else { continue }
            K.reduce(value: &value, nextValue: { next })
        }
        return value
    }
}

private struct PreferenceScopeKey: EnvironmentKey { static let defaultValue: PreferenceScope? = nil }

extension EnvironmentValues {
    /// A new scope that gathers `K`'s values, and this environment with it innermost.
    func gatheringPreference<K: PreferenceKey>(_ key: K.Type) -> (PreferenceScope, EnvironmentValues) {
        let scope = PreferenceScope(key: ObjectIdentifier(key), outer: preferenceScope)
        var inner = self
        inner.preferenceScope = scope
        return (scope, inner)
    }

    /// In a render: its session, a new scope that gathers `K`'s values, this environment with
    /// it innermost, and the reader's slot at its place in the tree. Nil outside one, where no
    /// pass reads the values back.
    func gatheringPreferenceInPass<K: PreferenceKey>(_ key: K.Type)
        -> (session: RenderSession, scope: PreferenceScope, inner: EnvironmentValues, occurrence: ViewSlot)?
    {
        guard let session = RenderContext.session else { return nil }
        let (scope, inner) = gatheringPreference(key)
        return (session, scope, inner, session.slot())
    }

    /// The innermost preference reader around a view.
    var preferenceScope: PreferenceScope? {
        get { self[PreferenceScopeKey.self] }
        set { self[PreferenceScopeKey.self] = newValue }
    }
}

extension View {
    /// Sets `value` for `key`, for the readers around this view.
    ///
    /// ```swift
    /// Text("Requests").background(GeometryReader { proxy in
    ///     Color.clear.preference(key: WidthKey.self, value: proxy.size.width)
    /// })
    /// ```
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        ModifiedNodes(self) { node, environment in
            environment.preferenceScope?.add(value, for: ObjectIdentifier(key))
            return node
        }
    }

    /// Changes the value of `key` that this view passes up (applied to the key's default
    /// here: a render reads each view's contribution on its own).
    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        ModifiedNodes(self) { node, environment in
            var value = K.defaultValue
            callback(&value)
            environment.preferenceScope?.add(value, for: ObjectIdentifier(key))
            return node
        }
    }

    /// Runs `action` with the value of `key` that the views inside set, once a pass is laid
    /// out and whenever it changes; state it sets is drawn by the next pass.
    ///
    /// ```swift
    /// bar.onPreferenceChange(WidthKey.self) { width = $0 }
    /// ```
    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        PreferenceReader<Self, K>(content: self, action: action)
    }
}

/// The view of `onPreferenceChange`: its content in a scope that gathers `K`'s values, read
/// once the pass is laid out.
struct PreferenceReader<Content: View, K: PreferenceKey>: View, _PrimitiveView where K.Value: Equatable {
    let content: Content
    let action: (K.Value) -> Void

    func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        guard let pass = environment.gatheringPreferenceInPass(K.self) else {
            return ViewTree.nodes(of: content, in: environment)
        }
        let action = self.action
        pass.session.enqueueCheck(in: environment) {
            let value = pass.scope.drain(K.self)
            let previous = pass.session.exchange(pass.occurrence, value) as? K.Value
            guard previous != value else { return false }
            action(value)
            return true
        }
        return ViewTree.nodes(of: content, in: pass.inner)
    }
}

/// A geometry value of a view that an ancestor resolves in its own space, as SwiftUI's: made
/// by `anchorPreference(key:value:transform:)`, read with `GeometryProxy[anchor]`.
public struct Anchor<Value>: @unchecked Sendable {
    /// The value in the render's space.
    let global: Value
    /// Turns the global value into one in a space given by the transform from it to the render.
    let resolve: (Value, CGAffineTransform) -> Value

    /// Which value of a view an anchor records.
    public struct Source: @unchecked Sendable {
        /// The value for a view of `size` drawn with `transform`, in the render's space.
        let make: (CGSize, CGAffineTransform) -> Value
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(.null) }

    /// A rectangle in the view's space (`.null`: its bounds).
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { size, transform in
            (rect.isNull ? CGRect(origin: .zero, size: size) : rect).applying(transform)
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point of the view given as a unit point.
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { size, transform in
            CGPoint(x: point.x * size.width, y: point.y * size.height).applying(transform)
        }
    }

    /// A point in the view's space.
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { _, transform in point.applying(transform) }
    }

    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The anchor's value in the reader's space.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.resolve(anchor.global, transform.inverted()) }
}

extension View {
    /// Sets `key` from a geometry value of this view (its bounds, a point of it), which an
    /// ancestor resolves in its own space with `GeometryProxy[anchor]`.
    ///
    /// ```swift
    /// Text("Errors").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
    /// ```
    public func anchorPreference<A, K: PreferenceKey>(
        key: K.Type = K.self, value: Anchor<A>.Source,
        transform: @escaping (Anchor<A>) -> K.Value
    ) -> some View {
        ModifiedNodes(self) { node, environment in
            let scope = environment.preferenceScope
            return DrawingNode(child: node) { child, context, proposal in
                let global = value.make(child.sizeThatFits(proposal), context.transform)
                scope?.add(transform(Anchor(global: global, resolve: Anchor<A>.resolver())), for: ObjectIdentifier(key))
                child.draw(in: &context, proposal: proposal)
            }
        }
    }

    /// Draws `content`, made from the value of `key` that the views inside set, over this
    /// view (from the previous pass of the render: it settles on the final value).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center,
        @ViewBuilder _ content: @escaping (K.Value) -> V
    ) -> some View {
        preferenceValue(K.self, alignment: alignment, isAbove: true, content)
    }

    /// Draws `content`, made from the value of `key` that the views inside set, behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, alignment: Alignment = .center,
        @ViewBuilder _ content: @escaping (K.Value) -> V
    ) -> some View {
        preferenceValue(K.self, alignment: alignment, isAbove: false, content)
    }
}

extension View {
    /// The view of `overlayPreferenceValue` (`isAbove`) and `backgroundPreferenceValue`.
    fileprivate func preferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment, isAbove: Bool,
        _ content: @escaping (K.Value) -> V
    ) -> PreferenceValueView<Self, K, V> {
        PreferenceValueView(content: self, alignment: alignment, isAbove: isAbove, make: content)
    }
}

extension Anchor {
    /// How an anchor's value moves into another space: rectangles and points by the transform,
    /// other values as they are.
    static func resolver() -> (Value, CGAffineTransform) -> Value {
        { value, transform in
            if let rect = value as? CGRect, let moved = rect.applying(transform) as? Value { return moved }
            if let point = value as? CGPoint, let moved = point.applying(transform) as? Value { return moved }
            return value
        }
    }
}

/// `overlayPreferenceValue`/`backgroundPreferenceValue`: the secondary view made from the value
/// gathered in the previous pass; a change asks the render for another pass.
struct PreferenceValueView<Content: View, K: PreferenceKey, Secondary: View>: View, _PrimitiveView {
    let content: Content
    let alignment: Alignment
    let isAbove: Bool
    let make: (K.Value) -> Secondary

    func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        guard let pass = environment.gatheringPreferenceInPass(K.self) else {
            return ViewTree.nodes(of: content, in: environment)
        }
        let stored = pass.session.peek(pass.occurrence) as? Box
        let value = stored?.value ?? K.defaultValue
        let secondary = make(value)
        pass.session.enqueueCheck(in: environment) {
            let gathered = pass.scope.drain(K.self)
            let box = Box(gathered)
            _ = pass.session.exchange(pass.occurrence, box)
            // Another pass draws the new value; values that are not Equatable settle in one.
            guard let stored else { return true }
            return gathered is any Equatable && !areEqual(stored.value, gathered)
        }
        let nodes = ViewTree.nodes(of: content, in: pass.inner)
        let mirror = HorizontalMirror(environment)
        return nodes.map { node in
            SecondaryNode(
                child: node, secondary: ViewTree.node(of: secondary, in: environment), alignment: alignment,
                isAbove: isAbove, mirror: mirror)
        }
    }

    final class Box {
        let value: K.Value
        init(_ value: K.Value) { self.value = value }
    }
}
