import Foundation

// Based on SVG 1.1, section 8.3 "Path data" (https://www.w3.org/TR/SVG11/paths.html#PathData)
// and appendix F.6 for arcs.

extension Path {
    /// Reads SVG 1.1 path data, the text of a `<path>` element's `d` attribute.
    ///
    /// Every command is understood, absolute (uppercase) and relative (lowercase):
    /// `M L H V C S Q T A Z`, with implicit repeats (extra coordinate pairs after `M` are
    /// lines), compact numbers (`1.5.5` is 1.5 then .5, `10-5` is 10 then −5, `1e-3`),
    /// commas or whitespace between arguments, and arc flags written without separators
    /// (`a1 1 0 011 1`). Arcs become cubic Béziers of at most 90° each, as described in the
    /// SVG 1.1 arc implementation notes (appendix F.6). Empty or whitespace-only data is
    /// valid and gives an empty path.
    ///
    /// SVG renderers draw a path up to its first error; this initializer throws instead, so
    /// a typo never passes silently as a truncated shape.
    ///
    /// - Parameter svgPathData: The path data, for example `"M10 10h80v80h-80z"`.
    /// - Throws: ``SVGPathDataError``, saying what was wrong and at which UTF-8 offset. A
    ///   number that is not finite (`1e999`), or a coordinate that overflows, is an error.
    ///
    /// ```swift
    /// let square = try Path(svgPathData: "M10 10 h80 v80 h-80 Z")
    /// let arc = try Path(svgPathData: "M0 0 A50 50 0 0 1 100 0")
    /// ```
    public init(svgPathData: String) throws(SVGPathDataError) {
        self = try SVGPathDataParser.parse(svgPathData)
    }

    /// The path as compact SVG 1.1 path data that reads back to an equal path.
    ///
    /// Commands are chosen as ``svgPathData(precision:)`` chooses them (`H`/`V` for
    /// axis-aligned lines, `S`/`T` where the control point is the reflection a reader
    /// computes, the relative form where it is shorter, repeated commands without their
    /// letter), with one more condition: a relative command is used only when the reader's
    /// sum `current + offset` gives back the exact coordinate. Separators are left out where
    /// the grammar allows (before a `-`, and before a `.` that follows a number with a point
    /// or an exponent), and numbers take their shortest round-tripping form (`.5`, `-.25`,
    /// `1e-7`, never `-0`). So `try Path(svgPathData: path.svgPathData) == path` for every
    /// path, and the same path always gives the same text.
    ///
    /// ```swift
    /// let square = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
    /// print(square.svgPathData) // "M0 0H1V1H0Z"
    /// ```
    public var svgPathData: String {
        var bytes = SVGBytes()
        var writer = SVGPathDataWriter(format: SVGExactNumbers())
        writer.write(elements, to: &bytes)
        return bytes.string
    }

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
        var bytes = SVGBytes()
        appendSVGPathData(precision: precision, to: &bytes)
        return bytes.string
    }

    /// Appends ``svgPathData(precision:)``'s bytes to `output`, for writers that build a
    /// whole document in one buffer.
    package func appendSVGPathData(precision: Int, to output: inout [UInt8]) {
        var bytes = SVGBytes()
        appendSVGPathData(precision: precision, to: &bytes)
        bytes.withUnsafeBytes { output.append(contentsOf: $0) }
    }

    /// ``appendSVGPathData(precision:to:)`` for Vellum's own writers.
    package func appendSVGPathData(precision: Int, to output: inout SVGBytes) {
        let format = SVGFixedPrecisionNumbers(precision: precision)
        guard format.fits(elements) else {
            var exact = SVGPathDataWriter(format: SVGExactNumbers())
            exact.write(elements, to: &output)
            return
        }
        var writer = SVGPathDataWriter(format: format)
        writer.write(elements, to: &output)
    }
}
