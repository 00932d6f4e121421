import Foundation
import VellumGeometry

/// Views in rows and columns, as SwiftUI's `Grid`: every column is as wide as its widest
/// cell and every row as tall as its tallest, so cells line up both ways.
///
/// A `GridRow` is a row of cells; any other view in the grid is a row of its own that spans
/// every column (a divider line, a section title). A cell takes several columns with
/// `gridCellColumns(_:)`; `gridColumnAlignment(_:)` on one cell aligns its whole column;
/// `gridCellUnsizedAxes(_:)` lets a cell take the size its column and row get from the
/// others (a rule or a colour bar) instead of adding its own.
///
/// Offered a width, the columns share it as an `HStack`'s views share theirs (so a flexible
/// cell, a colour or a bar, widens its column to fill the grid); offered none, each column is
/// as wide as its widest cell's ideal width. Each cell is offered its column's width and its
/// row's height.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
///     GridRow { Circle().fill(.blue).frame(width: 10, height: 10); Text("Requests"); Text("1,284") }
///     GridRow { Circle().fill(.orange).frame(width: 10, height: 10); Text("Errors"); Text("12") }
/// }
/// ```
public struct Grid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid.
    ///
    /// - Parameters:
    ///   - alignment: Where each cell sits in its cell's space. Default: `.center`.
    ///   - horizontalSpacing: Space between columns; nil for the default, 8.
    ///   - verticalSpacing: Space between rows; nil for the default, 8.
    ///   - content: `GridRow`s and rows of one view.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        func spacing(_ value: CGFloat?) -> CGFloat {
            guard let value, value.isFinite else { return defaultStackSpacing }
            return max(value, 0)
        }
        return [
            GridNode(
                alignment: alignment, horizontalSpacing: spacing(horizontalSpacing),
                verticalSpacing: spacing(verticalSpacing), mirror: HorizontalMirror(environment),
                rows: ViewTree.nodes(of: content, in: environment))
        ]
    }
}

/// A row of cells in a `Grid`, as SwiftUI's.
///
/// ```swift
/// GridRow(alignment: .bottom) { Text("Total"); Text("42").font(.title) }
/// ```
public struct GridRow<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// A row whose cells sit at `alignment` in the row (nil: the grid's).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        [GridRowNode(alignment: alignment, cells: ViewTree.nodes(of: content, in: environment))]
    }
}

struct GridCellColumnsKey: LayoutValueKey { static let defaultValue = 1 }

struct GridColumnAlignmentKey: LayoutValueKey { static let defaultValue: HorizontalAlignment? = nil }

struct GridCellUnsizedAxesKey: LayoutValueKey { static let defaultValue: Axis.Set = [] }

struct GridCellAnchorKey: LayoutValueKey { static let defaultValue: UnitPoint? = nil }

extension View {
    /// Makes this cell take `count` columns of its grid row (at least 1).
    ///
    /// ```swift
    /// GridRow { Text("Wide note").gridCellColumns(2) }
    /// ```
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(count, 1))
    }

    /// Aligns every cell of this cell's column at `guide`.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Lets this cell take the size of its column (`.horizontal`) or row (`.vertical`)
    /// instead of adding its own ideal size.
    ///
    /// ```swift
    /// Color.gray.frame(height: 1).gridCellUnsizedAxes(.horizontal)
    /// ```
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }

    /// Places this cell with `anchor` at the same point of its cell's space.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }
}
