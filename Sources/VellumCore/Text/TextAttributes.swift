import Foundation
import VellumGeometry

/// The attributes a part of a text may set; nil leaves it to the enclosing text or view.
/// Inner settings win: `(Text("a").foregroundColor(.red) + Text("b")).foregroundColor(.blue)`
/// draws a red "a" and a blue "b", as in SwiftUI.
struct TextAttributes: Sendable {
    var font: Font?
    var weight: Font.Weight?
    var italic: Bool?
    var monospacedDigits: Bool?
    var monospaced: Bool?
    var design: Font.Design?
    var width: Font.Width?
    var foreground: AnyShapeStyle?
    var kerning: CGFloat?
    var tracking: CGFloat?
    var baselineOffset: CGFloat?
    var underline: Text.Decoration?
    var strikethrough: Text.Decoration?
    /// `.some(nil)` turns an enclosing case off.
    var textCase: Text.Case??

    /// These attributes with every one not set here taken from `outer`.
    func filling(from outer: TextAttributes) -> TextAttributes {
        var result = self
        result.font = font ?? outer.font
        result.weight = weight ?? outer.weight
        result.italic = italic ?? outer.italic
        result.monospacedDigits = monospacedDigits ?? outer.monospacedDigits
        result.monospaced = monospaced ?? outer.monospaced
        result.design = design ?? outer.design
        result.width = width ?? outer.width
        result.foreground = foreground ?? outer.foreground
        result.kerning = kerning ?? outer.kerning
        result.tracking = tracking ?? outer.tracking
        result.baselineOffset = baselineOffset ?? outer.baselineOffset
        result.underline = underline ?? outer.underline
        result.strikethrough = strikethrough ?? outer.strikethrough
        result.textCase = textCase ?? outer.textCase
        return result
    }

    /// A description for equality of texts.
    var identity: String {
        "\(String(describing: font))|\(String(describing: weight))|\(String(describing: italic))|"
            + "\(String(describing: monospacedDigits))|\(String(describing: monospaced))|\(String(describing: design))|"
            + "\(String(describing: width))|\(foreground.map { String(describing: $0.base) } ?? "-")|"
            + "\(String(describing: kerning))|\(String(describing: tracking))|\(String(describing: baselineOffset))|"
            + "\(String(describing: underline))|\(String(describing: strikethrough))|\(String(describing: textCase))"
    }

    /// Whether text with these attributes draws as text with `other`'s does, so that
    /// neighbouring pieces can be shaped as one run. Paints are compared by description
    /// (`AnyShapeStyle` is not `Equatable`), and only when both pieces set one.
    func drawsAlike(_ other: TextAttributes) -> Bool {
        guard
            font == other.font && weight == other.weight && italic == other.italic
                && monospacedDigits == other.monospacedDigits && monospaced == other.monospaced
                && design == other.design && width == other.width && kerning == other.kerning
                && tracking == other.tracking && baselineOffset == other.baselineOffset
                && underline == other.underline && strikethrough == other.strikethrough
                && textCase == other.textCase
        else { return false }
        switch (foreground, other.foreground) {
        case (nil, nil): return true
        case (let mine?, let theirs?): return String(describing: mine.base) == String(describing: theirs.base)
        default: return false
        }
    }

    /// The attributes Markdown marks set.
    init(marks: InlineMarkdown.Marks) {
        if marks.strong { weight = .bold }
        if marks.emphasis { italic = true }
        if marks.code { monospaced = true }
        if marks.strikethrough { strikethrough = Text.Decoration(isActive: true, pattern: .solid, color: nil) }
        if marks.link { foreground = AnyShapeStyle(TintShapeStyle()) }
    }

    init() {}
}

/// One run of a text ready to shape and draw: its characters, its span and its paints.
struct ResolvedTextRun {
    var text: String
    var span: TextSpan
    var fill: AnyShapeStyle
    var underline: Text.Decoration?
    var strikethrough: Text.Decoration?

    /// Whether the run is plain: one font, nothing a span alone can say.
    var isPlain: Bool {
        span.tracking == 0 && span.baselineOffset == 0 && underline == nil && strikethrough == nil
    }
}

extension Text {
    /// The attributes a view sets for the text inside it.
    static func environmentAttributes(_ environment: EnvironmentValues) -> TextAttributes {
        environment.textAttributes
    }

    /// The text's runs in `environment`: contents formatted, Markdown read, attributes
    /// filled from the text's parts and the enclosing views.
    func resolvedRuns(in environment: EnvironmentValues) -> [ResolvedTextRun] {
        let outer = Self.environmentAttributes(environment)
        let pieces = attributedPieces(in: environment).filter { !$0.0.isEmpty }
        var runs: [ResolvedTextRun]
        if pieces.count == 1 {
            runs = [Self.run(pieces[0].0, pieces[0].1.filling(from: outer), environment)]
        } else {
            // Neighbouring pieces alike are one run, shaped as one (kerning across them kept).
            var merged: [(text: String, attributes: TextAttributes)] = []
            for (text, attributes) in pieces {
                let filled = attributes.filling(from: outer)
                if let last = merged.last, last.attributes.drawsAlike(filled) {
                    merged[merged.count - 1].text += text
                } else {
                    merged.append((text, filled))
                }
            }
            runs = merged.map { Self.run($0.text, $0.attributes, environment) }
        }
        // An empty text still has a font, which sizes its one empty line.
        if runs.isEmpty { runs.append(Self.run("", outer, environment)) }
        return runs
    }

