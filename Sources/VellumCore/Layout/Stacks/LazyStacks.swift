import Foundation
import VellumGeometry

/// A column that SwiftUI makes lazily, as it scrolls into view, as SwiftUI's `LazyVStack`. A
/// render draws every child; the layout is the lazy stack's, which differs from `VStack`'s in
/// one way: it takes the whole width offered and lines its children up in it.
///
/// ```swift
/// ScrollView { LazyVStack(alignment: .leading, spacing: 12) { ForEach(rows) { RowView(row: $0) } } }
/// ```
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let layout: VStackLayout
    let content: Content

    /// - Parameters:
    ///   - alignment: How children line up horizontally. Default: centre.
    ///   - spacing: Between neighbours; nil for what each pair prefers.
    ///   - pinnedViews: Section headers and footers kept in view while scrolling; a render
    ///     draws them in place.
    ///   - content: The children.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        layout = VStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: some View {
        layout { content }.frame(maxWidth: .infinity, alignment: Alignment(horizontal: alignment, vertical: .center))
    }
}

/// A row that SwiftUI makes lazily, as SwiftUI's `LazyHStack`. A render draws every child; the
/// lazy stack takes the whole height offered and lines its children up in it.
///
/// ```swift
/// ScrollView(.horizontal) { LazyHStack(spacing: 8) { ForEach(tags, id: \.self) { Text($0) } } }
/// ```
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let layout: HStackLayout
    let content: Content

    /// - Parameters:
    ///   - alignment: How children line up vertically. Default: centre.
    ///   - spacing: Between neighbours; nil for what each pair prefers.
    ///   - pinnedViews: Section headers and footers kept in view while scrolling; a render
    ///     draws them in place.
    ///   - content: The children.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        layout = HStackLayout(alignment: alignment, spacing: spacing)
        self.content = content()
    }

    public var body: some View {
        layout { content }.frame(maxHeight: .infinity, alignment: Alignment(horizontal: .center, vertical: alignment))
    }
}
