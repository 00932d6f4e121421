import Foundation
import VellumGeometry

// The environment values and view modifiers that style the text inside a view.

private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct RenderIssuesKey: EnvironmentKey { static let defaultValue: RenderIssues? = nil }
private struct TextShaperKey: EnvironmentKey { static let defaultValue: (any TextShaping)? = nil }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale.current }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone.current }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar.current }
private struct TextAttributesKey: EnvironmentKey { static let defaultValue = TextAttributes() }
private struct TextLayoutOptionsKey: EnvironmentKey { static let defaultValue = TextLayoutOptions() }

/// The view-level settings of how text lays out, kept together: a text reads them all at
/// once, one environment lookup rather than four.
struct TextLayoutOptions: Sendable {
    var lineSpacing: CGFloat = 0
    var truncationMode = Text.TruncationMode.tail
    var allowsTightening = false
    var reservedLineCount = 0
}

extension EnvironmentValues {
    /// The font of text inside (nil: `.body`).
    public var font: Font? {
        get { textAttributes.font }
        set { textAttributes.font = newValue }
    }

    /// The weight of text inside (nil: the font's).
    public var fontWeight: Font.Weight? {
        get { textAttributes.weight }
        set { textAttributes.weight = newValue }
    }

    /// Whether text inside is italic.
    public var isItalic: Bool {
        get { textAttributes.italic ?? false }
        set { textAttributes.italic = newValue }
    }

    /// Whether digits of text inside are tabular.
    public var monospacedDigits: Bool {
        get { textAttributes.monospacedDigits ?? false }
        set { textAttributes.monospacedDigits = newValue }
    }

    /// How lines of multi-line text line up. Default: leading.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// The most lines text shows (nil: no limit); the last visible line ends in "…".
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue.map { max($0, 1) } }
    }

    /// How far one-line text may shrink to fit the width it is offered, from 0 to 1 (values
    /// outside are clamped; NaN is 1). Default: 1, text never shrinks.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue.isNaN ? 1 : min(max(newValue, 0), 1) }
    }

    /// What shapes text inside. `ImageRenderer` and `ViewRenderer` install the Pango shaper
    /// when this is nil; text with no shaper reports ``RenderError/invalidText(reason:)``.
    /// Default: nil.
    ///
    /// ```swift
    /// Text("Hi").environment(\.textShaper, PangoTextShaper())
    /// ```
    public var textShaper: (any TextShaping)? {
        get { self[TextShaperKey.self] }
        set { self[TextShaperKey.self] = newValue }
    }

    /// The locale text is formatted in: numbers in `Text`'s interpolations and formats,
    /// dates, upper and lower case. Default: the process's current locale, as in SwiftUI;
    /// set one for output that does not depend on the server's settings.
    ///
    /// ```swift
    /// Text(0.5, format: .percent).environment(\.locale, Locale(identifier: "de_DE"))  // "50 %"
    /// ```
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone dates are shown in. Default: the process's current time zone.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The calendar dates are reckoned in (days, weeks, hours of a clock face). Default: the
    /// process's current calendar, as in SwiftUI; set one for output that does not depend on
    /// the server's settings.
    ///
    /// ```swift
    /// ClockFace().environment(\.calendar, Calendar(identifier: .gregorian))
    /// ```
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// Extra space between the lines of text inside, in points. Default: 0.
    public var lineSpacing: CGFloat {
        get { textLayoutOptions.lineSpacing }
        set { textLayoutOptions.lineSpacing = newValue }
    }

    /// Where text cut short by its line limit loses characters. Default: `.tail`.
    public var truncationMode: Text.TruncationMode {
        get { textLayoutOptions.truncationMode }
        set { textLayoutOptions.truncationMode = newValue }
    }

    /// Whether one-line text may pull its characters together (by at most a twentieth of
    /// the font size each) to fit before it is cut. Default: false.
    public var allowsTightening: Bool {
        get { textLayoutOptions.allowsTightening }
        set { textLayoutOptions.allowsTightening = newValue }
    }

    /// The lines text reserves room for even when it has fewer (`lineLimit(_:reservesSpace:)`,
    /// `lineLimit(2...)`).
    var reservedLineCount: Int {
        get { textLayoutOptions.reservedLineCount }
        set { textLayoutOptions.reservedLineCount = max(newValue, 0) }
    }

    /// The layout settings views set for the text inside them.
    var textLayoutOptions: TextLayoutOptions {
        get { self[TextLayoutOptionsKey.self] }
        set { self[TextLayoutOptionsKey.self] = newValue }
    }

    /// The text attributes views set for the text inside them (font, weight, kerning, …).
    var textAttributes: TextAttributes {
        get { self[TextAttributesKey.self] }
        set { self[TextAttributesKey.self] = newValue }
    }

    /// Where layout reports errors (set by the render).
    var renderIssues: RenderIssues? {
        get { self[RenderIssuesKey.self] }
        set { self[RenderIssuesKey.self] = newValue }
    }
}

extension View {
    /// Sets the font of text inside.
    public func font(_ font: Font?) -> some View {
        ModifiedNodes(self, environment: { $0.font = font })
    }

