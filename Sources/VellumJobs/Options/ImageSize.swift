import Foundation
import Vellum

/// A size in points written `WIDTHxHEIGHT`, as `--size 128x128` takes it.
///
/// Parsing checks only the form: two numbers around an `x` (or `×`). Whether the size can be
/// drawn is the renderer's decision, so `0x0` and `100000x100000` parse and are refused with
/// the ``RenderError`` every output would throw (see ``ImageJob/checkSize(_:scale:)``).
///
/// ```swift
/// let size = try ImageSize(parsing: "128x64")   // 128 × 64 points
/// ```
public struct ImageSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// A size of `width` × `height` points, as given (not checked).
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// Reads `WIDTHxHEIGHT`.
    /// - Throws: ``JobError/invalidArgument(_:)`` naming the expected form.
    public init(parsing text: String) throws {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "×", omittingEmptySubsequences: false) }
        guard parts.count == 2, let width = Self.number(parts[0]), let height = Self.number(parts[1]) else {
            throw JobError.invalidArgument("expected WIDTHxHEIGHT in points, such as 128x128")
        }
        self.init(width: width, height: height)
    }

    /// A plain decimal number; Swift's `Double(_:)` also reads "nan", "inf" and hexadecimal,
    /// which are refused here.
    private static func number(_ text: Substring) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") })
        else {
            return nil
        }
        return Double(text)
    }

    /// The size as a `CGSize`.
    public var cgSize: CGSize { CGSize(width: width, height: height) }

    /// `WIDTHxHEIGHT`, whole numbers without a decimal point: `128x64`.
    public var description: String { "\(Self.format(width))x\(Self.format(height))" }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
