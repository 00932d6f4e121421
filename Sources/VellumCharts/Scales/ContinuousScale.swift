import Foundation

/// How a continuous scale bends its domain before mapping it linearly, as d3-scale's
/// continuous scales: linear, log (base 10), power, and symmetric log (constant 1).
enum ScaleTransform: Sendable, Equatable {
    case identity
    case log
    case power(Double)
    case symmetricLog

    /// The transform of Apple's `ScaleType` (nil: linear, dates and categories included).
    init(_ type: ScaleType?) {
        switch type?.kind {
        case .log: self = .log
        case .squareRoot: self = .power(0.5)
        // Exponents of zero or less have no monotonic place for zero: linear. Past 10 the
        // powers of a chart's numbers overflow: 10.
        case .power(let exponent) where exponent.isFinite && exponent > 0: self = .power(min(exponent, 10))
        case .symmetricLog: self = .symmetricLog
        default: self = .identity
        }
    }

    /// `value` in the transformed space (NaN where the transform is undefined: a log of a
    /// number that is not positive).
    func apply(_ value: Double) -> Double {
        switch self {
        case .identity: value
        case .log: value > 0 ? Foundation.log10(value) : .nan
        case .power(let exponent): value < 0 ? -pow(-value, exponent) : pow(value, exponent)
        case .symmetricLog: value < 0 ? -Foundation.log1p(-value) : Foundation.log1p(value)
        }
    }

    /// The value whose transform is `transformed`.
    func invert(_ transformed: Double) -> Double {
        switch self {
        case .identity: transformed
        case .log: pow(10, transformed)
        case .power(let exponent):
            transformed < 0 ? -pow(-transformed, 1 / exponent) : pow(transformed, 1 / exponent)
        case .symmetricLog: transformed < 0 ? -Foundation.expm1(-transformed) : Foundation.expm1(transformed)
        }
    }

    /// Whether `value` has a place on the scale.
    func places(_ value: Double) -> Bool { self != .log || value > 0 }
}

/// A continuous scale: a numeric domain mapped onto a range of points, linearly after the
/// scale's transform.
struct ContinuousScale: Sendable, Equatable {
    /// The domain's ends (may be reversed). Always finite and distinct (positive for a log).
    var domain: (Double, Double)
    /// The range's ends in points.
    var range: (CGFloat, CGFloat)
    var transform: ScaleTransform = .identity

    /// The tick count asked of d3 when nothing else is said (docs/research/charts-semantics.md §3.4).
    static let desiredTickCount = 4.0

    static func == (lhs: ContinuousScale, rhs: ContinuousScale) -> Bool {
        lhs.domain == rhs.domain && lhs.range == rhs.range && lhs.transform == rhs.transform
    }

    /// The automatic domain of `values`: their extent, with zero unless `includesZero` is
    /// false, widened to nice numbers. Non-finite values are ignored; no value gives 0…1,
    /// and a single value v (without zero) gives v − 1…v + 1 before nicing. A log scale
    /// takes the positive values only, never zero, widened to powers of ten.
    static func automaticDomain(
        of values: [Double], includesZero: Bool = true, count: Double = desiredTickCount,
        transform: ScaleTransform = .identity
    ) -> (Double, Double) {
        if transform == .log { return LogTicks.automaticDomain(of: values) }
        var finite = values.filter(\.isFinite)
        if includesZero { finite.append(0) }
        guard var low = finite.min(), var high = finite.max() else { return (0, 1) }
        if low == high {
            if low == 0 {
                high = 1
            } else {
                let pad = max(abs(low) * 0.1, 1)
                (low, high) = includesZero ? (min(0, low), max(0, high)) : (low - pad, high + pad)
                if low == high { high = low + pad }
            }
        }
        return NiceNumbers.nice(low, high, count: count)
    }

    /// The point for `value` (for a value the transform has no place for, the range's
    /// start; such marks are skipped before they are drawn).
    func position(_ value: Double) -> CGFloat {
        let start = transform.apply(domain.0)
        let span = transform.apply(domain.1) - start
        guard span != 0, span.isFinite else { return (range.0 + range.1) / 2 }
        let fraction = (transform.apply(value) - start) / span
        guard fraction.isFinite else { return range.0 }
        return range.0 + CGFloat(fraction) * (range.1 - range.0)
    }

    /// The value at `point`, the inverse of ``position(_:)``; nil off a degenerate range.
    func value(at point: CGFloat) -> Double? {
        let span = range.1 - range.0
        guard span != 0 else { return nil }
        let start = transform.apply(domain.0)
        let end = transform.apply(domain.1)
        let value = transform.invert(start + Double((point - range.0) / span) * (end - start))
        return value.isFinite ? value : nil
    }

    /// About `count` nice values within the domain (a log scale: powers of ten, or 1-2-5
    /// steps within a decade or two).
    func ticks(count: Double = desiredTickCount) -> [Double] {
        if transform == .log { return LogTicks.ticks(domain.0, domain.1, count: count) }
        return NiceNumbers.ticks(domain.0, domain.1, count: count)
    }

    /// The step between the ticks (for label precision; 0 for a log scale, whose labels
    /// take the decimals each value needs).
    func tickStep(count: Double = desiredTickCount) -> Double {
        if transform == .log { return 0 }
        return abs(NiceNumbers.tickStep(domain.0, domain.1, count))
    }
}

/// A band scale for categories, as d3's with no padding: the range divided into one step
/// per category, each category at the centre of its step.
struct BandScale: Sendable, Equatable {
    /// The categories in order.
    var domain: [String]
    /// The range's ends in points.
    var range: (CGFloat, CGFloat)

    static func == (lhs: BandScale, rhs: BandScale) -> Bool { lhs.domain == rhs.domain && lhs.range == rhs.range }

    /// The width of one category's step.
    var step: CGFloat { domain.isEmpty ? 0 : (range.1 - range.0) / CGFloat(domain.count) }

    /// The centre of `category`'s step, or nil for a category not in the domain.
    func position(_ category: String) -> CGFloat? {
        guard let index = domain.firstIndex(of: category) else { return nil }
        return range.0 + step * (CGFloat(index) + 0.5)
    }
}