    /// Sets the weight of text inside.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        ModifiedNodes(self, environment: { $0.fontWeight = weight })
    }

    /// Makes text inside bold.
    public func bold(_ isActive: Bool = true) -> some View {
        ModifiedNodes(self, environment: { $0.fontWeight = isActive ? .bold : nil })
    }

    /// Makes text inside italic.
    public func italic(_ isActive: Bool = true) -> some View {
        ModifiedNodes(self, environment: { $0.isItalic = isActive })
    }

    /// Makes digits of text inside tabular.
    public func monospacedDigit() -> some View {
        ModifiedNodes(self, environment: { $0.monospacedDigits = true })
    }

    /// Lines up the lines of multi-line text inside.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        ModifiedNodes(self, environment: { $0.multilineTextAlignment = alignment })
    }

    /// Limits text inside to `limit` lines (nil: no limit; values below 1 count as 1).
    public func lineLimit(_ limit: Int?) -> some View {
        ModifiedNodes(
            self,
            environment: {
                $0.lineLimit = limit
                $0.reservedLineCount = 0
            })
    }

    /// Lets one-line text inside shrink, down to `factor` of its size, to fit the width it
    /// is offered rather than end in "…". Vellum scales the laid-out line, so a shrunk line
    /// keeps its glyphs and spacing; text that may wrap (no `lineLimit(1)`) wraps instead.
    ///
    /// ```swift
    /// Text("Battery Level").lineLimit(1).minimumScaleFactor(0.5).frame(width: 40)
    /// ```
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        ModifiedNodes(self, environment: { $0.minimumScaleFactor = factor })
    }

    /// Limits text inside to `limit` lines and, with `reservesSpace`, makes it as tall as
    /// `limit` lines even when it has fewer.
    ///
    /// ```swift
    /// Text(summary).lineLimit(2, reservesSpace: true)
    /// ```
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        ModifiedNodes(
            self,
            environment: {
                $0.lineLimit = limit
                $0.reservedLineCount = reservesSpace ? max(limit, 1) : 0
            })
    }

    /// Text inside takes at least `limit.lowerBound` lines of room, and any number of lines.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        ModifiedNodes(
            self,
            environment: {
                $0.lineLimit = nil
                $0.reservedLineCount = limit.lowerBound
            })
    }

    /// Text inside shows at most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        ModifiedNodes(
            self,
            environment: {
                $0.lineLimit = limit.upperBound
                $0.reservedLineCount = 0
            })
    }

    /// Text inside takes at least `limit.lowerBound` lines of room and shows at most
    /// `limit.upperBound` lines.
    ///
    /// ```swift
    /// Text(note).lineLimit(2...4)
    /// ```
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        ModifiedNodes(
            self,
            environment: {
                $0.lineLimit = limit.upperBound
                $0.reservedLineCount = limit.lowerBound
            })
    }

    /// Adds `lineSpacing` points between the lines of text inside.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        ModifiedNodes(self, environment: { $0.lineSpacing = lineSpacing })
    }

    /// Sets where text inside loses characters when its line limit cuts it: `.head` and
    /// `.middle` apply to one-line text, as in SwiftUI, where they cut the one line shown.
    ///
    /// ```swift
    /// Text(path).lineLimit(1).truncationMode(.middle)
    /// ```
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        ModifiedNodes(self, environment: { $0.truncationMode = mode })
    }

    /// Lets one-line text inside pull its characters together to fit before it is cut.
    public func allowsTightening(_ flag: Bool) -> some View {
        ModifiedNodes(self, environment: { $0.allowsTightening = flag })
    }

    /// Sets the design of system fonts of text inside.
    public func fontDesign(_ design: Font.Design?) -> some View {
        ModifiedNodes(self, environment: { $0.textAttributes.design = design })
    }

    /// Sets the width of text inside (see ``Font/Width``).
    public func fontWidth(_ width: Font.Width?) -> some View {
        ModifiedNodes(self, environment: { $0.textAttributes.width = width })
    }

    /// Draws text inside in DejaVu Sans Mono when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> some View {
        ModifiedNodes(self, environment: { $0.textAttributes.monospaced = isActive })
    }

    /// Adds `kerning` points between the characters of text inside.
    public func kerning(_ kerning: CGFloat) -> some View {
        ModifiedNodes(self, environment: { $0.textAttributes.kerning = kerning })
    }

    /// Adds `tracking` points after each character of text inside.
    ///
    /// ```swift
    /// VStack { Text("SECTION"); Text("HEADER") }.tracking(1.5)
    /// ```
    public func tracking(_ tracking: CGFloat) -> some View {
        ModifiedNodes(self, environment: { $0.textAttributes.tracking = tracking })
    }

    /// Raises the baseline of text inside by `baselineOffset` points.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        ModifiedNodes(self, environment: { $0.textAttributes.baselineOffset = baselineOffset })
    }

    /// Underlines text inside when `isActive`.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        environment(\.textAttributes.underline, Text.Decoration(isActive: isActive, pattern: pattern, color: color))
    }

    /// Strikes through text inside when `isActive`.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil)
        -> some View
    {
        environment(\.textAttributes.strikethrough, Text.Decoration(isActive: isActive, pattern: pattern, color: color))
    }

    /// Shows text inside in `textCase` (nil: as written), in the environment's locale.
    ///
    /// ```swift
    /// Text("Build status").textCase(.uppercase)
    /// ```
    public func textCase(_ textCase: Text.Case?) -> some View {
        ModifiedNodes(self, environment: { $0.textAttributes.textCase = .some(textCase) })
    }
}
