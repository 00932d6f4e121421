import Foundation
import VellumCore
import VellumGeometry

/// A ring drawn as dashes: the dashes up to the fraction completed in the fill style, the
/// rest in the track style. It starts at 12 o'clock and runs clockwise unless configured.
///
/// **Whole dashes.** The dash pattern is fitted to the ring: `dashCount` dashes (or as many
/// whole `dash + gap` periods as the centre line's circumference holds, rounded to the
/// nearest) are spread evenly, with `dash` and `gap` scaled by the same factor, so the last
/// gap meets the first dash exactly. Lengths are measured along the centre line; round and
/// square caps add half the line width at each end, as in any stroke.
///
/// **The dash the fraction falls in** is filled up to the fraction and drawn as track after
/// it, so the fill ends exactly at the value (as `Circle().trim(from: 0, to: value)` stroked
/// with the same dashes would).
///
/// **Indeterminate** (no value): every dash in the fill style, fading counterclockwise
/// behind the dash at `startAngle`, like the spinner's tick marks.
///
/// The ring is 64 points across unless `diameter` says otherwise (nil fills the offered
/// space). The label goes below by default.
///
/// ```swift
/// ProgressView("Sync", value: 0.42)
///     .progressViewStyle(DashedRingProgressViewStyle(dashCount: 24, showsPercentage: true))
///     .tint(.orange)
/// ```
public struct DashedRingProgressViewStyle: ProgressViewStyle, RingProgressStyle {
    /// The ring's outer diameter in points, fixed as SwiftUI's circular progress view is
    /// (not positive and finite: 64); nil fills the smaller side offered (64 unproposed), so
    /// that `.frame(width:height:)` sizes the ring. Default: 64.
    public var diameter: CGFloat?
    /// The stroke's width, clamped to half the diameter. Default: 6 (not finite or negative: 6).
    public var lineWidth: CGFloat
    /// How many dashes go around the ring (1…3,600); nil fits whole `dash + gap` periods to
    /// the circumference. Default: nil.
    public var dashCount: Int?
    /// A dash's length along the centre line before fitting. Default: 5 (not positive and
    /// finite: 5).
    public var dash: CGFloat
    /// The gap after each dash before fitting; 0 gives a solid ring cut into pieces. Default: 3
    /// (negative or not finite: 3).
    public var gap: CGFloat
    /// How far into the dash pattern the ring starts, in points before fitting, as
    /// `StrokeStyle.dashPhase`: a positive phase moves the dashes back against the direction.
    /// The fill always starts at `startAngle`. Default: 0.
    public var phase: CGFloat
    /// The filled dashes' style, resolved against the ring's square; nil uses the tint
    /// (`.tint(_:)`, the accent colour by default). Default: nil.
    public var fill: AnyShapeStyle?
    /// The unfilled dashes' style. Default: system grey 5 (#E5E5EA), SwiftUI's track.
    public var track: AnyShapeStyle
    /// The dashes' caps. Default: `.butt`.
    public var lineCap: CGLineCap
    /// Where the ring starts, in SwiftUI's angles (0° is 3 o'clock, growing clockwise on
    /// screen). Default: −90°, 12 o'clock.
    public var startAngle: Angle
    /// Which way the fill runs. Default: `.clockwise`.
    public var direction: ProgressRingDirection
    /// Where the label and current-value label go. Default: `.below`.
    public var labelPlacement: ProgressLabelPlacement
    /// Whether "42%" is drawn in the middle of the ring, with monospaced digits. Default: false.
    public var showsPercentage: Bool
    /// The percentage's font; nil scales a semibold system font with the ring. Default: nil.
    public var percentageFont: Font?

    /// A dashed ring style.
    ///
    /// - Parameters:
    ///   - diameter: The ring's diameter; nil fills the offered space.
    ///   - lineWidth: The stroke's width.
    ///   - dashCount: The number of dashes; nil fits `dash + gap` to the circumference.
    ///   - dash: A dash's length before fitting.
    ///   - gap: The gap's length before fitting.
    ///   - phase: How far into the pattern the ring starts.
    ///   - fill: The filled dashes' style; nil uses the tint.
    ///   - track: The other dashes' style; nil uses system grey 5.
    ///   - lineCap: The dashes' caps.
    ///   - startAngle: Where the ring starts (−90° is 12 o'clock).
    ///   - direction: Which way the fill runs on screen.
    ///   - labelPlacement: Where the labels go.
    ///   - showsPercentage: Whether to draw the percentage in the middle.
    ///   - percentageFont: The percentage's font; nil scales with the ring.
    ///
    /// ```swift
    /// DashedRingProgressViewStyle(diameter: 80, lineWidth: 10, dashCount: 12, lineCap: .round,
    ///                             fill: AngularGradient(colors: [.blue, .purple], center: .center))
    /// ```
    public init(
        diameter: CGFloat? = 64, lineWidth: CGFloat = 6, dashCount: Int? = nil,
        dash: CGFloat = 5, gap: CGFloat = 3, phase: CGFloat = 0,
        fill: (any ShapeStyle)? = nil, track: (any ShapeStyle)? = nil, lineCap: CGLineCap = .butt,
        startAngle: Angle = .degrees(-90), direction: ProgressRingDirection = .clockwise,
        labelPlacement: ProgressLabelPlacement = .below, showsPercentage: Bool = false,
        percentageFont: Font? = nil
    ) {
        self.diameter = diameter
        self.lineWidth = lineWidth
        self.dashCount = dashCount
        self.dash = dash
        self.gap = gap
        self.phase = phase
        self.fill = fill.map { AnyShapeStyle($0) }
        self.track = track.map { AnyShapeStyle($0) } ?? progressTrackStyle
        self.lineCap = lineCap
        self.startAngle = startAngle
        self.direction = direction
        self.labelPlacement = labelPlacement
        self.showsPercentage = showsPercentage
        self.percentageFont = percentageFont
    }