    /// The text's pieces with the attributes of the text itself (not yet of its views).
    func attributedPieces(in environment: EnvironmentValues) -> [(String, TextAttributes)] {
        var pieces: [(String, TextAttributes)] = []
        for segment in segments {
            for (text, attributes) in segment.pieces(in: environment) {
                pieces.append((text, attributes.filling(from: segment.attributes)))
            }
        }
        return pieces
    }

    private static func run(_ text: String, _ attributes: TextAttributes, _ environment: EnvironmentValues)
        -> ResolvedTextRun
    {
        let base = attributes.font ?? .body
        var family = base.family
        if attributes.monospaced == true {
            family = Font.family(for: .monospaced)
        } else if let design = attributes.design, base.design != nil {
            family = Font.family(for: design)
        }
        let font = FontSpec(
            family: family, size: base.size, weight: (attributes.weight ?? base.weight).value,
            italic: attributes.italic ?? base.isItalic,
            monospacedDigits: attributes.monospacedDigits ?? base.hasMonospacedDigits,
            width: (attributes.width ?? base.width).cssPercent)
        var shown = text
        if let textCase = attributes.textCase ?? nil {
            shown =
                textCase == .uppercase
                ? text.uppercased(with: environment.locale) : text.lowercased(with: environment.locale)
        }
        let span = TextSpan(
            utf8Count: shown.utf8.count, font: font,
            tracking: (attributes.kerning ?? 0) + (attributes.tracking ?? 0),
            baselineOffset: attributes.baselineOffset ?? 0,
            underline: attributes.underline?.isActive == true,
            strikethrough: attributes.strikethrough?.isActive == true)
        return ResolvedTextRun(
            text: shown, span: span, fill: attributes.foreground ?? environment.resolvedForeground,
            underline: attributes.underline?.isActive == true ? attributes.underline : nil,
            strikethrough: attributes.strikethrough?.isActive == true ? attributes.strikethrough : nil)
    }
}

extension Text.Segment {
    /// What the segment shows in `environment`, in pieces with the attributes of their own
    /// (Markdown marks, interpolated texts).
    func pieces(in environment: EnvironmentValues) -> [(String, TextAttributes)] {
        switch content {
        case .verbatim(let text):
            return [(text, TextAttributes())]
        case .formatted(_, let format):
            return [(format(environment.locale), TextAttributes())]
        case .date(let date, let style):
            return [(style.format(date, in: environment), TextAttributes())]
        case .timer(let interval, let pause, let countsDown, let showsHours):
            return [
                (
                    Text.DateStyle.timerText(
                        interval, pauseTime: pause, countsDown: countsDown, showsHours: showsHours,
                        in: environment), TextAttributes()
                )
            ]
        case .localized(let key):
            return Self.pieces(of: key, in: environment)
        }
    }

    /// The first private-use scalar; an interpolation stands in the Markdown as one of these.
    private static let placeholderBase: UInt32 = 0xF0000

    private static func pieces(of key: LocalizedStringKey, in environment: EnvironmentValues) -> [(
        String, TextAttributes
    )] {
        var source = ""
        var arguments: [TextArgument] = []
        for piece in key.pieces {
            switch piece {
            case .literal(let text): source += text
            case .argument(let argument):
                source.unicodeScalars.append(Unicode.Scalar(placeholderBase + UInt32(arguments.count))!)
                arguments.append(argument)
            }
        }
        var result: [(String, TextAttributes)] = []
        for (text, marks) in InlineMarkdown.parse(source) {
            let attributes = TextAttributes(marks: marks)
            var plain = ""
            for scalar in text.unicodeScalars {
                let index = Int(scalar.value) - Int(placeholderBase)
                guard index >= 0, index < arguments.count else {
                    plain.unicodeScalars.append(scalar)
                    continue
                }
                if !plain.isEmpty { result.append((plain, attributes)) }
                plain = ""
                switch arguments[index] {
                case .string(let string): result.append((string, attributes))
                case .formatted(_, let format): result.append((format(environment.locale), attributes))
                case .date(let date, let style): result.append((style.format(date, in: environment), attributes))
                case .text(let text):
                    for (inner, innerAttributes) in text.attributedPieces(in: environment) {
                        result.append((inner, innerAttributes.filling(from: attributes)))
                    }
                }
            }
            if !plain.isEmpty { result.append((plain, attributes)) }
        }
        return result
    }
}
