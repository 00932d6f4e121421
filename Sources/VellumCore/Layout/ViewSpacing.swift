import Foundation

/// The space a view prefers around each of its edges, as SwiftUI's: stacks with no spacing
/// of their own put between two neighbours what their preferences agree on.
///
/// As in SwiftUI on iOS (SDK 17 and later), text measures its space from its font: above a
/// text goes the font's descent plus a tenth of its line height; below it, the line height
/// plus that tenth less the cap height; between two texts, the lower font's leading (0 for
/// DejaVu), so stacked texts read as lines of one paragraph. Sides are rounded up to a third
/// of a point, the pixel of a 3× iPhone. Every other pair, and every pair side by side, gets
/// 8 points.
///
/// ```swift
/// let gap = subviews[0].spacing.distance(to: subviews[1].spacing, along: .horizontal)   // 8
/// ```
public struct ViewSpacing: Hashable, Sendable {
    /// What one edge asks of its neighbour.
    struct EdgeSpacing: Hashable, Sendable {
        /// The space asked of any neighbour that is not text.
        var general: CGFloat
        /// The font metrics of text along this edge (nil: no text there).
        var text: TextSpacingMetrics?
        /// Whether something other than text lies along this edge.
        var hasNonText: Bool

        static func plain(_ value: CGFloat) -> EdgeSpacing { EdgeSpacing(general: value, text: nil, hasNonText: true) }

        mutating func formUnion(_ other: EdgeSpacing) {
            general = max(general, other.general)
            hasNonText = hasNonText || other.hasNonText
            if let theirs = other.text { text = text.map { $0.union(theirs) } ?? theirs }
        }
    }

    var top, leading, bottom, trailing: EdgeSpacing

    /// No space at all on any edge, and nothing along any: what unions start from.
    public static let zero: ViewSpacing = {
        var spacing = ViewSpacing(uniform: 0)
        for edge in [\ViewSpacing.top, \.leading, \.bottom, \.trailing] { spacing[keyPath: edge].hasNonText = false }
        return spacing
    }()

    /// The default: 8 points on every edge.
    public init() { self.init(uniform: defaultStackSpacing) }

    private init(uniform: CGFloat) {
        top = .plain(uniform)
        leading = .plain(uniform)
        bottom = .plain(uniform)
        trailing = .plain(uniform)
    }

    /// The spacing of a text whose first line has `first` metrics and last line `last`.
    init(textFirstLine first: TextSpacingMetrics, lastLine last: TextSpacingMetrics) {
        self.init()
        top = EdgeSpacing(general: defaultStackSpacing, text: first, hasNonText: false)
        bottom = EdgeSpacing(general: defaultStackSpacing, text: last, hasNonText: false)
    }

    /// Takes, on each of `edges`, both preferences of this and `other`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top.formUnion(other.top) }
        if edges.contains(.leading) { leading.formUnion(other.leading) }
        if edges.contains(.bottom) { bottom.formUnion(other.bottom) }
        if edges.contains(.trailing) { trailing.formUnion(other.trailing) }
    }

    /// This spacing united with `other` on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// Puts back the default (8 points, no text) on `edges`: what lies beyond a padded edge
    /// is the padding, not the text inside it.
    mutating func reset(_ edges: Edge.Set) {
        let plain = EdgeSpacing.plain(defaultStackSpacing)
        if edges.contains(.top) { top = plain }
        if edges.contains(.leading) { leading = plain }
        if edges.contains(.bottom) { bottom = plain }
        if edges.contains(.trailing) { trailing = plain }
    }

    /// The space between a view with this spacing and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        guard axis == .vertical else { return max(trailing.general, next.leading.general) }
        let above = bottom, below = next.top
        var gap: CGFloat?
        func consider(_ value: CGFloat) { gap = max(gap ?? value, value) }
        if let upper = above.text, let lower = below.text { consider(lower.spaceAfterText(upper)) }
        if let upper = above.text, below.hasNonText { consider(upper.spaceBelowText) }
        if above.hasNonText, let lower = below.text { consider(lower.spaceAboveText) }
        return gap ?? max(above.general, below.general)
    }
}

/// The font metrics that decide the space around a line of text.
struct TextSpacingMetrics: Hashable, Sendable {
    var ascender: CGFloat
    /// The descent, as a positive length.
    var descender: CGFloat
    var capHeight: CGFloat
    var leading: CGFloat

    /// The pixel that spacing is rounded up to: a 3× display's.
    static let pixel: CGFloat = 1.0 / 3

    private static func roundedUp(_ value: CGFloat) -> CGFloat {
        guard value.isFinite else { return 0 }
        return (value / pixel - 1e-9).rounded(.up) * pixel
    }

    private var lineHeight: CGFloat { ascender + descender }
    /// A tenth of the line height, rounded up to a pixel.
    private var tenth: CGFloat { Self.roundedUp(lineHeight / 10) }

    /// Between a view above and this text: its descent and a tenth of its line.
    var spaceAboveText: CGFloat { descender + tenth }

    /// Between this text and a view below it.
    var spaceBelowText: CGFloat { max(lineHeight + tenth - capHeight, tenth + descender) }

    /// Between `upper` text and this text below it: this font's leading.
    func spaceAfterText(_ upper: TextSpacingMetrics) -> CGFloat { Self.roundedUp(leading) }

    func union(_ other: TextSpacingMetrics) -> TextSpacingMetrics {
        TextSpacingMetrics(
            ascender: max(ascender, other.ascender), descender: max(descender, other.descender),
            capHeight: max(capHeight, other.capHeight), leading: max(leading, other.leading))
    }
}
