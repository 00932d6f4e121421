import Foundation
import VellumGeometry

/// A view that draws a string, as SwiftUI's: shaped by the environment's ``TextShaping``
/// (Pango and HarfBuzz in the DejaVu families when rendered through `Vellum`), wrapped
/// within the width it is offered, and drawn as glyph outlines, so the PNG, the PDF and the
/// SVG show identical letters.
///
/// Text takes its ideal size: the width of its longest line (at most the offered width,
/// where it wraps at word boundaries) and the height of its lines.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Task \(percent)% Complete").font(.headline)
///     Text("Uploading 3 files to the archive").font(.caption).foregroundStyle(.secondary)
/// }
/// ```
public struct Text: View, _PrimitiveView, Hashable, Sendable {
    public typealias Body = Never
    let content: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic: Bool?
    var monospacedDigits: Bool?
    var color: Color?

    /// Text showing `content` as it is.
    public init<S: StringProtocol>(_ content: S) {
        self.content = String(content)
    }

    /// Text showing `content` as it is.
    public init(verbatim content: String) {
        self.content = content
    }

    /// The text in `font` (nil: the environment's, or `.body`).
    public func font(_ font: Font?) -> Text {
        var copy = self
        copy.font = font
        return copy
    }

    /// The text at `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        var copy = self
        copy.weight = weight
        return copy
    }

    /// Bold text.
    public func bold(_ isActive: Bool = true) -> Text { fontWeight(isActive ? .bold : nil) }

    /// Italic text.
    public func italic(_ isActive: Bool = true) -> Text {
        var copy = self
        copy.isItalic = isActive
        return copy
    }

    /// Digits of equal width (OpenType `tnum`), so changing numbers do not jiggle.
    public func monospacedDigit() -> Text {
        var copy = self
        copy.monospacedDigits = true
        return copy
    }

    /// The text in `color` (nil: the foreground style).
    public func foregroundColor(_ color: Color?) -> Text {
        var copy = self
        copy.color = color
        return copy
    }

    public func _makeNodes(in environment: EnvironmentValues) -> [_ViewNode] {
        let base = font ?? environment.font ?? .body
        let style = TextNode.Style(
            font: FontSpec(family: base.family, size: base.size, weight: (weight ?? environment.fontWeight ?? base.weight).value,
                           italic: isItalic ?? (environment.isItalic || base.isItalic),
                           monospacedDigits: monospacedDigits ?? environment.monospacedDigits),
            alignment: environment.multilineTextAlignment, lineLimit: environment.lineLimit,
            minimumScaleFactor: environment.minimumScaleFactor)
        let fill = color.map(AnyShapeStyle.init) ?? environment.resolvedForeground
        return [TextNode(content: content, style: style, fill: fill, environment: environment)]
    }
}

/// Lays out and draws one text.
final class TextNode: _ViewNode {
    struct Style: Hashable {
        var font: FontSpec
        var alignment: TextAlignment
        var lineLimit: Int?
        var minimumScaleFactor: CGFloat
    }

    /// A shaped text and the scale it is drawn at: 1 unless `minimumScaleFactor` shrank it.
    private struct Layout {
        let text: ShapedText
        var scale: CGFloat = 1
        var size: CGSize { CGSize(width: text.size.width * scale, height: text.size.height * scale) }
    }

    let content: String
    let style: Style
    let fill: AnyShapeStyle
    /// The environment the fill resolves in.
    let environment: EnvironmentValues
    private var shaper: (any TextShaping)? { environment.textShaper }
    private var issues: RenderIssues? { environment.renderIssues }
    /// Layouts by wrapping width and line limit: a node lives for one render, and layout
    /// asks for the same text several times (measure, then place, then draw).
    private var shapedByRequest: [TextLayoutRequest: ShapedText] = [:]

    init(content: String, style: Style, fill: AnyShapeStyle, environment: EnvironmentValues) {
        self.content = content
        self.style = style
        self.fill = fill
        self.environment = environment
    }

    /// The shaped text wrapped at `maxWidth` with at most `lineLimit` lines; nil (reported
    /// to the render) when the shaper refuses it.
    private func shaped(maxWidth: CGFloat?, lineLimit: Int?) -> ShapedText? {
        let alignment: TextLineAlignment
        switch style.alignment {
        case .leading: alignment = .leading
        case .center: alignment = .center
        case .trailing: alignment = .trailing
        }
        let request = TextLayoutRequest(text: content, font: style.font, maxWidth: maxWidth, alignment: alignment,
                                        lineLimit: lineLimit)
        if let known = shapedByRequest[request] { return known }
        guard let shaper else {
            issues?.report(RenderError.invalidText(
                reason: "no text shaper in the environment (render through Vellum, or set \\.textShaper)"))
            return nil
        }
        do {
            let shaped = try shaper.shape(request)
            shapedByRequest[request] = shaped
            return shaped
        } catch {
            issues?.report(RenderError.invalidText(reason: "\(error)"))
            return nil
        }
    }

