import Foundation
import VellumCore
import VellumGeometry

/// A scale's domain as the chart uses it.
enum ScaleDomainSpec: Sendable {
    /// From the data: zero included for numbers unless `includesZero` is false, niced.
    case automatic(includesZero: Bool?, reversed: Bool)
    /// Exactly these ends (not niced).
    case numbers(Double, Double)
    /// These categories, in this order.
    case categories([String])
}

/// A domain a chart's scale can take, as Apple's `ScaleDomain`: a closed range of numbers
/// or dates, an array of categories, or `.automatic(includesZero:reversed:)`.
///
/// ```swift
/// Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000)) }.chartYScale(domain: 0...10_000)
/// ```
public protocol ScaleDomain {
    /// The domain as the chart uses it. Vellum's own.
    var _domainSpec: _ScaleDomainSpecBox { get }
}

/// A resolved scale domain, opaque outside the module.
///
/// ```swift
/// let spec = (0...10)._domainSpec
/// ```
public struct _ScaleDomainSpecBox: Sendable {
    let spec: ScaleDomainSpec
}

extension ClosedRange: ScaleDomain where Bound: Plottable {
    /// The range's ends, exactly.
    public var _domainSpec: _ScaleDomainSpecBox {
        let low = lowerBound.chartValue.numeric ?? 0
        let high = upperBound.chartValue.numeric ?? 1
        return _ScaleDomainSpecBox(spec: .numbers(low, high))
    }
}

extension Array: ScaleDomain where Element: Plottable {
    /// The categories in this order (numbers: their extent).
    public var _domainSpec: _ScaleDomainSpecBox {
        let values = map(\.chartValue)
        let numbers = values.compactMap(\.numeric)
        if numbers.count == values.count, let low = numbers.min(), let high = numbers.max() {
            return _ScaleDomainSpecBox(spec: .numbers(low, high))
        }
        return _ScaleDomainSpecBox(spec: .categories(values.map(\.label)))
    }
}

/// The domain inferred from the data, as Apple's `AutomaticScaleDomain`.
///
/// ```swift
/// Chart { PointMark(x: .value("x", 20), y: .value("y", 85)) }.chartYScale(domain: .automatic(includesZero: false))
/// ```
public struct AutomaticScaleDomain: ScaleDomain, Sendable {
    let includesZero: Bool?
    let reversed: Bool?
    /// The data's nice extent, with zero for numbers.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// The data's nice extent; `includesZero: false` leaves zero out, `reversed` flips it.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
    /// The automatic domain.
    public var _domainSpec: _ScaleDomainSpecBox {
        _ScaleDomainSpecBox(spec: .automatic(includesZero: includesZero, reversed: reversed ?? false))
    }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The data's nice extent, with zero for numbers.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// The data's nice extent; `includesZero: false` leaves zero out, `reversed` flips it.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}
