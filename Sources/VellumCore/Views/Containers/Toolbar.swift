import Foundation
import VellumGeometry

/// Items for a toolbar, as SwiftUI's: `ToolbarItem`s and `ToolbarItemGroup`s built with
/// ``ToolbarContentBuilder``. A navigation stack draws them in its bar.
///
/// ```swift
/// struct EditItems: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .confirmationAction) { Button("Done") {} }
///     }
/// }
/// ```
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Vellum's own toolbar content has no body: the toolbar reads its items.
    public var body: Never { fatalError("\(Self.self) is read by Vellum, not through body") }
}

/// Builds toolbar content from items, as SwiftUI's.
@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }

    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> some ToolbarContent {
        var entries: [ToolbarEntry] = []
        for item in repeat each content { entries += toolbarEntries(of: item) }
        return ToolbarEntryList(entries: entries)
    }

    public static func buildIf<C: ToolbarContent>(_ content: C?) -> some ToolbarContent {
        ToolbarEntryList(entries: content.map(toolbarEntries(of:)) ?? [])
    }

    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> ToolbarEither<T, F> {
        ToolbarEither(entries: toolbarEntries(of: first))
    }

    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> ToolbarEither<T, F> {
        ToolbarEither(entries: toolbarEntries(of: second))
    }
}

/// One branch of an `if`/`else` of toolbar content (SwiftUI's `_ConditionalContent`).
public struct ToolbarEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
    let entries: [ToolbarEntry]
    public typealias Body = Never
}

/// Where a toolbar item goes, as SwiftUI's. In a navigation bar: the leading placements
/// (`.topBarLeading`, `.navigationBarLeading`, `.cancellationAction`, `.navigation`) at its
/// left, `.principal` in place of the title, the others at its right; `.bottomBar`,
/// `.keyboard` and `.status` are not drawn.
public struct ToolbarItemPlacement: Sendable {
    enum Slot: Sendable { case leading, principal, trailing, hidden }
    let slot: Slot
    let isConfirmation: Bool

    init(_ slot: Slot, confirmation: Bool = false) {
        self.slot = slot
        isConfirmation = confirmation
    }

    public static let automatic = ToolbarItemPlacement(.trailing)
    public static let principal = ToolbarItemPlacement(.principal)
    public static let navigation = ToolbarItemPlacement(.leading)
    public static let primaryAction = ToolbarItemPlacement(.trailing)
    public static let secondaryAction = ToolbarItemPlacement(.trailing)
    public static let status = ToolbarItemPlacement(.hidden)
    /// Drawn in semibold, as iOS draws "Done".
    public static let confirmationAction = ToolbarItemPlacement(.trailing, confirmation: true)
    public static let cancellationAction = ToolbarItemPlacement(.leading)
    public static let destructiveAction = ToolbarItemPlacement(.trailing)
    public static let keyboard = ToolbarItemPlacement(.hidden)
    public static let topBarLeading = ToolbarItemPlacement(.leading)
    public static let topBarTrailing = ToolbarItemPlacement(.trailing)
    public static let bottomBar = ToolbarItemPlacement(.hidden)
    public static let navigationBarLeading = ToolbarItemPlacement(.leading)
    public static let navigationBarTrailing = ToolbarItemPlacement(.trailing)
}

/// A view placed in a toolbar, as SwiftUI's.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { Button("Add") {} }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public typealias Body = Never
}

extension ToolbarItem where ID == () {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier (for customisable toolbars) at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several views placed together in a toolbar, as SwiftUI's.
///
/// ```swift
/// ToolbarItemGroup(placement: .topBarTrailing) {
///     Button("Share") {}
///     Button("Edit") {}
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content
    public typealias Body = Never

    /// A group of items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// One view of a toolbar and where it goes.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

/// Toolbar content already read into entries (what the builder returns).
struct ToolbarEntryList: ToolbarContent {
    let entries: [ToolbarEntry]
    typealias Body = Never
}

/// The entries of any toolbar content: Vellum's own kinds directly, yours through `body`.
func toolbarEntries<C: ToolbarContent>(of content: C) -> [ToolbarEntry] {
    switch content {
    case let list as ToolbarEntryList: return list.entries
    case let provider as any ToolbarEntriesProviding: return provider.toolbarEntries
    default: return toolbarEntries(of: content.body)
    }
}

protocol ToolbarEntriesProviding { var toolbarEntries: [ToolbarEntry] { get } }

extension ToolbarItem: ToolbarEntriesProviding {
    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItemGroup: ToolbarEntriesProviding {
    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarEither: ToolbarEntriesProviding {
    var toolbarEntries: [ToolbarEntry] { entries }
}

/// A bar a toolbar modifier applies to, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Sendable, Equatable {
    private let name: String
    /// The bar the platform picks (the navigation bar on iOS).
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

extension View {
    /// Puts `content`'s items in the toolbar of the navigation stack around this view.
    ///
    /// ```swift
    /// .toolbar {
    ///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
    ///     ToolbarItem(placement: .confirmationAction) { Button("Save") {} }
    /// }
    /// ```
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        navigationBarInfo(NavigationBarInfo(items: toolbarEntries(of: content())))
    }

    /// Puts `content` at the trailing end of the navigation bar around this view.
    ///
    /// ```swift
    /// .toolbar { Button("Edit") {} }
    /// ```
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        navigationBarInfo(NavigationBarInfo(items: [ToolbarEntry(placement: .automatic, view: AnyView(content()))]))
    }

    /// Puts `leading` and `trailing` at the ends of the navigation bar (deprecated in SwiftUI
    /// for `toolbar`): drawn as the toolbar items `.navigationBarLeading` and
    /// `.navigationBarTrailing`.
    ///
    /// ```swift
    /// .navigationBarItems(leading: Button("Cancel") {}, trailing: Button("Done") {})
    /// ```
    @available(
        *, deprecated, message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement"
    )
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        navigationBarInfo(
            NavigationBarInfo(items: [
                ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading)),
                ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing))
            ]))
    }

    /// Puts `leading` at the leading end of the navigation bar (deprecated in SwiftUI).
    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarLeading placement")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        navigationBarInfo(
            NavigationBarInfo(items: [ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading))]))
    }

    /// Puts `trailing` at the trailing end of the navigation bar (deprecated in SwiftUI).
    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarTrailing placement")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        navigationBarInfo(
            NavigationBarInfo(items: [ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing))]))
    }

    /// Shows or hides `bars`: `.hidden` for `.navigationBar` (or `.automatic`) hides the
    /// navigation bar; the tab bar is hidden with `.tabBar`.
    ///
    /// ```swift
    /// .toolbar(.hidden, for: .navigationBar)
    /// ```
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let navigation = bars.contains(.navigationBar) || bars.contains(.automatic)
        let hidden: Bool? = visibility == .automatic ? nil : visibility == .hidden
        return navigationBarInfo(NavigationBarInfo(isHidden: navigation ? hidden : nil))
            .environment(\.tabBarHidden, bars.contains(.tabBar) ? hidden : nil)
    }
}
