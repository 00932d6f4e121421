import Foundation
import VellumGeometry

/// How lists inside a view look, as SwiftUI's. Vellum draws iOS 17's styles: `.automatic`
/// is `.insetGrouped` (as iOS draws a `List` since iOS 16), and `.sidebar` on an iPhone is
/// `.insetGrouped` too.
///
/// ```swift
/// List(servers) { Text($0.name) }
///     .listStyle(.plain)
/// ```
public protocol ListStyle: Sendable {}

/// The platform's default: inset grouped on iOS.
public struct DefaultListStyle: ListStyle {
    public init() {}
}

/// Sections as white rounded (10-point) cards inset 16 points on the grouped background
/// (#F2F2F7), headers in uppercase footnote grey.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
}

/// Sections across the whole width on the grouped background.
public struct GroupedListStyle: ListStyle {
    public init() {}
}

/// Rows on white across the whole width, separated by hairlines.
public struct PlainListStyle: ListStyle {
    public init() {}
}

/// Rows on white, inset from the edges.
public struct InsetListStyle: ListStyle {
    public init() {}
}

/// A sidebar: on an iPhone, inset grouped.
public struct SidebarListStyle: ListStyle {
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// What a list style draws, as the list reads it.
enum ListKind: Sendable {
    case insetGrouped, grouped, plain, inset

    init(_ style: some ListStyle) {
        switch style {
        case is GroupedListStyle: self = .grouped
        case is PlainListStyle: self = .plain
        case is InsetListStyle: self = .inset
        default: self = .insetGrouped
        }
    }

    /// Sections on the grey grouped background, as cards.
    var isGrouped: Bool { self == .insetGrouped || self == .grouped }
    /// The margin between the list's edges and its sections.
    var sectionMargin: CGFloat { self == .insetGrouped || self == .inset ? ListMetrics.sectionMargin : 0 }
    /// The corner radius of a section's card.
    var cornerRadius: CGFloat { self == .insetGrouped ? ListMetrics.cornerRadius : 0 }
}

/// iOS 17's list metrics on a 393-point-wide iPhone.
enum ListMetrics {
    static let sectionMargin: CGFloat = 16
    static let cornerRadius: CGFloat = 10
    static let rowInsets = EdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)
    static let minRowHeight: CGFloat = 44
    static let sectionSpacing: CGFloat = 35
    /// Above a header's text, and between it and its section.
    static let headerTop: CGFloat = 17
    static let headerBottom: CGFloat = 7
    static let footerTop: CGFloat = 7
    /// A hairline: one pixel at iOS's 2× scale.
    static let separatorThickness: CGFloat = 0.5
    /// systemGroupedBackground.
    static let groupedBackground = Color(red: 0xF2 / 255, green: 0xF2 / 255, blue: 0xF7 / 255)
}

private struct ListKindKey: EnvironmentKey {
    static let defaultValue = ListKind.insetGrouped
}

private struct InListKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// The style of lists inside (`listStyle(_:)`).
    var listKind: ListKind {
        get { self[ListKindKey.self] }
        set { self[ListKindKey.self] = newValue }
    }

    /// Whether the view is a row of a list or a form (a navigation link draws its chevron).
    var isInList: Bool {
        get { self[InListKey.self] }
        set { self[InListKey.self] = newValue }
    }
}

/// A row's settings, kept on its node for the list that lays it out.
struct ListRowInsetsKey: LayoutValueKey { static let defaultValue: EdgeInsets? = nil }
struct ListRowBackgroundKey: LayoutValueKey { static var defaultValue: AnyView? { nil } }
struct ListRowSeparatorKey: LayoutValueKey { static let defaultValue: VerticalEdge.Set = [] }

extension View {
    /// Draws lists inside this view with `style`.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind = ListKind(style)
        return ModifiedNodes(self, environment: { $0.listKind = kind })
    }

    /// The insets of this row's content in a list (default: 16 points either side).
    ///
    /// ```swift
    /// Text("Edge to edge").listRowInsets(EdgeInsets())
    /// ```
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        layoutValue(key: ListRowInsetsKey.self, value: insets)
    }

    /// What this row of a list draws behind it, instead of white.
    ///
    /// ```swift
    /// Text("Warning").listRowBackground(Color.yellow)
    /// ```
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        layoutValue(key: ListRowBackgroundKey.self, value: view.map { AnyView($0) })
    }

    /// Whether this row's separators show: `.hidden` leaves out those on `edges`.
    ///
    /// ```swift
    /// Text("Last").listRowSeparator(.hidden)
    /// ```
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        layoutValue(key: ListRowSeparatorKey.self, value: visibility == .hidden ? edges : [])
    }

    /// Whether a section's outer separators show: accepted (the inset grouped style draws none).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View { self }

    /// The tint of this row's separators: accepted.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }
}
