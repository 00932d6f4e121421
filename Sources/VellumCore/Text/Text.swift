import Foundation
import VellumGeometry

/// A view that draws text, as SwiftUI's: shaped by the environment's ``TextShaping``
/// (Pango and HarfBuzz in the DejaVu families when rendered through `Vellum`), wrapped
/// within the width it is offered, and drawn as glyph outlines, so the PNG, the PDF and the
/// SVG show identical letters.
///
/// A literal is a ``LocalizedStringKey``: interpolated values are formatted in the
/// environment's locale and the literal is read as Markdown. Texts concatenate with `+`,
/// each part keeping its font, colour and decorations on one shared baseline.
///
/// Text takes its ideal size: the width of its longest line (at most the offered width,
/// where it wraps at word boundaries) and the height of its lines.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Task **\(percent)%** complete").font(.headline)
///     Text("Uploaded ") + Text("3 files").bold() + Text(" to the archive").foregroundStyle(.secondary)
/// }
/// ```
public struct Text: View, _PrimitiveView, Equatable, Sendable {
    public typealias Body = Never

    /// One part of a text: what it shows and the attributes set on it.
    struct Segment: Sendable {
        enum Content: Sendable {
            /// Shown as it is.
            case verbatim(String)
            /// Formatted and read as Markdown when drawn.
            case localized(LocalizedStringKey)
            /// A date in a style, at the renderer's `now`.
            case date(Date, DateStyle)
            /// A timer over an interval, at the renderer's `now`.
            case timer(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)
            /// A value that formats itself in a locale; `key` tells equal values apart.
            case formatted(key: String, LocaleFormatter)
        }

        var content: Content
        var attributes = TextAttributes()
    }

    var segments: [Segment]

    init(segments: [Segment]) {
        self.segments = segments
    }

    /// Text of a localized string key: interpolations formatted in the environment's
    /// locale, the literal read as Markdown. Vellum has no string tables: `tableName`,
    /// `bundle` and `comment` are accepted for SwiftUI's sake and the key is shown.
    ///
    /// ```swift
    /// Text("**\(count)** new messages")
    /// ```
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) {
        segments = [Segment(content: .localized(key))]
    }

    /// Text showing `content` as it is (no Markdown, no formatting), as SwiftUI's.
    ///
    /// ```swift
    /// let name: String = user.displayName
    /// Text(name)
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        segments = [Segment(content: .verbatim(String(content)))]
    }

    /// Text showing `content` as it is.
    public init(verbatim content: String) {
        segments = [Segment(content: .verbatim(content))]
    }

    /// A value formatted with a `FormatStyle` in the environment's locale, as SwiftUI's.
    ///
    /// ```swift
    /// Text(0.42, format: .percent)          // "42%"
    /// Text(1234.5, format: .number)         // "1,234.5"
    /// ```
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        segments = [
            Segment(
                content: .formatted(
                    key: "\(format)|\(input)",
                    LocaleFormatter { locale in
                        format.locale(locale).format(input)
                    }))
        ]
    }

    /// A date in `style`, at the renderer's `now` for the relative styles, as SwiftUI's.
    ///
    /// ```swift
    /// Text(build.finishedAt, style: .relative)  // "2 hours, 5 minutes"
    /// ```
    public init(_ date: Date, style: DateStyle) {
        segments = [Segment(content: .date(date, style))]
    }

    /// A timer over `timerInterval`: the time left (counting down) or gone (counting up) at
    /// the renderer's `now`, as `m:ss` or `h:mm:ss`, as SwiftUI's.
    ///
    /// ```swift
    /// Text(timerInterval: start...start.addingTimeInterval(300))  // "4:00" a minute in
    /// ```
    public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        segments = [
            Segment(
                content: .timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
        ]
    }

    /// The two texts one after the other, each keeping its own attributes, as SwiftUI's.
    ///
    /// ```swift
    /// Text("Total: ").foregroundStyle(.secondary) + Text("$42").bold()
    /// ```
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(segments: lhs.segments + rhs.segments)
    }

    /// The characters of `attributedContent`, with the fonts, colours, lines and spacing of
    /// SwiftUI's attribute scope (``AttributeScopes/SwiftUIAttributes``) on its runs, and its
    /// links in the tint, as SwiftUI draws them. Foundation on Linux has no presentation
    /// intents, so Markdown's bold and italic in an `AttributedString` are not drawn.
    ///
    /// ```swift
    /// var greeting = AttributedString("Hello, world")
    /// greeting.foregroundColor = .blue
    /// Text(greeting)
    /// ```
    @_disfavoredOverload // a string literal stays a `LocalizedStringKey`, as in SwiftUI
    public init(_ attributedContent: AttributedString) {
        var text: Text?
        for run in attributedContent.runs {
            var piece = Text(verbatim: String(attributedContent[run.range].characters))
            let swiftUI = run.attributes
            if run.link != nil { piece = piece.foregroundStyle(TintShapeStyle()) }
            if let color = swiftUI[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self] {
                piece = piece.foregroundColor(color)
            }
            if let font = swiftUI[AttributeScopes.SwiftUIAttributes.FontAttribute.self] { piece = piece.font(font) }
            if let line = swiftUI[AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.self] {
                piece = piece.underline(pattern: line.pattern, color: line.color)
            }
            if let line = swiftUI[AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.self] {
                piece = piece.strikethrough(pattern: line.pattern, color: line.color)
            }
            if let kern = swiftUI[AttributeScopes.SwiftUIAttributes.KerningAttribute.self] {
                piece = piece.kerning(kern)
            }
            if let tracking = swiftUI[AttributeScopes.SwiftUIAttributes.TrackingAttribute.self] {
                piece = piece.tracking(tracking)
            }
            if let offset = swiftUI[AttributeScopes.SwiftUIAttributes.BaselineOffsetAttribute.self] {
                piece = piece.baselineOffset(offset)
            }
            text = text.map { $0 + piece } ?? piece
        }
        self = text ?? Text(verbatim: "")
    }

    /// Texts are equal when they show the same parts with the same attributes (styles are
    /// compared by their description).
    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.identity == rhs.identity
    }

    var identity: [String] {
        segments.map { segment in
            let content: String
            switch segment.content {
            case .verbatim(let text): content = "v" + text
            case .localized(let key): content = "k" + key.identity.joined(separator: "\u{1}")
            case .date(let date, let style): content = "d\(date.timeIntervalSinceReferenceDate)|\(style)"
            case .timer(let range, let pause, let down, let hours):
                content = "t\(range)|\(String(describing: pause))|\(down)|\(hours)"
            case .formatted(let key, _): content = "f" + key
            }
            return content + "\u{2}" + segment.attributes.identity
        }
    }

    /// The characters shown in `environment`, without attributes (for accessibility).
    func plainText(in environment: EnvironmentValues = EnvironmentValues()) -> String {
        // Plain strings need no formatting, Markdown or attributes (a label's usual case).
        var plain = ""
        for segment in segments where segment.attributes.textCase == nil {
            switch segment.content {
            case .verbatim(let text):
                plain += text
                continue
            case .localized(let key):
                if let text = key.plainText {
                    plain += text
                    continue
                }
            default:
                break
            }
            return resolvedRuns(in: environment).map(\.text).joined()
        }
        if segments.contains(where: { $0.attributes.textCase != nil }) {
            return resolvedRuns(in: environment).map(\.text).joined()
        }
        return plain
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        [TextNode(runs: resolvedRuns(in: environment), environment: environment)]
    }
}
