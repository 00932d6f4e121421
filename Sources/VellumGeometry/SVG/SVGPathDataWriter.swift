import Foundation

// Writes compact SVG 1.1 path data (https://www.w3.org/TR/SVG11/paths.html#PathDataBNF).
// For each element it tries the absolute command and the shorter forms the grammar offers
// (relative commands, H/V, S/T, an implicitly repeated command letter, a left-out
// separator) and keeps the shortest whose text reads back to exactly the same point. Ties
// go to the earlier candidate, absolute first, so the same path always gives the same text.

/// Writes a ``Path`` as compact SVG path data that reads back to an equal path.
internal struct SVGPathDataWriter {
    /// One way to write an element: a command letter and its arguments.
    private struct Candidate {
        var letter: UInt8
        var numbers: [String]
    }

    private var out: [UInt8] = []
    /// The letter that may be left out before the next command: the last command's own
    /// letter, or `L`/`l` after `M`/`m`, or nil after `Z`.
    private var repeatLetter: UInt8?
    /// The last number written, when it is the last thing written.
    private var lastNumber: String?

    /// The path as SVG path data.
    static func write(_ path: Path) -> String {
        var writer = SVGPathDataWriter()
        writer.write(path.elements)
        return String(decoding: writer.out, as: UTF8.self)
    }

    private mutating func write(_ elements: [Path.Element]) {
        out.reserveCapacity(elements.count * 12)
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        var lastCubicControl: CGPoint?
        var lastQuadControl: CGPoint?
        for (index, element) in elements.enumerated() {
            var candidates: [Candidate] = []
            var cubicControl: CGPoint?
            var quadControl: CGPoint?
            switch element {
            case .move(let p):
                // After a close, the path repeats the subpath's start as a move before the
                // next segment; the reader puts that move back by itself.
                if index > 0, case .closeSubpath = elements[index - 1], p == current,
                   index + 1 < elements.count, elements[index + 1].isSegment {
                    continue
                }
                candidates.append(Candidate(letter: UInt8(ascii: "M"), numbers: numbers(p)))
                if index > 0, let d = delta([p], from: current) {
                    candidates.append(Candidate(letter: UInt8(ascii: "m"), numbers: d))
                }
                subpathStart = p
                current = p
            case .line(let p):
                candidates.append(Candidate(letter: UInt8(ascii: "L"), numbers: numbers(p)))
                if let d = delta([p], from: current) {
                    candidates.append(Candidate(letter: UInt8(ascii: "l"), numbers: d))
                }
                if p.y == current.y {
                    candidates.append(Candidate(letter: UInt8(ascii: "H"), numbers: [svgNumberText(p.x)]))
                    if let dx = delta(p.x, from: current.x) {
                        candidates.append(Candidate(letter: UInt8(ascii: "h"), numbers: [dx]))
                    }
                }
                if p.x == current.x {
                    candidates.append(Candidate(letter: UInt8(ascii: "V"), numbers: [svgNumberText(p.y)]))
                    if let dy = delta(p.y, from: current.y) {
                        candidates.append(Candidate(letter: UInt8(ascii: "v"), numbers: [dy]))
                    }
                }
                current = p
            case .quadCurve(let p, let c):
                candidates.append(Candidate(letter: UInt8(ascii: "Q"), numbers: numbers(c) + numbers(p)))
                if let d = delta([c, p], from: current) {
                    candidates.append(Candidate(letter: UInt8(ascii: "q"), numbers: d))
                }
                if c == lastQuadControl.map({ svgReflect($0, about: current) }) ?? current {
                    candidates.append(Candidate(letter: UInt8(ascii: "T"), numbers: numbers(p)))
                    if let d = delta([p], from: current) {
                        candidates.append(Candidate(letter: UInt8(ascii: "t"), numbers: d))
                    }
                }
                quadControl = c
                current = p
            case .curve(let p, let c1, let c2):
                candidates.append(Candidate(letter: UInt8(ascii: "C"), numbers: numbers(c1) + numbers(c2) + numbers(p)))
                if let d = delta([c1, c2, p], from: current) {
                    candidates.append(Candidate(letter: UInt8(ascii: "c"), numbers: d))
                }
                if c1 == lastCubicControl.map({ svgReflect($0, about: current) }) ?? current {
                    candidates.append(Candidate(letter: UInt8(ascii: "S"), numbers: numbers(c2) + numbers(p)))
                    if let d = delta([c2, p], from: current) {
                        candidates.append(Candidate(letter: UInt8(ascii: "s"), numbers: d))
                    }
                }
                cubicControl = c2
                current = p
            case .closeSubpath:
                candidates.append(Candidate(letter: UInt8(ascii: "Z"), numbers: []))
                current = subpathStart
            }
            lastCubicControl = cubicControl
            lastQuadControl = quadControl
            emit(shortest(of: candidates))
        }
    }