    /// The layout for an offered size: unwrapped when it fits, else shrunk (one line under a
    /// `minimumScaleFactor`) or wrapped at the offered width; lines beyond the offered height
    /// are dropped (the last one ellipsized).
    private func layout(for proposal: ProposedViewSize) -> Layout? {
        guard let ideal = shaped(maxWidth: nil, lineLimit: style.lineLimit) else { return nil }
        guard let width = proposal.width, width.isFinite, width < ideal.size.width else { return Layout(text: ideal) }
        if style.lineLimit == 1, style.minimumScaleFactor < 1, width >= 0 {
            let scale = width / ideal.size.width
            if scale >= style.minimumScaleFactor { return Layout(text: ideal, scale: scale) }
            // At the smallest scale the line still overflows: it is ellipsized at that scale.
            return shaped(maxWidth: width / style.minimumScaleFactor, lineLimit: 1)
                .map { Layout(text: $0, scale: style.minimumScaleFactor) }
        }
        guard var wrapped = shaped(maxWidth: max(width, 0), lineLimit: style.lineLimit) else { return nil }
        if let height = proposal.height, height.isFinite, height < wrapped.size.height, wrapped.lines.count > 1 {
            let lineHeight = wrapped.size.height / CGFloat(wrapped.lines.count)
            let fitting = max(1, Int((height / lineHeight).rounded(.down)))
            if fitting < wrapped.lines.count, let limited = shaped(maxWidth: max(width, 0), lineLimit: fitting) {
                wrapped = limited
            }
        }
        return Layout(text: wrapped)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        layout(for: proposal)?.size ?? .zero
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        guard let layout = layout(for: proposal), !layout.text.outline.isEmpty, layout.scale > 0 else { return }
        let text = layout.text
        var context = context
        if layout.scale != 1 { context.scaleBy(x: layout.scale, y: layout.scale) }
        let frame = CGRect(origin: .zero, size: text.size)
        let run = TextRun(outline: text.outline,
                          lines: text.lines.map { TextRun.Line(text: $0.text, baselineOrigin: $0.baselineOrigin) },
                          fontFamily: style.font.family, fontSize: style.font.size, fontWeight: style.font.weight,
                          isItalic: style.font.italic)
        context.draw(run, with: .style(fill, frame: frame, environment: environment))
    }
}

/// Errors found while laying out a view, reported by the render that asked.
final class RenderIssues: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [RenderError] = []

    func report(_ error: RenderError) {
        lock.lock()
        defer { lock.unlock() }
        errors.append(error)
    }

    var first: RenderError? {
        lock.lock()
        defer { lock.unlock() }
        return errors.first
    }
}

// MARK: Environment

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct FontWeightKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct ItalicKey: EnvironmentKey { static let defaultValue = false }
private struct MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct RenderIssuesKey: EnvironmentKey { static let defaultValue: RenderIssues? = nil }
private struct TextShaperKey: EnvironmentKey { static let defaultValue: (any TextShaping)? = nil }

extension EnvironmentValues {
    /// The font of text inside (nil: `.body`).
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The weight of text inside (nil: the font's).
    public var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// Whether text inside is italic.
    public var isItalic: Bool {
        get { self[ItalicKey.self] }
        set { self[ItalicKey.self] = newValue }
    }

    /// Whether digits of text inside are tabular.
    public var monospacedDigits: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
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
        ModifiedNodes(self, environment: { $0.lineLimit = limit })
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
}

extension GraphicsContext {
    /// Draws `text` at its ideal size with its `anchor` at `point`, as SwiftUI's
    /// `GraphicsContext.draw(_:at:anchor:)`; it fills with black unless the text has a colour.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     context.draw(Text("42 %").font(.title), at: CGPoint(x: size.width / 2, y: size.height / 2))
    /// }
    /// ```
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let node = ViewTree.node(of: text, in: environment)
        let size = node.sizeThatFits(.unspecified)
        var local = self
        local.translateBy(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
        node.draw(in: &local, proposal: .unspecified)
    }

    /// Draws `text` wrapped to fit `rect`'s width, at its top-leading corner.
    public func draw(_ text: Text, in rect: CGRect) {
        let node = ViewTree.node(of: text, in: environment)
        var local = self
        local.translateBy(x: rect.minX, y: rect.minY)
        node.draw(in: &local, proposal: ProposedViewSize(rect.size))
    }
}
