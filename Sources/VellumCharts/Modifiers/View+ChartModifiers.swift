import Foundation
import VellumCore
import VellumGeometry

extension View {
    /// Shows or hides the charts' x axis (Default: `.automatic`, shown).
    ///
    /// ```swift
    /// Chart(data) { LineMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }.chartXAxis(.hidden)
    /// ```
    public func chartXAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartConfiguration) { $0.xAxis = visibility }
    }

    /// Shows or hides the charts' y axis (Default: `.automatic`, shown on the trailing edge).
    ///
    /// ```swift
    /// Chart(data) { LineMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }.chartYAxis(.hidden)
    /// ```
    public func chartYAxis(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartConfiguration) { $0.yAxis = visibility }
    }

    /// Sets the x scale's domain: a closed range (taken exactly), categories in order, or
    /// `.automatic(includesZero:reversed:)`; and its type (Default: from the data, linear
    /// for numbers and dates, bands for categories).
    ///
    /// ```swift
    /// Chart(data) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) }.chartXScale(domain: 0...100)
    /// ```
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let spec = domain._domainSpec.spec
        return transformEnvironment(\.chartConfiguration) {
            $0.xDomain = spec
            if let type { $0.xScaleType = type }
        }
    }

    /// Sets the y scale's domain and type (see ``chartXScale(domain:type:)``).
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }.chartYScale(domain: 0...200)
    /// ```
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let spec = domain._domainSpec.spec
        return transformEnvironment(\.chartConfiguration) {
            $0.yDomain = spec
            if let type { $0.yScaleType = type }
        }
    }

    /// Sets the x scale's type: `.log` places values by their logarithm (values that are
    /// not positive are left out), `.squareRoot` and `.power(exponent:)` by a power,
    /// `.symmetricLog` by a logarithm on both sides of zero, `.category` in bands.
    ///
    /// ```swift
    /// Chart(data) { PointMark(x: .value("Population", $0.people), y: .value("Area", $0.area)) }.chartXScale(type: .log)
    /// ```
    public func chartXScale(type: ScaleType? = nil) -> some View {
        transformEnvironment(\.chartConfiguration) { if let type { $0.xScaleType = type } }
    }

    /// Sets the y scale's type (see ``chartXScale(type:)``).
    ///
    /// ```swift
    /// Chart(data) { LineMark(x: .value("Day", $0.day), y: .value("Cases", $0.cases)) }.chartYScale(type: .log)
    /// ```
    public func chartYScale(type: ScaleType? = nil) -> some View {
        transformEnvironment(\.chartConfiguration) { if let type { $0.yScaleType = type } }
    }

    /// Sets the x scale's range in the plot: `.plotDimension(startPadding:endPadding:)` keeps
    /// the first and last values that many points inside the plot's edges.
    ///
    /// ```swift
    /// Chart(data) { LineMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
    ///     .chartXScale(range: .plotDimension(padding: 20))
    /// ```
    public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let padding = range._padding
        return transformEnvironment(\.chartConfiguration) {
            $0.xPadding = padding
            if let type { $0.xScaleType = type }
        }
    }

    /// Sets the y scale's range in the plot (see ``chartXScale(range:type:)``).
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
    ///     .chartYScale(range: .plotDimension(endPadding: 12))
    /// ```
    public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        let padding = range._padding
        return transformEnvironment(\.chartConfiguration) {
            $0.yPadding = padding
            if let type { $0.yScaleType = type }
        }
    }

    /// Sets the x scale's domain, range and type at once.
    ///
    /// ```swift
    /// Chart(data) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
    ///     .chartXScale(domain: 1...1_000, range: .plotDimension(padding: 8), type: .log)
    /// ```
    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(
        domain: Domain, range: Range, type: ScaleType? = nil
    ) -> some View {
        chartXScale(domain: domain, type: type).chartXScale(range: range)
    }

    /// Sets the y scale's domain, range and type at once.
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
    ///     .chartYScale(domain: 0...10_000, range: .plotDimension(endPadding: 8))
    /// ```
    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(
        domain: Domain, range: Range, type: ScaleType? = nil
    ) -> some View {
        chartYScale(domain: domain, type: type).chartYScale(range: range)
    }

    /// Shows or hides the legend (Default: shown when `foregroundStyle(by:)` colours marks).
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }.chartLegend(.hidden)
    /// ```
    public func chartLegend(_ visibility: Visibility) -> some View {
        transformEnvironment(\.chartConfiguration) { $0.legend = visibility }
    }

    /// Places the legend: `.bottom` (the default) or `.top`; the others draw it below.
    /// `alignment` and `spacing` are accepted and not used yet.
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }.chartLegend(position: .top)
    /// ```
    public func chartLegend(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil
    ) -> some View {
        transformEnvironment(\.chartConfiguration) { $0.legendPosition = position }
    }

    /// A title for the x axis, drawn below its labels.
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }.chartXAxisLabel("Day")
    /// ```
    public func chartXAxisLabel(_ label: LocalizedStringKey) -> some View {
        let text = Text(label)
        return transformEnvironment(\.chartConfiguration) { $0.xAxisLabel = text }
    }

    /// A title for the y axis, drawn above its labels on the trailing edge.
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }.chartYAxisLabel("Steps")
    /// ```
    public func chartYAxisLabel(_ label: LocalizedStringKey) -> some View {
        let text = Text(label)
        return transformEnvironment(\.chartConfiguration) { $0.yAxisLabel = text }
    }
}

