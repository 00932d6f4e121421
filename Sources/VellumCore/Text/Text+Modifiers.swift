import Foundation
import VellumGeometry

// The modifiers that return `Text`, so the result can still be concatenated with `+`. Each
// sets an attribute on every part of the text that has not set it itself.

extension Text {
    /// A decoration line's look, as SwiftUI's `Text.LineStyle`.
    public struct LineStyle: Hashable, Sendable {
        /// The dash pattern of a decoration line, as SwiftUI's.
        public enum Pattern: Hashable, Sendable {
            /// An unbroken line.
            case solid
            /// Dots one line thickness long, as far apart.
            case dot
            /// Dashes of four thicknesses, two apart.
            case dash
            /// Dash, dot.
            case dashDot
            /// Dash, dot, dot.
            case dashDotDot

            /// On and off lengths, in line thicknesses.
            var lengths: [CGFloat] {
                switch self {
                case .solid: return []
                case .dot: return [1, 1]
                case .dash: return [4, 2]
                case .dashDot: return [4, 2, 1, 2]
                case .dashDotDot: return [4, 2, 1, 2, 1, 2]
                }
            }
        }

        /// The pattern.
        public var pattern: Pattern
        /// The colour; nil is the text's.
        public var color: Color?

        /// A line style.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// An unbroken line in the text's colour.
        public static let single = LineStyle()
    }

    /// An underline or strikethrough as set on a text.
    struct Decoration: Hashable, Sendable {
        var isActive: Bool
        var pattern: LineStyle.Pattern
        var color: Color?
    }

    /// Where text cut short by its line limit loses characters, as SwiftUI's.
    public enum TruncationMode: Hashable, Sendable {
        /// "…ending is shown"
        case head
        /// "The beginning is sh…"
        case tail
        /// "The begi…shown"
        case middle
    }

    /// Letter case, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        /// Every letter upper case (in the environment's locale).
        case uppercase
        /// Every letter lower case.
        case lowercase
    }

    private func setting(_ change: (inout TextAttributes) -> Void) -> Text {
        var copy = self
        for index in copy.segments.indices {
            var attributes = TextAttributes()
            change(&attributes)
            copy.segments[index].attributes = copy.segments[index].attributes.filling(from: attributes)
        }
        return copy
    }

    /// The text in `font` (nil: the environment's, or `.body`).
    public func font(_ font: Font?) -> Text { setting { $0.font = font } }

    /// The text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text { setting { $0.weight = weight } }

    /// The text at `width` (see ``Font/Width``).
    public func fontWidth(_ width: Font.Width?) -> Text { setting { $0.width = width } }

    /// The text in a system font's `design`; a custom font keeps its family.
    public func fontDesign(_ design: Font.Design?) -> Text { setting { $0.design = design } }

    /// Bold text.
    public func bold() -> Text { bold(true) }

    /// Bold text when `isActive`.
    public func bold(_ isActive: Bool) -> Text { setting { $0.weight = isActive ? .bold : nil } }

    /// Italic text.
    public func italic() -> Text { italic(true) }

    /// Italic text when `isActive`.
    public func italic(_ isActive: Bool) -> Text { setting { $0.italic = isActive } }

    /// The text in DejaVu Sans Mono when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> Text { setting { $0.monospaced = isActive } }

    /// Digits of equal width (OpenType `tnum`), so changing numbers do not jiggle.
    public func monospacedDigit() -> Text { setting { $0.monospacedDigits = true } }

    /// The text filled with `color` (nil: the foreground style).
    public func foregroundColor(_ color: Color?) -> Text { setting { $0.foreground = color.map(AnyShapeStyle.init) } }

    /// The text filled with `style`.
    ///
    /// ```swift
    /// Text("Failed").foregroundStyle(.red) + Text(" after 3 retries").foregroundStyle(.secondary)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { setting { $0.foreground = AnyShapeStyle(style) } }

    /// Extra space between characters, in points (Vellum adds it after each character, as
    /// ``tracking(_:)``).
    public func kerning(_ kerning: CGFloat) -> Text { setting { $0.kerning = kerning } }

    /// Extra space after each character, in points.
    ///
    /// ```swift
    /// Text("CHAPTER ONE").tracking(2)
    /// ```
    public func tracking(_ tracking: CGFloat) -> Text { setting { $0.tracking = tracking } }

    /// The text's baseline raised by `baselineOffset` points (negative lowers it); the line
    /// keeps its height.
    ///
    /// ```swift
    /// Text("E = mc") + Text("2").baselineOffset(8).font(.caption)
    /// ```
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { setting { $0.baselineOffset = baselineOffset } }

    /// A line under the text when `isActive`, at the font's underline position.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        setting { $0.underline = Decoration(isActive: isActive, pattern: pattern, color: color) }
    }

    /// A line through the text when `isActive`, at the font's strikethrough position.
    ///
    /// ```swift
    /// Text("$99").strikethrough(color: .red) + Text(" $49")
    /// ```
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text
    {
        setting { $0.strikethrough = Decoration(isActive: isActive, pattern: pattern, color: color) }
    }

    /// The text in `textCase` (nil: as written).
    public func textCase(_ textCase: Case?) -> Text { setting { $0.textCase = .some(textCase) } }
}
