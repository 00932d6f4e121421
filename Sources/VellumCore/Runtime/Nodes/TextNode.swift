import Foundation
import VellumGeometry

/// Lays out and draws one text: its runs shaped together (with spans when they differ) and
/// each run filled with its own style.
final class TextNode: _ViewNode {
    struct Style: Hashable {
        var alignment: TextAlignment
        var lineLimit: Int?
        var minimumScaleFactor: CGFloat
        var lineSpacing: CGFloat
        var truncation: TextTruncation
        var allowsTightening: Bool
        /// The lines whose height the text takes even when it has fewer.
        var reservedLines: Int
    }

    /// How far an offered width may fall short of a text's ideal width and still take it
    /// unwrapped: floating-point rounding, never a visible difference.
    static let widthTolerance: CGFloat = 1e-6

    /// How far tightening may pull characters together: a twentieth of the font size each.
    static let tighteningLimit: CGFloat = 0.05

    /// A shaped text and the scale it is drawn at: 1 unless `minimumScaleFactor` shrank it.
    private struct Layout {
        let text: ShapedText
        var scale: CGFloat = 1
        var size: CGSize { CGSize(width: text.size.width * scale, height: text.size.height * scale) }
    }

    let runs: [ResolvedTextRun]
    let content: String
    let style: Style
    /// The environment the fills resolve in.
    let environment: EnvironmentValues
    /// What fills every run instead of its own style (`GraphicsContext.ResolvedText.shading`).
    var shadingOverride: GraphicsContext.Shading?
    private var shaper: (any TextShaping)? { environment.textShaper }
    private var issues: RenderIssues? { environment.renderIssues }
    /// Layouts by wrapping width and line limit: a node lives for one render, and layout
    /// asks for the same text several times (measure, then place, then draw). A node sees one
    /// to three requests: comparing them costs less than hashing one into a dictionary.
    private var shapedByRequest: [(request: TextLayoutRequest, shaped: ShapedText)] = []

    init(runs: [ResolvedTextRun], environment: EnvironmentValues) {
        self.runs = runs
        self.content = runs.map(\.text).joined()
        let options = environment.textLayoutOptions
        let truncation: TextTruncation
        switch options.truncationMode {
        case .head: truncation = .head
        case .middle: truncation = .middle
        case .tail: truncation = .tail
        }
        // Lines are laid out left to right; in a right-to-left layout leading is the right.
        var alignment = environment.multilineTextAlignment
        if environment.layoutDirection == .rightToLeft, alignment != .center {
            alignment = alignment == .leading ? .trailing : .leading
        }
        self.style = Style(
            alignment: alignment, lineLimit: environment.lineLimit,
            minimumScaleFactor: environment.minimumScaleFactor,
            lineSpacing: TextLayoutRequest(text: "", lineSpacing: options.lineSpacing).normalized.lineSpacing,
            truncation: truncation, allowsTightening: options.allowsTightening,
            reservedLines: options.reservedLineCount)
        self.environment = environment
    }

    /// Whether the text is one plain run, shaped in its font without spans.
    private var isSingleRun: Bool { runs.count == 1 && runs[0].isPlain }

    /// The font of a text without spans (and of the empty text).
    private var font: FontSpec { runs[0].span.font }

