import Foundation
import Vellum
import VellumCharts

/// One chart to draw from plain numbers, as `vellum chart` and `GET /v1/chart/{kind}.{ext}`
/// describe it: a kind, one or more series of values, optional category labels, a tint and a
/// size. ``validate()`` checks it; ``chartView()`` draws it with VellumCharts, as Swift Charts
/// code would.
///
/// ```swift
/// var job = ChartJob(kind: .bar, series: [.init(values: [3, 5, 2, 8])])
/// job.labels = ["Q1", "Q2", "Q3", "Q4"]
/// try job.validate()
/// let view = job.chartView()
/// ```
public struct ChartJob: Sendable {
    /// What is drawn.
    public enum Kind: String, CaseIterable, Sendable {
        /// A line with no axes, legend or padding: a trend in a sentence.
        case sparkline
        /// Bars, stacked when there are several series (Swift Charts' default).
        case bar
        /// Lines, one per series.
        case line
        /// Areas, stacked when there are several series.
        case area
        /// Sectors of a circle, one per value.
        case pie
        /// Sectors of a ring (inner radius 61.8 %), one per value.
        case donut

        /// Every kind's name, for messages: "sparkline, bar, line, area, pie, donut".
        public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
    }

    /// A named row of values.
    public struct Series: Sendable, Equatable {
        /// The name the legend shows; nil: "Series n".
        public var name: String?
        /// The values, in category order.
        public var values: [Double]

        /// A series of `values`, named `name`.
        public init(name: String? = nil, values: [Double]) {
            self.name = name
            self.values = values
        }
    }

    /// At most this many values in all series together.
    public static let maximumValues = 1_000
    /// At most this many series.
    public static let maximumSeries = 12
    /// At most this many characters in a label or a series' name.
    public static let maximumNameLength = 64

    /// What is drawn.
    public var kind: Kind
    /// The series; pie and donut charts take one.
    public var series: [Series]
    /// One label per value (categories along x, or the sectors); nil: 1, 2, 3 ….
    public var labels: [String]?
    /// The colour of a single series; nil for the palette's first (the accent blue).
    public var tint: Color?
    /// The frame; nil for ``defaultSize``.
    public var size: ImageSize?

    /// A job of `kind` drawing `series`.
    public init(kind: Kind, series: [Series]) {
        self.kind = kind
        self.series = series
    }

    /// The frame when no size is given: a sparkline 120 × 32, a pie or donut 240 × 240,
    /// other charts 400 × 240.
    public var defaultSize: (width: Int, height: Int) {
        switch kind {
        case .sparkline: return (120, 32)
        case .pie, .donut: return (240, 240)
        default: return (400, 240)
        }
    }

