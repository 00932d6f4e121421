import Foundation

// Writes SVG path data at a fixed number of decimals, fast: every point is first snapped to
// the grid of 10^-precision and kept as an integer count of grid steps, so relative offsets
// are exact integer differences (no drift along long paths) and no number is ever formatted
// twice. For each element the writer picks the shortest of the absolute and relative forms,
// H/V for axis-aligned lines, S/T for reflected controls and an implicitly repeated letter;
// ties go to the absolute form, so the same path always gives the same bytes.

extension Path {
    /// The path as compact SVG path data with coordinates rounded to `precision` decimals
    /// (clamped to 0...6): trailing zeros, leading zeros and `-0` are left out, and relative
    /// commands are used where they are shorter. The SVG writer's default of 2 decimals is a
    /// hundredth of a pixel.
    ///
    /// Coordinates too large for the grid (beyond ±10¹⁵ grid steps) fall back to
    /// ``svgPathData``'s exact numbers.
    ///
    /// ```swift
    /// let path = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
    /// path.svgPathData(precision: 1) // "M10 5c0 2.8-2.2 5-5 5S0 7.8 0 5 2.2 0 5 0s5 2.2 5 5Z"
    /// ```
    public func svgPathData(precision: Int) -> String {
        var bytes: [UInt8] = []
        appendSVGPathData(precision: precision, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends ``svgPathData(precision:)``'s bytes to `output`, for writers that build a
    /// whole document in one buffer.
    public func appendSVGPathData(precision: Int, to output: inout [UInt8]) {
        var writer = SVGFixedPrecisionWriter(precision: precision)
        if !writer.fits(elements) {
            output.append(contentsOf: svgPathData.utf8)
            return
        }
        writer.write(elements, to: &output)
    }
}

/// A point on the grid, in grid steps.
private struct GridPoint: Equatable {
    var x: Int64
    var y: Int64

    static func - (a: GridPoint, b: GridPoint) -> GridPoint { GridPoint(x: a.x - b.x, y: a.y - b.y) }
    /// `self` mirrored about `center`.
    func reflected(about center: GridPoint) -> GridPoint { GridPoint(x: 2 * center.x - x, y: 2 * center.y - y) }
}

/// A grid number as it will be written, measured once: the writer weighs the absolute and
/// relative forms of a command by these lengths and then writes the cheaper one from them.
private struct GridNumber {
    var whole: UInt64
    /// The fraction without its trailing zeros, `fractionDigits` digits long; 0 when none.
    var fraction: UInt64
    var fractionDigits: UInt8
    var wholeDigits: UInt8
    /// How many bytes it takes.
    var length: UInt8
    var negative: Bool

    init(negative: Bool, whole: UInt64, fraction: UInt64, fractionDigits: Int, wholeDigits: Int) {
        self.whole = whole
        self.fraction = fraction
        self.fractionDigits = UInt8(fractionDigits)
        self.wholeDigits = UInt8(wholeDigits)
        self.negative = negative
        let digits = fraction == 0 ? wholeDigits : (whole == 0 ? 0 : wholeDigits) + 1 + fractionDigits
        length = UInt8((negative ? 1 : 0) + digits)
    }

    var hasPoint: Bool { fraction != 0 }
    /// Whether it reads ".5" (no leading zero), which needs no separator after a point.
    var startsWithPoint: Bool { whole == 0 && fraction != 0 }
}

/// Up to six grid numbers, the arguments of one command, without allocating.
private struct Arguments {
    var values: (GridNumber, GridNumber, GridNumber, GridNumber, GridNumber, GridNumber)
    var count = 0

    /// No arguments (a close).
    init(_ format: NumberFormat) {
        let zero = GridNumber(negative: false, whole: 0, fraction: 0, fractionDigits: 0, wholeDigits: 1)
        values = (zero, zero, zero, zero, zero, zero)
    }

    /// One to three points, without the array a variadic parameter would allocate.
    init(_ format: NumberFormat, _ first: GridPoint, _ second: GridPoint? = nil, _ third: GridPoint? = nil) {
        self.init(format)
        append(format, first)
        if let second { append(format, second) }
        if let third { append(format, third) }
    }

    private mutating func append(_ format: NumberFormat, _ point: GridPoint) {
        append(format.number(point.x))
        append(format.number(point.y))
    }

    init(_ format: NumberFormat, single value: Int64) {
        self.init(format)
        append(format.number(value))
    }

    mutating func append(_ value: GridNumber) {
        switch count {
        case 0: values.0 = value
        case 1: values.1 = value
        case 2: values.2 = value
        case 3: values.3 = value
        case 4: values.4 = value
        default: values.5 = value
        }
        count += 1
    }

    subscript(index: Int) -> GridNumber {
        switch index {
        case 0: return values.0
        case 1: return values.1
        case 2: return values.2
        case 3: return values.3
        case 4: return values.4
        default: return values.5
        }
    }
}

/// Grid steps as decimal numbers at a fixed precision.
private struct NumberFormat {
    let precision: Int

    /// `value` split into whole and trimmed fraction. The divisor is a constant in each
    /// branch, so no branch pays for a hardware division.
    func number(_ value: Int64) -> GridNumber {
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
        return GridNumber(negative: value < 0, whole: whole, fraction: fraction, fractionDigits: fractionDigits,
                          wholeDigits: Self.digitCount(whole))
    }

    private static func digitCount(_ value: UInt64) -> Int {
        var count = 1, rest = value
        while rest >= 10 { rest /= 10; count += 1 }
        return count
    }

    /// Appends `number` in one piece: sign, whole digits (left out before a fraction when
    /// zero), point, fraction digits.
    static func append(_ number: GridNumber, to out: inout [UInt8]) {
        // Sign, at most 20 whole digits, point, at most 6 fraction digits.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 28) { buffer in
            var end = 0
            if number.negative { buffer[end] = UInt8(ascii: "-"); end += 1 }
            if number.whole != 0 || number.fraction == 0 {
                end += Int(number.wholeDigits)
                writeDigits(number.whole, count: Int(number.wholeDigits), endingAt: end, in: buffer)
            }
            if number.fraction != 0 {
                buffer[end] = UInt8(ascii: "."); end += 1
                end += Int(number.fractionDigits)
                writeDigits(number.fraction, count: Int(number.fractionDigits), endingAt: end, in: buffer)
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<end]))
        }
    }

    /// Writes `value` as exactly `count` digits (zero-padded on the left) ending before `end`.
    private static func writeDigits(_ value: UInt64, count: Int, endingAt end: Int, in buffer: UnsafeMutableBufferPointer<UInt8>) {
        var rest = value
        for index in stride(from: end - 1, through: end - count, by: -1) {
            buffer[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
    }
}

struct SVGFixedPrecisionWriter {
    let precision: Int
    private let unit: Double
    private let format: NumberFormat
    /// The letter that may be left out before the next command.
    private var repeatLetter: UInt8?
    /// Whether the last thing written is a number, and whether it has a decimal point.
    private var lastNumber: (written: Bool, hasPoint: Bool) = (false, false)

    init(precision: Int) {
        self.precision = min(max(precision, 0), 6)
        format = NumberFormat(precision: self.precision)
        var steps = 1.0
        for _ in 0..<self.precision { steps *= 10 }
        unit = steps
    }

    /// Whether every coordinate fits the grid with room for differences.
    func fits(_ elements: [Path.Element]) -> Bool {
        let limit = 1e15
        for element in elements where !element.allPointsSatisfy({ abs($0.x * unit) < limit && abs($0.y * unit) < limit }) {
            return false
        }
        return true
    }

    private func grid(_ point: CGPoint) -> GridPoint {
        GridPoint(x: Self.roundedAwayFromZero(point.x * unit), y: Self.roundedAwayFromZero(point.y * unit))
    }

    /// `value.rounded()` for |value| < 10¹⁵ (what ``fits(_:)`` admits) without a call into
    /// libm: the truncation is exact there, and so is the remainder it leaves.
    private static func roundedAwayFromZero(_ value: Double) -> Int64 {
        let truncated = Int64(value)
        let remainder = value - Double(truncated)
        if remainder >= 0.5 { return truncated + 1 }
        if remainder <= -0.5 { return truncated - 1 }
        return truncated
    }

    mutating func write(_ elements: [Path.Element], to out: inout [UInt8]) {
        // Grow geometrically: reserving exactly count + n reallocates (and copies the whole
        // buffer) on every path written into one growing document.
        let needed = out.count + elements.count * 16
        if needed > out.capacity { out.reserveCapacity(max(needed, 2 * out.capacity)) }
        var current = GridPoint(x: 0, y: 0)
        var subpathStart = current
        var lastCubicControl: GridPoint?
        var lastQuadControl: GridPoint?
        var started = false
        for (index, element) in elements.enumerated() {
            var cubicControl: GridPoint?
            var quadControl: GridPoint?
            switch element {
            case .move(let point):
                let p = grid(point)
                // After a close the reader puts the subpath's start back by itself.
                if index > 0, case .closeSubpath = elements[index - 1], p == current,
                   index + 1 < elements.count, elements[index + 1].isSegmentElement {
                    continue
                }
                if started {
                    emitShorter(UInt8(ascii: "M"), Arguments(format, p), UInt8(ascii: "m"), Arguments(format, p - current), to: &out)
                } else {
                    emit(UInt8(ascii: "M"), Arguments(format, p), to: &out)
                }
                started = true
                subpathStart = p
                current = p
            case .line(let point):
                let p = grid(point)
                if p.y == current.y && p.x != current.x {
                    emitShorter(UInt8(ascii: "H"), Arguments(format, single: p.x), UInt8(ascii: "h"), Arguments(format, single: p.x - current.x), to: &out)
                } else if p.x == current.x {
                    emitShorter(UInt8(ascii: "V"), Arguments(format, single: p.y), UInt8(ascii: "v"), Arguments(format, single: p.y - current.y), to: &out)
                } else {
                    emitShorter(UInt8(ascii: "L"), Arguments(format, p), UInt8(ascii: "l"), Arguments(format, p - current), to: &out)
                }
                current = p
            case .quadCurve(let point, let control):
                let p = grid(point), c = grid(control)
                if c == (lastQuadControl?.reflected(about: current) ?? current) {
                    emitShorter(UInt8(ascii: "T"), Arguments(format, p), UInt8(ascii: "t"), Arguments(format, p - current), to: &out)
                } else {
                    emitShorter(UInt8(ascii: "Q"), Arguments(format, c, p), UInt8(ascii: "q"), Arguments(format, c - current, p - current), to: &out)
                }
                quadControl = c
                current = p
            case .curve(let point, let control1, let control2):
                let p = grid(point), c1 = grid(control1), c2 = grid(control2)
                if c1 == (lastCubicControl?.reflected(about: current) ?? current) {
                    emitShorter(UInt8(ascii: "S"), Arguments(format, c2, p), UInt8(ascii: "s"), Arguments(format, c2 - current, p - current), to: &out)
                } else {
                    emitShorter(UInt8(ascii: "C"), Arguments(format, c1, c2, p), UInt8(ascii: "c"),
                                Arguments(format, c1 - current, c2 - current, p - current), to: &out)
                }
                cubicControl = c2
                current = p
            case .closeSubpath:
                emit(UInt8(ascii: "Z"), Arguments(format), to: &out)
                current = subpathStart
            }
            lastCubicControl = cubicControl
            lastQuadControl = quadControl
        }
    }

    // MARK: Choosing

    private mutating func emitShorter(_ absoluteLetter: UInt8, _ absolute: Arguments, _ relativeLetter: UInt8,
                                      _ relative: Arguments, to out: inout [UInt8]) {
        if cost(relativeLetter, relative) < cost(absoluteLetter, absolute) {
            emit(relativeLetter, relative, to: &out)
        } else {
            emit(absoluteLetter, absolute, to: &out)
        }
    }

    private func cost(_ letter: UInt8, _ arguments: Arguments) -> Int {
        var total = 0
        var previous = lastNumber
        if letter != repeatLetter {
            total += 1
            previous = (false, false)
        }
        for index in 0..<arguments.count {
            let number = arguments[index]
            if previous.written && needsSeparator(previousHasPoint: previous.hasPoint, number) { total += 1 }
            total += Int(number.length)
            previous = (true, number.hasPoint)
        }
        return total
    }

    private mutating func emit(_ letter: UInt8, _ arguments: Arguments, to out: inout [UInt8]) {
        if letter != repeatLetter || arguments.count == 0 {
            out.append(letter)
            lastNumber = (false, false)
        }
        for index in 0..<arguments.count {
            let number = arguments[index]
            if lastNumber.written && needsSeparator(previousHasPoint: lastNumber.hasPoint, number) {
                out.append(UInt8(ascii: " "))
            }
            NumberFormat.append(number, to: &out)
            lastNumber = (true, number.hasPoint)
        }
        switch letter {
        case UInt8(ascii: "M"): repeatLetter = UInt8(ascii: "L")
        case UInt8(ascii: "m"): repeatLetter = UInt8(ascii: "l")
        case UInt8(ascii: "Z"), UInt8(ascii: "z"): repeatLetter = nil
        default: repeatLetter = letter
        }
    }

    /// Whether `number` needs a space after the previous number: not when its `-` or its
    /// leading point (after a number that already has one) ends the previous number.
    private func needsSeparator(previousHasPoint: Bool, _ number: GridNumber) -> Bool {
        if number.negative { return false }
        if number.startsWithPoint { return !previousHasPoint }
        return true
    }

    // MARK: Numbers

    /// `value` in grid steps, or nil when it is too large for the grid.
    func gridSteps(_ value: Double) -> Int64? {
        let scaled = value * unit
        guard abs(scaled) < 1e15 else { return nil }
        return Int64(scaled.rounded())
    }

    func appendNumber(_ value: Int64, to out: inout [UInt8]) {
        NumberFormat.append(format.number(value), to: &out)
    }
}
extension Path.Element {
    /// Whether the element is a line or a curve (it needs a current point).
    fileprivate var isSegmentElement: Bool {
        switch self {
        case .line, .quadCurve, .curve: return true
        case .move, .closeSubpath: return false
        }
    }
}

/// One number at a fixed precision, written the way path data writes them: for attribute
/// values of SVG writers. Non-finite values are written as 0; values too large for the grid
/// keep their exact shortest form.
package enum SVGFixedNumber {
    package static func append(_ value: Double, precision: Int, to out: inout [UInt8]) {
        let writer = SVGFixedPrecisionWriter(precision: precision)
        guard value.isFinite else {
            out.append(UInt8(ascii: "0"))
            return
        }
        guard let steps = writer.gridSteps(value) else {
            out.append(contentsOf: svgNumberText(value).utf8)
            return
        }
        writer.appendNumber(steps, to: &out)
    }

    package static func text(_ value: Double, precision: Int) -> String {
        var bytes: [UInt8] = []
        append(value, precision: precision, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
