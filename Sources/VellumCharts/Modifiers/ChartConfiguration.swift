import Foundation
import VellumCore
import VellumGeometry

/// What the chart modifiers of the views around a `Chart` set; the chart reads it from its
/// environment when it draws.
struct ChartConfiguration: Sendable {
    var xAxis: Visibility = .automatic
    var yAxis: Visibility = .automatic
    var xDomain: ScaleDomainSpec = .automatic(includesZero: nil, reversed: false)
    var yDomain: ScaleDomainSpec = .automatic(includesZero: nil, reversed: false)
    var xScaleType: ScaleType?
    var yScaleType: ScaleType?
    /// `chartXScale(range: .plotDimension(…))`'s padding in points, start then end.
    var xPadding: (start: CGFloat, end: CGFloat) = (0, 0)
    var yPadding: (start: CGFloat, end: CGFloat) = (0, 0)
    var legend: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    var xAxisLabel: Text?
    var yAxisLabel: Text?
    /// The axes' marks when `chartXAxis { … }` / `chartYAxis { … }` set them.
    var xAxisMarks: _AxisMarksList?
    var yAxisMarks: _AxisMarksList?
    /// `chartForegroundStyleScale`'s domain and colours.
    var styleScale = StyleScale()
    /// `chartSymbolScale`'s domain and symbols.
    var symbolScale = SymbolScale()
    /// `chartOverlay` and `chartBackground` content, outermost modifier first.
    var overlays: [ChartDecoration] = []
    var backgrounds: [ChartDecoration] = []
    /// `chartPlotStyle`'s content around the plot.
    var plotStyle: ChartPlotStyler?
}

/// What `chartPlotStyle` makes of the plot.
struct ChartPlotStyler: @unchecked Sendable {
    var make: (ChartPlotContent) -> AnyView
}

/// A view made from a ``ChartProxy``, aligned in the chart's frame.
struct ChartDecoration: @unchecked Sendable {
    var alignment: Alignment
    var make: (ChartProxy) -> AnyView
}

/// What a categorical scale gives each category: colours for `chartForegroundStyleScale`,
/// symbols for `chartSymbolScale`. Given as a mapping, as a domain and range in order, or as
/// a function.
struct CategoryScale<Value: Sendable>: @unchecked Sendable {
    /// The categories in order, when given.
    var domain: [String]?
    /// A value per category (the mapping form).
    var mapping: [(String, Value)] = []
    /// Values by place in the domain, cycling (the range form).
    var range: [Value] = []
    /// A value for each category (the closure form).
    var function: ((ChartValue) -> Value?)?

    /// The value of `category` at `index` in the domain, or nil for the automatic one.
    func value(for category: String, at index: Int) -> Value? {
        if let entry = mapping.first(where: { $0.0 == category }) { return entry.1 }
        if let function, let value = function(.category(category)) { return value }
        if !range.isEmpty { return range[index % range.count] }
        return nil
    }

    /// The categories the scale declares, in order: they come first in the domain.
    var declared: [String]? {
        if let domain { return domain }
        return mapping.isEmpty ? nil : mapping.map(\.0)
    }

    /// The closure form from a user's function of their own data type.
    static func function<DataValue: Plottable>(_ mapping: @escaping (DataValue) -> Value) -> CategoryScale {
        let box = UncheckedBox(value: mapping)
        return CategoryScale(function: { value in
            guard let primitive = DataValue.PrimitivePlottable(_chartValue: value),
                let data = DataValue(primitivePlottable: primitive)
            else { return nil }
            return box.value(data)
        })
    }
}

/// The colours `chartForegroundStyleScale` gives categories.
typealias StyleScale = CategoryScale<AnyShapeStyle>
/// The symbols `chartSymbolScale` gives categories.
typealias SymbolScale = CategoryScale<MarkSymbol>

struct ChartConfigurationKey: EnvironmentKey {
    static let defaultValue = ChartConfiguration()
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}

/// Where an annotation or a legend sits, as Apple's `AnnotationPosition`.
///
/// ```swift
/// Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 1)) }.chartLegend(position: .top)
/// ```
public struct AnnotationPosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading
        case bottomTrailing
    }
    let kind: Kind
    /// The default (a legend: below the chart).
    public static let automatic = AnnotationPosition(kind: .automatic)
    /// Over the item.
    public static let overlay = AnnotationPosition(kind: .overlay)
    /// Above.
    public static let top = AnnotationPosition(kind: .top)
    /// Below.
    public static let bottom = AnnotationPosition(kind: .bottom)
    /// On the leading side.
    public static let leading = AnnotationPosition(kind: .leading)
    /// On the trailing side.
    public static let trailing = AnnotationPosition(kind: .trailing)
    /// Above, on the leading side.
    public static let topLeading = AnnotationPosition(kind: .topLeading)
    /// Above, on the trailing side.
    public static let topTrailing = AnnotationPosition(kind: .topTrailing)
    /// Below, on the leading side.
    public static let bottomLeading = AnnotationPosition(kind: .bottomLeading)
    /// Below, on the trailing side.
    public static let bottomTrailing = AnnotationPosition(kind: .bottomTrailing)
}
