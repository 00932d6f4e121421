/// Why SVG path data could not be read, and where.
///
/// Thrown by ``Path/init(svgPathData:)``. The ``offset`` counts UTF-8 code units from the
/// start of the string, which for path data (plain ASCII) is the character offset.
///
/// ```swift
/// do {
///     _ = try Path(svgPathData: "M 10")
/// } catch let error as SVGPathDataError {
///     print(error.kind)   // expectedNumber
///     print(error.offset) // 4
///     print(error)        // "expected a number at offset 4"
/// }
/// ```
public struct SVGPathDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What the reader expected, or what was wrong with what it found.
    ///
    /// ```swift
    /// let error = SVGPathDataError(kind: .expectedFlag, offset: 12)
    /// print(error.kind == .expectedFlag) // true
    /// ```
    public enum Kind: Hashable, Sendable, CustomStringConvertible {
        /// The data does not start with a move command (`M` or `m`).
        case expectedMoveTo
        /// A command letter was expected: the character is neither a command nor, where
        /// an implicit repeat is allowed, the start of a number.
        case expectedCommand
        /// A command needs another number here (a comma must also be followed by one).
        case expectedNumber
        /// An arc's large-arc or sweep flag must be the single character `0` or `1`.
        case expectedFlag
        /// A number is malformed: a sign or a decimal point without digits, or an
        /// exponent marker (`e`/`E`) without exponent digits.
        case invalidNumber
        /// A number, or a coordinate it yields, is too large to be finite (say `1e999`).
        case nonFiniteNumber

        /// A short phrase for the problem, such as "expected a number".
        ///
        /// ```swift
        /// print(SVGPathDataError.Kind.expectedFlag) // "expected an arc flag (0 or 1)"
        /// ```
        public var description: String {
            switch self {
            case .expectedMoveTo: return "expected a move command (M or m)"
            case .expectedCommand: return "expected a command"
            case .expectedNumber: return "expected a number"
            case .expectedFlag: return "expected an arc flag (0 or 1)"
            case .invalidNumber: return "invalid number"
            case .nonFiniteNumber: return "number out of range"
            }
        }
    }

    /// What went wrong.
    public var kind: Kind
    /// The UTF-8 offset in the path data where it went wrong; equal to the string's
    /// length when the data ended too early.
    public var offset: Int

    /// An error of `kind` at `offset`.
    ///
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - offset: The UTF-8 offset where it went wrong.
    ///
    /// ```swift
    /// let error = SVGPathDataError(kind: .expectedNumber, offset: 4)
    /// ```
    public init(kind: Kind, offset: Int) {
        self.kind = kind
        self.offset = offset
    }

    /// The problem and its place, such as "expected a number at offset 12".
    ///
    /// ```swift
    /// SVGPathDataError(kind: .expectedCommand, offset: 7).description
    /// // "expected a command at offset 7"
    /// ```
    public var description: String { "\(kind) at offset \(offset)" }
}
