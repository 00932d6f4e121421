import Foundation
import Vellum
import VellumCharts

/// A spec's value as a chart plots it: a number, a category or a date, chosen per value (a
/// Swift type per kind would need one initializer call per combination of kinds).
struct SpecPlottable: PrimitivePlottableProtocol {
    let value: ChartValue

    init(_ value: ChartSpec.Value) {
        switch value {
        case .number(let number): self.value = .number(number)
        case .category(let name): self.value = .category(name)
        case .date(let date): self.value = .date(date)
        }
    }

    init?(_chartValue: ChartValue) { value = _chartValue }

    var _chartValue: ChartValue { value }
}

extension ChartSpec {
    /// Gregorian in UTC: dates and their units do not depend on the server's time zone.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    /// The chart at its frame, as Swift Charts code would write it; the empty frame for a spec
    /// ``validate()`` refuses.
    public func chartView() -> AnyView {
        let width = size.map { CGFloat($0.width) } ?? CGFloat(Self.defaultSize.width)
        let height = size.map { CGFloat($0.height) } ?? CGFloat(Self.defaultSize.height)
        guard (try? validate()) != nil else { return AnyView(Color.clear.frame(width: width, height: height)) }
        let tint = AnyShapeStyle(self.tint ?? Color.accentColor)
        let marks = self.marks
        let chart = Chart(Array(marks.indices), id: \.self) { index -> AnyChartContent in
            Self.content(for: marks[index], tint: tint)
        }
        var view = AnyView(chart)
        view = Self.axis(x, of: view, isX: true)
        view = Self.axis(y, of: view, isX: false)
        switch legend {
        case .automatic: break
        case .hidden: view = AnyView(view.chartLegend(.hidden))
        case .top: view = AnyView(view.chartLegend(position: .top))
        case .bottom: view = AnyView(view.chartLegend(position: .bottom))
        }
        return AnyView(
            view.environment(\.timeZone, Self.calendar.timeZone).environment(\.locale, Locale(identifier: "en_US"))
                .frame(width: width, height: height))
    }

    /// `view` with `axis`'s chart modifiers.
    private static func axis(_ axis: Axis, of view: AnyView, isX: Bool) -> AnyView {
        var view = view
        if axis.hidden {
            view = isX ? AnyView(view.chartXAxis(.hidden)) : AnyView(view.chartYAxis(.hidden))
        }
        if let title = axis.title {
            let key = LocalizedStringKey(title)
            view = isX ? AnyView(view.chartXAxisLabel(key)) : AnyView(view.chartYAxisLabel(key))
        }
        if let type = axis.type, type != .date {
            view = isX ? AnyView(view.chartXScale(type: type)) : AnyView(view.chartYScale(type: type))
        }
        guard let domain = axis.domain else { return view }
        let numbers = domain.compactMap { value -> Double? in if case .number(let n) = value { n } else { nil } }
        let dates = domain.compactMap { value -> Date? in if case .date(let d) = value { d } else { nil } }
        if numbers.count == 2, numbers[0] < numbers[1] {
            let range = numbers[0]...numbers[1]
            return isX ? AnyView(view.chartXScale(domain: range)) : AnyView(view.chartYScale(domain: range))
        }
        if dates.count == 2, dates[0] < dates[1] {
            let range = dates[0]...dates[1]
            return isX ? AnyView(view.chartXScale(domain: range)) : AnyView(view.chartYScale(domain: range))
        }
        let names = domain.compactMap { value -> String? in if case .category(let n) = value { n } else { nil } }
        return isX ? AnyView(view.chartXScale(domain: names)) : AnyView(view.chartYScale(domain: names))
    }