    /// The shaped text wrapped at `maxWidth` with at most `lineLimit` lines; nil (reported
    /// to the render) when the shaper refuses it.
    private func shaped(maxWidth: CGFloat?, lineLimit: Int?, tightening: CGFloat = 0) -> ShapedText? {
        let alignment: TextLineAlignment
        switch style.alignment {
        case .leading: alignment = .leading
        case .center: alignment = .center
        case .trailing: alignment = .trailing
        }
        var spans = isSingleRun && tightening == 0 ? [] : runs.map(\.span)
        for index in spans.indices { spans[index].tracking -= tightening }
        let request = TextLayoutRequest(
            text: content, font: font, maxWidth: maxWidth, alignment: alignment,
            lineLimit: lineLimit, spans: spans, lineSpacing: style.lineSpacing,
            truncation: style.truncation)
        if let known = shapedByRequest.first(where: { $0.request == request }) { return known.shaped }
        guard let shaper else {
            issues?.report(
                RenderError.invalidText(
                    reason: "no text shaper in the environment (render through Vellum, or set \\.textShaper)"))
            return nil
        }
        do {
            let shaped = try shaper.shape(request)
            shapedByRequest.append((request, shaped))
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
        // A width short of the ideal by rounding alone (a stack's sum less its parts) still fits:
        // a millionth of a point is far below any pixel.
        guard let width = proposal.width, width.isFinite, width < ideal.size.width - Self.widthTolerance else {
            return Layout(text: ideal)
        }
        if style.lineLimit == 1, style.allowsTightening, width >= 0, let tight = tightened(ideal, toFit: width) {
            return Layout(text: tight)
        }
        if style.lineLimit == 1, style.minimumScaleFactor < 1, width >= 0 {
            let scale = width / ideal.size.width
            if scale >= style.minimumScaleFactor { return Layout(text: ideal, scale: scale) }
            // At the smallest scale the line still overflows: it is ellipsized at that scale.
            return shaped(maxWidth: width / style.minimumScaleFactor, lineLimit: 1)
                .map { Layout(text: $0, scale: style.minimumScaleFactor) }
        }
        guard var wrapped = shaped(maxWidth: max(width, 0), lineLimit: style.lineLimit) else { return nil }
        if let height = proposal.height, height.isFinite, height < wrapped.size.height, wrapped.lines.count > 1 {
            // n lines take n line heights and n - 1 spacings.
            let spacing = style.lineSpacing
            let lineHeight = (wrapped.size.height + spacing) / CGFloat(wrapped.lines.count)
            let fitting = max(1, Int(((height + spacing) / lineHeight).rounded(.down)))
            if fitting < wrapped.lines.count, let limited = shaped(maxWidth: max(width, 0), lineLimit: fitting) {
                wrapped = limited
            }
        }
        return Layout(text: wrapped)
    }

    /// The line pulled together just enough to fit `width`, if that is within the
    /// tightening limit; nil otherwise.
    private func tightened(_ ideal: ShapedText, toFit width: CGFloat) -> ShapedText? {
        // Letter spacing goes between characters, not after the last.
        let gaps = CGFloat(content.count - 1)
        guard gaps > 0 else { return nil }
        let needed = (ideal.size.width - width) / gaps
        guard needed <= Self.tighteningLimit * font.size,
            let tight = shaped(maxWidth: nil, lineLimit: 1, tightening: needed + 1.0 / 1024),
            tight.size.width <= width
        else { return nil }
        return tight
    }

    /// The first and last baselines of the text laid out for `proposal`, from its top.
    func baselines(for proposal: ProposedViewSize) -> (first: CGFloat, last: CGFloat) {
        guard let layout = layout(for: proposal) else { return (0, 0) }
        return (layout.text.firstBaseline * layout.scale, layout.text.lastBaseline * layout.scale)
    }

    override func explicitGuide(_ guide: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        if guide == VerticalAlignment.firstTextBaseline.key { return baselines(for: proposal).first }
        if guide == VerticalAlignment.lastTextBaseline.key { return baselines(for: proposal).last }
        return nil
    }

    /// DejaVu's cap height, as a fraction of the font size (1493 of 2048 units).
    static let capHeightRatio: CGFloat = 1493.0 / 2048

    /// Text asks space above and below from its font's metrics, as SwiftUI's does.
    override var viewSpacing: ViewSpacing {
        // The ideal layout, which sizing has already shaped: its first line gives the metrics.
        guard let text = shaped(maxWidth: nil, lineLimit: style.lineLimit), text.size.height > 0 else {
            return ViewSpacing()
        }
        let lines = CGFloat(max(text.lines.count, 1))
        let lineHeight = (text.size.height - (lines - 1) * style.lineSpacing) / lines
        let size = runs.map(\.span.font.size).filter(\.isFinite).max() ?? font.size
        let metrics = TextSpacingMetrics(
            ascender: text.firstBaseline, descender: max(lineHeight - text.firstBaseline, 0),
            capHeight: size * Self.capHeightRatio, leading: 0)
        return ViewSpacing(textFirstLine: metrics, lastLine: metrics)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        guard let layout = layout(for: proposal) else { return .zero }
        var size = layout.size
        let lines = layout.text.lines.count
        if style.reservedLines > lines, lines > 0 {
            // Each reserved line as tall as the text's own, with the spacing between lines.
            let lineHeight = (layout.text.size.height - CGFloat(lines - 1) * style.lineSpacing) / CGFloat(lines)
            let reserved =
                CGFloat(style.reservedLines) * lineHeight + CGFloat(style.reservedLines - 1) * style.lineSpacing
            size.height = max(size.height, reserved * layout.scale)
        }
        return size
    }

    override func draw(in context: inout GraphicsContext, proposal: ProposedViewSize) {
        guard let layout = layout(for: proposal), !layout.text.outline.isEmpty, layout.scale > 0 else { return }
        let text = layout.text
        var context = context
        if layout.scale != 1 { context.scaleBy(x: layout.scale, y: layout.scale) }
        let frame = CGRect(origin: .zero, size: text.size)
        if environment.drawsPlaceholders {
            drawPlaceholder(text, in: &context, frame: frame)
            return
        }
        guard !text.spans.isEmpty else {
            let font = self.font
            let run = TextRun(
                outline: text.outline,
                lines: text.lines.map { TextRun.Line(text: $0.text, baselineOrigin: $0.baselineOrigin) },
                fontFamily: font.family, fontSize: font.size, fontWeight: font.weight, isItalic: font.italic)
            context.draw(run, with: shadingOverride ?? .style(runs[0].fill, frame: frame, environment: environment))
            return
        }
        for (run, shapedSpan) in zip(runs, text.spans) {
            let font = run.span.font
            if !shapedSpan.outline.isEmpty {
                let glyphs = TextRun(
                    outline: shapedSpan.outline,
                    lines: shapedSpan.pieces.map { TextRun.Line(text: $0.text, baselineOrigin: $0.baselineOrigin) },
                    fontFamily: font.family, fontSize: font.size, fontWeight: font.weight, isItalic: font.italic)
                context.draw(glyphs, with: shadingOverride ?? .style(run.fill, frame: frame, environment: environment))
            }
            for (decoration, lines) in [
                (run.underline, shapedSpan.underline), (run.strikethrough, shapedSpan.strikethrough)
            ] {
                guard let decoration, !lines.isEmpty else { continue }
                let shading =
                    decoration.color.map {
                        GraphicsContext.Shading.style(AnyShapeStyle($0), frame: frame, environment: environment)
                    }
                    ?? shadingOverride ?? .style(run.fill, frame: frame, environment: environment)
                context.fill(Self.patterned(lines, decoration.pattern), with: shading)
            }
        }
    }

    /// Redacted text: a rounded bar over each line, from a little above the x-height's top to
    /// the descenders, as long as the line.
    private func drawPlaceholder(_ text: ShapedText, in context: inout GraphicsContext, frame: CGRect) {
        let size = font.size
        let shading = shadingOverride ?? .style(runs[0].fill, frame: frame, environment: environment)
        for line in text.lines where line.width > 0 {
            let bar = CGRect(
                x: line.baselineOrigin.x, y: line.baselineOrigin.y - 0.8 * size, width: line.width, height: size)
            context.fillPlaceholder(bar, cornerRadius: 0.25 * size, with: shading)
        }
    }

    /// Decoration rectangles cut into a pattern's dashes, lengths in line thicknesses.
    static func patterned(_ lines: [CGRect], _ pattern: Text.LineStyle.Pattern) -> Path {
        let lengths = pattern.lengths
        var result = Path()
        for rect in lines {
            guard !lengths.isEmpty else {
                result.addRect(rect)
                continue
            }
            let thickness = max(rect.height, 0.5)
            var x = rect.minX, step = 0
            // A thickness is at least half a point, so a line of at most 2 million points (the
            // shaper's range) has at most 4 million pieces; the cap keeps far less.
            while x < rect.maxX, step < 100_000 {
                let length = lengths[step % lengths.count] * thickness
                if step % 2 == 0 {
                    result.addRect(CGRect(x: x, y: rect.minY, width: min(length, rect.maxX - x), height: rect.height))
                }
                x += length
                step += 1
            }
        }
        return result
    }
}
