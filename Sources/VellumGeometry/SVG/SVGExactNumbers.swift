import Foundation

/// Exact path data: every coordinate in the shortest text that reads back to the same
/// `Double`, and a relative offset only where the reader's `current + offset` gives back
/// exactly the coordinate. What ``Path/svgPathData`` writes.
struct SVGExactNumbers: SVGPathNumberFormat {
    func coordinate(_ value: CGFloat) -> CGFloat { value }

    func offset(_ value: CGFloat, from origin: CGFloat) -> CGFloat? {
        let offset = value - origin
        guard offset.isFinite, origin + offset == value else { return nil }
        return offset
    }

    func mirrored(_ value: CGFloat, about center: CGFloat) -> CGFloat { 2 * center - value }

    func number(_ value: CGFloat) -> SVGExactNumber { SVGExactNumber(text: svgNumberText(value)) }
}

/// A number in its shortest round-tripping text, its bytes kept inline (the longest, such
/// as "-2.2250738585072014e-308", is 24): a plain value the writer copies without reference
/// counting, which a `String` inside its argument lists cost half again the writing time.
struct SVGExactNumber: SVGPathNumber {
    private var bytes: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    let length: Int
    let isNegative: Bool
    let startsWithPoint: Bool
    let hasPointOrExponent: Bool

    init(text: String) {
        var length = 0, hasPointOrExponent = false
        withUnsafeMutableBytes(of: &bytes) { buffer in
            for byte in text.utf8 where length < buffer.count {
                buffer[length] = byte
                length += 1
                if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") { hasPointOrExponent = true }
            }
        }
        precondition(length == text.utf8.count, "a shortest Double is at most 24 bytes")
        self.length = length
        self.hasPointOrExponent = hasPointOrExponent
        let first = text.utf8.first
        isNegative = first == UInt8(ascii: "-")
        startsWithPoint = first == UInt8(ascii: ".")
    }

    func append(to out: inout SVGBytes) {
        withUnsafeBytes(of: bytes) {
            out.append(UnsafeBufferPointer(rebasing: $0.assumingMemoryBound(to: UInt8.self)[..<length]))
        }
    }
}

/// The shortest round-tripping text for `value` in SVG's number syntax: no trailing ".0",
/// no "0" before the point, no "-0", and a bare exponent ("1e-7", "1.5e20"). Exponent
/// notation is used where Swift's own shortest form uses it (below 1e-4, and from 2⁵³ up
/// for non-integers or 1e15 for integers), so everyday numbers stay readable.
internal func svgNumberText(_ value: CGFloat) -> String {
    let text = formatShortest(value)
    // Most numbers need no rewriting; look at the bytes before building anything new.
    let bytes = text.utf8
    let hasExponent = bytes.contains(UInt8(ascii: "e"))
    let negative = bytes.first == UInt8(ascii: "-")
    let body = negative ? bytes.dropFirst() : bytes[...]
    let leadingZero =
        body.count > 1 && body.first == UInt8(ascii: "0")
        && body[body.index(after: body.startIndex)] == UInt8(ascii: ".")
    if !hasExponent && !leadingZero { return text }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    if negative { out.append(UInt8(ascii: "-")) }
    var mantissa = leadingZero ? body.dropFirst() : body
    var exponentPart: Substring.UTF8View.SubSequence? = nil
    if let e = mantissa.firstIndex(of: UInt8(ascii: "e")) {
        exponentPart = mantissa[mantissa.index(after: e)...]
        mantissa = mantissa[..<e]
    }
    out.append(contentsOf: mantissa)
    if var digits = exponentPart {
        out.append(UInt8(ascii: "e"))
        if let sign = digits.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            if sign == UInt8(ascii: "-") { out.append(sign) }
            digits = digits.dropFirst()
        }
        while digits.count > 1, digits.first == UInt8(ascii: "0") { digits = digits.dropFirst() }
        out.append(contentsOf: digits)
    }
    return String(decoding: out, as: UTF8.self)
}
