import Foundation
import VellumCore
import VellumGeometry

/// An open ring, like a gauge's dial: a `span` (270° by default) arc with its opening at the
/// bottom, filled from its start with a gradient that runs along the whole arc, so a colour
/// marks a place on the dial (green at the start, red at the end by default).
///
/// **Indeterminate** (no value): the empty track, as SwiftUI draws a circular gauge with no
/// value.
///
/// The ring is 64 points across unless `diameter` says otherwise (nil fills the offered
/// space). The label goes below by default.
///
/// ```swift
/// ProgressView("CPU", value: 0.73)
///     .progressViewStyle(GaugeRingProgressViewStyle(lineWidth: 10, showsPercentage: true))
/// ```
public struct GaugeRingProgressViewStyle: ProgressViewStyle, RingProgressStyle {
    /// The ring's outer diameter in points, fixed as SwiftUI's circular progress view is
    /// (not positive and finite: 64); nil fills the smaller side offered (64 unproposed), so
    /// that `.frame(width:height:)` sizes the ring. Default: 64.
    public var diameter: CGFloat?
    /// The stroke's width, clamped to half the diameter. Default: 8 (not finite or negative: 8).
    public var lineWidth: CGFloat
    /// How much of the circle the arc covers, 0°…360°. Default: 270° (not finite: 270°).
    public var span: Angle
    /// Where the arc (and the fill) starts, in SwiftUI's angles (0° is 3 o'clock, growing
    /// clockwise on screen); nil centres the arc on 12 o'clock, so its opening faces down.
    /// Default: nil (135°, 7:30 on a clock face, for the default span and direction).
    public var startAngle: Angle?
    /// Which way the arc runs from its start. Default: `.clockwise`.
    public var direction: ProgressRingDirection
    /// The colours along the arc, location 0 at its start and 1 at its end; nil fills with the
    /// tint instead. Default: green, yellow, orange, red.
    public var gradient: Gradient?
    /// The unfilled arc's style. Default: system grey 5 (#E5E5EA), SwiftUI's track.
    public var track: AnyShapeStyle
    /// The arc's caps. Default: `.round`.
    public var lineCap: CGLineCap
    /// Where the label and current-value label go. Default: `.below`.
    public var labelPlacement: ProgressLabelPlacement
    /// Whether "42%" is drawn in the middle, with monospaced digits. Default: false.
    public var showsPercentage: Bool
    /// The percentage's font; nil scales a semibold system font with the ring. Default: nil.
    public var percentageFont: Font?

    /// A gauge ring style.
    ///
    /// - Parameters:
    ///   - diameter: The ring's diameter; nil fills the offered space.
    ///   - lineWidth: The stroke's width.
    ///   - span: How much of the circle the arc covers.
    ///   - startAngle: Where the arc starts; nil centres it on 12 o'clock.
    ///   - direction: Which way the arc runs on screen.
    ///   - gradient: The colours along the arc; nil uses the tint.
    ///   - track: The unfilled arc's style; nil uses system grey 5.
    ///   - lineCap: The arc's caps.
    ///   - labelPlacement: Where the labels go.
    ///   - showsPercentage: Whether to draw the percentage in the middle.
    ///   - percentageFont: The percentage's font; nil scales with the ring.
    ///
    /// ```swift
    /// GaugeRingProgressViewStyle(span: .degrees(240), gradient: Gradient(colors: [.blue, .purple]),
    ///                            lineCap: .butt, showsPercentage: true)
    /// ```
    public init(
        diameter: CGFloat? = 64, lineWidth: CGFloat = 8, span: Angle = .degrees(270),
        startAngle: Angle? = nil, direction: ProgressRingDirection = .clockwise,
        gradient: Gradient? = Gradient(colors: [.green, .yellow, .orange, .red]),
        track: (any ShapeStyle)? = nil, lineCap: CGLineCap = .round,
        labelPlacement: ProgressLabelPlacement = .below, showsPercentage: Bool = false,
        percentageFont: Font? = nil
    ) {
        self.diameter = diameter
        self.lineWidth = lineWidth
        self.span = span
        self.startAngle = startAngle
        self.direction = direction
        self.gradient = gradient
        self.track = track.map { AnyShapeStyle($0) } ?? progressTrackStyle
        self.lineCap = lineCap
        self.labelPlacement = labelPlacement
        self.showsPercentage = showsPercentage
        self.percentageFont = percentageFont
    }

    /// The arc with its labels.
    public func makeBody(configuration: Configuration) -> some View {
        ringBody(configuration)
    }
}

extension ProgressViewStyle where Self == GaugeRingProgressViewStyle {
    /// A 270° arc open at the bottom, filled with a green-to-red gradient.
    ///
    /// ```swift
    /// ProgressView(value: 0.8).progressViewStyle(.gaugeRing)
    /// ```
    public static var gaugeRing: GaugeRingProgressViewStyle { GaugeRingProgressViewStyle() }
}

extension GaugeRingProgressViewStyle {
    static var standardLineWidth: CGFloat { 8 }

    static func draw(
        in context: GraphicsContext, ring: RingGeometry, style: GaugeRingProgressViewStyle,
        fraction: Double?, tint: AnyShapeStyle
    ) {
        guard ring.radius > 0, ring.lineWidth > 0 else { return }
        let sign = style.direction.sign
        let span = style.span.radians.isFinite ? min(max(style.span.radians, 0), 2 * .pi) : 1.5 * .pi
        let start =
            style.startAngle.map({ $0.radians }).flatMap { $0.isFinite ? $0 : nil } ?? (-.pi / 2 - sign * span / 2)
        let stroke = StrokeStyle(lineWidth: ring.lineWidth, lineCap: style.lineCap)
        context.stroke(
            ring.arc(from: start, sweep: span, direction: style.direction),
            with: .style(style.track.in(ring.bounds)), style: stroke)
        guard let fraction, fraction > 0, span > 0 else { return }
        // The gradient covers the whole arc, whatever the value: an angular gradient from
        // the start through the span (a negative span runs counterclockwise), centred on
        // the ring; its gap shows the end colours, so round caps keep them.
        let fill: AnyShapeStyle =
            style.gradient.map {
                AnyShapeStyle(
                    AngularGradient(
                        gradient: $0, center: .center, startAngle: .radians(start),
                        endAngle: .radians(start + sign * span)))
            } ?? tint
        context.stroke(
            ring.arc(from: start, sweep: span * fraction, direction: style.direction),
            with: .style(fill.in(ring.bounds)), style: stroke)
    }
}
