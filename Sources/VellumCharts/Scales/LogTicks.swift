// After d3-scale's log.js (`nice` to powers of the base, `ticks` by decade), v4.0.2:
// https://github.com/d3/d3-scale. ISC licence.
import Foundation

/// Domains and ticks of a base-10 log scale. Pure arithmetic, no views.
enum LogTicks {
    /// The positive extent of `values` widened to powers of ten (d3's `log.nice`); 1…10
    /// when no value is positive and finite.
    static func automaticDomain(of values: [Double]) -> (Double, Double) {
        let positive = values.filter { $0 > 0 && $0.isFinite }
        guard let low = positive.min(), let high = positive.max() else { return (1, 10) }
        // Powers of ten past the doubles' range are clamped to it.
        let floor = max(pow(10, log10(low).rounded(.down)), Double.leastNormalMagnitude)
        var ceiling = min(pow(10, log10(high).rounded(.up)), Double.greatestFiniteMagnitude)
        if ceiling <= floor { ceiling = min(floor * 10, Double.greatestFiniteMagnitude) }
        guard floor > 0, ceiling.isFinite, ceiling > floor else { return (1, 10) }
        return (floor, ceiling)
    }

    /// Ticks over start…stop (both positive), in the interval's order. Across `count` decades
    /// or more: powers of ten, every one or every few (d3's ticks of the exponents). Across
    /// two or three decades: each power of ten. Within about a decade: 1, 2 and 5 times the
    /// powers of ten, or the linear ticks when those give fewer than two. d3 itself lists
    /// every multiple 1…9 in each decade and thins the labels instead; a chart's grid
    /// would be crowded with them.
    static func ticks(_ start: Double, _ stop: Double, count: Double) -> [Double] {
        guard start > 0, stop > 0, start.isFinite, stop.isFinite, count > 0 else { return [] }
        if start == stop { return [start] }
        let reverse = stop < start
        let (low, high) = reverse ? (stop, start) : (start, stop)
        let first = log10(low)
        let last = log10(high)
        let slack = 1e-9
        var ticks: [Double]
        if last - first >= count {
            ticks = NiceNumbers.ticks(first.rounded(.up), last.rounded(.down), count: count)
                .filter { $0 == $0.rounded() }.map { pow(10, $0) }
        } else if last - first >= 2 - slack {
            let exponents = Int((first - slack).rounded(.up))...Int((last + slack).rounded(.down))
            ticks = exponents.map { pow(10, Double($0)) }
        } else {
            ticks = []
            for exponent in Int(first.rounded(.down))...Int(last.rounded(.up)) {
                for factor in [1.0, 2, 5] {
                    let value = factor * pow(10, Double(exponent))
                    if value >= low * (1 - slack) && value <= high * (1 + slack) { ticks.append(value) }
                }
            }
            if ticks.count < 2 { ticks = NiceNumbers.ticks(low, high, count: count) }
        }
        return reverse ? ticks.reversed() : ticks
    }
}