    /// Refuses what cannot be drawn truthfully: no values, values that are not finite, more
    /// than ``maximumValues`` values or ``maximumSeries`` series, series of different lengths,
    /// labels that do not match the values, several series or negative or all-zero values for a
    /// pie or donut.
    /// - Throws: ``JobError/invalidArgument(_:)`` naming what is wrong.
    public func validate() throws {
        guard let count = series.first?.values.count, count > 0 else {
            throw JobError.invalidArgument("values: give at least one number")
        }
        guard series.count <= Self.maximumSeries else {
            throw JobError.invalidArgument("values: at most \(Self.maximumSeries) series, not \(series.count)")
        }
        let total = series.reduce(0) { $0 + $1.values.count }
        guard total <= Self.maximumValues else {
            throw JobError.invalidArgument("values: at most \(Self.maximumValues) numbers, not \(total)")
        }
        guard series.allSatisfy({ $0.values.count == count }) else {
            throw JobError.invalidArgument("values: every series needs the same count (\(count))")
        }
        if let bad = series.lazy.flatMap(\.values).first(where: { !$0.isFinite }) {
            throw JobError.invalidArgument("values: \(bad) is not a finite number")
        }
        if let labels, labels.count != count {
            throw JobError.invalidArgument("labels: \(labels.count) labels for \(count) values")
        }
        for names in [labels ?? [], series.compactMap(\.name)] {
            if let long = names.first(where: { $0.count > Self.maximumNameLength }) {
                throw JobError.invalidArgument("labels: '\(long.prefix(20))…' is longer than \(Self.maximumNameLength)")
            }
            // Control characters draw nothing a reader could see, and keys are joined with them.
            if let bad = names.first(where: { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } }
            ) {
                throw JobError.invalidArgument("labels: '\(bad.prefix(20))' holds a control character")
            }
            guard Set(names).count == names.count else {
                throw JobError.invalidArgument("labels: each label and series name once (the same one would merge)")
            }
        }
        if kind == .sparkline {
            guard series.count == 1 else { throw JobError.invalidArgument("values: a sparkline takes one series") }
            guard count >= 2 else { throw JobError.invalidArgument("values: a sparkline needs at least 2 numbers") }
        }
        if kind == .pie || kind == .donut {
            guard series.count == 1 else {
                throw JobError.invalidArgument("values: a \(kind.rawValue) chart takes one series")
            }
            guard series[0].values.allSatisfy({ $0 >= 0 }), series[0].values.contains(where: { $0 > 0 }) else {
                throw JobError.invalidArgument("values: a \(kind.rawValue) chart needs values ≥ 0, not all 0")
            }
        }
    }

    /// The category of value `index`.
    func label(_ index: Int) -> String { labels?[index] ?? String(index + 1) }

    /// The legend name of series `index`.
    func name(_ index: Int) -> String { series[index].name ?? "Series \(index + 1)" }

    /// One point of the chart: a category, a series and a value.
    struct Point: Identifiable {
        let id: Int
        let category: String
        let series: String
        let value: Double
    }

    /// Every value as a point, series by series.
    var points: [Point] {
        var points: [Point] = []
        for (seriesIndex, row) in series.enumerated() {
            for (index, value) in row.values.enumerated() {
                points.append(
                    Point(id: points.count, category: label(index), series: name(seriesIndex), value: value))
            }
        }
        return points
    }

    /// The chart at its frame, as Swift Charts code would write it; nothing (the empty frame)
    /// for a job ``validate()`` refuses.
    public func chartView() -> AnyView {
        guard (try? validate()) != nil else {
            let frame =
                size.map { (CGFloat($0.width), CGFloat($0.height)) }
                ?? (CGFloat(defaultSize.width), CGFloat(defaultSize.height))
            return AnyView(Color.clear.frame(width: frame.0, height: frame.1))
        }
        let frame =
            size.map { (CGFloat($0.width), CGFloat($0.height)) }
            ?? (CGFloat(defaultSize.width), CGFloat(defaultSize.height))
        return AnyView(chart.frame(width: frame.0, height: frame.1))
    }

    private var chart: AnyView {
        let points = self.points
        let multiple = series.count > 1
        let style = AnyShapeStyle(tint ?? Color.accentColor)
        switch kind {
        case .sparkline:
            let values = series[0].values
            let low = values.min() ?? 0, high = values.max() ?? 1
            // A tenth of the range above and below, so the line's stroke is not cut at the edges.
            let margin = low == high ? 1 : (high - low) / 10
            let domain = (low - margin)...(high + margin)
            return AnyView(
                Chart(points) { point in
                    LineMark(x: .value("Index", point.id), y: .value("Value", point.value))
                        .foregroundStyle(style)
                        .interpolationMethod(.monotone)
                }
                .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
                .chartXScale(domain: 0...Double(values.count - 1))
                .chartYScale(domain: domain))
        case .bar:
            return AnyView(
                Chart(points) { point in
                    if multiple {
                        BarMark(x: .value("Category", point.category), y: .value("Value", point.value))
                            .foregroundStyle(by: .value("Series", point.series))
                    } else {
                        BarMark(x: .value("Category", point.category), y: .value("Value", point.value))
                            .foregroundStyle(style)
                    }
                })
        case .line:
            return AnyView(
                Chart(points) { point in
                    if multiple {
                        LineMark(
                            x: .value("Category", point.category), y: .value("Value", point.value),
                            series: .value("Series", point.series)
                        )
                        .foregroundStyle(by: .value("Series", point.series))
                    } else {
                        LineMark(x: .value("Category", point.category), y: .value("Value", point.value))
                            .foregroundStyle(style)
                    }
                })
        case .area:
            return AnyView(
                Chart(points) { point in
                    if multiple {
                        AreaMark(
                            x: .value("Category", point.category), y: .value("Value", point.value),
                            series: .value("Series", point.series)
                        )
                        .foregroundStyle(by: .value("Series", point.series))
                    } else {
                        AreaMark(x: .value("Category", point.category), y: .value("Value", point.value))
                            .foregroundStyle(style)
                    }
                })
        case .pie, .donut:
            let inner: MarkDimension = kind == .donut ? .ratio(0.618) : .ratio(0)
            return AnyView(
                Chart(points) { point in
                    SectorMark(angle: .value("Value", point.value), innerRadius: inner, angularInset: 1.5)
                        .foregroundStyle(by: .value("Category", point.category))
                })
        }
    }
}
