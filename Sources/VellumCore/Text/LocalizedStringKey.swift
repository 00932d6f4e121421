import Foundation

/// The text of a `Text` written as a literal, as SwiftUI's: interpolated values are
/// formatted when the text is drawn, in the environment's `locale`, and the literal parts
/// are read as Markdown (`**bold**`, `*italic*`, `~~struck~~`, backquoted code, `[link](url)`).
///
/// Vellum has no string tables: the key is the text shown. Interpolations follow SwiftUI's
/// formats: an integer as `%lld`, a `Double` as `%lf` (six decimals, as SwiftUI shows
/// `"\(3.14)"`), or a `specifier:` of your own.
///
/// ```swift
/// Text("**\(done)** of \(total) files")
/// Text("Speed: \(speed, specifier: "%.1f") MB/s")
/// Text("Saved \(0.42, format: .percent)")
/// Text("Updated \(date, style: .relative) ago")
/// ```
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
    /// A literal part of the key or a value interpolated into it.
    enum Piece: Sendable {
        case literal(String)
        case argument(TextArgument)
    }

    let pieces: [Piece]

    /// A key whose text is `value`.
    public init(_ value: String) {
        pieces = [.literal(value)]
    }

    public init(stringLiteral value: String) {
        pieces = [.literal(value)]
    }

    public init(stringInterpolation: StringInterpolation) {
        pieces = stringInterpolation.pieces
    }

    /// Keys are equal when their literal parts and formatted values (in the POSIX locale)
    /// are.
    public static func == (lhs: LocalizedStringKey, rhs: LocalizedStringKey) -> Bool {
        lhs.identity == rhs.identity
    }

    /// The key's text when it needs neither the environment nor Markdown: literals with
    /// nothing Markdown would read and interpolated strings (which are shown as they are);
    /// nil otherwise. An accessibility label such as `"\(title): \(value)"` is read this way.
    var plainText: String? {
        var text = ""
        for piece in pieces {
            switch piece {
            case .literal(let literal):
                if InlineMarkdown.mayMark(literal) { return nil }
                text += literal
            case .argument(.string(let string)):
                text += string
            case .argument:
                return nil
            }
        }
        return text
    }

    var identity: [String] {
        pieces.map { piece in
            switch piece {
            case .literal(let text): return "L" + text
            case .argument(let argument): return "A" + argument.identity
            }
        }
    }

    /// Builds a key from a string literal with interpolations, as SwiftUI's.
    public struct StringInterpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            pieces.reserveCapacity(2 * interpolationCount + 1)
        }

        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            pieces.append(.literal(literal))
        }

        /// A string, shown as it is (not read as Markdown).
        public mutating func appendInterpolation(_ string: String) {
            pieces.append(.argument(.string(string)))
        }

        /// A number in its default format (`%lld` for integers, `%lf` for `Double`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            appendInterpolation(value, specifier: value._specifier)
        }

        /// A number in a `printf` format of your own, such as `"%.1f"`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            let argument = value._arg
            pieces.append(
                .argument(
                    .formatted(
                        key: specifier + "|\(argument)",
                        LocaleFormatter { locale in
                            String(format: specifier, locale: locale, argument)
                        })))
        }

        /// A value formatted with a `FormatStyle` (`.percent`, `.number.precision(…)`, a date
        /// style), in the environment's locale.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
            pieces.append(
                .argument(
                    .formatted(
                        key: "\(format)|\(input)",
                        LocaleFormatter { locale in
                            format.locale(locale).format(input)
                        })))
        }

        /// A `Text`, keeping its own font, colour and other attributes.
        public mutating func appendInterpolation(_ text: Text) {
            pieces.append(.argument(.text(text)))
        }

        /// A date in a `Text.DateStyle`, at the renderer's `now`.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            pieces.append(.argument(.date(date, style)))
        }
    }
}

/// A value interpolated into a ``LocalizedStringKey``.
enum TextArgument: Sendable {
    /// A string shown as it is.
    case string(String)
    /// A value that formats itself in a locale; `key` tells equal values apart.
    case formatted(key: String, LocaleFormatter)
    /// A text with its own attributes.
    case text(Text)
    /// A date in a style, relative to the renderer's `now` for some styles.
    case date(Date, Text.DateStyle)

    var identity: String {
        switch self {
        case .string(let text): return "s" + text
        case .formatted(let key, _): return "f" + key
        case .text(let text): return "t" + text.identity.joined(separator: "\u{1}")
        case .date(let date, let style): return "d\(date.timeIntervalSinceReferenceDate)|\(style)"
        }
    }
}

/// Formats a value in a locale. The value and its format style are captured when the text
/// is made and only read while it renders, on one thread at a time.
final class LocaleFormatter: @unchecked Sendable {
    private let body: (Locale) -> String

    init(_ body: @escaping (Locale) -> String) {
        self.body = body
    }

    func callAsFunction(_ locale: Locale) -> String { body(locale) }
}

/// A number `LocalizedStringKey` interpolation can format with a `printf` specifier, as
/// SwiftUI's protocol of the same name.
public protocol _FormatSpecifiable: Equatable {
    /// The value handed to `String(format:)`.
    associatedtype _Arg: CVarArg
    /// The value handed to `String(format:)`.
    var _arg: _Arg { get }
    /// The default specifier.
    var _specifier: String { get }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public var _specifier: String { "%lld" }
}

extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public var _specifier: String { "%d" }
}

extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public var _specifier: String { "%d" }
}

extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public var _specifier: String { "%lld" }
}

extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public var _specifier: String { "%llu" }
}

extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public var _specifier: String { "%u" }
}

extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public var _specifier: String { "%u" }
}

extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public var _specifier: String { "%llu" }
}

extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public var _specifier: String { "%lf" }
}

extension Float: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public var _specifier: String { "%f" }
}

extension CGFloat: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public var _specifier: String { "%lf" }
}
