import Foundation
import VellumGeometry

/// Lays a grid out: columns and rows from the cells' ideal sizes, then each cell placed in
/// its space.
final class GridNode: _ViewNode {
    /// One cell: its node, its first column and how many it takes, or the whole row.
    private struct Cell {
        let node: _ViewNode
        let column: Int
        let span: Int
        func value<K: LayoutValueKey>(_ key: K.Type) -> K.Value {
            node.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
        }
    }

    private struct Row {
        var cells: [Cell]
        var alignment: VerticalAlignment?
        /// A view standing alone in the grid, spanning every column.
        var isSpanningView: Bool
    }

    /// The most columns a grid has; cells beyond are not laid out.
    static let maximumColumns = 10_000

    let alignment: Alignment
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat
    let mirror: HorizontalMirror
    private let rows: [Row]
    private let columnCount: Int

    init(
        alignment: Alignment, horizontalSpacing: CGFloat, verticalSpacing: CGFloat, mirror: HorizontalMirror,
        rows nodes: [_ViewNode]
    ) {
        self.alignment = alignment
        self.mirror = mirror
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        var rows: [Row] = []
        var columns = 0
        for node in nodes {
            guard let row = node as? GridRowNode else {
                rows.append(Row(cells: [Cell(node: node, column: 0, span: 0)], alignment: nil, isSpanningView: true))
                continue
            }
            var cells: [Cell] = []
            var column = 0
            for cell in row.cells where column < Self.maximumColumns {
                let span = min(
                    max(cell.layoutValues[ObjectIdentifier(GridCellColumnsKey.self)] as? Int ?? 1, 1),
                    Self.maximumColumns - column)
                cells.append(Cell(node: cell, column: column, span: span))
                column += span
            }
            columns = max(columns, column)
            rows.append(Row(cells: cells, alignment: row.alignment, isSpanningView: false))
        }
        self.rows = rows
        self.columnCount = columns
    }

    private typealias Metrics = (columns: [CGFloat], rows: [CGFloat], lines: [CGFloat], width: CGFloat)
    /// Metrics by offered width (nil: ideal); a node sees one or two offers a render.
    private var metricsByWidth: [CGFloat?: Metrics] = [:]

    /// The widths of the columns, each row's height and where its guide line falls, and the
    /// grid's width, for an offered width.
    private func metrics(width offered: CGFloat?) -> Metrics {
        if let known = metricsByWidth[offered] { return known }
        let widths = columnWidths(offered: offered.flatMap { $0.isFinite ? max($0, 0) : nil })
        var width = widths.reduce(0, +) + CGFloat(max(columnCount - 1, 0)) * horizontalSpacing
        for row in rows where row.isSpanningView {
            let node = row.cells[0].node
            if !row.cells[0].value(GridCellUnsizedAxesKey.self).contains(.horizontal) {
                width = max(width, node.sizeThatFits(ProposedViewSize(width: offered, height: nil)).width)
            }
        }
        var heights: [CGFloat] = [], lines: [CGFloat] = []
        for row in rows {
            // Cells line up on the row's guide (a text baseline, say), as in an HStack.
            var extent = GuideExtent()
            for cell in row.cells where !cell.value(GridCellUnsizedAxesKey.self).contains(.vertical) {
                let offer = ProposedViewSize(
                    width: row.isSpanningView ? width : self.width(of: cell, in: widths), height: nil)
                let dimensions = ViewDimensions(node: cell.node, proposal: offer)
                extent.include(length: dimensions.height, guide: dimensions[row.alignment ?? alignment.vertical])
            }
            heights.append(extent.length)
            lines.append(extent.line)
        }
        let metrics = (widths, heights, lines, width)
        metricsByWidth[offered] = metrics
        return metrics
    }

    /// The sized cells of one column: single-column cells that size their column.
    private func sizingCells(ofColumn column: Int) -> [Cell] {
        rows.filter { !$0.isSpanningView }.flatMap { row in
            row.cells.filter {
                $0.column == column && $0.span == 1 && !$0.value(GridCellUnsizedAxesKey.self).contains(.horizontal)
            }
        }
    }

