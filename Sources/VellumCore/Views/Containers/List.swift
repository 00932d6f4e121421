import Foundation
import VellumGeometry

/// A container of rows, as SwiftUI's `List`, drawn at rest in its `ListStyle` (by default
/// iOS's inset grouped style): scrolled to the top, each view of its content a row at least
/// 44 points high with its content inset 16 points, hairline separators between rows inset
/// to the content, `Section`s as white rounded cards on the grouped background (#F2F2F7).
/// A list takes the whole space offered, like a `ScrollView`, and clips what lies below.
///
/// ```swift
/// List {
///     Section("Servers") {
///         ForEach(servers) { Text($0.name) }
///     }
/// }
/// ```
public struct List<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A list of `content`, whose rows may be selected into `selection` (a render shows
    /// none selected).
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list of `content` with at most one row selected into `selection`.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with one selected row (iOS 17's non-optional form).
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        listNodes(of: content, kind: environment.listKind, in: environment)
    }
}

extension List where SelectionValue == Never {
    /// A list of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A row for each identifiable element of `data`.
    ///
    /// ```swift
    /// List(servers) { server in Text(server.name) }
    /// ```
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A row for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each integer of `data`.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

extension List {
    /// A row for each identifiable element of `data`, selectable into `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A row for each identifiable element of `data`, one selectable into `selection`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A row for each element of `data` identified by `id`, selectable into `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    /// A row for each element of `data` identified by `id`, one selectable into `selection`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// A container of controls grouped for data entry, as SwiftUI's `Form`: on iOS it draws as
/// an inset grouped list.
///
/// ```swift
/// Form {
///     Section("Account") { TextField("Name", text: $name) }
///     Section { Toggle("Notifications", isOn: $notify) }
/// }
/// ```
public struct Form<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A form of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        listNodes(of: content, kind: .insetGrouped, in: environment)
    }
}

/// Already made nodes as a view, so that a list can arrange the rows its content made.
/// Each node is drawn once: nodes belong to one place in one render.
struct PrebuiltNodes: View, _PrimitiveView {
    typealias Body = Never
    let nodes: [_ViewNode]
    func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] { nodes }
}

/// A section's parts as its list lays them out (header and footer already styled).
struct ListSectionParts {
    var header: [_ViewNode] = []
    var rows: [_ViewNode] = []
    var footer: [_ViewNode] = []
}

/// A `Section` inside a list: a carrier of its parts, never laid out itself.
final class ListSectionNode: _ViewNode {
    let parts: ListSectionParts
    init(parts: ListSectionParts) { self.parts = parts }
}

/// The nodes of a list of `content`: rows outside any section form sections of their own.
func listNodes<Content: View>(of content: Content, kind: ListKind, in environment: EnvironmentValues)
    -> [_ViewNode]
{
    var inner = environment
    inner.isInList = true
    inner.listKind = kind
    var sections: [ListSectionParts] = []
    var loose: [_ViewNode] = []
    for node in ViewTree.nodes(of: content, in: inner) {
        if let section = node as? ListSectionNode {
            if !loose.isEmpty { sections.append(ListSectionParts(rows: loose)) }
            loose = []
            sections.append(section.parts)
        } else {
            loose.append(node)
        }
    }
    if !loose.isEmpty { sections.append(ListSectionParts(rows: loose)) }
    let showsBackground = environment.scrollContentBackground != .hidden
    let list = ListBody(sections: sections, kind: kind, showsBackground: showsBackground)
    // The grey of a grouped list shows behind the navigation bar above it too.
    let backdrop = kind.isGrouped && showsBackground ? ListMetrics.groupedBackground : nil
    return ViewTree.nodes(of: list.navigationBarInfo(NavigationBarInfo(backdrop: backdrop)), in: environment)
}

private struct ListBody: View {
    let sections: [ListSectionParts]
    let kind: ListKind
    let showsBackground: Bool

    var body: some View {
        let background = kind.isGrouped ? ListMetrics.groupedBackground : Color.white
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<sections.count) { index in
                    ListSectionView(parts: sections[index], kind: kind, isFirst: index == 0)
                }
            }
            .padding(.bottom, kind.isGrouped ? ListMetrics.sectionSpacing : 0)
        }
        .background(showsBackground ? background : Color.clear)
    }
}

private struct ListSectionView: View {
    let parts: ListSectionParts
    let kind: ListKind
    let isFirst: Bool

    var body: some View {
        let margin = kind.sectionMargin
        let textInset = margin + ListMetrics.rowInsets.leading
        VStack(alignment: .leading, spacing: 0) {
            if !parts.header.isEmpty {
                PrebuiltNodes(nodes: parts.header)
                    .padding(.leading, textInset).padding(.trailing, margin + ListMetrics.rowInsets.trailing)
                    .padding(.top, kind.isGrouped ? ListMetrics.headerTop : ListMetrics.headerBottom)
                    .padding(.bottom, ListMetrics.headerBottom)
            } else if kind.isGrouped {
                Color.clear.frame(height: ListMetrics.sectionSpacing)
            }
            VStack(spacing: 0) {
                ForEach(0..<parts.rows.count) { index in
                    ListRowView(
                        node: parts.rows[index],
                        separator: index + 1 < parts.rows.count && showsSeparator(after: index))
                }
            }
            .background(kind.isGrouped ? Color.white : Color.clear)
            .clipShape(RoundedRectangle(cornerRadius: kind.cornerRadius))
            .padding(.horizontal, margin)
            if !parts.footer.isEmpty {
                PrebuiltNodes(nodes: parts.footer)
                    .padding(.leading, textInset).padding(.trailing, margin + ListMetrics.rowInsets.trailing)
                    .padding(.top, ListMetrics.footerTop)
            }
        }
    }

    /// Whether a separator lies between row `index` and the next: either may hide it.
    private func showsSeparator(after index: Int) -> Bool {
        let hidesBelow =
            (parts.rows[index].layoutValues[ObjectIdentifier(ListRowSeparatorKey.self)]
            as? VerticalEdge.Set ?? []).contains(.bottom)
        let hidesAbove =
            (parts.rows[index + 1].layoutValues[ObjectIdentifier(ListRowSeparatorKey.self)]
            as? VerticalEdge.Set ?? []).contains(.top)
        return !hidesBelow && !hidesAbove
    }
}

/// One row: its content inset, at least 44 points high, its background, its separator.
private struct ListRowView: View {
    let node: _ViewNode
    let separator: Bool

    var body: some View {
        let values = node.layoutValues
        let insets = values[ObjectIdentifier(ListRowInsetsKey.self)] as? EdgeInsets ?? ListMetrics.rowInsets
        let background = values[ObjectIdentifier(ListRowBackgroundKey.self)] as? AnyView
        PrebuiltNodes(nodes: [node])
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(insets)
            .frame(minHeight: ListMetrics.minRowHeight)
            .background { if let background { background } }
            .overlay(alignment: .bottom) {
                if separator {
                    Rectangle().fill(Color.separator)
                        .frame(height: ListMetrics.separatorThickness)
                        .padding(.leading, insets.leading)
                }
            }
    }
}