/// A scale's type, as Apple's `ScaleType`.
///
/// ```swift
/// Chart(data) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) }.chartXScale(domain: 1...1_000, type: .log)
/// ```
public struct ScaleType: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case category, date, linear, log, squareRoot, symmetricLog
        case power(Double)
    }
    let kind: Kind
    /// Categories in bands; numbers too, each its own band, labelled as written.
    public static let category = ScaleType(kind: .category)
    /// Dates, linearly in time.
    public static let date = ScaleType(kind: .date)
    /// Numbers, linearly.
    public static let linear = ScaleType(kind: .linear)
    /// Positive numbers by their base-10 logarithm; values that are not positive are left out.
    public static let log = ScaleType(kind: .log)
    /// Numbers by their square root (negative ones mirrored).
    public static let squareRoot = ScaleType(kind: .squareRoot)
    /// Numbers by `sign(x) · log(1 + |x|)`, so zero and negative values have a place.
    public static let symmetricLog = ScaleType(kind: .symmetricLog)
    /// Numbers raised to `exponent` (negative ones mirrored; 0 and non-finite: linear).
    public static func power(exponent: Double = 2) -> ScaleType { ScaleType(kind: .power(exponent)) }
}

/// A range of positions for a chart's x or y scale, as Apple's `PositionScaleRange`.
///
/// ```swift
/// let range: PlotDimensionScaleRange = .plotDimension(padding: 10)
/// ```
public protocol PositionScaleRange: ScaleRange where VisualValue == CGFloat {
    /// The padding at the range's start and end, in points. Vellum's own.
    var _padding: (start: CGFloat, end: CGFloat) { get }
}

/// The plot's width or height, with padding at its ends, as Apple's `PlotDimensionScaleRange`.
///
/// ```swift
/// Chart(data) { LineMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
///     .chartXScale(range: .plotDimension(startPadding: 10, endPadding: 30))
/// ```
public struct PlotDimensionScaleRange: PositionScaleRange, Sendable {
    let start: CGFloat
    let end: CGFloat
    /// No visual values of its own: the range is the plot's dimension.
    public var _visualValues: [CGFloat] { [] }
    /// The padding, each end non-negative and finite (others read as 0).
    public var _padding: (start: CGFloat, end: CGFloat) {
        (start.isFinite ? max(0, start) : 0, end.isFinite ? max(0, end) : 0)
    }
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    /// The plot's whole dimension.
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(start: 0, end: 0) }
    /// The plot's dimension with `padding` points at each end.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(start: padding, end: padding)
    }
    /// The plot's dimension with `startPadding` points at its start and `endPadding` at its end.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(start: startPadding, end: endPadding)
    }
}
