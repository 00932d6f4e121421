import Foundation

/// How ``SVGPathDataWriter`` spells coordinates. The writer chooses commands one way for
/// every format; a format says what a coordinate is (exact `Double`s, or integer steps of a
/// decimal grid), which relative offsets read back exactly, and how a number is written.
protocol SVGPathNumberFormat {
    /// A coordinate as the format keeps it. Equal coordinates are what make a line
    /// horizontal or vertical and a control point a reflection (`S`, `T`).
    associatedtype Coordinate: Equatable
    associatedtype Number: SVGPathNumber

    func coordinate(_ value: CGFloat) -> Coordinate
    /// `value − origin`, when a reader's `origin + offset` gives back exactly `value`.
    func offset(_ value: Coordinate, from origin: Coordinate) -> Coordinate?
    /// `2·center − value`: a control point mirrored about the current point, as a reader
    /// of `S` or `T` computes it.
    func mirrored(_ value: Coordinate, about center: Coordinate) -> Coordinate
    /// `value` measured for writing.
    func number(_ value: Coordinate) -> Number
}

/// A number measured before it is written, so the writer can weigh two spellings of a
/// command by their lengths and then write the shorter without formatting twice.
protocol SVGPathNumber {
    /// Bytes it takes.
    var length: Int { get }
    /// Starts with `-`, which ends the previous number without a separator.
    var isNegative: Bool { get }
    /// Starts with `.` (".5"), which ends a previous number that already has a point.
    var startsWithPoint: Bool { get }
    /// Has a point or an exponent, so a following `.` starts a new number.
    var hasPointOrExponent: Bool { get }
    func append(to out: inout SVGBytes)
}
