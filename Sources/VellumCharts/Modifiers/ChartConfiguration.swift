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
    var legend: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    var xAxisLabel: Text?
    var yAxisLabel: Text?
}

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
