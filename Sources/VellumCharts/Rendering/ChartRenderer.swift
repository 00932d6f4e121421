import Foundation
import VellumCore
import VellumGeometry

/// Draws a chart's marks, axes and legend into a graphics context, from a ``ChartLayout``.
enum ChartRenderer {
    /// Apple's default mark colour: the accent blue.
    static let defaultColor = Color.blue
    static let gridStyle = Color.gray.opacity(0.45)

    static func label(_ string: String) -> Text {
        Text(verbatim: string).font(.caption2).foregroundStyle(Color.secondary)
    }

    /// The layout of `marks` at `size` in the context's environment (its chart modifiers,
    /// time zone and locale), text measured as the context draws it; nil for an empty or
    /// invalid size.
    static func layout(_ marks: [ChartMark], in context: GraphicsContext, size: CGSize) -> ChartLayout? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let environment = context.environment
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = environment.timeZone
        calendar.locale = DateTicks.labelLocale(environment.locale)
        return ChartLayout(
            marks: marks, configuration: environment.chartConfiguration, size: size, calendar: calendar,
            locale: environment.locale, measure: measurer(context))
    }

    /// Measures an axis or legend label in `context`, each string once: a label is measured
    /// to lay out the plot, to size its axis and to place it.
    static func measurer(_ context: GraphicsContext) -> (String) -> CGSize {
        ChartLabels(context).size
    }

    static func draw(_ marks: [ChartMark], in context: inout GraphicsContext, size: CGSize) {
        guard let layout = layout(marks, in: context, size: size) else { return }
        draw(layout, in: &context)
    }

    /// Draws the plot, axes and legend of `layout`.
    static func draw(_ layout: ChartLayout, in context: inout GraphicsContext) {
        let labels = ChartLabels(context)
        let styledPlot = layout.configuration.plotStyle != nil
        if layout.isPie {
            if !styledPlot { SectorRenderer.draw(layout, in: &context) }
        } else {
            drawAxes(layout, in: &context, labels: labels, parts: styledPlot ? .withoutGrid : .all)
            if !styledPlot { drawMarks(layout, in: &context) }
        }
        if layout.showsLegend { drawLegend(layout, in: &context, labels: labels) }
    }

    /// Draws the plot's own layer, for `chartPlotStyle`: the grid lines and the marks, in a
    /// context the size of the chart.
    static func drawPlot(_ layout: ChartLayout, in context: inout GraphicsContext) {
        if layout.isPie {
            SectorRenderer.draw(layout, in: &context)
        } else {
            drawAxes(layout, in: &context, labels: ChartLabels(context), parts: .grid)
            drawMarks(layout, in: &context)
        }
    }

    /// The mark's fill: its own style, its category's palette colour, or blue.
    static func shading(for mark: ChartMark, in layout: ChartLayout) -> GraphicsContext.Shading {
        if let style = mark.style { return .style(style) }
        if let category = mark.styleCategory { return categoryShading(category, in: layout) }
        return .color(defaultColor)
    }

    /// The fill of a `foregroundStyle(by:)` category: `chartForegroundStyleScale`'s, else
    /// the palette's at its place in the domain.
    static func categoryShading(_ category: String, in layout: ChartLayout) -> GraphicsContext.Shading {
        let index = layout.styleDomain.firstIndex(of: category) ?? 0
        if let style = layout.configuration.styleScale.value(for: category, at: index) { return .style(style) }
        return .color(ChartPalette.color(at: index))
    }

    /// The interval a mark covers on `axis`, in points, its `offset(…)` applied.
    static func interval(
        _ mark: ChartMark, index: Int, axis: ChartLayout.Axis, in layout: ChartLayout
    ) -> (CGFloat, CGFloat)? {
        guard let (start, end) = placedInterval(mark, index: index, axis: axis, in: layout) else { return nil }
        let offset = mark.offset
        return axis == .x ? (start + offset.xStart, end + offset.xEnd) : (start + offset.yStart, end + offset.yEnd)
    }

    private static func placedInterval(
        _ mark: ChartMark, index: Int, axis: ChartLayout.Axis, in layout: ChartLayout
    ) -> (CGFloat, CGFloat)? {
        let plot = layout.plot
        let (start, end) = axis == .x ? (plot.minX, plot.maxX) : (plot.minY, plot.maxY)
        if let entry = layout.stacks[index], entry.axis == axis {
            guard let low = layout.position(.number(entry.stack.low), on: axis),
                let high = layout.position(.number(entry.stack.high), on: axis)
            else { return nil }
            return (low, high)
        }
        switch axis == .x ? mark.x : mark.y {
        case .range(let a, let b):
            guard let low = layout.position(a, on: axis), let high = layout.position(b, on: axis) else { return nil }
            let dimension = axis == .x ? mark.width : mark.height
            if axis == .x ? mark.xIsUnit : mark.yIsUnit, !dimension.isAutomatic {
                let length = dimension.length(step: abs(high - low))
                return ((low + high - length) / 2, (low + high + length) / 2)
            }
            return (low, high)
        case .value(let value):
            guard let center = layout.position(value, on: axis) else { return nil }
            let dimension = axis == .x ? mark.width : mark.height
            if let slot = layout.groupSlot(of: mark, at: center, on: axis) {
                let length = dimension.isAutomatic ? slot.width : dimension.length(step: slot.width)
                return (slot.center - length / 2, slot.center + length / 2)
            }
            let length = dimension.length(step: layout.step(axis))
            return (center - length / 2, center + length / 2)
        case .span(let from, let to):
            return (from.map { start + $0 } ?? start, to.map { start + $0 } ?? end)
        case .fixed(let position):
            let point = position.map { start + $0 } ?? (start + end) / 2
            return (point, point)
        }
    }

    /// The rectangle a bar or rectangle mark fills.
    static func box(_ mark: ChartMark, index: Int, in layout: ChartLayout) -> CGRect? {
        guard let xs = interval(mark, index: index, axis: .x, in: layout),
            let ys = interval(mark, index: index, axis: .y, in: layout)
        else { return nil }
        return CGRect(x: min(xs.0, xs.1), y: min(ys.0, ys.1), width: abs(xs.1 - xs.0), height: abs(ys.1 - ys.0))
    }

    /// The point a line, area or point mark stands at on `axis`, its `offset(…)` applied.
    static func point(_ mark: ChartMark, axis: ChartLayout.Axis, in layout: ChartLayout) -> CGFloat? {
        placedPoint(mark, axis: axis, in: layout).map { $0 + mark.offset.center(x: axis == .x) }
    }

    private static func placedPoint(_ mark: ChartMark, axis: ChartLayout.Axis, in layout: ChartLayout) -> CGFloat? {
        let plot = layout.plot
        switch axis == .x ? mark.x : mark.y {
        case .value(let value):
            guard let center = layout.position(value, on: axis) else { return nil }
            return layout.groupSlot(of: mark, at: center, on: axis)?.center ?? center
        case .range(let a, let b):
            guard let low = layout.position(a, on: axis), let high = layout.position(b, on: axis) else { return nil }
            return (low + high) / 2
        case .fixed(let position):
            let start = axis == .x ? plot.minX : plot.minY
            return position.map { start + $0 } ?? (axis == .x ? plot.midX : plot.midY)
        case .span: return axis == .x ? plot.midX : plot.midY
        }
    }

    static func drawMarks(_ layout: ChartLayout, in context: inout GraphicsContext) {
        var drawnSeries = Set<String>()
        for index in layout.drawingOrder {
            let mark = layout.marks[index]
            var local = context
            local.opacity *= mark.opacity
            switch mark.kind {
            case .bar, .rectangle:
                guard let rect = box(mark, index: index, in: layout) else { continue }
                let radius = min(mark.cornerRadius ?? 0, rect.width / 2, rect.height / 2)
                let path = radius > 0 ? Path(roundedRect: rect, cornerRadius: radius) : Path(rect)
                local.fill(path, with: shading(for: mark, in: layout))
            case .rule:
                guard let xs = interval(mark, index: index, axis: .x, in: layout),
                    let ys = interval(mark, index: index, axis: .y, in: layout)
                else { continue }
                // A rule at one x value spans y (its interval on x is a band's or a default
                // width, not a length); at one y value it spans x.
                var path = Path()
                let vertical = mark.x.isPoint && !mark.y.isPoint
                let (midX, midY) = ((xs.0 + xs.1) / 2, (ys.0 + ys.1) / 2)
                path.move(to: CGPoint(x: vertical ? midX : xs.0, y: vertical ? ys.0 : midY))
                path.addLine(to: CGPoint(x: vertical ? midX : xs.1, y: vertical ? ys.1 : midY))
                local.stroke(
                    path, with: shading(for: mark, in: layout), style: mark.lineStyle ?? StrokeStyle(lineWidth: 1))
            case .point:
                drawSymbol(mark, in: &local, layout: layout)
            case .line, .area:
                // A literal prefix, not a described enum (reflection, for every mark).
                let series = seriesKey(mark)
                let key = (mark.kind == .line ? "line|" : "area|") + series
                guard drawnSeries.insert(key).inserted else { continue }
                let members = layout.marks.indices.filter {
                    layout.marks[$0].kind == mark.kind && seriesKey(layout.marks[$0]) == series
                }
                if mark.kind == .line {
                    drawLine(members, in: &local, layout: layout)
                } else {
                    drawArea(members, in: &local, layout: layout)
                }
            case .sector:
                continue
            }
        }
    }

    static func seriesKey(_ mark: ChartMark) -> String {
        mark.series ?? mark.styleCategory ?? mark.symbolCategory ?? ""
    }

    static func drawSymbol(_ mark: ChartMark, in context: inout GraphicsContext, layout: ChartLayout) {
        guard let x = point(mark, axis: .x, in: layout), let y = point(mark, axis: .y, in: layout) else { return }
        let symbol = mark.symbol ?? layout.symbol(for: mark.symbolCategory)
        let path = symbol.path(center: CGPoint(x: x, y: y), area: mark.symbolArea ?? 30)
        context.fill(path, with: shading(for: mark, in: layout))
    }

    static func drawLine(_ members: [Int], in context: inout GraphicsContext, layout: ChartLayout) {
        guard let firstIndex = members.first else { return }
        let first = layout.marks[firstIndex]
        var points: [CGPoint] = []
        points.reserveCapacity(members.count)
        for index in members {
            guard let x = point(layout.marks[index], axis: .x, in: layout),
                let y = point(layout.marks[index], axis: .y, in: layout)
            else { continue }
            points.append(CGPoint(x: x, y: y))
        }
        var path = Path()
        (first.interpolation ?? .linear).addCurve(through: points, to: &path)
        let style = first.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
        context.stroke(path, with: shading(for: first, in: layout), style: style)
        for index in members where layout.marks[index].symbol != nil || layout.marks[index].symbolCategory != nil {
            drawSymbol(layout.marks[index], in: &context, layout: layout)
        }
    }

    static func drawArea(_ members: [Int], in context: inout GraphicsContext, layout: ChartLayout) {
        guard let first = members.first.map({ layout.marks[$0] }) else { return }
        var tops: [CGPoint] = []
        var bottoms: [CGPoint] = []
        for index in members {
            let mark = layout.marks[index]
            guard let x = point(mark, axis: .x, in: layout) else { continue }
            let low: CGFloat?
            let high: CGFloat?
            if let entry = layout.stacks[index] {
                low = layout.position(.number(entry.stack.low), on: .y)
                high = layout.position(.number(entry.stack.high), on: .y)
            } else if case .range(let a, let b) = mark.y {
                low = layout.position(a, on: .y)
                high = layout.position(b, on: .y)
            } else {
                low = layout.position(.number(0), on: .y)
                high = placedPoint(mark, axis: .y, in: layout)
            }
            guard let low, let high else { continue }
            tops.append(CGPoint(x: x, y: high + mark.offset.yEnd))
            bottoms.append(CGPoint(x: x, y: low + mark.offset.yStart))
        }
        guard tops.count > 1 else { return }
        let method = first.interpolation ?? .linear
        var path = Path()
        method.addCurve(through: tops, to: &path)
        method.addCurve(through: bottoms.reversed(), to: &path, moveToFirst: false)
        path.closeSubpath()
        context.fill(path, with: shading(for: first, in: layout))
    }

    static func drawLegend(_ layout: ChartLayout, in context: inout GraphicsContext, labels: ChartLabels) {
        let measure = labels.size
        let frame = layout.legendFrame
        for entry in layout.legendEntries(width: frame.width, measure: measure) {
            let box = entry.1.offsetBy(dx: frame.minX, dy: frame.minY)
            let swatch = CGRect(
                x: box.minX, y: box.midY - ChartLayout.swatch / 2, width: ChartLayout.swatch, height: ChartLayout.swatch
            )
            // A category that also names symbols (`symbol(by:)` on the same values) shows its
            // symbol, as Apple's legend does; others a dot.
            let shape =
                layout.symbolDomain.contains(entry.0)
                ? layout.symbol(for: entry.0).path(
                    center: CGPoint(x: swatch.midX, y: swatch.midY), area: swatch.width * swatch.height)
                : Path(ellipseIn: swatch)
            context.fill(shape, with: categoryShading(entry.0, in: layout))
            context.draw(labels.resolved(entry.0), at: CGPoint(x: swatch.maxX + 4, y: box.midY), anchor: .leading)
        }
    }
}

/// A chart's labels in one context, each resolved and measured once: a label is measured to lay
/// out the plot, to size its axis and to place it, then drawn.
final class ChartLabels {
    private let context: GraphicsContext
    private var texts: [String: GraphicsContext.ResolvedText] = [:]
    private var sizes: [String: CGSize] = [:]

    init(_ context: GraphicsContext) { self.context = context }

    /// `string` in the default label style, resolved.
    func resolved(_ string: String) -> GraphicsContext.ResolvedText {
        if let text = texts[string] { return text }
        let text = context.resolve(ChartRenderer.label(string))
        texts[string] = text
        return text
    }

    /// The size of `string` in the default label style.
    func size(_ string: String) -> CGSize {
        if let size = sizes[string] { return size }
        let size = resolved(string).measure(in: CGSize(width: 100_000, height: 100_000))
        sizes[string] = size
        return size
    }
}
