import Foundation

/// A continuous scale: a numeric domain mapped linearly onto a range of points.
struct LinearScale: Sendable, Equatable {
    /// The domain's ends (may be reversed). Always finite and distinct.
    var domain: (Double, Double)
    /// The range's ends in points.
    var range: (CGFloat, CGFloat)

    /// The tick count asked of d3 when nothing else is said (docs/research/charts-semantics.md §3.4).
    static let desiredTickCount = 4.0

    static func == (lhs: LinearScale, rhs: LinearScale) -> Bool {
        lhs.domain == rhs.domain && lhs.range == rhs.range
    }

    /// The automatic domain of `values`: their extent, with zero unless `includesZero` is
    /// false, widened to nice numbers. Non-finite values are ignored; no value gives 0…1,
    /// and a single value v (without zero) gives v − 1…v + 1 before nicing.
    static func automaticDomain(
        of values: [Double], includesZero: Bool = true, count: Double = desiredTickCount
    ) -> (Double, Double) {
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

    /// The point for `value`.
    func position(_ value: Double) -> CGFloat {
        let span = domain.1 - domain.0
        guard span != 0, span.isFinite else { return (range.0 + range.1) / 2 }
        return range.0 + CGFloat((value - domain.0) / span) * (range.1 - range.0)
    }

    /// About `count` nice values within the domain.
    func ticks(count: Double = desiredTickCount) -> [Double] {
        NiceNumbers.ticks(domain.0, domain.1, count: count)
    }

    /// The step between the ticks (for label precision).
    func tickStep(count: Double = desiredTickCount) -> Double {
        abs(NiceNumbers.tickStep(domain.0, domain.1, count))
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
