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
    /// `.automatic(includesZero:reversed:)`. `type` is accepted; only linear and category
    /// scales are drawn so far.
    ///
    /// ```swift
    /// Chart(data) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) }.chartXScale(domain: 0...100)
    /// ```
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let spec = domain._domainSpec.spec
        return transformEnvironment(\.chartConfiguration) { $0.xDomain = spec }
    }

    /// Sets the y scale's domain (see ``chartXScale(domain:type:)``).
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }.chartYScale(domain: 0...200)
    /// ```
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let spec = domain._domainSpec.spec
        return transformEnvironment(\.chartConfiguration) { $0.yDomain = spec }
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

/// A scale's type, as Apple's `ScaleType`. Accepted by the scale modifiers; only `linear`,
/// `category` and `date` (drawn linearly) are honoured so far.
///
/// ```swift
/// Chart(data) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) }.chartXScale(domain: 0...10, type: .linear)
/// ```
public struct ScaleType: Hashable, Sendable {
    let name: String
    /// Categories in bands.
    public static let category = ScaleType(name: "category")
    /// Dates (drawn linearly).
    public static let date = ScaleType(name: "date")
    /// Numbers, linearly.
    public static let linear = ScaleType(name: "linear")
    /// Numbers, logarithmically (drawn linearly for now).
    public static let log = ScaleType(name: "log")
    /// Numbers by their square root (drawn linearly for now).
    public static let squareRoot = ScaleType(name: "squareRoot")
    /// Numbers, symmetric-logarithmically (drawn linearly for now).
    public static let symmetricLog = ScaleType(name: "symmetricLog")
    /// Numbers raised to `exponent` (drawn linearly for now).
    public static func power(exponent: Double = 2) -> ScaleType { ScaleType(name: "power\(exponent)") }
}
