import Foundation

/// Path data at a fixed number of decimals (0...6). Every coordinate is snapped to the grid
/// of 10^-precision and kept as an integer count of grid steps, so relative offsets are
/// exact integer differences (no drift along long paths) and every number is measured once.
struct SVGFixedPrecisionNumbers: SVGPathNumberFormat {
    let precision: Int
    private let stepsPerUnit: Double

    /// The largest grid coordinate, with room for differences and reflections.
    static let gridLimit = 1e15

    init(precision: Int) {
        self.precision = min(max(precision, 0), 6)
        var steps = 1.0
        for _ in 0..<self.precision { steps *= 10 }
        stepsPerUnit = steps
    }

    /// Whether every coordinate fits the grid; paths that do not are written exactly.
    func fits(_ elements: [Path.Element]) -> Bool {
        let limit = Self.gridLimit, unit = stepsPerUnit
        for element in elements
        where !element.allPointsSatisfy({ abs($0.x * unit) < limit && abs($0.y * unit) < limit }) {
            return false
        }
        return true
    }

    /// `value` in grid steps, or nil when it is not finite or too large for the grid.
    func gridSteps(_ value: Double) -> Int64? {
        let scaled = value * stepsPerUnit
        guard abs(scaled) < Self.gridLimit else { return nil }
        return Self.roundedAwayFromZero(scaled)
    }

    func coordinate(_ value: CGFloat) -> Int64 { Self.roundedAwayFromZero(value * stepsPerUnit) }
    func offset(_ value: Int64, from origin: Int64) -> Int64? { value - origin }
    func mirrored(_ value: Int64, about center: Int64) -> Int64 { 2 * center - value }

    /// `value.rounded()` for |value| < 10¹⁵ (what ``fits(_:)`` admits) without a call into
    /// libm: the truncation is exact there, and so is the remainder it leaves.
    private static func roundedAwayFromZero(_ value: Double) -> Int64 {
        let truncated = Int64(value)
        let remainder = value - Double(truncated)
        if remainder >= 0.5 { return truncated + 1 }
        if remainder <= -0.5 { return truncated - 1 }
        return truncated
    }

    /// `value` split into whole and trimmed fraction. The divisor is a constant in each
    /// branch, so no branch pays for a hardware division.
    func number(_ value: Int64) -> SVGGridNumber {
        let magnitude = value.magnitude
        let whole: UInt64
        var fraction: UInt64
        switch precision {
        case 0: (whole, fraction) = (magnitude, 0)
        case 1: (whole, fraction) = magnitude.quotientAndRemainder(dividingBy: 10)
        case 2: (whole, fraction) = magnitude.quotientAndRemainder(dividingBy: 100)
        case 3: (whole, fraction) = magnitude.quotientAndRemainder(dividingBy: 1_000)
        case 4: (whole, fraction) = magnitude.quotientAndRemainder(dividingBy: 10_000)
        case 5: (whole, fraction) = magnitude.quotientAndRemainder(dividingBy: 100_000)
        default: (whole, fraction) = magnitude.quotientAndRemainder(dividingBy: 1_000_000)
        }
        var fractionDigits = precision
        while fraction != 0 && fraction % 10 == 0 { fraction /= 10; fractionDigits -= 1 }
        return SVGGridNumber(negative: value < 0, whole: whole, fraction: fraction, fractionDigits: fractionDigits)
    }
}

/// A grid number as it will be written: sign, whole digits (left out before a fraction when
/// zero), point, fraction digits without trailing zeros.
struct SVGGridNumber: SVGPathNumber {
    private let whole: UInt64
    /// The fraction without its trailing zeros, `fractionDigits` digits long; 0 when none.
    private let fraction: UInt64
    private let fractionDigits: UInt8
    private let wholeDigits: UInt8
    private let byteCount: UInt8
    let isNegative: Bool

    init(negative: Bool, whole: UInt64, fraction: UInt64, fractionDigits: Int) {
        var wholeDigits = 1, rest = whole
        while rest >= 10 { rest /= 10; wholeDigits += 1 }
        self.whole = whole
        self.fraction = fraction
        self.fractionDigits = UInt8(fractionDigits)
        self.wholeDigits = UInt8(wholeDigits)
        isNegative = negative
        let digits = fraction == 0 ? wholeDigits : (whole == 0 ? 0 : wholeDigits) + 1 + fractionDigits
        byteCount = UInt8((negative ? 1 : 0) + digits)
    }

    var length: Int { Int(byteCount) }
    var hasPointOrExponent: Bool { fraction != 0 }
    var startsWithPoint: Bool { whole == 0 && fraction != 0 }

    /// Appends the number in one piece, written straight into `out`.
    func append(to out: inout SVGBytes) {
        out.append(count: length) { buffer in
            var end = 0
            if isNegative { buffer[end] = UInt8(ascii: "-"); end += 1 }
            if whole != 0 || fraction == 0 {
                end += Int(wholeDigits)
                Self.writeDigits(whole, count: Int(wholeDigits), endingAt: end, in: buffer)
            }
            if fraction != 0 {
                buffer[end] = UInt8(ascii: "."); end += 1
                end += Int(fractionDigits)
                Self.writeDigits(fraction, count: Int(fractionDigits), endingAt: end, in: buffer)
            }
        }
    }

    /// Writes `value` as exactly `count` digits (zero-padded on the left) ending before `end`.
    private static func writeDigits(
        _ value: UInt64, count: Int, endingAt end: Int, in buffer: UnsafeMutableBufferPointer<UInt8>
    ) {
        var rest = value
        for index in stride(from: end - 1, through: end - count, by: -1) {
            buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
    }
}

/// One number at a fixed precision, written the way path data writes them: for attribute
/// values of SVG writers. Non-finite values are written as 0; values too large for the grid
/// keep their exact shortest form.
package enum SVGFixedNumber {
    package static func append(_ value: Double, precision: Int, to out: inout SVGBytes) {
        let format = SVGFixedPrecisionNumbers(precision: precision)
        guard value.isFinite else {
            out.append(UInt8(ascii: "0"))
            return
        }
        guard let steps = format.gridSteps(value) else {
            out.append(utf8: svgNumberText(value))
            return
        }
        format.number(steps).append(to: &out)
    }

    package static func text(_ value: Double, precision: Int) -> String {
        var bytes = SVGBytes()
        append(value, precision: precision, to: &bytes)
        return bytes.string
    }
}
