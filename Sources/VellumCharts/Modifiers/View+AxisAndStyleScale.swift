import Foundation
import VellumCore
import VellumGeometry

extension View {
    /// Replaces the x axis's marks with `content` (``AxisMarks``); empty content draws no
    /// x axis marks.
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Steps", $0.steps)) }
    ///     .chartXAxis { AxisMarks(values: .stride(by: .day)) { _ in AxisValueLabel(format: .dateTime.weekday()) } }
    /// ```
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        var list = _AxisMarksList()
        content()._makeAxisMarks(into: &list)
        return transformEnvironment(\.chartConfiguration) { $0.xAxisMarks = list }
    }

    /// Replaces the y axis's marks with `content` (``AxisMarks``).
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
    ///     .chartYAxis { AxisMarks(position: .leading, values: .stride(by: 2_000)) }
    /// ```
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        var list = _AxisMarksList()
        content()._makeAxisMarks(into: &list)
        return transformEnvironment(\.chartConfiguration) { $0.yAxisMarks = list }
    }

    /// Gives each category of `foregroundStyle(by:)` its style; the legend follows, in the
    /// mapping's order. Categories not in the mapping take the palette's colour.
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.total)).foregroundStyle(by: .value("City", $0.city)) }
    ///     .chartForegroundStyleScale(["Cupertino": .green, "San Francisco": .purple])
    /// ```
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
        _ mapping: KeyValuePairs<DataValue, S>
    ) -> some View {
        let pairs = mapping.map { ($0.key.chartValue.label, AnyShapeStyle($0.value)) }
        return transformEnvironment(\.chartConfiguration) { $0.styleScale = StyleScale(mapping: pairs) }
    }

    /// Orders the categories as `domain` and colours them with `range` in that order,
    /// cycling when the range is shorter.
    ///
    /// ```swift
    /// Chart(data) { LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.total)).foregroundStyle(by: .value("City", $0.city)) }
    ///     .chartForegroundStyleScale(domain: ["Cupertino", "San Francisco"], range: [Color.green, .purple])
    /// ```
    public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(
        domain: Domain, range: Range, type: ScaleType? = nil
    ) -> some View where Range.VisualValue: ShapeStyle {
        let categories = domain._domainSpec.categories
        let styles = range._visualValues.map { AnyShapeStyle($0) }
        return transformEnvironment(\.chartConfiguration) {
            $0.styleScale = StyleScale(domain: categories, range: styles)
        }
    }

    /// Orders the categories as `domain` (their colours stay the palette's, in that order).
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.total)).foregroundStyle(by: .value("City", $0.city)) }
    ///     .chartForegroundStyleScale(domain: ["San Francisco", "Cupertino"])
    /// ```
    public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let categories = domain._domainSpec.categories
        return transformEnvironment(\.chartConfiguration) { $0.styleScale = StyleScale(domain: categories) }
    }

    /// Colours the categories with `range`, in order of appearance, cycling.
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.total)).foregroundStyle(by: .value("City", $0.city)) }
    ///     .chartForegroundStyleScale(range: [Color.mint, .indigo])
    /// ```
    public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View
    where Range.VisualValue: ShapeStyle {
        let styles = range._visualValues.map { AnyShapeStyle($0) }
        return transformEnvironment(\.chartConfiguration) { $0.styleScale = StyleScale(range: styles) }
    }

    /// Colours each category with `mapping`'s style.
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.total)).foregroundStyle(by: .value("City", $0.city)) }
    ///     .chartForegroundStyleScale { (city: String) in city == "Cupertino" ? Color.green : .gray }
    /// ```
    public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
        mapping: @escaping (DataValue) -> S
    ) -> some View {
        let scale = StyleScale.function { AnyShapeStyle(mapping($0)) }
        return transformEnvironment(\.chartConfiguration) { $0.styleScale = scale }
    }
}

/// The visual values a scale maps its domain onto, as Apple's `ScaleRange`: an array of
/// styles for `chartForegroundStyleScale(domain:range:)`.
///
/// ```swift
/// let range: [Color] = [.green, .purple]
/// ```
public protocol ScaleRange {
    /// The kind of visual value.
    associatedtype VisualValue
    /// The values in order. Vellum's own.
    var _visualValues: [VisualValue] { get }
}

