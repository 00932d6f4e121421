import Foundation

// Writes compact SVG 1.1 path data (https://www.w3.org/TR/SVG11/paths.html#PathDataBNF),
// the same way for every number format: H/V for axis-aligned lines, S/T where the control
// point is the reflection a reader would compute, the absolute or the relative form
// (relative only where the format says its offsets read back exactly), whichever is
// shorter, an implicitly repeated letter and no separator the grammar can do without. Ties
// go to the absolute form, so the same path always gives the same bytes.

/// A point in a format's coordinates.
private struct FormatPoint<Coordinate: Equatable>: Equatable {
    var x: Coordinate
    var y: Coordinate
}

/// The one to three points of a command, without the array a literal would allocate.
private struct CommandPoints<Coordinate: Equatable> {
    private let first: FormatPoint<Coordinate>
    private let second: FormatPoint<Coordinate>?
    private let third: FormatPoint<Coordinate>?

    init(
        _ first: FormatPoint<Coordinate>, _ second: FormatPoint<Coordinate>? = nil,
        _ third: FormatPoint<Coordinate>? = nil
    ) {
        (self.first, self.second, self.third) = (first, second, third)
    }

    var count: Int { third != nil ? 3 : second != nil ? 2 : 1 }

    subscript(index: Int) -> FormatPoint<Coordinate> {
        switch index {
        case 0: return first
        case 1: return second!
        default: return third!
        }
    }
}

/// Up to six measured numbers, the arguments of one command, without allocating.
private struct Arguments<Number: SVGPathNumber> {
    private var values: (Number?, Number?, Number?, Number?, Number?, Number?) = (nil, nil, nil, nil, nil, nil)
    private(set) var count = 0

    mutating func append(_ value: Number) {
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

    subscript(index: Int) -> Number {
        switch index {
        case 0: return values.0!
        case 1: return values.1!
        case 2: return values.2!
        case 3: return values.3!
        case 4: return values.4!
        default: return values.5!
        }
    }
}

/// Writes path elements as SVG path data in one number format.
struct SVGPathDataWriter<Format: SVGPathNumberFormat> {
    private typealias Point = FormatPoint<Format.Coordinate>
    private typealias Points = CommandPoints<Format.Coordinate>

    let format: Format
    /// The letter that may be left out before the next command.
    private var repeatLetter: UInt8?
    /// Whether the last thing written is a number, and whether it has a point or exponent.
    private var lastNumber: (written: Bool, hasPoint: Bool) = (false, false)

    init(format: Format) {
        self.format = format
    }

    mutating func write(_ elements: [Path.Element], to out: inout SVGBytes) {
        out.reserveCapacity(out.count + elements.count * 16)
        let origin = point(.zero)
        var current = origin
        var subpathStart = origin
        var lastCubicControl: Point?
        var lastQuadControl: Point?
        for (index, element) in elements.enumerated() {
            var cubicControl: Point?
            var quadControl: Point?
            switch element {
            case .move(let target):
                let p = point(target)
                // After a close the reader puts the subpath's start back by itself.
                if index > 0, case .closeSubpath = elements[index - 1], p == current,
                    index + 1 < elements.count, elements[index + 1].isSegment
                {
                    continue
                }
                if index > 0 {
                    emitShorter(UInt8(ascii: "M"), Points(p), relativeTo: current, to: &out)
                } else {
                    emit(UInt8(ascii: "M"), arguments(Points(p)), to: &out)
                }
                subpathStart = p
                current = p
            case .line(let target):
                let p = point(target)
                if p.y == current.y && p.x != current.x {
                    emitShorter(UInt8(ascii: "H"), single: p.x, relativeTo: current.x, to: &out)
                } else if p.x == current.x {
                    emitShorter(UInt8(ascii: "V"), single: p.y, relativeTo: current.y, to: &out)
                } else {
                    emitShorter(UInt8(ascii: "L"), Points(p), relativeTo: current, to: &out)
                }
                current = p
            case .quadCurve(let target, let control):
                let p = point(target), c = point(control)
                if c == (lastQuadControl.map { mirrored($0, about: current) } ?? current) {
                    emitShorter(UInt8(ascii: "T"), Points(p), relativeTo: current, to: &out)
                } else {
                    emitShorter(UInt8(ascii: "Q"), Points(c, p), relativeTo: current, to: &out)
                }
                quadControl = c
                current = p
            case .curve(let target, let control1, let control2):
                let p = point(target), c1 = point(control1), c2 = point(control2)
                if c1 == (lastCubicControl.map { mirrored($0, about: current) } ?? current) {
                    emitShorter(UInt8(ascii: "S"), Points(c2, p), relativeTo: current, to: &out)
                } else {
                    emitShorter(UInt8(ascii: "C"), Points(c1, c2, p), relativeTo: current, to: &out)
                }
                cubicControl = c2
                current = p
            case .closeSubpath:
                emit(UInt8(ascii: "Z"), Arguments(), to: &out)
                current = subpathStart
            }
            lastCubicControl = cubicControl
            lastQuadControl = quadControl
        }
    }

