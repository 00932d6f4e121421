import Foundation
import VellumCore
import VellumGeometry

extension ChartRenderer {
    /// Which parts of the axes to draw: a chart with `chartPlotStyle` draws its grid lines
    /// in the plot's own layer, under the marks and over the plot's background.
    enum AxisParts { case all, grid, withoutGrid }

    /// Draws every axis's grid lines, ticks and labels, then the axis titles.
    static func drawAxes(
        _ layout: ChartLayout, in context: inout GraphicsContext, labels: ChartLabels, parts: AxisParts = .all
    ) {
        for axis in layout.yAxes { drawAxis(axis, of: .y, layout, in: &context, labels: labels, parts: parts) }
        for axis in layout.xAxes { drawAxis(axis, of: .x, layout, in: &context, labels: labels, parts: parts) }
        guard parts != .grid else { return }
        let plot = layout.plot
        if layout.showsYAxis, let title = layout.configuration.yAxisLabel {
            context.draw(
                title.font(.caption2).foregroundStyle(Color.secondary), at: CGPoint(x: plot.maxX, y: 0),
                anchor: .topTrailing)
        }
        if layout.showsXAxis, let title = layout.configuration.xAxisLabel {
            let hasBottomLabels = layout.xAxes.contains { $0.side == .bottom && $0.marks.contains { $0.label != nil } }
            let top = plot.maxY + (hasBottomLabels ? ChartLayout.labelSpacing + layout.labelHeight : 0)
            context.draw(
                title.font(.caption2).foregroundStyle(Color.secondary), at: CGPoint(x: plot.midX, y: top + 2),
                anchor: .top)
        }
    }

    /// The point of a mark's value on `axis`: the value's, or with `centered` the middle of
    /// its band (categories) or of the span to the next value (the last value: to the
    /// domain's end).
    static func coordinate(
        _ mark: ResolvedAxisMark, centered: Bool, on axis: ChartLayout.Axis, _ layout: ChartLayout
    ) -> CGFloat? {
        guard let point = layout.position(mark.value, on: axis) else { return nil }
        if let step = layout.step(axis) { return centered ? point : point - step / 2 }
        guard centered else { return point }
        let end =
            mark.next.flatMap { layout.position($0, on: axis) } ?? (axis == .x ? layout.plot.maxX : layout.plot.minY)
        // The last value at the domain's end has no span to be centred in.
        guard abs(end - point) > 0.5 else { return nil }
        return (point + end) / 2
    }

