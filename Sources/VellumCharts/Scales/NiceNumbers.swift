// Based on d3-array's ticks.js (tickSpec, ticks, tickIncrement) and d3-scale's linear.js
// (`nice`, v4.0.2): https://github.com/d3/d3-array, https://github.com/d3/d3-scale. ISC licence.
import Foundation

/// d3's "nice" numbers: tick steps of 1, 2 or 5 × 10ⁿ, ticks at their multiples, and
/// domains widened to whole steps. Pure arithmetic, no views.
enum NiceNumbers {
    private static let e10 = 50.0.squareRoot()
    private static let e5 = 10.0.squareRoot()
    private static let e2 = 2.0.squareRoot()
    /// The most ticks one call returns, so absurd input cannot allocate without bound.
    static let maximumTickCount = 1_000

    /// d3's `tickSpec`: the first and last multiple and the increment (negative: the
    /// reciprocal of a fractional step, so 0.1 stays exact).
    static func tickSpec(_ start: Double, _ stop: Double, _ count: Double) -> (Double, Double, Double) {
        let step = (stop - start) / max(0, count)
        let power = (log10(step)).rounded(.down)
        let error = step / pow(10, power)
        let factor: Double = error >= e10 ? 10 : error >= e5 ? 5 : error >= e2 ? 2 : 1
        var i1: Double
        var i2: Double
        var increment: Double
        if power < 0 {
            increment = pow(10, -power) / factor
            i1 = (start * increment).rounded()
            i2 = (stop * increment).rounded()
            if i1 / increment < start { i1 += 1 }
            if i2 / increment > stop { i2 -= 1 }
            increment = -increment
        } else {
            increment = pow(10, power) * factor
            i1 = (start / increment).rounded()
            i2 = (stop / increment).rounded()
            if i1 * increment < start { i1 += 1 }
            if i2 * increment > stop { i2 -= 1 }
        }
        if i2 < i1 && 0.5 <= count && count < 2 { return tickSpec(start, stop, count * 2) }
        return (i1, i2, increment)
    }

    /// d3's `tickIncrement`: positive a step, negative the reciprocal of a step.
    static func tickIncrement(_ start: Double, _ stop: Double, _ count: Double) -> Double {
        tickSpec(start, stop, count).2
    }

    /// The step between ticks for about `count` ticks over start…stop (0 when there is none).
    static func tickStep(_ start: Double, _ stop: Double, _ count: Double) -> Double {
        let reverse = stop < start
        let increment = reverse ? tickIncrement(stop, start, count) : tickIncrement(start, stop, count)
        guard increment.isFinite, increment != 0 else { return 0 }
        return (reverse ? -1 : 1) * (increment < 0 ? 1 / -increment : increment)
    }

    /// d3's `ticks`: about `count` nice values within start…stop, in the interval's order.
    /// Non-finite input gives no ticks; start == stop gives that one value.
    static func ticks(_ start: Double, _ stop: Double, count: Double) -> [Double] {
        guard start.isFinite, stop.isFinite, count > 0, count.isFinite else { return [] }
        if start == stop { return [start] }
        let reverse = stop < start
        let (low, high) = reverse ? (stop, start) : (start, stop)
        let (i1, i2, increment) = tickSpec(low, high, count)
        guard i2 >= i1, increment.isFinite, increment != 0, i1.isFinite, i2.isFinite else { return [] }
        let n = Int(min(i2 - i1 + 1, Double(maximumTickCount)))
        var ticks = (0..<n).map { index -> Double in
            increment < 0 ? (i1 + Double(index)) / -increment : (i1 + Double(index)) * increment
        }
        if reverse { ticks.reverse() }
        return ticks
    }

    /// d3's `linear.nice`: start…stop widened to whole tick steps (at most ten rounds; left
    /// as it is if the step does not settle). A reversed interval stays reversed.
    static func nice(_ start: Double, _ stop: Double, count: Double) -> (Double, Double) {
        guard start.isFinite, stop.isFinite, start != stop else { return (start, stop) }
        let reverse = stop < start
        var (low, high) = reverse ? (stop, start) : (start, stop)
        var previous: Double?
        for _ in 0..<10 {
            let step = tickIncrement(low, high, count)
            if step == previous { return reverse ? (high, low) : (low, high) }
            if step > 0 {
                low = (low / step).rounded(.down) * step
                high = (high / step).rounded(.up) * step
            } else if step < 0 {
                low = (low * step).rounded(.up) / step
                high = (high * step).rounded(.down) / step
            } else {
                break
            }
            previous = step
        }
        return reverse ? (stop, start) : (start, stop)
    }
}