    /// The ring with its labels.
    public func makeBody(configuration: Configuration) -> some View {
        ringBody(configuration)
    }
}

extension ProgressViewStyle where Self == DashedRingProgressViewStyle {
    /// A ring of dashes filled clockwise from 12 o'clock with the tint.
    ///
    /// ```swift
    /// ProgressView(value: 0.6).progressViewStyle(.dashedRing)
    /// ```
    public static var dashedRing: DashedRingProgressViewStyle { DashedRingProgressViewStyle() }
}

/// Where the dashes of a ring lie along its centre line, measured from the start in the
/// direction of the fill: `count` dashes of `dash` points, one every `period` points, the
/// first starting at `offset` (0 ≤ offset < period). A dash may run past the circumference
/// and on through the start.
struct RingDashes: Equatable {
    static let maximumCount = 3_600

    let circumference: Double
    let count: Int
    let dash: Double
    let period: Double
    let offset: Double

    /// The pattern fitted to `circumference` (see ``DashedRingProgressViewStyle``).
    init(circumference: Double, dashCount: Int?, dash: Double, gap: Double, phase: Double) {
        let dash = dash.isFinite && dash > 0 ? dash : 5
        let gap = gap.isFinite && gap >= 0 ? gap : 3
        self.circumference = circumference.isFinite ? max(circumference, 0) : 0
        guard self.circumference > 0 else {
            (count, self.dash, period, offset) = (0, 0, 0, 0)
            return
        }
        let fitted = (self.circumference / (dash + gap)).rounded()
        let count =
            dashCount.map { $0 } ?? (fitted.isFinite ? Int(min(fitted, Double(Self.maximumCount))) : Self.maximumCount)
        self.count = min(max(count, 1), Self.maximumCount)
        period = self.circumference / Double(self.count)
        let scale = period / (dash + gap)
        self.dash = dash * scale
        let shift = (phase.isFinite ? phase : 0) * scale
        // As SVG's dash offset: the start of the ring is `shift` into the pattern.
        var offset = (-shift).truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        self.offset = offset < period ? offset : 0
    }

    /// Dash `index`'s start and end.
    func dash(_ index: Int) -> (start: Double, end: Double) {
        let start = offset + Double(index) * period
        return (start, start + dash)
    }

    /// The pieces of every dash, cut where the fill of `filledLength` points from the start
    /// ends (and where it ends again after the start for a dash that runs through it), each
    /// marked filled or not. Pieces of the same kind that touch are one piece.
    func pieces(filledLength: Double) -> [(start: Double, end: Double, filled: Bool)] {
        let filledLength = min(max(filledLength, 0), circumference)
        var pieces: [(start: Double, end: Double, filled: Bool)] = []
        for index in 0..<count {
            let (start, end) = dash(index)
            var cuts = [start]
            for cut in [filledLength, circumference, circumference + filledLength] where cut > start && cut < end {
                cuts.append(cut)
            }
            cuts.append(end)
            cuts.sort()
            var current: (start: Double, end: Double, filled: Bool)?
            for (from, to) in zip(cuts, cuts.dropFirst()) where to > from {
                let middle = (from + to) / 2
                let filled = middle < filledLength || (middle > circumference && middle < circumference + filledLength)
                if let piece = current, piece.filled == filled {
                    current = (piece.start, to, filled)
                } else {
                    if let piece = current { pieces.append(piece) }
                    current = (from, to, filled)
                }
            }
            if let piece = current { pieces.append(piece) }
        }
        return pieces
    }
}

extension DashedRingProgressViewStyle {
    static var standardLineWidth: CGFloat { 6 }

    static func draw(
        in context: GraphicsContext, ring: RingGeometry, style: DashedRingProgressViewStyle,
        fraction: Double?, tint: AnyShapeStyle
    ) {
        guard ring.radius > 0, ring.lineWidth > 0 else { return }
        let fill = style.fill ?? tint
        let dashes = RingDashes(
            circumference: 2 * .pi * ring.radius, dashCount: style.dashCount,
            dash: style.dash, gap: style.gap, phase: style.phase)
        let start = style.startAngle.radians.isFinite ? style.startAngle.radians : -.pi / 2
        let stroke = StrokeStyle(lineWidth: ring.lineWidth, lineCap: style.lineCap)
        let fillPaint = GraphicsContext.Shading.style(fill.in(ring.bounds))
        func arc(_ from: Double, _ to: Double) -> Path {
            ring.arc(
                from: start + style.direction.sign * from / ring.radius, length: to - from, direction: style.direction)
        }
        guard let fraction else {
            // Indeterminate: the spinner's fade, head at the start, trail behind it.
            for index in 0..<dashes.count {
                let (from, to) = dashes.dash(index)
                var faded = context
                faded.opacity *= SpinnerView.opacity(
                    age: Double((dashes.count - index) % dashes.count), count: dashes.count)
                faded.stroke(arc(from, to), with: fillPaint, style: stroke)
            }
            return
        }
        var filled = Path(), track = Path()
        for piece in dashes.pieces(filledLength: fraction * dashes.circumference) {
            if piece.filled {
                filled.addPath(arc(piece.start, piece.end))
            } else {
                track.addPath(arc(piece.start, piece.end))
            }
        }
        context.stroke(track, with: .style(style.track.in(ring.bounds)), style: stroke)
        context.stroke(filled, with: fillPaint, style: stroke)
    }
}
