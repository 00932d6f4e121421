import Foundation
import VellumCore
import VellumGeometry

/// Content of a chart's axis, as Apple's `AxisContent`: ``AxisMarks``, or several of them.
///
/// ```swift
/// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
///     .chartYAxis { AxisMarks(position: .leading) }
/// ```
public protocol AxisContent {
    /// Appends this content's axis marks. Vellum's own.
    func _makeAxisMarks(into marks: inout _AxisMarksList)
}

/// The axis marks an axis content makes, in order. Vellum's own.
///
/// ```swift
/// var list = _AxisMarksList()
/// AxisMarks()._makeAxisMarks(into: &list)
/// ```
public struct _AxisMarksList: AxisContent, @unchecked Sendable {
    var specs: [AxisMarksSpec] = []
    /// An empty list.
    public init() {}
    /// Appends the list's marks.
    public func _makeAxisMarks(into marks: inout _AxisMarksList) { marks.specs += specs }
}

/// Builds axis content from ``AxisMarks``, as Apple's `AxisContentBuilder`.
///
/// ```swift
/// .chartXAxis { AxisMarks(values: .stride(by: .month)); AxisMarks(position: .top) }
/// ```
@resultBuilder public enum AxisContentBuilder {
    /// The parts, in order.
    public static func buildBlock(_ parts: any AxisContent...) -> _AxisMarksList {
        var list = _AxisMarksList()
        for part in parts { part._makeAxisMarks(into: &list) }
        return list
    }
    /// The part, or nothing.
    public static func buildOptional(_ part: _AxisMarksList?) -> _AxisMarksList { part ?? _AxisMarksList() }
    /// The first branch.
    public static func buildEither(first: _AxisMarksList) -> _AxisMarksList { first }
    /// The second branch.
    public static func buildEither(second: _AxisMarksList) -> _AxisMarksList { second }
    /// The content.
    public static func buildLimitedAvailability(_ part: _AxisMarksList) -> _AxisMarksList { part }
}

/// Grid lines, ticks and labels at an axis's values, as Apple's `AxisMarks`. `AxisMarks()`
/// draws what the default axis draws; a content closure draws only what it lists.
///
/// ```swift
/// .chartXAxis {
///     AxisMarks(values: .stride(by: .month, count: 3)) { value in
///         AxisGridLine()
///         AxisValueLabel(format: .dateTime.month())
///     }
/// }
/// ```
public struct AxisMarks<Content: AxisMark>: AxisContent {
    let spec: AxisMarksSpec

    /// Marks whose look `content` sets, at `values`.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> Content
    ) {
        spec = AxisMarksSpec(
            preset: preset, position: position, values: values.kind, content: { _ in content()._components.unboxed })
    }

    /// Marks whose look `content` sets for each value, at `values`.
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        spec = AxisMarksSpec(
            preset: preset, position: position, values: values.kind, content: { content($0)._components.unboxed })
    }

    /// Marks whose look `content` sets, at the given values.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping () -> Content
    ) {
        spec = AxisMarksSpec(
            preset: preset, position: position, values: .explicit(values.map(\.chartValue)),
            content: { _ in
                content()._components.unboxed
            })
    }

    /// Marks whose look `content` sets for each value, at the given values.
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) {
        spec = AxisMarksSpec(
            preset: preset, position: position, values: .explicit(values.map(\.chartValue)),
            content: {
                content($0)._components.unboxed
            })
    }

    /// Appends these marks.
    public func _makeAxisMarks(into marks: inout _AxisMarksList) { marks.specs.append(spec) }
}

extension AxisMarks where Content == Never {
    /// The default marks (grid lines and labels) at `values`; `stroke` styles the grid lines
    /// and ticks.
    ///
    /// ```swift
    /// .chartYAxis { AxisMarks(position: .leading, values: .automatic(desiredCount: 3)) }
    /// ```
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) {
        spec = AxisMarksSpec(preset: preset, position: position, values: values.kind, stroke: stroke)
    }

    /// The default marks at the given values.
    ///
    /// ```swift
    /// .chartYAxis { AxisMarks(values: [0, 50, 100]) }
    /// ```
    public init<Value: Plottable>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
        stroke: StrokeStyle? = nil
    ) {
        spec = AxisMarksSpec(
            preset: preset, position: position, values: .explicit(values.map(\.chartValue)), stroke: stroke)
    }

    /// The default marks with labels written by `format`.
    ///
    /// ```swift
    /// .chartXAxis { AxisMarks(format: .dateTime.month(.abbreviated)) }
    /// ```
    public init<Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        spec = AxisMarksSpec(
            preset: preset, position: position, values: values.kind, stroke: stroke,
            format: AxisLabelSpec.formatter(format))
    }

    /// The default marks at the given values with labels written by `format`.
    ///
    /// ```swift
    /// .chartYAxis { AxisMarks(format: .percent, values: [0, 0.5, 1]) }
    /// ```
    public init<Value: Plottable, Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: [Value], stroke: StrokeStyle? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String, Value == Format.FormatInput {
        spec = AxisMarksSpec(
            preset: preset, position: position, values: .explicit(values.map(\.chartValue)), stroke: stroke,
            format: AxisLabelSpec.formatter(format))
    }
}

