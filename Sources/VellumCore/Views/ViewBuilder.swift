import Foundation
import VellumGeometry

/// Builds views from closures, as SwiftUI's: several statements, `if`/`else`, `if let`,
/// `switch`, and `for`-free lists through ``ForEach``.
///
/// ```swift
/// @ViewBuilder func badge(_ count: Int?) -> some View {
///     Circle().fill(.red)
///     if let count { Text("\(count)") } else { EmptyView() }
/// }
/// ```
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Several views built by ``ViewBuilder``: each becomes its own child of the container.
public struct TupleView<T>: View, _PrimitiveView {
    public typealias Body = Never
    /// The views.
    public var value: T
    private let makeNodes: (EnvironmentValues) -> [_ViewNode]

    /// Wraps a tuple of views.
    public init<each V: View>(_ value: (repeat each V)) where T == (repeat each V) {
        self.value = value
        makeNodes = { environment in
            var nodes: [_ViewNode] = []
            for view in repeat each value {
                nodes += ViewTree.nodes(of: view, in: environment)
            }
            return nodes
        }
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] { makeNodes(environment) }
}

/// One of two views, chosen by an `if`/`else` in a ``ViewBuilder``.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, _PrimitiveView {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        switch storage {
        // The branches are places of their own, even with views of one type.
        case .trueContent(let view): return ViewTree.nodes(of: view, identity: true, in: environment)
        case .falseContent(let view): return ViewTree.nodes(of: view, identity: false, in: environment)
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
}

extension Optional: _PrimitiveView where Wrapped: View {
    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        switch self {
        case .some(let view): return ViewTree.nodes(of: view, in: environment)
        case .none: return []
        }
    }
}

/// A view that draws nothing and takes no room.
public struct EmptyView: View, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] { [] }
}

/// Several views treated as one for modifiers: a modifier on a group applies to each view in
/// it, and a stack lays each out as its own child.
///
/// ```swift
/// VStack {
///     Group { Text("a"); Text("b") }.foregroundStyle(.red)
/// }
/// ```
public struct Group<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        ViewTree.nodes(of: content, in: environment)
    }
}

/// A type-erased view.
///
/// ```swift
/// let views: [AnyView] = [AnyView(Circle()), AnyView(Text("hi"))]
/// ```
public struct AnyView: View, _PrimitiveView {
    public typealias Body = Never
    let view: any View

    public init<V: View>(_ view: V) {
        if let erased = view as? AnyView {
            self.view = erased.view
        } else {
            self.view = view
        }
    }

    /// Wraps any view value.
    public init(erasing view: any View) {
        self.view = view
    }

    /// Wraps `value` when it is a view, else nil (SwiftUI's underscored initializer, which
    /// code that erases views of unknown type calls).
    ///
    /// ```swift
    /// let erased = AnyView(_fromValue: Text("hi") as Any)
    /// ```
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.init(erasing: (view as? AnyView)?.view ?? view)
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        func open<V: View>(_ view: V) -> [_ViewNode] { ViewTree.nodes(of: view, in: environment) }
        return open(view)
    }
}

/// One view per element of a collection, as SwiftUI's: over a range, over `Identifiable`
/// elements, or with an explicit `id` key path. A view when its content is a view; other
/// modules make it other content too (VellumCharts: chart content), as SwiftUI's `ForEach`
/// serves views, chart content and table rows.
///
/// ```swift
/// HStack { ForEach(0..<5) { index in Circle().opacity(Double(index + 1) / 5) } }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public typealias Body = Never
    /// The elements.
    public var data: Data
    /// Builds the content of one element.
    public var content: (Data.Element) -> Content
    /// Each element's identity.
    package let id: KeyPath<Data.Element, ID>

    /// Content for each element, for the modules that give `ForEach` other conformances.
    package init(elements data: Data, id: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// No body: its elements' content is used directly.
    public var body: Never { fatalError("ForEach is drawn by Vellum, not through body") }
}

extension ForEach: View, _PrimitiveView where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(elements: data, id: id, content: content)
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        data.flatMap { element in
            let identity = AnyHashable(element[keyPath: id])
            let nodes = ViewTree.nodes(of: content(element), identity: identity, in: environment)
            // In a picker, each view's identity is its implicit tag, matched to the selection.
            if environment.collectsTags {
                for node in nodes { node.layoutValues[ObjectIdentifier(ImplicitTagKey.self)] = identity }
            }
            return nodes
        }
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// One view per integer of `data`.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per identifiable element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Content: View {
    /// Views for the elements of a bound collection, each given the binding of its element, as
    /// SwiftUI's `ForEach($items) { $item in … }`; identified by `id` of each element.
    ///
    /// ```swift
    /// ForEach($tasks, id: \.title) { $task in Toggle(task.title, isOn: $task.done) }
    /// ```
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let elements = data.wrappedValue
        let pairs = elements.indices.lazy.map { index in (index, elements[index][keyPath: id]) }
        self.init(pairs, id: \.1) { pair in content(data[pair.0]) }
    }

    /// Views for the elements of a bound collection of identifiable values.
    ///
    /// ```swift
    /// ForEach($tasks) { $task in Toggle(task.title, isOn: $task.done) }
    /// ```
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Element: Identifiable, ID == C.Element.ID,
        C.Index: Hashable
    {
        self.init(data, id: \.id, content: content)
    }
}
