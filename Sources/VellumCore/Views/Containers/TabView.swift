import Foundation
import VellumGeometry

/// A view that switches between tabs, as SwiftUI's, drawn at rest as iOS's tab bar under the
/// selected tab: the one whose `tag` equals the selection, or the first. The bar is 49 points
/// high on a light grey (#F9F9F9) under a hairline; each tab's `tabItem` shows its icon over
/// a 10-point caption, the selected one in the tint (the accent blue), the others in grey
/// (#999999).
///
/// ```swift
/// TabView {
///     InboxView().tabItem { Label("Inbox", systemImage: "tray") }
///     SettingsView().tabItem { Label("Settings", systemImage: "gearshape") }
/// }
/// ```
public struct TabView<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let selection: AnyHashable?
    let content: Content

    /// Tabs of `content`, the one tagged `selection` shown.
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection.map { AnyHashable($0.wrappedValue) }
        self.content = content()
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        var inner = environment
        inner.collectsTags = true
        let tabs = ViewTree.nodes(of: content, in: inner)
        let selected = selection.flatMap { value in tabs.firstIndex { $0.tagValue == value } } ?? 0
        let items = tabs.map { $0.layoutValues[ObjectIdentifier(TabItemKey.self)] as? AnyView }
        let screen = VStack(spacing: 0) {
            if tabs.indices.contains(selected) {
                PrebuiltNodes(nodes: [tabs[selected]]).frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            if environment.tabBarHidden != true {
                TabBar(items: items, selected: selected)
            }
        }
        return ViewTree.nodes(of: screen, in: environment)
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs of `content`, the first shown.
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

struct TabItemKey: LayoutValueKey { static var defaultValue: AnyView? { nil } }

private struct TabBarHiddenKey: EnvironmentKey { static let defaultValue: Bool? = nil }

extension EnvironmentValues {
    /// Whether tab views inside leave out their bar.
    var tabBarHidden: Bool? {
        get { self[TabBarHiddenKey.self] }
        set { self[TabBarHiddenKey.self] = newValue }
    }
}

extension View {
    /// The item that stands for this view in a tab view's bar.
    ///
    /// ```swift
    /// InboxView().tabItem { Label("Inbox", systemImage: "tray") }
    /// ```
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        layoutValue(key: TabItemKey.self, value: AnyView(label()))
    }
}

/// iOS 17's tab bar metrics (iPhone, portrait, without the home indicator's inset).
enum TabBarMetrics {
    static let height: CGFloat = 49
    static let iconSize: CGFloat = 25
    static let captionSize: CGFloat = 10
    static let background = Color(red: 0xF9 / 255, green: 0xF9 / 255, blue: 0xF9 / 255)
    static let unselected = Color(red: 0x99 / 255, green: 0x99 / 255, blue: 0x99 / 255)
}

private struct TabBar: View {
    let items: [AnyView?]
    let selected: Int
    @Environment(\.resolvedTint) private var tint

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<items.count) { index in
                VStack(spacing: 0) {
                    items[index]
                }
                .labelStyle(TabItemLabelStyle())
                .foregroundStyle(index == selected ? tint : AnyShapeStyle(TabBarMetrics.unselected))
                .frame(maxWidth: .infinity)
            }
        }
        .padding(.top, 2)
        .frame(maxWidth: .infinity, minHeight: TabBarMetrics.height, maxHeight: TabBarMetrics.height, alignment: .top)
        .background(TabBarMetrics.background)
        .overlay(alignment: .top) {
            Rectangle().fill(Color.separator).frame(height: ListMetrics.separatorThickness)
        }
    }
}

/// A tab item's label: the icon (25 points) over the caption (10 points, medium).
private struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon.font(.system(size: 22)).frame(height: TabBarMetrics.iconSize)
            configuration.title.font(.system(size: TabBarMetrics.captionSize, weight: .medium))
        }
        .padding(.top, 5)
    }
}