extension Array: ScaleRange {
    /// The elements.
    public var _visualValues: [Element] { self }
}

extension _ScaleDomainSpecBox {
    /// The categories of an array domain (numbers as their text), else nil.
    var categories: [String]? {
        if case .categories(let names) = spec { return names }
        return nil
    }
}

extension View {
    /// Gives each category of `symbol(by:)` its symbol.
    ///
    /// ```swift
    /// Chart(data) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)).symbol(by: .value("Kind", $0.kind)) }
    ///     .chartSymbolScale(["Sedan": .circle, "Truck": .square])
    /// ```
    public func chartSymbolScale<DataValue: Plottable>(
        _ mapping: KeyValuePairs<DataValue, any ChartSymbolShape>
    ) -> some View {
        let pairs = mapping.map { ($0.key.chartValue.label, MarkSymbol(any: $0.value)) }
        return transformEnvironment(\.chartConfiguration) { $0.symbolScale = SymbolScale(mapping: pairs) }
    }

    /// Orders the categories as `domain` and gives them `range`'s symbols in that order,
    /// cycling when the range is shorter.
    ///
    /// ```swift
    /// Chart(data) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)).symbol(by: .value("Kind", $0.kind)) }
    ///     .chartSymbolScale(domain: ["Sedan", "Truck"], range: [BasicChartSymbolShape.diamond, .cross])
    /// ```
    public func chartSymbolScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range) -> some View
    where Range.VisualValue: ChartSymbolShape {
        let categories = domain._domainSpec.categories
        let symbols = range._visualValues.map { MarkSymbol($0) }
        return transformEnvironment(\.chartConfiguration) {
            $0.symbolScale = SymbolScale(domain: categories, range: symbols)
        }
    }

    /// Orders the categories as `domain` (their symbols stay the automatic ones, in that order).
    ///
    /// ```swift
    /// Chart(data) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)).symbol(by: .value("Kind", $0.kind)) }
    ///     .chartSymbolScale(domain: ["Truck", "Sedan"])
    /// ```
    public func chartSymbolScale<Domain: ScaleDomain>(domain: Domain) -> some View {
        let categories = domain._domainSpec.categories
        return transformEnvironment(\.chartConfiguration) { $0.symbolScale = SymbolScale(domain: categories) }
    }

    /// Gives the categories `range`'s symbols in order of appearance, cycling.
    ///
    /// ```swift
    /// Chart(data) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)).symbol(by: .value("Kind", $0.kind)) }
    ///     .chartSymbolScale(range: [BasicChartSymbolShape.plus, .asterisk])
    /// ```
    public func chartSymbolScale(range: [any ChartSymbolShape]) -> some View {
        let symbols = range.map { MarkSymbol(any: $0) }
        return transformEnvironment(\.chartConfiguration) { $0.symbolScale = SymbolScale(range: symbols) }
    }

    /// Orders the categories as `domain` and gives each the symbol `mapping` returns.
    ///
    /// ```swift
    /// Chart(data) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)).symbol(by: .value("Kind", $0.kind)) }
    ///     .chartSymbolScale(domain: ["Sedan", "Truck"]) { kind in kind == "Truck" ? BasicChartSymbolShape.square : .circle }
    /// ```
    public func chartSymbolScale<Domain: Collection, S: ChartSymbolShape>(
        domain: Domain, mapping: @escaping (Domain.Element) -> S
    ) -> some View where Domain.Element: Plottable {
        let entries = domain.map { ($0.chartValue.label, MarkSymbol(mapping($0))) }
        return transformEnvironment(\.chartConfiguration) {
            $0.symbolScale = SymbolScale(domain: entries.map(\.0), mapping: entries)
        }
    }

    /// Gives each category the symbol `mapping` returns.
    ///
    /// ```swift
    /// Chart(data) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)).symbol(by: .value("Kind", $0.kind)) }
    ///     .chartSymbolScale { (kind: String) in kind == "Truck" ? BasicChartSymbolShape.square : .circle }
    /// ```
    public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(
        mapping: @escaping (DataValue) -> S
    ) -> some View {
        let scale = SymbolScale.function { MarkSymbol(mapping($0)) }
        return transformEnvironment(\.chartConfiguration) { $0.symbolScale = scale }
    }
}
