import Foundation

extension Path: CustomStringConvertible, LosslessStringConvertible {
    /// The path in SwiftUI's own postfix form: numbers, then an operator (`m` move, `l` line,
    /// `q` quadratic, `c` cubic, `h` close), with numbers in their shortest round-tripping form.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 2, height: 1)).description
    /// // "0 0 m 2 0 l 2 1 l 0 1 l h"
    /// ```
    public var description: String {
        var out = ""
        out.reserveCapacity(elements.count * 16)
        func put(_ points: [CGPoint], _ op: String) {
            for p in points {
                out += formatShortest(p.x); out += " "
                out += formatShortest(p.y); out += " "
            }
            out += op
            out += " "
        }
        for element in elements {
            switch element {
            case .move(let p): put([p], "m")
            case .line(let p): put([p], "l")
            case .quadCurve(let p, let c): put([c, p], "q")
            case .curve(let p, let c1, let c2): put([c1, c2, p], "c")
            case .closeSubpath: out += "h "
            }
        }
        if !out.isEmpty { out.removeLast() }
        return out
    }

    /// Reads SwiftUI's postfix form (see ``description``), plus `x y w h re` for a rectangle.
    /// Returns nil for anything else: an unknown operator, the wrong count of numbers, or a
    /// non-finite number.
    ///
    /// ```swift
    /// let path = Path("0 0 m 10 0 l 10 10 l h")
    /// ```
    public init?(_ string: String) {
        self.init()
        var stack: [CGFloat] = []
        for token in string.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }) {
            if let value = Double(token) {
                guard value.isFinite else { return nil }
                stack.append(CGFloat(value))
                continue
            }
            func points(_ count: Int) -> [CGPoint]? {
                guard stack.count == count * 2 else { return nil }
                defer { stack.removeAll(keepingCapacity: true) }
                return (0..<count).map { CGPoint(x: stack[2 * $0], y: stack[2 * $0 + 1]) }
            }
            switch token {
            case "m": guard let p = points(1) else { return nil }; move(to: p[0])
            case "l":
                guard let p = points(1), currentPoint != nil else { return nil }
                addLine(to: p[0])
            case "q":
                guard let p = points(2), currentPoint != nil else { return nil }
                addQuadCurve(to: p[1], control: p[0])
            case "c":
                guard let p = points(3), currentPoint != nil else { return nil }
                addCurve(to: p[2], control1: p[0], control2: p[1])
            case "re":
                guard let p = points(2) else { return nil }
                addRect(CGRect(x: p[0].x, y: p[0].y, width: p[1].x, height: p[1].y))
            case "h":
                guard stack.isEmpty, currentPoint != nil else { return nil }
                closeSubpath()
            default:
                return nil
            }
        }
        guard stack.isEmpty else { return nil }
    }
}

/// The shortest decimal text that reads back as exactly `value`, without a trailing ".0"
/// and without a negative zero.
internal func formatShortest(_ value: CGFloat) -> String {
    if value == 0 { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(Double(value))"
}