    // MARK: Coordinates

    private func point(_ p: CGPoint) -> Point {
        Point(x: format.coordinate(p.x), y: format.coordinate(p.y))
    }

    private func mirrored(_ p: Point, about center: Point) -> Point {
        Point(x: format.mirrored(p.x, about: center.x), y: format.mirrored(p.y, about: center.y))
    }

    private func arguments(_ points: Points) -> Arguments<Format.Number> {
        var result = Arguments<Format.Number>()
        for index in 0..<points.count {
            let p = points[index]
            result.append(format.number(p.x))
            result.append(format.number(p.y))
        }
        return result
    }

    /// The points as offsets from `origin`, or nil when one would not read back exactly.
    private func offsets(_ points: Points, from origin: Point) -> Arguments<Format.Number>? {
        var result = Arguments<Format.Number>()
        for index in 0..<points.count {
            let p = points[index]
            guard let dx = format.offset(p.x, from: origin.x), let dy = format.offset(p.y, from: origin.y) else {
                return nil
            }
            result.append(format.number(dx))
            result.append(format.number(dy))
        }
        return result
    }

    // MARK: Choosing

    /// Writes the absolute command `letter` or its relative form, whichever is shorter.
    private mutating func emitShorter(
        _ letter: UInt8, _ points: Points, relativeTo current: Point,
        to out: inout SVGBytes
    ) {
        let absolute = arguments(points)
        if let relative = offsets(points, from: current),
            cost(Self.lowercased(letter), relative) < cost(letter, absolute)
        {
            emit(Self.lowercased(letter), relative, to: &out)
        } else {
            emit(letter, absolute, to: &out)
        }
    }

    /// ``emitShorter(_:_:relativeTo:to:)`` for `H` and `V`, which take one coordinate.
    private mutating func emitShorter(
        _ letter: UInt8, single value: Format.Coordinate,
        relativeTo current: Format.Coordinate, to out: inout SVGBytes
    ) {
        var absolute = Arguments<Format.Number>()
        absolute.append(format.number(value))
        if let offset = format.offset(value, from: current) {
            var relative = Arguments<Format.Number>()
            relative.append(format.number(offset))
            if cost(Self.lowercased(letter), relative) < cost(letter, absolute) {
                emit(Self.lowercased(letter), relative, to: &out)
                return
            }
        }
        emit(letter, absolute, to: &out)
    }

    private static func lowercased(_ letter: UInt8) -> UInt8 { letter | 0x20 }

    private func cost(_ letter: UInt8, _ arguments: Arguments<Format.Number>) -> Int {
        var total = 0
        var previous = lastNumber
        if letter != repeatLetter {
            total += 1
            previous = (false, false)
        }
        for index in 0..<arguments.count {
            let number = arguments[index]
            if previous.written && needsSeparator(previousHasPoint: previous.hasPoint, number) { total += 1 }
            total += number.length
            previous = (true, number.hasPointOrExponent)
        }
        return total
    }

    private mutating func emit(_ letter: UInt8, _ arguments: Arguments<Format.Number>, to out: inout SVGBytes) {
        if letter != repeatLetter || arguments.count == 0 {
            out.append(letter)
            lastNumber = (false, false)
        }
        for index in 0..<arguments.count {
            let number = arguments[index]
            if lastNumber.written && needsSeparator(previousHasPoint: lastNumber.hasPoint, number) {
                out.append(UInt8(ascii: " "))
            }
            number.append(to: &out)
            lastNumber = (true, number.hasPointOrExponent)
        }
        switch letter {
        case UInt8(ascii: "M"): repeatLetter = UInt8(ascii: "L")
        case UInt8(ascii: "m"): repeatLetter = UInt8(ascii: "l")
        case UInt8(ascii: "Z"), UInt8(ascii: "z"): repeatLetter = nil
        default: repeatLetter = letter
        }
    }

    /// Whether `number` needs a space after the previous number: not when its `-`, or its
    /// leading point after a number that already has one, ends the previous number.
    private func needsSeparator(previousHasPoint: Bool, _ number: Format.Number) -> Bool {
        if number.isNegative { return false }
        if number.startsWithPoint { return !previousHasPoint }
        return true
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