/// How axis marks are laid out, as Apple's `AxisMarkPreset`. Vellum: `.automatic`; `.aligned`
/// keeps the first and last x labels (top and bottom y labels) inside the plot's span;
/// `.extended` runs the grid lines on through the labels' row or column; `.inset` draws the
/// labels inside the plot and reserves no room for them.
///
/// ```swift
/// .chartYAxis { AxisMarks(preset: .inset) }
/// ```
public struct AxisMarkPreset: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, aligned, extended, inset }
    let kind: Kind
    /// The default for the axis.
    public static let automatic = AxisMarkPreset(kind: .automatic)
    /// Edge labels aligned with the plot's ends.
    public static let aligned = AxisMarkPreset(kind: .aligned)
    /// Grid lines extended through the labels.
    public static let extended = AxisMarkPreset(kind: .extended)
    /// Labels inside the plot.
    public static let inset = AxisMarkPreset(kind: .inset)
}

/// Which side of the plot axis marks are on, as Apple's `AxisMarkPosition`. Default: y on
/// the trailing side, x at the bottom; a side that does not fit the axis is the default.
///
/// ```swift
/// .chartYAxis { AxisMarks(position: .leading) }
/// ```
public struct AxisMarkPosition: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, leading, trailing, top, bottom }
    let kind: Kind
    /// Trailing for y, bottom for x.
    public static let automatic = AxisMarkPosition(kind: .automatic)
    /// The leading side (y).
    public static let leading = AxisMarkPosition(kind: .leading)
    /// The trailing side (y).
    public static let trailing = AxisMarkPosition(kind: .trailing)
    /// Above the plot (x).
    public static let top = AxisMarkPosition(kind: .top)
    /// Below the plot (x).
    public static let bottom = AxisMarkPosition(kind: .bottom)
}

/// The values axis marks stand at, as Apple's `AxisMarkValues`.
///
/// ```swift
/// AxisMarks(values: .automatic(desiredCount: 3))
/// AxisMarks(values: .stride(by: 25))
/// AxisMarks(values: .stride(by: .month, count: 3))
/// ```
public struct AxisMarkValues: Sendable {
    enum Kind: Sendable {
        case automatic(desiredCount: Int?, minimumStride: Double?)
        case stride(Double)
        case calendar(Calendar.Component, count: Int, calendar: Calendar?)
        case explicit([ChartValue])
    }
    let kind: Kind

    /// About four nice values (every category on a band axis).
    public static var automatic: AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: nil, minimumStride: nil))
    }

    /// About `desiredCount` nice values (values below 1 count as 1). The rounding
    /// arguments are accepted; the domain is niced anyway.
    public static func automatic(
        desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, minimumStride: nil))
    }

    /// About `desiredCount` nice values at least `minimumStride` apart.
    public static func automatic<P: BinaryFloatingPoint>(
        minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, minimumStride: Double(minimumStride)))
    }

    /// Every multiple of `stepSize` in the domain (seconds on a date axis). A step that is
    /// not positive and finite gives no values; at most 1,000 are made.
    public static func stride<P: BinaryFloatingPoint>(
        by stepSize: P, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(Double(stepSize)))
    }

    /// Every `count`th `component` (days, weeks, months, years…) in the domain, aligned in
    /// `calendar` (default: Gregorian in the environment's time zone). `count` below 1 is 1.
    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(kind: .calendar(component, count: max(1, count), calendar: calendar))
    }
}

/// One value of an axis, as the `AxisMarks { value in … }` closure sees it (Apple's
/// `AxisValue`): its place among the axis's values and the value itself.
///
/// ```swift
/// AxisMarks { value in
///     if value.index % 2 == 0 { AxisValueLabel() }
///     if let number = value.as(Double.self), number > 0 { AxisGridLine() }
/// }
/// ```
public struct AxisValue {
    /// The value's place among the axis's values, from 0.
    public let index: Int
    /// How many values the axis has.
    public let count: Int
    let value: ChartValue

    /// The value as `P`, or nil when it is not one (a category asked for as a number).
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        guard let primitive = P.PrimitivePlottable(_chartValue: value) else { return nil }
        return P(primitivePlottable: primitive)
    }
}
