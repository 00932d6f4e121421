import Foundation

/// Dash lengths for `--dash 5,3`: on, off, on, … in points, as SVG's `stroke-dasharray`
/// (an odd count repeats once more to make it even).
///
/// The promise, as tiny-skia's `StrokeDash::new`: at least one length, every length finite
/// and not negative, and a positive sum.
///
/// ```swift
/// let dash = try DashPattern(parsing: "5,3")   // [5, 3]
/// ```
public struct DashPattern: Hashable, Sendable, CustomStringConvertible {
    /// The lengths, in points.
    public let lengths: [Double]

    /// Reads lengths separated by commas and/or spaces.
    /// - Throws: ``JobError/invalidArgument(_:)`` when a length is not a number, is
    ///   negative or not finite, or when they add up to zero.
    public init(parsing text: String) throws {
        let fields = text.split(whereSeparator: { $0 == "," || $0 == " " })
        var lengths: [Double] = []
        for field in fields {
            guard let length = Double(field), length.isFinite, length >= 0 else {
                throw JobError.invalidArgument("dash lengths must be numbers, not negative, such as 5,3")
            }
            lengths.append(length)
        }
        guard !lengths.isEmpty, lengths.reduce(0, +) > 0 else {
            throw JobError.invalidArgument("dash lengths must add up to more than zero, such as 5,3")
        }
        self.lengths = lengths
    }

    /// The lengths separated by commas: `5.0,3.0`.
    public var description: String { lengths.map { String($0) }.joined(separator: ",") }
}