    // MARK: Choosing and emitting

    /// The first of the shortest candidates.
    private func shortest(of candidates: [Candidate]) -> Candidate {
        var best = candidates[0]
        var bestCost = cost(of: best)
        for candidate in candidates.dropFirst() {
            let c = cost(of: candidate)
            if c < bestCost { best = candidate; bestCost = c }
        }
        return best
    }

    /// How many bytes `candidate` would add to the output.
    private func cost(of candidate: Candidate) -> Int {
        var total = 0
        var previous: String?
        if candidate.letter == repeatLetter {
            previous = lastNumber
        } else {
            total += 1
        }
        for number in candidate.numbers {
            if let previous, needsSeparator(between: previous, and: number) { total += 1 }
            total += number.utf8.count
            previous = number
        }
        return total
    }

    private mutating func emit(_ candidate: Candidate) {
        var previous: String?
        if candidate.letter == repeatLetter {
            previous = lastNumber
        } else {
            out.append(candidate.letter)
        }
        for number in candidate.numbers {
            if let previous, needsSeparator(between: previous, and: number) { out.append(UInt8(ascii: " ")) }
            out.append(contentsOf: number.utf8)
            previous = number
        }
        lastNumber = previous
        switch candidate.letter {
        case UInt8(ascii: "M"): repeatLetter = UInt8(ascii: "L")
        case UInt8(ascii: "m"): repeatLetter = UInt8(ascii: "l")
        case UInt8(ascii: "Z"): repeatLetter = nil
        default: repeatLetter = candidate.letter
        }
    }

    /// Whether two numbers written back to back would read as something else. A sign
    /// always starts a new number, and so does a point after a number that already has a
    /// point or an exponent.
    private func needsSeparator(between previous: String, and next: String) -> Bool {
        switch next.utf8.first {
        case UInt8(ascii: "-"): return false
        case UInt8(ascii: "."): return !previous.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") }
        default: return true
        }
    }

    // MARK: Numbers

    private func numbers(_ p: CGPoint) -> [String] {
        [svgNumberText(p.x), svgNumberText(p.y)]
    }

    /// The points as offsets from `origin`, or nil if any offset would not read back to
    /// exactly its point.
    private func delta(_ points: [CGPoint], from origin: CGPoint) -> [String]? {
        var result: [String] = []
        result.reserveCapacity(points.count * 2)
        for p in points {
            guard let dx = delta(p.x, from: origin.x), let dy = delta(p.y, from: origin.y) else { return nil }
            result.append(dx)
            result.append(dy)
        }
        return result
    }

    /// `value - origin` as text, if the reader's `origin + offset` gives back `value` exactly.
    private func delta(_ value: CGFloat, from origin: CGFloat) -> String? {
        let offset = value - origin
        guard offset.isFinite, origin + offset == value else { return nil }
        return svgNumberText(offset)
    }
}

extension Path.Element {
    /// Whether the element is a line or a curve (it needs a current point).
    fileprivate var isSegment: Bool {
        switch self {
        case .line, .quadCurve, .curve: return true
        case .move, .closeSubpath: return false
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
    let leadingZero = body.count > 1 && body.first == UInt8(ascii: "0")
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
