import Foundation
import VellumGeometry

/// A stack of screens with a navigation bar, as SwiftUI's, drawn at rest: its root screen
/// under iOS's bar, whatever the path holds (a render shows no pushed screen).
///
/// The bar is 44 points high with the toolbar items 16 points from either edge; a large
/// title (the root's default) is 34-point bold, 16 points from the leading edge, its baseline
/// 41 points below the bar in a 52-point row; an inline title is 17-point semibold, centred
/// in the bar. The root takes the rest of the space offered. A grouped list's grey shows
/// behind the bar, as on iOS when the list is scrolled to the top.
///
/// ```swift
/// NavigationStack {
///     Form { Toggle("Wi-Fi", isOn: $wifi) }
///         .navigationTitle("Settings")
///         .toolbar { Button("Done") {} }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View, _PrimitiveView {
    public typealias Body = Never
    let root: Root

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        navigationNodes(of: root, in: environment)
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack showing `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    /// A stack whose pushed screens are `path`'s values (none drawn in a render).
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose pushed screens are the elements of `path` (none drawn in a render).
    ///
    /// ```swift
    /// @State private var path: [Server] = []
    /// NavigationStack(path: $path) { ServerList() }
    /// ```
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
    }
}

/// A navigation view, as SwiftUI's (deprecated there for `NavigationStack`): on an iPhone a
/// stack, drawn as ``NavigationStack``.
///
/// ```swift
/// NavigationView {
///     List { Text("Inbox") }.navigationBarTitle("Mail")
/// }
/// ```
public struct NavigationView<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A navigation view of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        navigationNodes(of: content, in: environment)
    }
}

/// The root's nodes under the bar its views ask for.
private func navigationNodes<Root: View>(of root: Root, in environment: EnvironmentValues) -> [_ViewNode] {
    let (scope, inner) = environment.gatheringPreference(NavigationBarKey.self)
    let content = ViewTree.nodes(of: root, in: inner)
    let info = scope.drain(NavigationBarKey.self)
    let screen = VStack(spacing: 0) {
        if info.isHidden != true { NavigationBarView(info: info) }
        PrebuiltNodes(nodes: content).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
    }
    .background(info.backdrop ?? Color.clear)
    return ViewTree.nodes(of: screen, in: environment)
}

/// A list of values of any hashable types, as SwiftUI's: the screens pushed on a stack.
///
/// ```swift
/// var path = NavigationPath()
/// path.append(server)
/// ```
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable]

    /// An empty path.
    public init() { elements = [] }

    /// A path of `elements`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values the path holds.
    public var count: Int { elements.count }

    /// Whether the path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the last `k` values (as many as there are).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(k, 0), elements.count)) }
}

/// A control that pushes a screen, as SwiftUI's, drawn as its label: in a list, in the
/// primary colour with iOS's grey disclosure chevron at the trailing edge; elsewhere in the
/// tint, as a button.
///
/// ```swift
/// NavigationLink("Wi-Fi") { WiFiSettings() }
/// NavigationLink(value: server) { Text(server.name) }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    @Environment(\.isInList) private var isInList

    /// A link to `destination` showing `label`.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A link to a destination given as a view (deprecated in SwiftUI).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        if isInList {
            HStack {
                label
                Spacer(minLength: 0)
                Image(systemName: "chevron.right")
                    .font(.system(size: 14, weight: .semibold))
                    .foregroundStyle(Color.placeholderText)
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
        } else {
            Button(action: {}) { label }
        }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`, shown by the stack's `navigationDestination(for:)`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    /// A link titled with a localized literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.label = Text(titleKey)
    }

    /// A link titled with a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
    }

    /// A titled link to a destination given as a view (deprecated in SwiftUI).
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.label = Text(titleKey)
    }

    /// A string-titled link to a destination given as a view (deprecated in SwiftUI).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.label = Text(title)
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A titled link that pushes `value`.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.label = Text(titleKey)
    }

    /// A string-titled link that pushes `value`.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.label = Text(title)
    }
}

extension View {
    /// The screen a stack pushes for values of `data`: accepted; a render draws the root.
    ///
    /// ```swift
    /// .navigationDestination(for: Server.self) { ServerDetail(server: $0) }
    /// ```
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }

    /// The screen pushed while `isPresented` is true: accepted; a render draws the root.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
        -> some View
    { self }

    /// The screen pushed while `item` is not nil: accepted; a render draws the root.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { self }
}