    /// The columns' widths. Offered no width, each is its widest cell's ideal width. Offered
    /// one, the columns share it as an HStack's views do: least flexible column first, each
    /// offered an equal part of what is left and as wide as its widest cell for that offer.
    private func columnWidths(offered: CGFloat?) -> [CGFloat] {
        let cellsByColumn = (0..<columnCount).map(sizingCells(ofColumn:))
        func widest(_ column: Int, _ offer: CGFloat?) -> CGFloat {
            cellsByColumn[column].reduce(0) {
                max($0, $1.node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width)
            }
        }
        var widths: [CGFloat]
        if let offered {
            widths = Array(repeating: 0, count: columnCount)
            let flexibility = (0..<columnCount).map { widest($0, .infinity) - widest($0, 0) }
            var remaining = offered - CGFloat(max(columnCount - 1, 0)) * horizontalSpacing
            var left = columnCount
            for column in (0..<columnCount).sorted(by: { (flexibility[$0], $0) < (flexibility[$1], $1) }) {
                widths[column] = widest(column, max(remaining, 0) / CGFloat(left))
                remaining -= widths[column]
                left -= 1
            }
        } else {
            widths = (0..<columnCount).map { widest($0, nil) }
        }
        // A cell over several columns widens the last of them when they are too narrow.
        for row in rows where !row.isSpanningView {
            for cell in row.cells where cell.span > 1 && !cell.value(GridCellUnsizedAxesKey.self).contains(.horizontal)
            {
                let columns = cell.column..<(cell.column + cell.span)
                let available = columns.reduce(0) { $0 + widths[$1] } + CGFloat(cell.span - 1) * horizontalSpacing
                let needed = cell.node.sizeThatFits(
                    ProposedViewSize(width: offered == nil ? nil : available, height: nil)
                ).width
                if needed > available { widths[columns.upperBound - 1] += needed - available }
            }
        }
        return widths
    }

    private func width(of cell: Cell, in widths: [CGFloat]) -> CGFloat {
        let columns = cell.column..<(cell.column + cell.span)
        return columns.reduce(0) { $0 + widths[$1] } + CGFloat(cell.span - 1) * horizontalSpacing
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let metrics = self.metrics(width: proposal.width)
        let height = metrics.rows.reduce(0, +) + CGFloat(max(rows.count - 1, 0)) * verticalSpacing
        return CGSize(width: metrics.width, height: height)
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        let metrics = self.metrics(width: proposal.width)
        // Column alignments set by a cell apply to the whole column.
        var columnAlignments = Array(repeating: alignment.horizontal, count: columnCount)
        for row in rows where !row.isSpanningView {
            for cell in row.cells {
                if let guide = cell.value(GridColumnAlignmentKey.self) { columnAlignments[cell.column] = guide }
            }
        }
        var columnStarts: [CGFloat] = []
        var x: CGFloat = 0
        for width in metrics.columns {
            columnStarts.append(x)
            x += width + horizontalSpacing
        }
        var y: CGFloat = 0
        for (index, row) in rows.enumerated() {
            let height = metrics.rows[index]
            for cell in row.cells {
                let origin = row.isSpanningView ? 0 : columnStarts[cell.column]
                let width = row.isSpanningView ? metrics.width : self.width(of: cell, in: metrics.columns)
                let space = CGSize(width: width, height: height)
                let size = cell.node.sizeThatFits(ProposedViewSize(space))
                var offset: CGPoint
                if let anchor = cell.value(GridCellAnchorKey.self) {
                    offset = CGPoint(
                        x: (space.width - size.width) * anchor.x, y: (space.height - size.height) * anchor.y)
                } else {
                    let guides = Alignment(
                        horizontal: row.isSpanningView ? alignment.horizontal : columnAlignments[cell.column],
                        vertical: row.alignment ?? alignment.vertical)
                    let dimensions = ViewDimensions(node: cell.node, proposal: ProposedViewSize(space))
                    offset = guides.origin(of: dimensions, in: space)
                    // Sized cells sit on the row's line; an unsized one is aligned in the row's height.
                    if !cell.value(GridCellUnsizedAxesKey.self).contains(.vertical) {
                        offset.y = metrics.lines[index] - dimensions[guides.vertical]
                    }
                }
                var local = context
                let x = mirror.left(ofLeading: origin + offset.x, width: size.width, in: metrics.width)
                local.translateBy(x: x, y: y + offset.y)
                cell.node.draw(in: &local, proposal: ProposedViewSize(space))
            }
            y += height + verticalSpacing
        }
    }
}