    /// One mark with its modifiers, as a chart's code would write it.
    static func content(for mark: Mark, tint: AnyShapeStyle) -> AnyChartContent {
        func plotted(_ value: Value?, _ name: String) -> PlottableValue<SpecPlottable>? {
            value.map { .value(name, SpecPlottable($0)) }
        }
        let (x, y) = (plotted(mark.x, "x"), plotted(mark.y, "y"))
        let (xStart, xEnd) = (plotted(mark.xStart, "x"), plotted(mark.xEnd, "x"))
        let (yStart, yEnd) = (plotted(mark.yStart, "y"), plotted(mark.yEnd, "y"))
        let stacking = mark.stacking ?? .standard
        var content: AnyChartContent
        switch mark.type {
        case .bar:
            if case .date(let date)? = mark.x, let unit = mark.unit, let y {
                content = AnyChartContent(
                    BarMark(x: .value("x", date, unit: unit, calendar: calendar), y: y, stacking: stacking))
            } else if let x, let y {
                content = AnyChartContent(BarMark(x: x, y: y, stacking: stacking))
            } else if let x, let yStart, let yEnd {
                content = AnyChartContent(BarMark(x: x, yStart: yStart, yEnd: yEnd))
            } else if let xStart, let xEnd, let y {
                content = AnyChartContent(BarMark(xStart: xStart, xEnd: xEnd, y: y))
            } else if let xStart, let xEnd {
                content = AnyChartContent(BarMark(xStart: xStart, xEnd: xEnd))
            } else if let yStart, let yEnd {
                content = AnyChartContent(BarMark(yStart: yStart, yEnd: yEnd))
            } else if let x {
                content = AnyChartContent(BarMark(x: x, stacking: stacking))
            } else {
                content = AnyChartContent(BarMark(y: y ?? .value("y", SpecPlottable(.number(0))), stacking: stacking))
            }
        case .rectangle:
            if let xStart, let xEnd, let yStart, let yEnd {
                content = AnyChartContent(RectangleMark(xStart: xStart, xEnd: xEnd, yStart: yStart, yEnd: yEnd))
            } else if let xStart, let xEnd, let y {
                content = AnyChartContent(RectangleMark(xStart: xStart, xEnd: xEnd, y: y))
            } else if let x, let yStart, let yEnd {
                content = AnyChartContent(RectangleMark(x: x, yStart: yStart, yEnd: yEnd))
            } else if let x, let y {
                content = AnyChartContent(RectangleMark(x: x, y: y))
            } else if let xStart, let xEnd {
                content = AnyChartContent(RectangleMark(xStart: xStart, xEnd: xEnd))
            } else if let yStart, let yEnd {
                content = AnyChartContent(RectangleMark(yStart: yStart, yEnd: yEnd))
            } else if let x {
                content = AnyChartContent(RectangleMark(x: x))
            } else {
                content = AnyChartContent(RectangleMark(y: y ?? .value("y", SpecPlottable(.number(0)))))
            }
        case .rule:
            if let x, let yStart, let yEnd {
                content = AnyChartContent(RuleMark(x: x, yStart: yStart, yEnd: yEnd))
            } else if let xStart, let xEnd, let y {
                content = AnyChartContent(RuleMark(xStart: xStart, xEnd: xEnd, y: y))
            } else if let x {
                content = AnyChartContent(RuleMark(x: x))
            } else if let y {
                content = AnyChartContent(RuleMark(y: y))
            } else if let xStart, let xEnd {
                content = AnyChartContent(RuleMark(xStart: xStart, xEnd: xEnd))
            } else {
                content = AnyChartContent(
                    RuleMark(
                        yStart: yStart ?? .value("y", SpecPlottable(.number(0))),
                        yEnd: yEnd ?? .value("y", SpecPlottable(.number(0)))))
            }
        case .line, .area, .point:
            let x = x ?? .value("x", SpecPlottable(.number(0)))
            let series = mark.series.map { PlottableValue.value("Series", $0) }
            switch (mark.type, series) {
            case (.line, let series?):
                content = AnyChartContent(LineMark(x: x, y: y ?? x, series: series))
            case (.line, nil):
                content = AnyChartContent(LineMark(x: x, y: y ?? x))
            case (.area, let series?):
                if let yStart, let yEnd {
                    content = AnyChartContent(AreaMark(x: x, yStart: yStart, yEnd: yEnd, series: series))
                } else {
                    content = AnyChartContent(AreaMark(x: x, y: y ?? x, series: series, stacking: stacking))
                }
            case (.area, nil):
                if let yStart, let yEnd {
                    content = AnyChartContent(AreaMark(x: x, yStart: yStart, yEnd: yEnd))
                } else {
                    content = AnyChartContent(AreaMark(x: x, y: y ?? x, stacking: stacking))
                }
            default:
                content = AnyChartContent(PointMark(x: x, y: y ?? x))
            }
        case .sector:
            let inner: MarkDimension = mark.innerRadius.map { .ratio($0) } ?? .automatic
            content = AnyChartContent(
                SectorMark(
                    angle: .value("Value", mark.angle ?? 0), innerRadius: inner,
                    angularInset: CGFloat(mark.angularInset ?? 0)))
        }
        return modified(content, by: mark, tint: tint)
    }

    /// `content` with the mark's modifiers, innermost first as a chart's code chains them.
    private static func modified(_ content: AnyChartContent, by mark: Mark, tint: AnyShapeStyle) -> AnyChartContent {
        var content = content
        if let color = mark.color {
            content = AnyChartContent(content.foregroundStyle(color))
        } else if let series = mark.series {
            content = AnyChartContent(content.foregroundStyle(by: .value("Series", series)))
        } else {
            content = AnyChartContent(content.foregroundStyle(tint))
        }
        if let opacity = mark.opacity { content = AnyChartContent(content.opacity(opacity)) }
        if mark.lineWidth != nil || mark.dash != nil {
            let defaultWidth = mark.type == .rule ? 1.0 : 2.0
            let style = StrokeStyle(
                lineWidth: CGFloat(mark.lineWidth ?? defaultWidth), lineCap: .round, lineJoin: .round,
                dash: (mark.dash ?? []).map { CGFloat($0) })
            content = AnyChartContent(content.lineStyle(style))
        }
        if let method = mark.interpolation { content = AnyChartContent(content.interpolationMethod(method)) }
        if let symbol = mark.symbol { content = AnyChartContent(content.symbol(symbol)) }
        if let area = mark.symbolSize { content = AnyChartContent(content.symbolSize(CGFloat(area))) }
        if let radius = mark.cornerRadius { content = AnyChartContent(content.cornerRadius(CGFloat(radius))) }
        if let label = mark.label {
            content = AnyChartContent(
                content.annotation(position: .top) {
                    Text(verbatim: label).font(.caption2).foregroundStyle(Color.secondary)
                })
        }
        return content
    }
}