    static func drawAxis(
        _ axis: ResolvedAxis, of which: ChartLayout.Axis, _ layout: ChartLayout, in context: inout GraphicsContext,
        labels: ChartLabels, parts: AxisParts = .all
    ) {
        let measure = labels.size
        let plot = layout.plot
        let spacing = ChartLayout.labelSpacing
        let extended = axis.preset == .extended
        var lastEnd = -CGFloat.infinity
        // Labels are placed top to bottom for the collision test: a continuous y axis lists its
        // values bottom up, a band axis its categories top down (as Apple reads them).
        let marks = which == .y && layout.step(.y) == nil ? Array(axis.marks.reversed()) : axis.marks
        // How far an extended grid line reaches past a y axis: its widest label.
        let labelWidth =
            which == .y && extended ? axis.marks.compactMap { $0.label.map { measure($0.plain).width } }.max() ?? 0 : 0
        for (index, mark) in marks.enumerated() {
            if parts != .withoutGrid, let grid = mark.grid,
                let at = coordinate(mark, centered: grid.centered, on: which, layout)
            {
                var line = Path()
                if which == .x {
                    let bottom = extended && axis.side == .bottom ? plot.maxY + spacing + layout.labelHeight : plot.maxY
                    let top = extended && axis.side == .top ? plot.minY - spacing - layout.labelHeight : plot.minY
                    line.move(to: CGPoint(x: at, y: top))
                    line.addLine(to: CGPoint(x: at, y: bottom))
                } else {
                    let leading = extended && axis.side == .leading ? plot.minX - spacing - labelWidth : plot.minX
                    let trailing = extended && axis.side == .trailing ? plot.maxX + spacing + labelWidth : plot.maxX
                    line.move(to: CGPoint(x: leading, y: at))
                    line.addLine(to: CGPoint(x: trailing, y: at))
                }
                context.stroke(line, with: grid.style.map { .style($0) } ?? .color(gridStyle), style: grid.stroke)
            }
            guard parts != .grid else { continue }
            if let tick = mark.tick, let at = coordinate(mark, centered: tick.centered, on: which, layout) {
                var line = Path()
                switch axis.side {
                case .bottom:
                    line.move(to: CGPoint(x: at, y: plot.maxY));
                    line.addLine(to: CGPoint(x: at, y: plot.maxY + tick.length))
                case .top:
                    line.move(to: CGPoint(x: at, y: plot.minY));
                    line.addLine(to: CGPoint(x: at, y: plot.minY - tick.length))
                case .trailing:
                    line.move(to: CGPoint(x: plot.maxX, y: at));
                    line.addLine(to: CGPoint(x: plot.maxX + tick.length, y: at))
                case .leading:
                    line.move(to: CGPoint(x: plot.minX, y: at));
                    line.addLine(to: CGPoint(x: plot.minX - tick.length, y: at))
                }
                context.stroke(line, with: tick.style.map { .style($0) } ?? .color(gridStyle), style: tick.stroke)
            }
            guard let label = mark.label else { continue }
            let isBand = layout.step(which) != nil
            let dateStart = which == .x && layout.xIsDate && label.spec.centered == nil
            guard let at = coordinate(mark, centered: label.spec.centered ?? isBand, on: which, layout) else {
                continue
            }
            var (point, anchor) = labelPlacement(axis, at: at, plot: plot, dateStart: dateStart)
            if axis.preset == .aligned {
                if index == 0 { anchor = which == .x ? UnitPoint(x: 0, y: anchor.y) : UnitPoint(x: anchor.x, y: 1) }
                if index == marks.count - 1 {
                    anchor = which == .x ? UnitPoint(x: 1, y: anchor.y) : UnitPoint(x: anchor.x, y: 0)
                }
            }
            if let custom = label.spec.anchor { anchor = custom }
            let size = measure(label.plain)
            // Greedy collision: a label overlapping the one before is left out.
            let start = which == .x ? point.x - anchor.x * size.width : point.y - anchor.y * size.height
            let length = which == .x ? size.width : size.height
            guard start >= lastEnd + 2 else { continue }
            // A label that would be cut by the chart's edge is left out.
            if which == .x, start < -0.5 || start + length > layout.size.width + 0.5 { continue }
            lastEnd = start + length
            if label.spec.text == nil, label.spec.font == nil, label.spec.style == nil {
                // The default label: the text already resolved to measure it.
                context.draw(labels.resolved(label.plain), at: point, anchor: anchor)
            } else {
                var text = label.text.font(label.spec.font ?? .caption2)
                text = text.foregroundStyle(label.spec.style ?? AnyShapeStyle(Color.secondary))
                context.draw(text, at: point, anchor: anchor)
            }
        }
    }

    /// Where a label sits and which of its points is there: right of a trailing y axis,
    /// left of a leading one, below (above) a bottom (top) x axis; inside the plot for
    /// `.inset`. Date labels on x start at their value (I: Apple's date labels begin at
    /// their grid line).
    static func labelPlacement(
        _ axis: ResolvedAxis, at: CGFloat, plot: CGRect, dateStart: Bool
    ) -> (CGPoint, UnitPoint) {
        let spacing = ChartLayout.labelSpacing
        let inset = axis.preset == .inset
        let xAnchor: CGFloat = dateStart ? 0 : 0.5
        let xOffset: CGFloat = dateStart ? 2 : 0
        switch axis.side {
        case .trailing:
            return inset
                ? (CGPoint(x: plot.maxX - 2, y: at - 2), .bottomTrailing)
                : (CGPoint(x: plot.maxX + spacing, y: at), .leading)
        case .leading:
            return inset
                ? (CGPoint(x: plot.minX + 2, y: at - 2), .bottomLeading)
                : (CGPoint(x: plot.minX - spacing, y: at), .trailing)
        case .bottom:
            return inset
                ? (CGPoint(x: at + xOffset, y: plot.maxY - 2), UnitPoint(x: xAnchor, y: 1))
                : (CGPoint(x: at + xOffset, y: plot.maxY + spacing), UnitPoint(x: xAnchor, y: 0))
        case .top:
            return inset
                ? (CGPoint(x: at + xOffset, y: plot.minY + 2), UnitPoint(x: xAnchor, y: 0))
                : (CGPoint(x: at + xOffset, y: plot.minY - spacing), UnitPoint(x: xAnchor, y: 1))
        }
    }
}
