import Foundation

// Based on the SVG 1.1 path data grammar (https://www.w3.org/TR/SVG11/paths.html#PathDataBNF)
// and the command semantics of section 8.3. Works on UTF-8 bytes; every byte the grammar
// accepts is ASCII.

/// Reads SVG path data into a ``Path``. Unlike an SVG renderer, which draws the path up to
/// the first error, it throws on the first error.
internal struct SVGPathDataParser {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var path = Path()
    /// The current point; (0, 0) before the first command, so a leading `m` is absolute.
    private var current = CGPoint.zero
    /// Where the current subpath began, for `Z` and whatever follows it.
    private var subpathStart = CGPoint.zero
    /// The previous command's last control point, if it was a cubic (`C`/`S`).
    private var lastCubicControl: CGPoint?
    /// The previous command's control point, if it was a quadratic (`Q`/`T`).
    private var lastQuadControl: CGPoint?

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses `string` as SVG path data.
    static func parse(_ string: String) throws(SVGPathDataError) -> Path {
        var text = string
        let result: Result<Path, SVGPathDataError> = text.withUTF8 { buffer in
            var parser = SVGPathDataParser(bytes: buffer)
            do throws(SVGPathDataError) {
                try parser.parseAll()
                return .success(parser.path)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    // MARK: Commands

    private mutating func parseAll() throws(SVGPathDataError) {
        skipWhitespace()
        // An empty path is valid and draws nothing.
        guard index < bytes.count else { return }
        let first = bytes[index]
        guard first == UInt8(ascii: "M") || first == UInt8(ascii: "m") else {
            throw SVGPathDataError(kind: .expectedMoveTo, offset: index)
        }
        while index < bytes.count {
            let letter = bytes[index]
            guard Self.isCommand(letter) else { throw SVGPathDataError(kind: .expectedCommand, offset: index) }
            index += 1
            try parseCommand(letter)
            skipWhitespace()
        }
    }

    /// Parses one command's arguments, with implicit repeats, after its letter.
    private mutating func parseCommand(_ letter: UInt8) throws(SVGPathDataError) {
        // Lowercase letters have bit 0x20 set.
        let relative = letter & 0x20 != 0
        let command = letter & ~0x20
        if command == UInt8(ascii: "Z") {
            path.closeSubpath()
            current = subpathStart
            lastCubicControl = nil
            lastQuadControl = nil
            return
        }
        skipWhitespace()
        var repeated = command
        while true {
            try parseArguments(of: repeated, relative: relative)
            // Extra coordinate pairs after a move are implicit lines.
            if repeated == UInt8(ascii: "M") { repeated = UInt8(ascii: "L") }
            let hadComma = skipCommaWhitespace()
            if index < bytes.count, Self.startsNumber(bytes[index]) { continue }
            if hadComma { throw SVGPathDataError(kind: .expectedNumber, offset: index) }
            return
        }
    }

    /// Parses one argument group of `command` (uppercase) and adds it to the path.
    private mutating func parseArguments(of command: UInt8, relative: Bool) throws(SVGPathDataError) {
        let groupOffset = index
        var cubicControl: CGPoint?
        var quadControl: CGPoint?
        // Every command ends at a point, the next one's current point.
        let end: CGPoint
        switch command {
        case UInt8(ascii: "M"):
            end = try point(relative: relative)
            path.move(to: end)
            subpathStart = end
        case UInt8(ascii: "L"):
            end = try point(relative: relative)
            path.addLine(to: end)
        case UInt8(ascii: "H"):
            end = CGPoint(x: try coordinate(relativeTo: relative ? current.x : 0), y: current.y)
            path.addLine(to: end)
        case UInt8(ascii: "V"):
            end = CGPoint(x: current.x, y: try coordinate(relativeTo: relative ? current.y : 0))
            path.addLine(to: end)
        case UInt8(ascii: "C"), UInt8(ascii: "S"):
            let c1 = try firstControl(
                reads: command == UInt8(ascii: "C"), reflecting: lastCubicControl,
                relative: relative, offset: groupOffset)
            let c2 = try point(relative: relative)
            skipSeparator()
            end = try point(relative: relative)
            path.addCurve(to: end, control1: c1, control2: c2)
            cubicControl = c2
        case UInt8(ascii: "Q"), UInt8(ascii: "T"):
            let c = try firstControl(
                reads: command == UInt8(ascii: "Q"), reflecting: lastQuadControl,
                relative: relative, offset: groupOffset)
            end = try point(relative: relative)
            path.addQuadCurve(to: end, control: c)
            quadControl = c
        case UInt8(ascii: "A"):
            let rx = try number()
            skipSeparator()
            let ry = try number()
            skipSeparator()
            let rotation = try number()
            skipSeparator()
            let largeArc = try flag()
            skipSeparator()
            let sweep = try flag()
            skipSeparator()
            end = try point(relative: relative)
            path.addSVGArc(
                to: end, radiusX: rx, radiusY: ry, rotation: rotation,
                largeArc: largeArc, sweep: sweep)
        default:
            preconditionFailure("not a command with arguments")
        }
        current = end
        lastCubicControl = cubicControl
        lastQuadControl = quadControl
    }

    /// The previous control point reflected about the current point, or the current point
    /// when the previous command was not of the same kind.
    /// A curve's first control point: read from the data (`C`, `Q`), or the reflection of the
    /// previous curve's last control (`S`, `T`).
    private mutating func firstControl(
        reads: Bool, reflecting last: CGPoint?, relative: Bool,
        offset: Int
    ) throws(SVGPathDataError) -> CGPoint {
        guard reads else { return try reflected(last, offset: offset) }
        let control = try point(relative: relative)
        skipSeparator()
        return control
    }

    private func reflected(_ control: CGPoint?, offset: Int) throws(SVGPathDataError) -> CGPoint {
        guard let control else { return current }
        let p = svgReflect(control, about: current)
        guard p.isFinite else { throw SVGPathDataError(kind: .nonFiniteNumber, offset: offset) }
        return p
    }

    // MARK: Arguments

    /// A coordinate pair, made absolute.
    private mutating func point(relative: Bool) throws(SVGPathDataError) -> CGPoint {
        let x = try coordinate(relativeTo: relative ? current.x : 0)
        skipSeparator()
        let y = try coordinate(relativeTo: relative ? current.y : 0)
        return CGPoint(x: x, y: y)
    }

    /// One coordinate plus `base`, which must stay finite.
    private mutating func coordinate(relativeTo base: CGFloat) throws(SVGPathDataError) -> CGFloat {
        let start = index
        let value = base + (try number())
        guard value.isFinite else { throw SVGPathDataError(kind: .nonFiniteNumber, offset: start) }
        return value
    }

    /// An arc flag: the single character `0` or `1`.
    private mutating func flag() throws(SVGPathDataError) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw SVGPathDataError(kind: .expectedFlag, offset: index)
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    /// The grammar's `number`: sign? (digits? "." digits | digits "."?) exponent?
    private mutating func number() throws(SVGPathDataError) -> CGFloat {
        let start = index
        guard index < bytes.count, Self.startsNumber(bytes[index]) else {
            throw SVGPathDataError(kind: .expectedNumber, offset: index)
        }
        var negative = false
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        // Up to 19 significant digits fit a UInt64; more send us to the slow path.
        var mantissa: UInt64 = 0
        var significant = 0
        var digitCount = 0
        var exponent = 0
        while index < bytes.count, let digit = Self.digit(bytes[index]) {
            accumulate(digit, into: &mantissa, significant: &significant)
            digitCount += 1
            index += 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, let digit = Self.digit(bytes[index]) {
                accumulate(digit, into: &mantissa, significant: &significant)
                exponent -= 1
                digitCount += 1
                index += 1
            }
        }
        guard digitCount > 0 else { throw SVGPathDataError(kind: .invalidNumber, offset: start) }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            let marker = index
            index += 1
            var exponentNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            var written = 0
            var exponentDigits = 0
            while index < bytes.count, let digit = Self.digit(bytes[index]) {
                // Anything past a million overflows or underflows anyway.
                if written < 1_000_000 { written = written * 10 + Int(digit) }
                exponentDigits += 1
                index += 1
            }
            guard exponentDigits > 0 else { throw SVGPathDataError(kind: .invalidNumber, offset: marker) }
            exponent += exponentNegative ? -written : written
        }
        let value: Double
        if significant <= 19, mantissa <= 1 << 53, abs(exponent) <= 22 {
            // Clinger's fast path: the mantissa and the power of ten are both exact, so the
            // one rounding of the multiply or divide gives the correctly rounded result.
            let m = Double(mantissa)
            let magnitude = exponent < 0 ? m / Self.powersOfTen[-exponent] : m * Self.powersOfTen[exponent]
            value = negative ? -magnitude : magnitude
        } else {
            // Long or extreme numbers: the standard library's correctly rounded conversion.
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let parsed = Double(text) else { throw SVGPathDataError(kind: .invalidNumber, offset: start) }
            value = parsed
        }
        guard value.isFinite else { throw SVGPathDataError(kind: .nonFiniteNumber, offset: start) }
        return CGFloat(value)
    }

    /// Adds a decimal digit to the mantissa, skipping leading zeros and counting the
    /// significant digits (only the first 19 are kept, as more would not fit).
    private func accumulate(_ digit: UInt8, into mantissa: inout UInt64, significant: inout Int) {
        if significant == 0, digit == 0 { return }
        significant += 1
        if significant <= 19 { mantissa = mantissa * 10 + UInt64(digit) }
    }

    /// The separator between two arguments: whitespace and at most one comma.
    private mutating func skipSeparator() {
        _ = skipCommaWhitespace()
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, Self.isWhitespace(bytes[index]) { index += 1 }
    }

    /// Skips the grammar's `comma-wsp`; returns whether it held a comma.
    private mutating func skipCommaWhitespace() -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    // MARK: Character classes

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func digit(_ byte: UInt8) -> UInt8? {
        byte &- UInt8(ascii: "0") < 10 ? byte &- UInt8(ascii: "0") : nil
    }

    private static func startsNumber(_ byte: UInt8) -> Bool {
        digit(byte) != nil || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
    }

    private static func isCommand(_ byte: UInt8) -> Bool {
        switch byte | 0x20 {
        case UInt8(ascii: "m"), UInt8(ascii: "z"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"),
            UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "a"):
            return true
        default:
            return false
        }
    }

    /// 10⁰ through 10²², every one exactly representable as a Double.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22
    ]
}

/// `control` reflected about `point`, as `S` and `T` use it. The reader and the writer
/// share this one formula, so the writer's choice of `S`/`T` reads back bit for bit.
internal func svgReflect(_ control: CGPoint, about point: CGPoint) -> CGPoint {
    CGPoint(x: 2 * point.x - control.x, y: 2 * point.y - control.y)
}
